/**
 * Whether the logged-in linked user may send this client's order (issue 35, item 4): a linked
 * user without `submissao_pedido` (Bruno in the demo) is told on the cart page, before the
 * checkout, that 'Enviar pedido' will be refused and what he can do instead. The server's flag
 * (`pode_submeter_pedido` of GET /v2/app/{auth}~{id}/get-configuracoes-cliente) is asked only for
 * a linked user: when the cart page is prepared (on the server too: src/app/route-models.ts fires
 * `cartPreparationRequested`, so the notice is in the page's HTML) or when the notice block mounts,
 * once per client acted for.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $authClienteSegment, $session, $usuario } from '../session';
import { cartCleared, cartPreparationRequested } from './sync';

/** The cart page's notice block asks (it is on the page; a page prepared on the server asked already). */
export const submissionPermissionAsked = createEvent();

const fetchSubmissionPermissionFx = attach({
  source: { api: $api, authCliente: $authClienteSegment, session: $session },
  effect: async ({ api, authCliente, session }): Promise<{ idcliente: number; pode: boolean }> => {
    const config = await requestData(
      requireApi(api).v2.GET('/v2/app/{authCliente}/get-configuracoes-cliente', { params: { path: { authCliente } } }),
    );
    return { idcliente: session.idcliente, pode: config.pode_submeter_pedido };
  },
});

const $permission = createStore<{ idcliente: number; pode: boolean } | null>(null)
  .on(fetchSubmissionPermissionFx.doneData, (_, p) => p)
  .reset(cartCleared);

/** True when the linked user acting for the current client may not send its order. */
export const $cannotSubmit = combine($permission, $session, (p, session) =>
  p !== null && p.idcliente === session.idcliente && !p.pode ? true : false,
);

sample({
  clock: [cartPreparationRequested, submissionPermissionAsked],
  source: {
    usuario: $usuario,
    session: $session,
    permissao: $permission,
    pendente: fetchSubmissionPermissionFx.pending,
  },
  filter: ({ usuario, session, permissao, pendente }) =>
    usuario?.papel === 'usuario_vinculado' &&
    session.idcliente > 0 &&
    !pendente &&
    (permissao === null || permissao.idcliente !== session.idcliente),
  target: fetchSubmissionPermissionFx,
});
