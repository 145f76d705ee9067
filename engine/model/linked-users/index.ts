/**
 * Linked-users slice (spec section 2 'User management: add a linked user by email'; issue 9 items
 * 6 and 10): the 'Usuários' page of a client's principal user. Loaded with its page, never at
 * first view (not in MODEL_SLICES).
 * - The list comes from POST /v1/app/{auth}/usuario/{id}/usuarios (the session's own client);
 * - add by e-mail: POST /v1/app/usuario/{idfornecedor}/{idcadastroextracliente};
 * - remove: DELETE /v1/app/usuario/{idfornecedor}/{idcadastroextracliente}/{idusuario};
 * - the permission submissao_pedido: PUT /v1/app/usuario/{idusuario} with dadosUsuario.
 * The calls without an {auth} segment carry the session token as `Authorization: Bearer`.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v1';
import { ApiError, requestData } from '../../api';
import { isValidEmail } from '../../rules/login-id';
import { $api, requireApi } from '../app';
import { $token, $usuario } from '../session';
import type { ModelSlice } from '../slice';

export type ListaUsuarios = components['schemas']['ListaUsuariosVinculados'];
export type UsuarioDoCliente = components['schemas']['UsuarioDoCliente'];

export const TEXTOS_USUARIOS = {
  emailInvalido: 'Informe um e-mail válido.',
  erroCarregar: 'Não foi possível carregar os usuários. Tente novamente.',
  erroSalvar: 'Não foi possível salvar a alteração. Tente novamente.',
  permissaoConcedida: '{nome} agora pode submeter pedidos.',
  permissaoRetirada: '{nome} não pode mais submeter pedidos.',
} as const;

export interface MensagemUsuarios {
  tom: 'critical' | 'positive';
  texto: string;
}

export const usersPageShown = createEvent();
export const inviteSubmitted = createEvent<string>();
export const permissionChanged = createEvent<{ idusuario: number; submissaoPedido: boolean }>();
export const userRemoved = createEvent<number>();

export const $listaUsuarios = createStore<ListaUsuarios | null>(null);
/** Why the list could not be shown (e.g. 403 for a user who is not the principal). */
export const $erroLista = createStore<string | null>(null);
export const $mensagemUsuarios = createStore<MensagemUsuarios | null>(null);
export const $erroConvite = createStore<string | null>(null);
/** Bumped after each successful invitation (the form clears itself). */
export const $convitesFeitos = createStore(0);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const carregarFx = attach({
  source: { api: $api, token: $token, usuario: $usuario },
  effect: async ({ api, token, usuario }): Promise<ListaUsuarios> =>
    requestData(
      requireApi(api).v1.POST('/v1/app/{auth}/usuario/{idusuario}/usuarios', {
        params: { path: { auth: token, idusuario: usuario?.idusuario ?? 0 } },
        body: {},
      }),
    ),
});

const convidarFx = attach({
  source: { api: $api, token: $token, lista: $listaUsuarios },
  effect: async ({ api, token, lista }, email: string) => {
    if (!lista) throw new ApiError({ status: 0, mensagem: TEXTOS_USUARIOS.erroCarregar });
    return requestData(
      requireApi(api).v1.POST('/v1/app/usuario/{idfornecedor}/{idcadastroextracliente}', {
        params: { path: { idfornecedor: lista.idfornecedor, idcadastroextracliente: lista.idcadastroextracliente } },
        headers: bearer(token),
        body: { email },
      }),
    );
  },
});

const removerFx = attach({
  source: { api: $api, token: $token, lista: $listaUsuarios },
  effect: async ({ api, token, lista }, idusuario: number) => {
    if (!lista) throw new ApiError({ status: 0, mensagem: TEXTOS_USUARIOS.erroCarregar });
    return requestData(
      requireApi(api).v1.DELETE('/v1/app/usuario/{idfornecedor}/{idcadastroextracliente}/{idusuario}', {
        params: {
          path: { idfornecedor: lista.idfornecedor, idcadastroextracliente: lista.idcadastroextracliente, idusuario },
        },
        headers: bearer(token),
      }),
    );
  },
});

const permissaoFx = attach({
  source: { api: $api, token: $token, lista: $listaUsuarios },
  effect: async (
    { api, token, lista },
    { idusuario, submissaoPedido }: { idusuario: number; submissaoPedido: boolean },
  ) => {
    if (!lista) throw new ApiError({ status: 0, mensagem: TEXTOS_USUARIOS.erroCarregar });
    return requestData(
      requireApi(api).v1.PUT('/v1/app/usuario/{idusuario}', {
        params: { path: { idusuario } },
        headers: bearer(token),
        body: {
          dadosUsuario: {
            idcadastroextracliente: lista.idcadastroextracliente,
            permissoes: submissaoPedido ? [{ idPermissao: 'submissao_pedido' }] : [],
          },
        },
      }),
    );
  },
});

/** Some change is on its way (buttons wait). */
export const $salvandoUsuarios = createStore(false)
  .on([convidarFx, removerFx, permissaoFx], () => true)
  .on([convidarFx.finally, removerFx.finally, permissaoFx.finally], () => false);

const mensagemDoErro = (error: Error, padrao: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.mensagem ? error.mensagem : padrao;
/** A 401 is the session's end: the session slice logs out and opens the login; nothing to add here. */
const naoExpirou = (error: Error) => !(error instanceof ApiError && error.status === 401);

sample({ clock: usersPageShown, source: $usuario, filter: (u) => u !== null, target: carregarFx });
$mensagemUsuarios.reset(usersPageShown, inviteSubmitted, permissionChanged, userRemoved);
$erroConvite.reset(usersPageShown);
$erroLista.reset(carregarFx.done);
$listaUsuarios.on(carregarFx.doneData, (_, lista) => lista);
sample({
  clock: carregarFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDoErro(e, TEXTOS_USUARIOS.erroCarregar),
  target: $erroLista,
});

// ---- invite ----
const conviteChecado = sample({
  clock: inviteSubmitted,
  fn: (email) => ({ email: email.trim(), valido: isValidEmail(email.trim()) }),
});
sample({
  clock: conviteChecado,
  filter: ({ valido }) => !valido,
  fn: () => TEXTOS_USUARIOS.emailInvalido,
  target: $erroConvite,
});
sample({ clock: conviteChecado, filter: ({ valido }) => valido, fn: ({ email }) => email, target: convidarFx });
$erroConvite.reset(convidarFx.done);
$convitesFeitos.on(convidarFx.done, (n) => n + 1);
sample({
  clock: convidarFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDoErro(e, TEXTOS_USUARIOS.erroSalvar),
  target: $erroConvite,
});
sample({
  clock: convidarFx.doneData,
  fn: (r): MensagemUsuarios => ({ tom: 'positive', texto: r.mensagem }),
  target: $mensagemUsuarios,
});
$listaUsuarios.on(convidarFx.doneData, (lista, r) =>
  lista
    ? { ...lista, usuarios: [...lista.usuarios.filter((u) => u.idusuario !== r.usuario.idusuario), r.usuario] }
    : lista,
);

// ---- permission ----
sample({ clock: permissionChanged, target: permissaoFx });
$listaUsuarios.on(permissaoFx.doneData, (lista, usuario) =>
  lista ? { ...lista, usuarios: lista.usuarios.map((u) => (u.idusuario === usuario.idusuario ? usuario : u)) } : lista,
);
sample({
  clock: permissaoFx.doneData,
  fn: (u): MensagemUsuarios => ({
    tom: 'positive',
    texto: (u.permissoes.some((p) => p.idPermissao === 'submissao_pedido')
      ? TEXTOS_USUARIOS.permissaoConcedida
      : TEXTOS_USUARIOS.permissaoRetirada
    ).replace('{nome}', u.nome),
  }),
  target: $mensagemUsuarios,
});

// ---- remove ----
sample({ clock: userRemoved, target: removerFx });
$listaUsuarios.on(removerFx.done, (lista, { params }) =>
  lista ? { ...lista, usuarios: lista.usuarios.filter((u) => u.idusuario !== params) } : lista,
);
sample({
  clock: removerFx.doneData,
  fn: (r): MensagemUsuarios => ({ tom: 'positive', texto: r.mensagem }),
  target: $mensagemUsuarios,
});

sample({
  clock: [permissaoFx.failData, removerFx.failData],
  filter: naoExpirou,
  fn: (e): MensagemUsuarios => ({ tom: 'critical', texto: mensagemDoErro(e, TEXTOS_USUARIOS.erroSalvar) }),
  target: $mensagemUsuarios,
});

/** Whether a user holds the permission to submit orders. */
export const podeSubmeter = (u: UsuarioDoCliente): boolean =>
  u.principal || u.permissoes.some((p) => p.idPermissao === 'submissao_pedido');

export const linkedUsersSlice: ModelSlice = { name: 'linked-users' };
