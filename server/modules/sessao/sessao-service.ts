/**
 * Sessions: who is calling. A token that is not a live row of `sessoes` is an anonymous visitor.
 */
import { isAnonymousToken } from '../../../engine/rules/session-token';
import { HttpError } from '../../shared/http-error';
import { parseAuth, parseAuthCliente } from './auth-path';
import type { SessaoRepository, SessaoRow } from './sessao-repository';

const SESSAO_EXPIRADA = 'Sessão expirada, efetue login novamente';
const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';

export interface Chamador {
  token: string;
  /** The live session, or null for an anonymous visitor. */
  sessao: SessaoRow | null;
  /** The client the call acts for (0 = anonymous). Only set by the {authCliente} form. */
  idcliente: number;
}

export class SessaoService {
  constructor(
    private readonly repository: SessaoRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `{auth}`: the session when the token is live, else anonymous. Never rejects a well-formed token. */
  async chamador(auth: string): Promise<Chamador> {
    const token = parseAuth(auth);
    const sessao = await this.sessaoViva(token);
    return { token, sessao, idcliente: sessao?.idcliente ?? 0 };
  }

  private async sessaoViva(token: string): Promise<SessaoRow | null> {
    if (isAnonymousToken(token)) return null;
    return (await this.repository.findLive(token, this.now())) ?? null;
  }

  /**
   * `{authCliente}`: idcliente 0 is anonymous (whatever the token). A non-zero idcliente needs a live
   * session (else 401 sessao.expirada) whose client it is, or one of the clients its user serves
   * (else 403 sessao.cliente-invalido).
   */
  async chamadorCliente(authCliente: string): Promise<Chamador> {
    const { token, idcliente } = parseAuthCliente(authCliente);
    const sessao = await this.sessaoViva(token);
    if (idcliente === 0) return { token, sessao, idcliente: 0 };
    if (!sessao) throw new HttpError(401, SESSAO_EXPIRADA, 'sessao.expirada');
    if (sessao.idcliente !== idcliente && !(await this.repository.usuarioAtendeCliente(sessao.idusuario, idcliente))) {
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    }
    return { token, sessao, idcliente };
  }

  /** Deletes the session of this token, if any. Idempotent. */
  async logout(auth: string): Promise<{ ok: true }> {
    await this.repository.delete(parseAuth(auth));
    return { ok: true };
  }
}

/** Whether this caller is logged in at this supplier (a live session issued for it). */
export function logadoNoFornecedor(chamador: Chamador, idfornecedor: string): boolean {
  return chamador.sessao !== null && chamador.sessao.idfornecedor === idfornecedor;
}
