/**
 * The order's submit (spec section 5 submission rules, section 8 'Cart and orders'):
 * `pedidoSubmitted` ('Enviar pedido', or 'Solicitar orçamento' at a supplier of quotes) submits with
 * an Idempotency-Key made once per attempt and reused while the same body is retried; an anonymous
 * visitor gets the login with the spec's message. A refused submit says 'Erro ao submeter seu
 * pedido. {message} Itens: {names}' and, unless the server said it was a duplicate, asks the
 * duplicate check, which may say the order exists (then it is the submitted one); success resets
 * the cart (`cartCleared`) and `$pedidoSubmetido` tells the page where to go.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError } from '../../api';
import { TAG_ORCAMENTO, hasTag } from '../../rules/tags';
import { cartCleared, PRECISA_LOGIN } from '../cart';
import { createApiEffect, notExpired } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { loginOpened } from '../login';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { $respostasCaracteristicas, $tentouEnviar } from './characteristics';
import { $corpoPedido } from './order-body';
import {
  itensDoErro,
  mensagem,
  mensagemErroSubmissao,
  TEXTOS_CHECKOUT,
  type CorpoPedido,
  type RespostaPedido,
} from './texts';

/** 'Enviar pedido' / 'Solicitar orçamento'. */
export const pedidoSubmitted = createEvent();
/** The page went to the submission page: the model forgets the submitted order. */
export const submissionSeen = createEvent();

/** Spec section 4 support-budget: the send button asks for a quote. */
export const $orcamento = $fornecedor.map((f) => hasTag(f?.tags, TAG_ORCAMENTO));
/** The submit's refusal, in pt-BR. */
export const $erroEnvio = createStore<string | null>(null);
/** The order just submitted: the page goes to its submission page. */
export const $pedidoSubmetido = createStore<RespostaPedido | null>(null);
/** The last order submitted here (its success message, for the submission page). */
export const $ultimaSubmissao = createStore<RespostaPedido | null>(null);

export interface Envio {
  corpo: CorpoPedido;
  chave: string;
}

/** A new Idempotency-Key (browser: crypto.randomUUID). */
export const novaChaveFx = createEffect((): string => globalThis.crypto.randomUUID());

const submeterFx = createApiEffect({
  source: { cliente: $cliente },
  needs: ['cliente'],
  missing: PRECISA_LOGIN,
  request: ({ api, cliente }, envio: Envio) =>
    api.v2.POST('/v2/app/{auth}/usuario/{idcliente}/pedido', {
      params: {
        path: { auth: cliente.token, idcliente: cliente.idcliente },
        header: { 'Idempotency-Key': envio.chave },
      },
      body: envio.corpo,
    }),
});
const duplicidadeFx = createApiEffect({
  source: { cliente: $cliente },
  needs: ['cliente'],
  missing: PRECISA_LOGIN,
  request: ({ api, cliente }, corpo: CorpoPedido) =>
    api.v2.POST('/v2/app/{auth}/usuario/{idcliente}/pedido/duplicidade', {
      params: { path: { auth: cliente.token, idcliente: cliente.idcliente } },
      body: corpo,
    }),
});

/** A submit (with its duplicate check) is on its way: the button waits. */
export const $enviando = combine(
  novaChaveFx.pending,
  submeterFx.pending,
  duplicidadeFx.pending,
  (a, b, c) => a || b || c,
);
/** The key of the last attempt and the body it was made for: a retry of the same body reuses it. */
const $tentativa = createStore<Envio | null>(null);

// Anonymous: the login, with the spec's message.
sample({
  clock: pedidoSubmitted,
  source: $cliente,
  filter: (c) => c === null,
  fn: () => PRECISA_LOGIN,
  target: loginOpened,
});
const tentativa = sample({
  clock: pedidoSubmitted,
  source: { cliente: $cliente, enviando: $enviando },
  filter: ({ cliente, enviando }) => cliente !== null && !enviando,
});
$tentouEnviar.on(tentativa, () => true);
sample({
  clock: tentativa,
  source: $corpoPedido,
  filter: (c) => !c.ok,
  fn: (c) => (c.ok ? null : c.erro),
  target: $erroEnvio,
});
const corpoPronto = sample({
  clock: tentativa,
  source: $corpoPedido,
  filter: (c) => c.ok,
  fn: (c) => (c.ok ? c.corpo : (null as never)),
});
$erroEnvio.reset(corpoPronto);
const mesmaTentativa = (t: Envio | null, corpo: CorpoPedido) =>
  t !== null && JSON.stringify(t.corpo) === JSON.stringify(corpo);
sample({
  clock: corpoPronto,
  source: $tentativa,
  filter: (t, corpo) => mesmaTentativa(t, corpo),
  fn: (t, corpo) => ({ corpo, chave: (t as Envio).chave }),
  target: submeterFx,
});
const precisaChave = sample({
  clock: corpoPronto,
  source: $tentativa,
  filter: (t, corpo) => !mesmaTentativa(t, corpo),
  fn: (_, corpo) => corpo,
});
const $corpoAguardandoChave = createStore<CorpoPedido | null>(null).on(precisaChave, (_, c) => c);
sample({ clock: precisaChave, target: novaChaveFx });
sample({
  clock: novaChaveFx.doneData,
  source: $corpoAguardandoChave,
  filter: Boolean,
  fn: (corpo, chave): Envio => ({ corpo, chave }),
  target: [$tentativa, submeterFx],
});

$pedidoSubmetido.on(submeterFx.doneData, (_, r) => r).reset(submissionSeen);
sample({ clock: $pedidoSubmetido, filter: (r): r is RespostaPedido => r !== null, target: $ultimaSubmissao });
$tentativa.reset(submeterFx.done);
// The order went: the next one starts with fresh answers.
$respostasCaracteristicas.reset(submeterFx.done);
$tentouEnviar.reset(submeterFx.done);
sample({ clock: submeterFx.done, target: cartCleared });

const falhou = sample({ clock: submeterFx.fail, filter: ({ error }) => notExpired(error) });
const duplicadoDoServidor = (e: unknown) => e instanceof ApiError && e.codigo === 'pedido.duplicado';
sample({
  clock: falhou,
  fn: ({ error }) =>
    duplicadoDoServidor(error)
      ? mensagem(error, TEXTOS_CHECKOUT.duplicado)
      : mensagemErroSubmissao(error instanceof ApiError ? error.mensagem : String(error.message), itensDoErro(error)),
  target: $erroEnvio,
});
// Any other refusal (or no answer at all): was the order made after all?
sample({
  clock: falhou,
  filter: ({ error }) => !duplicadoDoServidor(error),
  fn: ({ params }) => params.corpo,
  target: duplicidadeFx,
});
sample({
  clock: duplicidadeFx.doneData,
  filter: (r) => r.duplicado && r.numpedido !== null,
  fn: (r): RespostaPedido => ({
    numpedido: r.numpedido as number,
    status: 'ENVIADO',
    totalpedido: 0,
    taxaentrega: 0,
    dadospedido: { cupom: null },
    mensagemSucesso: TEXTOS_CHECKOUT.duplicado,
  }),
  target: $pedidoSubmetido,
});
sample({
  clock: duplicidadeFx.doneData,
  filter: (r) => r.duplicado && r.numpedido !== null,
  fn: () => undefined,
  target: cartCleared,
});
$tentativa.reset(duplicidadeFx.done.filter({ fn: ({ result }) => result.duplicado }));

for (const store of [$erroEnvio, $tentativa]) store.reset([loggedOut, sessionExpired]);
