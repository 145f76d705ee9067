/**
 * Account slice (spec section 2: update user data, update e-mail/password): the form of
 * `/{slug}/minha-conta`, saved with POST /v1/app/{auth}~{idcliente}/usuario. Success says
 * 'Cadastro atualizado' and the header follows the new name.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { isValidEmail } from '../../rules/login-id';
import { isValidFullName } from '../../rules/names';
import { MENSAGENS_CADASTRO, validarSenha } from '../../rules/registration';
import { $api, requireApi } from '../app';
import { $authClienteSegment, $token, $usuario } from '../session';
import { writeSessionCookiesFx } from '../session/logged-in';
import type { UsuarioSessao } from '../session';
import { TEXTOS_AUTENTICACAO } from '../session/logged-in';
import { showSaveFailure } from './save-failure';
import type { ModelSlice } from '../slice';
import { $fornecedor } from '../supplier';

export interface ContaForm {
  nome: string;
  email: string;
  /** Empty: keep the password. */
  senha: string;
  senhac: string;
  /** Needed to change the e-mail or the password. */
  senhaAtual: string;
}

export type CampoConta = keyof ContaForm;
export type ErrosConta = Partial<Record<CampoConta, string>>;

export const MENSAGEM_SENHA_ATUAL = 'Para trocar o e-mail ou a senha, informe sua senha atual.';

/** Field errors of the account form against the current user (empty: it may be sent). */
export function validarConta(form: ContaForm, emailAtual: string | null): ErrosConta {
  const erros: ErrosConta = {};
  if (!isValidFullName(form.nome)) erros.nome = MENSAGENS_CADASTRO.nome;
  if (!isValidEmail(form.email)) erros.email = MENSAGENS_CADASTRO.email;
  if (form.senha !== '') {
    const senha = validarSenha(form.senha);
    if (senha) erros.senha = senha;
    if (form.senhac !== form.senha) erros.senhac = MENSAGENS_CADASTRO.senhac;
  }
  const trocaEmail = form.email.trim().toLowerCase() !== (emailAtual ?? '').toLowerCase();
  if ((trocaEmail || form.senha !== '') && form.senhaAtual === '') erros.senhaAtual = MENSAGEM_SENHA_ATUAL;
  return erros;
}

export const accountSubmitted = createEvent<ContaForm>();
export const accountPageShown = createEvent();

export const $contaMensagem = createStore<{ tom: 'critical' | 'positive'; texto: string } | null>(null);
export const $errosConta = createStore<ErrosConta>({});

const salvarContaFx = attach({
  source: { api: $api, authCliente: $authClienteSegment, fornecedor: $fornecedor, usuario: $usuario },
  effect: async ({ api, authCliente, fornecedor, usuario }, form: ContaForm) => {
    const trocaEmail = form.email.trim().toLowerCase() !== (usuario?.email ?? '').toLowerCase();
    const resposta = await requestData(
      requireApi(api).v1.POST('/v1/app/{authCliente}/usuario', {
        params: { path: { authCliente } },
        body: {
          ...(fornecedor ? { idfornecedor: fornecedor.idfornecedor } : {}),
          nome: form.nome.trim().replace(/\s+/g, ' '),
          usesForeignDoc: false,
          ...(trocaEmail ? { email: form.email.trim() } : {}),
          ...(form.senha !== '' ? { senha: form.senha, senhac: form.senhac } : {}),
          ...(form.senhaAtual !== '' ? { senhaAtual: form.senhaAtual } : {}),
        },
      }),
    );
    return { resposta, nome: form.nome.trim().replace(/\s+/g, ' '), email: form.email.trim() };
  },
});

export const $savingAccount = salvarContaFx.pending;

$contaMensagem.reset(accountPageShown, salvarContaFx);
$errosConta.reset(accountPageShown);

const checked = sample({
  clock: accountSubmitted,
  source: $usuario,
  fn: (usuario, form) => ({ form, erros: validarConta(form, usuario?.email ?? null) }),
});
sample({ clock: checked, fn: ({ erros }) => erros, target: $errosConta });
sample({
  clock: checked,
  filter: ({ erros }) => Object.keys(erros).length === 0,
  fn: ({ form }) => form,
  target: salvarContaFx,
});

sample({
  clock: salvarContaFx.doneData,
  fn: ({ resposta }) => ({
    tom: 'positive' as const,
    texto: resposta.mensagem || TEXTOS_AUTENTICACAO.cadastroAtualizado,
  }),
  target: $contaMensagem,
});
// The header and the user cookie follow the new name and e-mail.
const usuarioAtualizado = sample({
  clock: salvarContaFx.doneData,
  source: $usuario,
  filter: (u) => u !== null,
  fn: (u, { nome, email }): UsuarioSessao => ({ ...(u as UsuarioSessao), nome, email }),
});
sample({ clock: usuarioAtualizado, target: $usuario });
sample({
  clock: usuarioAtualizado,
  source: $token,
  fn: (token, usuario) => ({ token, usuario }),
  target: writeSessionCookiesFx,
});
showSaveFailure(salvarContaFx, $contaMensagem, $errosConta);

export const accountSlice: ModelSlice = { name: 'account' };

export {
  $accountDataLoading,
  $accountData,
  $companyMessage,
  $accountDataError,
  $companyFieldErrors,
  $companySaving,
  companyDataShown,
  companySubmitted,
  TEXTOS_EMPRESA,
  validarEmpresa,
  type DadosConta,
  type EmpresaForm,
  type ErrosEmpresa,
} from './company';
