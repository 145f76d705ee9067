/**
 * Sessions: who is calling. A token that is not a live session is an anonymous visitor.
 * - Tokens are opaque and random (sessao-token.ts); only their SHA-256 is stored and looked up.
 * - A session lasts DURACAO_MS from its last use (sliding renewal, written at most once per
 *   RENOVAR_APOS_MS), and never more than DURACAO_MAXIMA_MS from its creation.
 * - Logout deletes the row: the same token then answers 401 'Sessão expirada, efetue login
 *   novamente' wherever a session is required.
 * - The login's JWT names its session (`sid`, migration 0044) and the client's approval when it
 *   was issued (`apr`): `verificarJwt` accepts it only while that session is live and the approval
 *   unchanged, read through the same cache (so on every process at once, by the NOTIFY): logout,
 *   'end my other sessions', a password change and an approval change end it at once.
 * - With PostgreSQL, live sessions are kept in memory (cache-sessoes.ts) while every change to them
 *   is heard; this service forgets them at once after its own writes.
 */
import { isAnonymousToken } from '#engine/rules/session-token';
import type { Papel } from '../usuario/tables';
import { HttpError } from '../../shared/http-error';
import { parseAuth, parseAuthCliente } from './auth-path';
import type { CacheSessoes } from './cache-sessoes';
import type { ClaimsSessao, EmissorJwt } from './jwt';
import type { SessaoRepository, SessaoRow } from './sessao-repository';
import { randomBytes } from 'node:crypto';
import { gerarTokenSessao, hashToken } from './sessao-token';

export const SESSAO_EXPIRADA = 'Sessão expirada, efetue login novamente';
const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
const FORNECEDOR_INVALIDO = 'Acesso negado: sua sessão é de outro fornecedor.';

export const DURACAO_MS = 30 * 24 * 3_600_000;
export const DURACAO_MAXIMA_MS = 90 * 24 * 3_600_000;
export const RENOVAR_APOS_MS = 3_600_000;

export interface Chamador {
  token: string;
  /** The live session, or null for an anonymous visitor. */
  sessao: SessaoRow | null;
  /** The client the call acts for (0 = anonymous). Only set by the {authCliente} form. */
  idcliente: number;
}

export interface NovaSessao {
  idusuario: number;
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  /** The API key the session is opened with (migration 0007; null for a password login). */
  idapikeys?: number | null;
  /** The client's approval at the supplier (null without a client): the JWT carries it. */
  cadastroAprovado?: boolean | null;
}

/** What a JWT is issued from: a session (its row, or what a call knows of it). */
export type SessaoDoJwt = Pick<SessaoRow, 'idusuario' | 'idfornecedor' | 'idcliente' | 'papel' | 'sid'> & {
  cadastro_aprovado: boolean | null;
};

export interface SessaoCriada {
  token: string;
  jwttoken: string;
  expiraEm: Date;
}

export function sessaoExpirada(): HttpError {
  return new HttpError(401, SESSAO_EXPIRADA, 'sessao.expirada');
}

export class SessaoService {
  constructor(
    private readonly repository: SessaoRepository,
    readonly jwt: EmissorJwt,
    private readonly now: () => Date = () => new Date(),
    /** Live sessions kept in memory (PostgreSQL); undefined: every call reads its session. */
    readonly cache?: CacheSessoes,
    /** The origins CORS lets in (CORS_ORIGINS): a cookie-authenticated write may come from them. */
    private readonly origensCors: readonly string[] = [],
  ) {}

  /**
   * Whether a cookie-authenticated write may come from `origem` (an Origin header's value, already
   * known not to be the request's own origin): one of CORS_ORIGINS, or a domain of the session's supplier.
   */
  async origemPermitida(origem: URL, idfornecedor: string): Promise<boolean> {
    if (this.origensCors.includes(origem.origin)) return true;
    return this.repository.dominioDoFornecedor(origem.hostname.toLowerCase(), idfornecedor);
  }

  /** `{auth}`: the session when the token is live, else anonymous. Never rejects a well-formed token. */
  async chamador(auth: string): Promise<Chamador> {
    const token = parseAuth(auth);
    const sessao = await this.sessaoViva(token);
    return { token, sessao, idcliente: sessao?.idcliente ?? 0 };
  }

  /** `{auth}` of a call that needs a session: 401 sessao.expirada without a live one. */
  async exigirSessao(auth: string): Promise<Chamador & { sessao: SessaoRow }> {
    const chamador = await this.chamador(auth);
    if (!chamador.sessao) throw sessaoExpirada();
    return chamador as Chamador & { sessao: SessaoRow };
  }

  private async sessaoViva(token: string): Promise<SessaoRow | null> {
    if (isAnonymousToken(token)) return null;
    const agora = this.now();
    const hash = hashToken(token);
    const guardada = this.cache?.obter(hash, agora);
    if (guardada) return guardada;
    const marca = this.cache?.marca() ?? 0;
    const sessao = await this.repository.findLive(hash, agora);
    if (!sessao) return null;
    const limite = new Date(sessao.criado_em).getTime() + DURACAO_MAXIMA_MS;
    const nova = Math.min(agora.getTime() + DURACAO_MS, limite);
    if (nova - new Date(sessao.expira_em).getTime() >= RENOVAR_APOS_MS) {
      await this.repository.renovar(hash, new Date(nova), agora);
      sessao.expira_em = new Date(nova);
    }
    // Kept only if nothing was forgotten since the read began (a logout meanwhile, here or elsewhere).
    this.cache?.guardar(hash, sessao, marca);
    return sessao;
  }

  /** The live session of a JWT's `sid` (through the cache, keyed apart from the token hashes). */
  private async sessaoPorSid(sid: string): Promise<SessaoRow | null> {
    if (sid === '') return null;
    const agora = this.now();
    const chave = `sid:${sid}`;
    const guardada = this.cache?.obter(chave, agora);
    if (guardada) return guardada;
    const marca = this.cache?.marca() ?? 0;
    const sessao = await this.repository.findLiveBySid(sid, agora);
    if (!sessao) return null;
    this.cache?.guardar(chave, sessao, marca);
    return sessao;
  }

  /** A JWT bound to this session (its `sid`) and to the client's approval. */
  emitirJwt(sessao: SessaoDoJwt): Promise<string> {
    return this.jwt.emitir({
      sub: String(sessao.idusuario),
      idfornecedor: sessao.idfornecedor,
      idcliente: sessao.idcliente,
      papel: sessao.papel,
      sid: sessao.sid,
      apr: sessao.idcliente === null ? null : (sessao.cadastro_aprovado ?? null),
    });
  }

  /**
   * The claims of a JWT whose session is live, of the same user, with the client's approval
   * unchanged; else 401 'Sessão expirada, efetue login novamente'. (The other claims are signed
   * with the session's own values when issued.)
   */
  async verificarJwt(token: string): Promise<ClaimsSessao> {
    let claims: ClaimsSessao;
    try {
      claims = await this.jwt.verificar(token);
    } catch {
      throw sessaoExpirada();
    }
    const sessao = await this.sessaoPorSid(claims.sid);
    if (
      !sessao ||
      String(sessao.idusuario) !== claims.sub ||
      (sessao.idcliente === null ? null : (sessao.cadastro_aprovado ?? null)) !== claims.apr
    ) {
      throw sessaoExpirada();
    }
    return claims;
  }

  /**
   * `{authCliente}`: idcliente 0 is anonymous (whatever the token). A non-zero idcliente needs a live
   * session (else 401 sessao.expirada) whose client it is, or one of the clients its user serves
   * (else 403 sessao.cliente-invalido); with `idfornecedor` (the supplier of the path), a session
   * of another supplier is refused too (403 sessao.fornecedor-invalido).
   */
  async chamadorCliente(authCliente: string, idfornecedor?: string): Promise<Chamador> {
    const { token, idcliente } = parseAuthCliente(authCliente);
    const sessao = await this.sessaoViva(token);
    if (idcliente === 0) return { token, sessao, idcliente: 0 };
    if (!sessao) throw sessaoExpirada();
    if (idfornecedor !== undefined && sessao.idfornecedor !== idfornecedor) {
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    }
    if (
      sessao.idcliente !== idcliente &&
      !(await this.repository.usuarioAtendeCliente(sessao.idusuario, idcliente, sessao.idfornecedor))
    ) {
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    }
    return { token, sessao, idcliente };
  }

  /** Creates a session; answers its token (shown once, never stored) and a JWT. */
  async criar(dados: NovaSessao): Promise<SessaoCriada> {
    const token = gerarTokenSessao();
    const agora = this.now();
    const expiraEm = new Date(agora.getTime() + DURACAO_MS);
    const sid = randomBytes(16).toString('base64url');
    await this.repository.create({
      sid,
      token_hash: hashToken(token),
      idusuario: dados.idusuario,
      idcliente: dados.idcliente,
      idfornecedor: dados.idfornecedor,
      papel: dados.papel,
      idapikeys: dados.idapikeys ?? null,
      criado_em: agora,
      renovado_em: agora,
      expira_em: expiraEm,
    });
    const jwttoken = await this.emitirJwt({
      idusuario: dados.idusuario,
      idfornecedor: dados.idfornecedor,
      idcliente: dados.idcliente,
      papel: dados.papel,
      sid,
      cadastro_aprovado: dados.cadastroAprovado ?? null,
    });
    return { token, jwttoken, expiraEm };
  }

  /**
   * The session of this token now acts for `idcliente` (checked by the caller: one of the user's
   * clients at the session's supplier). The session keeps its token and its user (the
   * representative or linked user acting); the answer is a new JWT for the new client.
   */
  async agirPorCliente(sessao: SessaoRow, token: string, idcliente: number, aprovado: boolean): Promise<string> {
    await this.repository.definirCliente(hashToken(token), idcliente);
    this.cache?.esquecer();
    sessao.idcliente = idcliente;
    sessao.cadastro_aprovado = aprovado;
    return this.emitirJwt(sessao);
  }

  /** Ends every other session of a user (after a password change). */
  async encerrarOutras(idusuario: number, tokenAtual: string): Promise<void> {
    await this.repository.deleteDoUsuario(idusuario, hashToken(tokenAtual));
    this.cache?.esquecer();
  }

  /**
   * Which of these sessions are still as their JWTs say (live, same user, same client, same
   * approval): the chat's sockets are closed when theirs is not (server/modules/chat).
   */
  async sessoesVivas(
    sids: readonly string[],
  ): Promise<Map<string, { idusuario: number; idcliente: number | null; apr: boolean | null }>> {
    const vivas = new Map<string, { idusuario: number; idcliente: number | null; apr: boolean | null }>();
    for (let i = 0; i < sids.length; i += 500) {
      for (const r of await this.repository.vivasPorSid(sids.slice(i, i + 500), this.now())) {
        vivas.set(r.sid, {
          idusuario: r.idusuario,
          idcliente: r.idcliente,
          apr: r.idcliente === null ? null : (r.cadastro_aprovado ?? null),
        });
      }
    }
    return vivas;
  }

  /** Deletes the session of this token, if any. Idempotent. */
  async logout(auth: string): Promise<{ ok: true }> {
    await this.repository.delete(hashToken(parseAuth(auth)));
    this.cache?.esquecer();
    return { ok: true };
  }
}

/** Whether this caller is logged in at this supplier (a live session issued for it). */
export function logadoNoFornecedor(chamador: Chamador, idfornecedor: string): boolean {
  return chamador.sessao !== null && chamador.sessao.idfornecedor === idfornecedor;
}

/**
 * Whether prices may be shown to this caller at a supplier that hides them from logged-out
 * customers: a session of this supplier, of staff or a representative, or of a client approved
 * there (an unapproved client does not see prices).
 */
export function veOsPrecosNoFornecedor(chamador: Chamador, idfornecedor: string): boolean {
  const sessao = chamador.sessao;
  if (sessao === null || sessao.idfornecedor !== idfornecedor) return false;
  if (sessao.papel === 'cliente' || sessao.papel === 'usuario_vinculado') return sessao.cadastro_aprovado === true;
  return true;
}
