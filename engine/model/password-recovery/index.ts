/**
 * Password recovery (spec section 7: GET /v2/app/{auth}/cliente/senha/recuperar/{id}; section 8:
 * 'Falha ao solicitar redefinição de senha') and the reset with the e-mailed code (the reference
 * server's POST /v2/app/{auth}/cliente/senha/redefinir).
 *
 * - 'Esqueci minha senha' on the login form: fire `passwordRecoveryRequested(login)` with the
 *   login as typed; the slashes are stripped here (spec). `$recuperacaoEnviada` then holds the
 *   answer: `email` is the masked address the link went to, or null when the login is not
 *   known by document (say "if this login is registered, a link was sent"). `$recuperacaoErro`
 *   holds the server's message, or the spec's default.
 * - The reset page (`/{slug}/redefinir-senha/{codigo}`): `newPasswordSubmitted({ codigo, senha,
 *   confirmacao })`; a mismatch or a short password is answered here without a request;
 *   `$senhaRedefinida` holds the server's success message, `$redefinirSenhaErro` its refusal.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $token } from '../session';
import type { ModelSlice } from '../slice';
import { $fornecedor } from '../supplier';

export const FALHA_SOLICITAR_REDEFINICAO = 'Falha ao solicitar redefinição de senha';
export const SENHAS_DIFERENTES = 'A confirmação não é igual à nova senha.';
export const SENHA_CURTA = 'A senha deve ter pelo menos 8 caracteres.';
const FALHA_REDEFINIR = 'Não foi possível redefinir a sua senha. Tente novamente.';
export const TAMANHO_MINIMO_SENHA = 8;

export interface RecuperacaoEnviada {
  /** The login as sent (slashes stripped). */
  login: string;
  /** The masked e-mail the link went to (m***@exemplo.com.br), or null. */
  email: string | null;
}

export interface NovaSenha {
  codigo: string;
  senha: string;
  confirmacao: string;
}

/** The login as the path carries it: trimmed, slashes stripped (spec section 7). */
export function loginParaRecuperacao(login: string): string {
  return login.trim().replace(/\//g, '');
}

function mensagemDe(error: unknown, padrao: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? error.mensagem
    : padrao;
}

/** 'Esqueci minha senha': the login typed on the login form. */
export const passwordRecoveryRequested = createEvent<string>();
/** The reset page's form was sent. */
export const newPasswordSubmitted = createEvent<NovaSenha>();
/** Back to a clean form (the login modal closed, another code opened). */
export const passwordRecoveryReset = createEvent();

export const solicitarRecuperacaoSenhaFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, login: string): Promise<RecuperacaoEnviada> => {
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    const { email } = await requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/cliente/senha/recuperar/{id}', {
        params: { path: { auth: token, id: login }, query: { idfornecedor: fornecedor.idfornecedor } },
      }),
    );
    return { login, email };
  },
});

export const redefinirSenhaFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, { codigo, senha }: { codigo: string; senha: string }): Promise<string> => {
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    const resposta = await requestData(
      requireApi(api).v2.POST('/v2/app/{auth}/cliente/senha/redefinir', {
        params: { path: { auth: token } },
        body: { idfornecedor: fornecedor.idfornecedor, codigo, senha },
      }),
    );
    return resposta.mensagem;
  },
});

sample({
  clock: passwordRecoveryRequested,
  fn: loginParaRecuperacao,
  filter: (login) => loginParaRecuperacao(login) !== '',
  target: solicitarRecuperacaoSenhaFx,
});

export const $recuperacaoEnviada = createStore<RecuperacaoEnviada | null>(null)
  .on(solicitarRecuperacaoSenhaFx.doneData, (_, enviada) => enviada)
  .reset(solicitarRecuperacaoSenhaFx, passwordRecoveryReset);
export const $recuperacaoErro = createStore<string | null>(null)
  .on(solicitarRecuperacaoSenhaFx.failData, (_, error) => mensagemDe(error, FALHA_SOLICITAR_REDEFINICAO))
  .on(passwordRecoveryRequested, (_, login) =>
    loginParaRecuperacao(login) === '' ? FALHA_SOLICITAR_REDEFINICAO : null,
  )
  .reset(solicitarRecuperacaoSenhaFx, passwordRecoveryReset);
export const $solicitandoRecuperacao = solicitarRecuperacaoSenhaFx.pending;

/** A local refusal (mismatch, too short), or null when the form may go to the server. */
export function recusaLocal({ senha, confirmacao }: Pick<NovaSenha, 'senha' | 'confirmacao'>): string | null {
  if ([...senha].length < TAMANHO_MINIMO_SENHA) return SENHA_CURTA;
  if (senha !== confirmacao) return SENHAS_DIFERENTES;
  return null;
}

sample({
  clock: newPasswordSubmitted,
  filter: (nova) => recusaLocal(nova) === null,
  fn: ({ codigo, senha }) => ({ codigo, senha }),
  target: redefinirSenhaFx,
});

export const $senhaRedefinida = createStore<string | null>(null)
  .on(redefinirSenhaFx.doneData, (_, mensagem) => mensagem)
  .reset(passwordRecoveryReset);
export const $redefinirSenhaErro = createStore<string | null>(null)
  .on(newPasswordSubmitted, (_, nova) => recusaLocal(nova))
  .on(redefinirSenhaFx.failData, (_, error) => mensagemDe(error, FALHA_REDEFINIR))
  .reset(redefinirSenhaFx, passwordRecoveryReset);
export const $redefinindoSenha = redefinirSenhaFx.pending;

/**
 * Not listed in MODEL_SLICES on purpose: nothing of it is persisted and nothing starts it at load,
 * so it is loaded with the screens that use it (the reset page, the login form's 'Esqueci minha
 * senha') instead of weighing on the first view's JavaScript budget.
 */
export const passwordRecoverySlice: ModelSlice = { name: 'password-recovery' };
