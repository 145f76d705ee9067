/**
 * Password recovery (issue 9 item 4; spec sections 7 and 8):
 * - `solicitar`: the login typed (slashes already stripped by the caller) at a supplier. When it is
 *   a user of that supplier with an e-mail, a random single-use code (32 bytes, base64url) is
 *   stored only as its SHA-256, valid for 15 minutes, every earlier open code of that user is
 *   retired, and a message with the link `/{slug}/redefinir-senha/{codigo}` is sent. The answer
 *   carries the masked e-mail (the spec's response "carries the email").
 *   No enumeration beyond the spec's own flow: an e-mail login answers its own masked address
 *   whether or not it exists; an unknown document answers `email: null` (the same shape); the
 *   message is sent after the answer, so both paths cost the same lookup and hash.
 * - `redefinir`: the code, the supplier and the new password: the policy, then (atomically) the
 *   code is consumed, the hash written and every session of the user ended.
 * No code, link or password is ever logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../../shared/http-error';
import { buildEmail, type EmailSender } from '../../shared/email';
import type { FornecedorService } from '../fornecedor';
import { mascararEmail, normalizarLogin } from './login';
import type { RecuperacaoRepository } from './recuperacao-repository';
import type { PoliticaSenha } from './senha';
import { pageLink } from '#schemas/page-types';

/** How long a recovery link stays valid (the issue: at most 15 minutes). */
export const VALIDADE_CODIGO_MS = 15 * 60_000;

export const FALHA_SOLICITAR = 'Falha ao solicitar redefinição de senha';
export const CODIGO_INVALIDO = 'Este link de redefinição de senha é inválido. Solicite um novo.';
export const CODIGO_USADO = 'Este link de redefinição de senha já foi usado. Solicite um novo.';
export const CODIGO_EXPIRADO = 'Este link de redefinição de senha expirou. Solicite um novo.';
export const SENHA_REDEFINIDA = 'Senha redefinida com sucesso. Entre com a sua nova senha.';

export interface LogRecuperacao {
  warn(obj: object, msg: string): void;
}

export function hashCodigo(codigo: string): string {
  return createHash('sha256').update(codigo, 'utf8').digest('hex');
}

export class RecuperacaoSenhaService {
  private readonly envios = new Set<Promise<void>>();

  constructor(
    private readonly repository: RecuperacaoRepository,
    private readonly fornecedores: FornecedorService,
    private readonly email: EmailSender,
    private readonly politica: PoliticaSenha,
    private readonly log: LogRecuperacao,
    private agora: () => Date = () => new Date(),
  ) {}

  /** Replaces the clock (tests: a code's expiry without waiting). */
  usarRelogio(agora: () => Date): void {
    this.agora = agora;
  }

  /**
   * @param id the login as the path carries it
   * @param origem the storefront origin the link points at (already checked against the supplier's hosts)
   */
  async solicitar(idfornecedor: string, id: string, origem: string): Promise<{ email: string | null }> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const login = normalizarLogin(id);
    if (!login) throw new HttpError(400, FALHA_SOLICITAR, 'senha.recuperacao-falhou');

    const usuario = await this.repository.usuarioDoFornecedor(login, fornecedor.idfornecedor);
    const codigo = randomBytes(32).toString('base64url');
    const codigoHash = hashCodigo(codigo);
    if (!usuario?.email) return { email: login.tipo === 'email' ? mascararEmail(login.email) : null };

    const criadoEm = this.agora();
    await this.repository.emitirCodigo({
      codigoHash,
      idusuario: usuario.idusuario,
      idfornecedor: fornecedor.idfornecedor,
      criadoEm,
      expiraEm: new Date(criadoEm.getTime() + VALIDADE_CODIGO_MS),
    });
    const link = new URL(pageLink(`/${encodeURIComponent(fornecedor.slug)}`, 'redefinir-senha', codigo), origem).href;
    const primeiroNome = usuario.nome.trim().split(/\s+/)[0] ?? '';
    const corpo = buildEmail({
      marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
      origem,
      titulo: 'Redefina sua senha',
      paragrafos: [
        `Olá, ${primeiroNome}.`,
        `Recebemos um pedido para redefinir a senha da sua conta na ${fornecedor.nome}. Para criar uma nova senha, use o botão abaixo.`,
      ],
      botao: { texto: 'Redefinir senha', url: link },
      notas: [
        'Este link vale por 15 minutos e pode ser usado uma única vez.',
        'Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.',
      ],
    });
    this.enviarDepois({
      para: usuario.email,
      deNome: fornecedor.nome,
      idfornecedor: fornecedor.idfornecedor,
      assunto: `Redefinição de senha | ${fornecedor.nome}`,
      ...corpo,
    });
    return { email: mascararEmail(usuario.email) };
  }

  /**
   * A single-use code (same rules as a recovery: 15 minutes, SHA-256 stored, earlier codes
   * retired) for a user who has no password yet: the linked-user invitation's link
   * `/{slug}/redefinir-senha/{codigo}` (server/modules/usuarios-vinculados).
   */
  async emitirCodigoDefinicao(idusuario: number, idfornecedor: string): Promise<string> {
    const codigo = randomBytes(32).toString('base64url');
    const criadoEm = this.agora();
    await this.repository.emitirCodigo({
      codigoHash: hashCodigo(codigo),
      idusuario,
      idfornecedor,
      criadoEm,
      expiraEm: new Date(criadoEm.getTime() + VALIDADE_CODIGO_MS),
    });
    return codigo;
  }

  async redefinir(entrada: {
    idfornecedor: string;
    codigo: string;
    senha: string;
  }): Promise<{ ok: true; mensagem: string }> {
    const fornecedor = await this.fornecedores.porId(entrada.idfornecedor);
    const codigoHash = hashCodigo(entrada.codigo);
    const antes = await this.repository.porCodigo(codigoHash);
    this.verificarCodigo(antes, fornecedor.idfornecedor);

    const recusa = this.politica.validar(entrada.senha, {
      email: antes?.email,
      documento: antes?.documento,
      nome: antes?.nome,
    });
    if (recusa) throw new HttpError(400, recusa, 'senha.politica');
    const senhaHash = await this.politica.hash(entrada.senha);

    const idusuario = await this.repository.consumirEDefinirSenha(
      codigoHash,
      fornecedor.idfornecedor,
      this.agora(),
      senhaHash,
    );
    if (idusuario === undefined) {
      // Used or expired between the check and now: say which, from the row as it is now.
      this.verificarCodigo(await this.repository.porCodigo(codigoHash), fornecedor.idfornecedor);
      throw new HttpError(400, CODIGO_USADO, 'senha.codigo-usado');
    }
    return { ok: true, mensagem: SENHA_REDEFINIDA };
  }

  /** Waits for the messages still being sent (tests, and a graceful close). */
  async aguardarEnvios(): Promise<void> {
    while (this.envios.size > 0) await Promise.allSettled([...this.envios]);
  }

  private verificarCodigo(
    row: { idfornecedor: string; usado_em: Date | null; expira_em: Date } | undefined,
    idfornecedor: string,
  ): void {
    if (!row || row.idfornecedor !== idfornecedor) throw new HttpError(400, CODIGO_INVALIDO, 'senha.codigo-invalido');
    if (row.usado_em !== null) throw new HttpError(400, CODIGO_USADO, 'senha.codigo-usado');
    if (row.expira_em.getTime() <= this.agora().getTime())
      throw new HttpError(400, CODIGO_EXPIRADO, 'senha.codigo-expirado');
  }

  private enviarDepois(mensagem: Parameters<EmailSender['enviar']>[0]): void {
    const envio = this.email
      .enviar(mensagem)
      .catch((error: unknown) => {
        // Recipient and reason only: the body holds the link.
        this.log.warn(
          { para: mensagem.para, motivo: (error as Error).message },
          'falha ao enviar o e-mail de redefinição de senha',
        );
      })
      .finally(() => this.envios.delete(envio));
    this.envios.add(envio);
  }
}
