/**
 * Handing a session over to the supplier's own domain (spec sections 2 and 4, "Supplier
 * resolution at start", steps 5 and 6; issue 9, item 8).
 *
 * Cookies belong to one host: a user logged in at `localhost/aurora` is not logged in at
 * `aurora.localhost`. The server hands the session over with
 * `/{slug}/login-token/{authToken}/{userEmail}` on the supplier's domain, where `{authToken}` is a
 * handover code:
 * - 32 random bytes, base64url; only its SHA-256 is stored (migration 0008);
 * - single use (marked used in the statement that reads it), valid for 60 seconds;
 * - bound to the session's user, client, supplier, role and API key, and to the user's e-mail:
 *   the `{userEmail}` segment must be that e-mail, and the path's supplier the session's;
 * - redeemed on the server (server/web/handover.ts): a new session for the same user is opened
 *   for the new host and the browser is sent to `destino`, without the code.
 * A code that fails for any reason is used up all the same: a leaked URL opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '#openapi/generated/v1';
import type { Papel } from '../usuario/tables';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import type { UsuarioService } from '../usuario/usuario-service';
import type { HandoverRepository } from './handover-repository';

type RespostaAutenticar = components['schemas']['RespostaAutenticar'];

export const VALIDADE_HANDOVER_MS = 60_000;

export const MENSAGENS_HANDOVER = {
  /** Spec section 8: the redemption failed (logged; the page shows `pagina`). */
  falha: 'Falha ao logar usuário vai token',
  /** Spec section 8: what the visitor reads when the login-token URL does not log in. */
  pagina: 'Não foi possível autenticar via token de redirecionamento...',
  semDominio: 'Este fornecedor não tem um domínio próprio para onde levar a sessão.',
} as const;

/** The session being handed over (a live `sessoes` row). */
export interface SessaoParaHandover {
  idusuario: number;
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  idapikeys?: number | null;
}

export interface Alvo {
  /** 'http' or 'https': the scheme the browser used. */
  protocolo: string;
  /** The port of the host the browser used (kept on the supplier's domain), or null. */
  porta: number | null;
  /** A path of the shop to open after the login (default: the shop's root). */
  destino?: string | undefined;
}

export function hashCodigoHandover(codigo: string): string {
  return createHash('sha256').update(codigo, 'utf8').digest('hex');
}

/** The supplier's own domain (its principal configured domain), or null. */
export function dominioDoFornecedor(fornecedor: FornecedorRow): string | null {
  const dominio = fornecedor.config.dominio?.dominio?.trim().toLowerCase();
  return dominio ? dominio : null;
}

/**
 * `caminho` (a path and query of this server) on the supplier's `dominio`, with the scheme and
 * port the browser used. A '//' start stays a path of the domain, never another host.
 */
export function enderecoNoDominio(alvo: Pick<Alvo, 'protocolo' | 'porta'>, dominio: string, caminho: string): string {
  const protocolo = alvo.protocolo === 'https' ? 'https' : 'http';
  const porta = alvo.porta === null ? '' : `:${alvo.porta}`;
  return `${protocolo}://${dominio}${porta}/${caminho.replace(/^\/+/, '')}`;
}

/** Only a path of this shop: `/…` (never `//…`), no control characters, at most 2,000 characters. */
export function destinoSeguro(destino: string | undefined, slug: string): string {
  const raiz = `/${slug}`;
  if (
    !destino ||
    !destino.startsWith('/') ||
    destino.startsWith('//') ||
    destino.length > 2000 ||
    [...destino].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')
  ) {
    return raiz;
  }
  return destino;
}

function falhou(): HttpError {
  return new HttpError(401, MENSAGENS_HANDOVER.falha, 'handover.invalido');
}

export class HandoverService {
  constructor(
    private readonly repository: HandoverRepository,
    private readonly fornecedores: FornecedorService,
    private readonly usuarios: UsuarioService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new handover URL for this session on its supplier's domain (409 when the supplier has none). */
  async criar(sessao: SessaoParaHandover, alvo: Alvo): Promise<{ url: string; expiraEm: Date }> {
    const fornecedor = await this.fornecedores.porId(sessao.idfornecedor);
    const dominio = dominioDoFornecedor(fornecedor);
    if (!dominio) throw new HttpError(409, MENSAGENS_HANDOVER.semDominio, 'handover.sem-dominio');
    const usuario = await this.repository.usuario(sessao.idusuario);
    if (!usuario) throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    const email = (usuario.email ?? String(usuario.idusuario)).toLowerCase();
    const codigo = randomBytes(32).toString('base64url');
    const agora = this.now();
    const expiraEm = new Date(agora.getTime() + VALIDADE_HANDOVER_MS);
    await this.repository.apagarVencidos(agora);
    await this.repository.criar({
      codigo_hash: hashCodigoHandover(codigo),
      idusuario: sessao.idusuario,
      idcliente: sessao.idcliente,
      idfornecedor: fornecedor.idfornecedor,
      papel: sessao.papel,
      idapikeys: sessao.idapikeys ?? null,
      email,
      destino: destinoSeguro(alvo.destino, fornecedor.slug),
      criado_em: agora,
      expira_em: expiraEm,
    });
    const caminho = `/${encodeURIComponent(fornecedor.slug)}/login-token/${codigo}/${encodeURIComponent(email)}`;
    return { url: enderecoNoDominio(alvo, dominio, caminho), expiraEm };
  }

  /**
   * Redeems a code at `fornecedor` (the supplier of the login-token path): used up whatever
   * happens next; 401 'Falha ao logar usuário vai token' when it is unknown, used, expired, of
   * another supplier or another e-mail. Answers the new session (as a login does) and the path to open.
   */
  async resgatar(
    codigo: string,
    email: string,
    fornecedor: FornecedorRow,
  ): Promise<{ sessao: RespostaAutenticar; destino: string }> {
    if (!/^[A-Za-z0-9_-]{16,256}$/.test(codigo)) throw falhou();
    const row = await this.repository.usar(hashCodigoHandover(codigo), this.now());
    if (!row) throw falhou();
    if (row.idfornecedor !== fornecedor.idfornecedor || row.email !== email.trim().toLowerCase()) throw falhou();
    const usuario = await this.repository.usuario(row.idusuario);
    if (!usuario) throw falhou();
    const sessao = await this.usuarios.abrirSessao(usuario, fornecedor, row.idcliente, { idapikeys: row.idapikeys });
    return { sessao, destino: row.destino };
  }
}
