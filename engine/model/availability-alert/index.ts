/**
 * The availability alert of the product page (spec section 2 'Alerta de disponibilidade', section
 * 7 `POST /v4/notificacao/alerta-disponibilidade` and `.../remove`), loaded with its UI only on an
 * out-of-stock product's page (never at first view; not in MODEL_SLICES):
 * - `alertMounted`: for a logged-in client, the subscription state is read
 *   (`GET /v4/notificacao/alerta-disponibilidade`), again when the product or the client changes;
 * - `subscribeClicked`: a visitor gets the login modal with `PRECISA_LOGIN_ALERTA` (and, once
 *   logged in on the same product's page, is subscribed without clicking again, also across the
 *   reload the login does: the request is kept in the tab's sessionStorage); a client is
 *   subscribed (the server refuses a product that is in stock, with its message);
 * - `removeClicked`: the subscription ends.
 * The calls carry the session token as `Authorization: Bearer` (as the coupon calls do).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { ApiError, isAbortError, requestData } from '../../api';
import { hasStockControl, isOutOfStock } from '../../rules/stock';
import { $api, requireApi } from '../app';
import { loginOpened } from '../login';
import { $produto } from '../product';
import { $cliente } from '../lib/session-roles';
import { $fornecedor } from '../supplier';

export type AlertaDisponibilidade = components['schemas']['AlertaDisponibilidade'];

export const PRECISA_LOGIN_ALERTA = 'Para ser avisado quando este produto chegar, você precisa estar logado.';
export const ERRO_ALERTA = 'Não foi possível registrar o aviso. Tente novamente.';

export const alertMounted = createEvent();
export const subscribeClicked = createEvent();
export const removeClicked = createEvent();

interface Alvo {
  token: string;
  idcliente: number;
  idfornecedor: string;
  idproduto: number;
  idcadastroextraproduto: number;
}

/** The out-of-stock product on screen (null when it is in stock or not loaded). */
export const $produtoEsgotado = combine($produto, $fornecedor, (produto, fornecedor) =>
  produto && fornecedor && isOutOfStock(produto.maximo_disponivel, hasStockControl(fornecedor.tags)) ? produto : null,
);
const $alvo = combine($cliente, $produtoEsgotado, $fornecedor, (cliente, produto, fornecedor): Alvo | null =>
  cliente && produto && fornecedor
    ? {
        ...cliente,
        idfornecedor: fornecedor.idfornecedor,
        idproduto: produto.id,
        idcadastroextraproduto: produto.idcadastroextraproduto,
      }
    : null,
);
const $chaveAlvo = $alvo.map((a) => (a ? `${a.idcliente}:${a.idfornecedor}:${a.idcadastroextraproduto}` : null));
const $montado = createStore(false, { serialize: 'ignore' }).on(alertMounted, () => true);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Writes started so far: a read carries the count it started under, and its answer is dropped
 * when a subscribe or remove began after it (the read may predate the write on the server, and
 * the page reads again when the product reloads or the client changes while a write is on its way).
 */
const $escritas = createStore(0, { serialize: 'ignore' });

const readFx = attach({
  source: { api: $api, alvo: $alvo, escritas: $escritas },
  effect: async ({ api, alvo, escritas }): Promise<{ estado: AlertaDisponibilidade; escritas: number }> => {
    if (!alvo) throw new Error(ERRO_ALERTA);
    const estado = await requestData(
      requireApi(api).v4.GET('/v4/notificacao/alerta-disponibilidade', {
        params: {
          query: {
            idcliente: alvo.idcliente,
            idfornecedor: alvo.idfornecedor,
            idcadastroextraproduto: alvo.idcadastroextraproduto,
          },
        },
        headers: bearer(alvo.token),
      }),
    );
    return { estado, escritas };
  },
});

const subscribeFx = attach({
  source: { api: $api, alvo: $alvo },
  effect: async ({ api, alvo }): Promise<AlertaDisponibilidade> => {
    if (!alvo) throw new Error(ERRO_ALERTA);
    const { token, ...corpo } = alvo;
    return requestData(
      requireApi(api).v4.POST('/v4/notificacao/alerta-disponibilidade', { body: corpo, headers: bearer(token) }),
    );
  },
});

const removeFx = attach({
  source: { api: $api, alvo: $alvo },
  effect: async ({ api, alvo }): Promise<AlertaDisponibilidade> => {
    if (!alvo) throw new Error(ERRO_ALERTA);
    return requestData(
      requireApi(api).v4.POST('/v4/notificacao/alerta-disponibilidade/remove', {
        body: {
          idcliente: alvo.idcliente,
          idfornecedor: alvo.idfornecedor,
          idcadastroextraproduto: alvo.idcadastroextraproduto,
        },
        headers: bearer(alvo.token),
      }),
    );
  },
});

$escritas.on([subscribeFx, removeFx], (n) => n + 1);
/** A read's answer, unless a write began after the read did. */
const leitura = sample({
  clock: readFx.doneData,
  source: $escritas,
  filter: (escritas, r) => r.escritas === escritas,
  fn: (_, r) => r.estado,
});

sample({ clock: alertMounted, source: $alvo, filter: (alvo) => alvo !== null, target: readFx });
sample({ clock: $chaveAlvo.updates, filter: combine($montado, $chaveAlvo, (m, k) => m && k !== null), target: readFx });

sample({
  clock: subscribeClicked,
  source: $cliente,
  filter: (c) => c === null,
  fn: () => PRECISA_LOGIN_ALERTA,
  target: loginOpened,
});
// A visitor who asked and then logs in on this product's page is subscribed without a second click.
// The login reloads the page (engine/model/login/flow), so the request is also kept in the
// tab's sessionStorage (the product's id only) and picked up when the alert mounts again.
const $pedidoAntesDoLogin = createStore<number | null>(null, { serialize: 'ignore' });
const CHAVE_PEDIDO = 'sf_alerta_pendente';
const guardarPedidoFx = createEffect((idproduto: number | null): void => {
  try {
    if (idproduto === null) window.sessionStorage.removeItem(CHAVE_PEDIDO);
    else window.sessionStorage.setItem(CHAVE_PEDIDO, String(idproduto));
  } catch {
    // No storage (private mode, blocked): the request lasts until the page reloads.
  }
});
const lerPedidoFx = createEffect((): number | null => {
  try {
    const valor = window.sessionStorage.getItem(CHAVE_PEDIDO);
    return valor !== null && /^\d{1,12}$/.test(valor) ? Number(valor) : null;
  } catch {
    return null;
  }
});
sample({
  clock: subscribeClicked,
  source: { cliente: $cliente, produto: $produtoEsgotado },
  filter: ({ cliente, produto }) => cliente === null && produto !== null,
  fn: ({ produto }) => (produto ? produto.id : null),
  target: $pedidoAntesDoLogin,
});
sample({ clock: alertMounted, target: lerPedidoFx });
sample({ clock: lerPedidoFx.doneData, filter: (id) => id !== null, target: $pedidoAntesDoLogin });
const $ocupado = combine(subscribeFx.pending, removeFx.pending, (a, b) => a || b);
sample({
  clock: subscribeClicked,
  source: { alvo: $alvo, ocupado: $ocupado },
  filter: ({ alvo, ocupado }) => alvo !== null && !ocupado,
  fn: () => undefined,
  target: subscribeFx,
});
sample({
  clock: leitura,
  source: { pedido: $pedidoAntesDoLogin, alvo: $alvo, ocupado: $ocupado },
  filter: ({ pedido, alvo, ocupado }, estado) =>
    pedido !== null && alvo !== null && alvo.idproduto === pedido && !ocupado && !estado.inscrito,
  fn: () => undefined,
  target: subscribeFx,
});
$pedidoAntesDoLogin.reset([subscribeFx.finally, removeClicked]);
sample({ clock: leitura, filter: (estado) => estado.inscrito, fn: () => null, target: $pedidoAntesDoLogin });
// The tab keeps what the store holds: the request, or nothing once it is sent, removed or already there.
sample({ clock: $pedidoAntesDoLogin.updates, target: guardarPedidoFx });
sample({
  clock: removeClicked,
  source: { alvo: $alvo, ocupado: $ocupado },
  filter: ({ alvo, ocupado }) => alvo !== null && !ocupado,
  fn: () => undefined,
  target: removeFx,
});

/** null until the state is known (a visitor: never). */
export const $inscrito = createStore<boolean | null>(null, { serialize: 'ignore' })
  .on([leitura, subscribeFx.doneData, removeFx.doneData], (_, r) => r.inscrito)
  .reset($chaveAlvo);
export const $erroAlerta = createStore<string | null>(null, { serialize: 'ignore' })
  .on([readFx.failData, subscribeFx.failData, removeFx.failData], (_, e) =>
    isAbortError(e) ? null : e instanceof ApiError && e.mensagem ? e.mensagem : ERRO_ALERTA,
  )
  .reset([readFx, subscribeFx, removeFx, $chaveAlvo]);
export const $enviando = combine(subscribeFx.pending, removeFx.pending, readFx.pending, (a, b, c) => a || b || c);
export const $logado = $cliente.map((c) => c !== null);
