/**
 * The login flow (spec sections 2 and 4, "Login and registration") behind the login modal and the
 * `/{slug}/login` page. Loaded with those screens, never at first view: only the opening of the
 * login (../index.ts) is part of the app's start. The login slice's second face,
 * `#engine/model/login/flow`.
 *
 * 1. The visitor types a CPF, CNPJ (numeric or alphanumeric), e-mail or foreign document;
 *    GET /v2/app/{auth}/usuario/{login} says whether it belongs to an account.
 * 2. It does: the password, POST /v1/app/{auth}/usuario/autenticar. It does not: registration,
 *    POST /v1/app/{auth}~0/usuario, which ends logged in (approved at once) or 'em análise'
 *    (the supplier approves by hand).
 * 3. A login answer is kept by the session slice (`loggedIn`) and the page reloads, so every
 *    slice (prices, cart) starts over under the new session.
 * A 401 'Sessão expirada' from any call opens the login with that message; a 429 closes it (the
 * API middleware shows the too-many-request page).
 */
import { TAG_FOREIGN_DOCUMENT, hasTag } from '#engine/rules/tags';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '#engine/api';
import type { components as ComponentsV1 } from '#openapi/generated/v1';
import { validarCadastro } from '#engine/rules/registration';
import type { CadastroForm, ErrosCadastro } from '#engine/rules/registration';
import { classifyLogin } from '#engine/rules/login-id';
import type { TipoLogin } from '#engine/rules/login-id';
import { authClienteSegment } from '#engine/rules/session-token';
import { $api, requireApi } from '../../app';
import { $token } from '../../session';
import { loggedIn } from '../../session/logged-in';
import type { RespostaAutenticar } from '../../session/logged-in';
import { TEXTOS_AUTENTICACAO } from '../../session/logged-in';
import { $fornecedor, $rotaBase } from '../../supplier';
import { rotas } from '../../navigation';
import { passwordRecoveryReset } from '../../password-recovery';
import { $mensagemAbertura, loginClosed, loginOpened, reloadFx } from '..';
import { analyticsEventsTracked } from '../../analytics/events';
import type { MensagemLogin } from '..';

type RespostaSalvarUsuario = ComponentsV1['schemas']['RespostaSalvarUsuario'];

export type EtapaLogin = 'login' | 'senha' | 'cadastro' | 'em-analise';

// ---- events ----

/** The `/{slug}/login` page is shown: after login the visitor goes to the supplier's home. */
export const loginPageShown = createEvent();
export const loginSubmitted = createEvent<string>();
export const passwordSubmitted = createEvent<string>();
export const registrationSubmitted = createEvent<CadastroForm>();
/** Back to the first step (another login). */
export const loginRestarted = createEvent();
export const foreignDocToggled = createEvent<boolean>();
/** 'Log in as consultant or as client' (spec section 2): true logs in as a representative. */
export const representanteToggled = createEvent<boolean>();

// ---- stores ----

export const $etapa = createStore<EtapaLogin>('login');
/** What was typed in step 1, and how it was read. */
export const $login = createStore('');
export const $loginTipo = createStore<TipoLogin | null>(null);
export const $usesForeignDoc = createStore(false);
/** Logging in as a consultant (representative): the separate representative call. */
export const $comoRepresentante = createStore(false);
export const $foreignDocDisponivel = $fornecedor.map((f) => hasTag(f?.tags, TAG_FOREIGN_DOCUMENT));
export const $mensagem = createStore<MensagemLogin | null>(null);
/** The login is held (not approved at a supplier that blocks it): the password form is disabled. */
export const $bloqueado = createStore(false);
export const $errosCadastro = createStore<ErrosCadastro>({});
/** The registration form starts with what was typed (the spec's `candidato {email, cpf}`). */
export const $candidato = $login.map((login) =>
  login.includes('@') ? { email: login.trim(), cpf: '' } : { email: '', cpf: login.trim() },
);
/** Where to go after a login: null reloads the current page (the modal). */
const $destino = createStore<string | null>(null);

// ---- effects ----

const checkLoginFx = attach({
  source: { api: $api, token: $token, usesForeignDoc: $usesForeignDoc },
  effect: async ({ api, token, usesForeignDoc }, login: string) =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/usuario/{login}', {
        params: {
          path: { auth: token, login },
          query: { auth: Math.random().toString(36).slice(2, 10), usesForeignDoc },
        },
      }),
    ),
});

const autenticarFx = attach({
  source: {
    api: $api,
    token: $token,
    fornecedor: $fornecedor,
    login: $login,
    usesForeignDoc: $usesForeignDoc,
    representante: $comoRepresentante,
  },
  effect: async (
    { api, token, fornecedor, login, usesForeignDoc, representante },
    senha: string,
  ): Promise<RespostaAutenticar> => {
    if (!fornecedor) throw new ApiError({ status: 0, mensagem: TEXTOS_AUTENTICACAO.erroLogin });
    const body = {
      cpf: login.trim(),
      senha,
      idfornecedor: fornecedor.idfornecedor,
      usesForeignDoc,
      loginAsRepresentante: representante,
      tokenOrigin: token,
    };
    const path = { auth: token };
    return requestData(
      representante
        ? requireApi(api).v1.POST('/v1/app/{auth}/usuario/autenticar/representante', { params: { path }, body })
        : requireApi(api).v1.POST('/v1/app/{auth}/usuario/autenticar', { params: { path }, body }),
    );
  },
});

const cadastrarFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, form: CadastroForm): Promise<RespostaSalvarUsuario> => {
    if (!fornecedor) throw new ApiError({ status: 0, mensagem: TEXTOS_AUTENTICACAO.erroCadastro });
    return requestData(
      requireApi(api).v1.POST('/v1/app/{authCliente}/usuario', {
        params: { path: { authCliente: authClienteSegment(token, 0) } },
        body: {
          idfornecedor: fornecedor.idfornecedor,
          nome: form.nome.trim().replace(/\s+/g, ' '),
          cpf: form.cpf.trim(),
          usesForeignDoc: form.usesForeignDoc,
          email: form.email.trim(),
          senha: form.senha,
          senhac: form.senhac,
          termosuso: form.termosuso,
          ...form.empresa,
        },
      }),
    );
  },
});

/**
 * Issue 34: the company's name of a CNPJ typed at the registration (`dados-receita`, spec
 * section 7), to fill razão social and nome fantasia; the server asks its CNPJ provider, if any.
 */
export const companyLookupFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, doc: string) => {
    if (!fornecedor) throw new ApiError({ status: 0, mensagem: TEXTOS_AUTENTICACAO.erroCadastro });
    return requestData(
      requireApi(api).v1.GET('/v1/app/{authCliente}/usuario/dados-receita/{doc}', {
        params: {
          path: { authCliente: authClienteSegment(token, 0), doc },
          query: { idfornecedor: fornecedor.idfornecedor },
        },
      }),
    );
  },
});

export const $checking = checkLoginFx.pending;
export const $authenticating = autenticarFx.pending;
export const $registering = cadastrarFx.pending;

function mensagemDe(error: unknown, padrao: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.mensagem) return error.mensagem;
  return padrao;
}

// ---- opening and closing ----

$destino.on(loginOpened, () => null).on(loginPageShown, (_, __) => null);
sample({ clock: loginPageShown, source: $rotaBase, fn: (base) => base || '/', target: $destino });

const reset = [loginOpened, loginPageShown, loginRestarted] as const;
$etapa.reset(...reset);
$bloqueado.reset(...reset);
$errosCadastro.reset(...reset);
$mensagem.reset(loginOpened, loginPageShown, loginRestarted);
/** The message to show: this flow's, else the one the login was opened with. */
export const $mensagemVisivel = combine($mensagem, $mensagemAbertura, (mensagem, abertura) => mensagem ?? abertura);
$usesForeignDoc.on(foreignDocToggled, (_, on) => on);
$comoRepresentante.on(representanteToggled, (_, on) => on).reset(loginOpened, loginPageShown);
// A recovery answer belongs to the login it was asked for.
sample({ clock: [...reset, loginClosed], target: passwordRecoveryReset });

// ---- step 1: does this login exist? ----

$login.on(loginSubmitted, (_, login) => login);
const loginChecked = sample({
  clock: loginSubmitted,
  source: $usesForeignDoc,
  fn: (usesForeignDoc, login) => ({ login: login.trim(), lido: classifyLogin(login, { usesForeignDoc }) }),
});
sample({
  clock: loginChecked,
  filter: ({ lido }) => !lido.valido,
  fn: (): MensagemLogin => ({ tom: 'critical', texto: TEXTOS_AUTENTICACAO.candidatoInvalido }),
  target: $mensagem,
});
sample({ clock: loginChecked, filter: ({ lido }) => lido.valido, fn: ({ login }) => login, target: checkLoginFx });
$mensagem.on(checkLoginFx, () => null);
$mensagemAbertura.reset(loginSubmitted, passwordSubmitted, registrationSubmitted, loginPageShown);
$loginTipo.on(checkLoginFx.doneData, (_, r) => r.tipo);
// A consultant does not register here: an unknown consultant login is an unknown login.
sample({
  clock: checkLoginFx.doneData,
  source: $comoRepresentante,
  fn: (representante, r): EtapaLogin => (r.existe ? 'senha' : representante ? 'login' : 'cadastro'),
  target: $etapa,
});
sample({
  clock: checkLoginFx.doneData,
  source: $comoRepresentante,
  filter: (representante, r) => representante && !r.existe,
  fn: (): MensagemLogin => ({ tom: 'critical', texto: TEXTOS_AUTENTICACAO.credenciaisInvalidas }),
  target: $mensagem,
});
sample({
  clock: checkLoginFx.failData,
  filter: (error) => !(error instanceof ApiError && error.status === 429),
  fn: (error): MensagemLogin => ({ tom: 'critical', texto: mensagemDe(error, TEXTOS_AUTENTICACAO.erroLogin) }),
  target: $mensagem,
});

// ---- step 2a: password ----

sample({
  clock: passwordSubmitted,
  source: $bloqueado,
  filter: (bloqueado) => !bloqueado,
  fn: (_, senha) => senha,
  target: autenticarFx,
});
$mensagem.on(autenticarFx, () => null);
sample({ clock: autenticarFx.doneData, target: loggedIn });
$bloqueado.on(autenticarFx.failData, (_, error) => error instanceof ApiError && error.status === 403);
sample({
  clock: autenticarFx.failData,
  filter: (error) => !(error instanceof ApiError && error.status === 429),
  fn: (error): MensagemLogin => {
    if (error instanceof ApiError && error.status === 403)
      return { tom: 'info', texto: error.mensagem || TEXTOS_AUTENTICACAO.aguardaAprovacao };
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      return { tom: 'critical', texto: error.mensagem || TEXTOS_AUTENTICACAO.credenciaisInvalidas };
    }
    return { tom: 'critical', texto: mensagemDe(error, TEXTOS_AUTENTICACAO.erroLogin) };
  },
  target: $mensagem,
});

// ---- step 2b: registration ----

const cadastroChecked = sample({
  clock: registrationSubmitted,
  fn: (form) => ({ form, erros: validarCadastro(form) }),
});
sample({ clock: cadastroChecked, fn: ({ erros }) => erros, target: $errosCadastro });
sample({
  clock: cadastroChecked,
  filter: ({ erros }) => Object.keys(erros).length === 0,
  fn: ({ form }) => form,
  target: cadastrarFx,
});
$mensagem.on(cadastrarFx, () => null);
sample({
  clock: cadastrarFx.doneData,
  filter: (r) => r.autenticacao !== null,
  fn: (r) => r.autenticacao as RespostaAutenticar,
  target: loggedIn,
});
// GA4 generate_lead (spec section 9 'Tracking'): a registration is a lead.
sample({
  clock: cadastrarFx.done,
  fn: () => [{ nome: 'generate_lead' as const, parametros: { lead_source: 'cadastro' as const } }],
  target: analyticsEventsTracked,
});
$etapa.on(cadastrarFx.doneData, (etapa, r) => (r.autenticacao === null ? 'em-analise' : etapa));
sample({
  clock: cadastrarFx.doneData,
  filter: (r) => r.autenticacao === null,
  fn: (r): MensagemLogin => ({
    tom: 'positive',
    texto: r.message_after_create || TEXTOS_AUTENTICACAO.cadastroEmAnalise,
  }),
  target: $mensagem,
});
sample({
  clock: cadastrarFx.failData,
  filter: (error) => !(error instanceof ApiError && error.status === 429),
  fn: (error): MensagemLogin => ({ tom: 'critical', texto: mensagemDe(error, TEXTOS_AUTENTICACAO.erroCadastro) }),
  target: $mensagem,
});
/** 422 answers carry a message per field (`campos`). */
sample({
  clock: cadastrarFx.fail,
  filter: ({ error }) => error instanceof ApiError && error.status === 422,
  fn: ({ error }): ErrosCadastro => ({
    ...(((error as ApiError).corpo as { campos?: ErrosCadastro } | undefined)?.campos ?? {}),
  }),
  target: $errosCadastro,
});

// ---- leaving ----

// HTTP 429: the middleware shows the too-many-request page; the modal gets out of its way.
sample({
  clock: [checkLoginFx.failData, autenticarFx.failData, cadastrarFx.failData],
  filter: (error) => error instanceof ApiError && error.status === 429,
  target: loginClosed,
});
// A representative who has not chosen a client yet lands on the client choice.
sample({
  clock: loggedIn,
  source: { destino: $destino, base: $rotaBase },
  fn: ({ destino, base }, r) =>
    r.access.papel === 'representante' && r.idcliente === null ? `${rotas.minhaConta(base)}/trocar-cliente` : destino,
  target: reloadFx,
});
