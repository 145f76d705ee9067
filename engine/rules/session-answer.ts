/**
 * The display part of a login answer (what the `sf_usuario` cookie keeps, engine/rules/session-user).
 * Its own module: only the lazily loaded login, account and client-switch slices and the server use
 * it, so the first view's session-user module does not carry it.
 */
import type { Papel, UsuarioSessao } from './session-user';

/** The fields of a login answer (`RespostaAutenticar`) the display part is taken from. */
export interface RespostaLogin extends Omit<UsuarioSessao, 'papel' | 'cliente_nome'> {
  access: { papel: Papel };
  cliente_nome?: string | null;
}

/** The display part of a login answer: what the `sf_usuario` cookie keeps (never the token). */
export function usuarioDaResposta(r: RespostaLogin): UsuarioSessao {
  return {
    idusuario: r.idusuario,
    idcliente: r.idcliente,
    nome: r.nome,
    email: r.email,
    cpf: r.cpf,
    papel: r.access.papel,
    principal: r.principal,
    cadastro_aprovado: r.cadastro_aprovado,
    fornecedor_logado: r.fornecedor_logado,
    cliente_nome: r.cliente_nome ?? null,
  };
}
