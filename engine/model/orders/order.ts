/**
 * One order: its details (GET /v2/app/{auth}/order/{numpedido}, with the status history for the
 * timeline); a delivered order (ENTREGUE) rated 1–5 (POST /v1/app/{auth}/pedido/{n}/avaliar,
 * form-encoded); a priced quote (ORCAMENTO_PRECIFICADO) confirmed as an order (issue 13); 'Baixar
 * comprovante (PDF)' (POST /v4/payment/generate-receipt/{n}/{idcliente}; the page saves the file).
 */
import { createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $rota } from '../navigation';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { $pedidos } from './list';
import { TEXTOS_PEDIDOS, type MensagemPedido, type PedidoDetalhe } from './texts';

export const pedidoOpened = createEvent<number>();
export const reviewSubmitted = createEvent<{ nota: number; comentario: string }>();
/** The customer confirms a priced quote (ORCAMENTO_PRECIFICADO) as an order (issue 13). */
export const confirmOrcamentoClicked = createEvent();

export const $pedido = createStore<PedidoDetalhe | null>(null);
export const $erroPedido = createStore<string | null>(null);
export const $mensagemPedido = createStore<MensagemPedido | null>(null);
/**
 * The rating's answer ('Obrigado pela sua avaliação!' or its failure), said beside the rating form
 * at the page's foot (issue 35: the page's message sits at its top, out of sight when rating).
 */
export const $reviewMessage = createStore<MensagemPedido | null>(null);

const detalheFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: TEXTOS_PEDIDOS.erroPedido,
  request: ({ api, cliente, fornecedor }, numpedido: number) =>
    api.v2.GET('/v2/app/{auth}/order/{numpedido}', {
      params: { path: { auth: cliente.token, numpedido }, query: { idfornecedor: fornecedor.idfornecedor } },
    }),
});

const avaliarFx = createApiEffect({
  source: { cliente: $cliente, pedido: $pedido },
  needs: ['cliente', 'pedido'],
  missing: TEXTOS_PEDIDOS.erroAvaliar,
  request: ({ api, cliente, pedido }, { nota, comentario }: { nota: number; comentario: string }) =>
    api.v1.POST('/v1/app/{auth}/pedido/{numpedido}/avaliar', {
      params: { path: { auth: cliente.token, numpedido: pedido.numpedido } },
      body: { nota, ...(comentario.trim() ? { comentario: comentario.trim() } : {}) },
      bodySerializer: (b: Record<string, unknown>) =>
        new URLSearchParams(Object.entries(b).map(([k, v]) => [k, String(v)])).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
});

const confirmarFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor, pedido: $pedido },
  needs: ['cliente', 'fornecedor', 'pedido'],
  missing: TEXTOS_PEDIDOS.erroConfirmar,
  request: ({ api, cliente, fornecedor, pedido }) =>
    api.v4.POST('/v4/orders/quote-confirm/{idfornecedor}/order/{numpedido}', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido: pedido.numpedido } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

/** The order's receipt as a PDF file (the page saves it). */
export const comprovanteFx = createApiEffect({
  source: { cliente: $cliente, pedido: $pedido },
  needs: ['cliente', 'pedido'],
  missing: TEXTOS_PEDIDOS.erroComprovante,
  run: async ({ api, cliente, pedido }): Promise<{ arquivo: Blob; nome: string }> => {
    const arquivo = await requestData(
      api.v4.POST('/v4/payment/generate-receipt/{numorder}/{idclient}', {
        params: { path: { numorder: pedido.numpedido, idclient: cliente.idcliente } },
        parseAs: 'blob',
        headers: { Authorization: `Bearer ${cliente.token}` },
      }),
    );
    return { arquivo: arquivo as Blob, nome: `comprovante-${pedido.numpedido}.pdf` };
  },
});

export const $confirmando = confirmarFx.pending;
export const $carregandoPedido = detalheFx.pending;
export const $avaliando = avaliarFx.pending;
export const $gerandoComprovante = comprovanteFx.pending;

// ---- details ----
$pedido.on(pedidoOpened, (p, n) => (p?.numpedido === n ? p : null)).on(detalheFx.doneData, (_, p) => p);
$mensagemPedido.reset(pedidoOpened);
// As the list: an order already shown (prepared by the server) is not asked again when the page
// mounts; leaving the order's page (or the page after its submission) drops it.
sample({
  clock: pedidoOpened,
  source: { cliente: $cliente, pedido: $pedido },
  filter: ({ cliente, pedido }, n) => cliente !== null && Number.isSafeInteger(n) && n > 0 && pedido?.numpedido !== n,
  fn: (_, n) => n,
  target: detalheFx,
});
$pedido.reset(sample({ clock: $rota, filter: (r) => r.pagina !== 'pedido' && r.pagina !== 'submissao' }));
$erroPedido.reset(pedidoOpened, detalheFx.done);
sample({
  clock: detalheFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PEDIDOS.erroPedido),
  target: $erroPedido,
});

// ---- rating ----
sample({
  clock: reviewSubmitted,
  source: { pedido: $pedido, avaliando: avaliarFx.pending },
  filter: ({ pedido, avaliando }, { nota }) =>
    !avaliando && pedido?.status === 'ENTREGUE' && Number.isInteger(nota) && nota >= 1 && nota <= 5,
  fn: (_, a) => a,
  target: avaliarFx,
});
$pedido.on(avaliarFx.doneData, (p, r) =>
  p ? { ...p, avaliacao: r.avaliacao, comentarioAvaliacao: r.comentarioAvaliacao } : p,
);
$reviewMessage.reset(pedidoOpened, reviewSubmitted);
sample({
  clock: avaliarFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.avaliado }),
  target: $reviewMessage,
});
sample({
  clock: avaliarFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PEDIDOS.erroAvaliar) }),
  target: $reviewMessage,
});

// ---- a priced quote confirmed as an order ----
sample({
  clock: confirmOrcamentoClicked,
  source: { pedido: $pedido, confirmando: confirmarFx.pending },
  filter: ({ pedido, confirmando }) => !confirmando && pedido?.status === 'ORCAMENTO_PRECIFICADO',
  target: confirmarFx,
});
$pedido.on(confirmarFx.doneData, (_, p) => p);
$pedidos.on(
  confirmarFx.doneData,
  (lista, p) => lista?.map((r) => (r.numpedido === p.numpedido ? { ...r, status: p.status } : r)) ?? lista,
);
sample({
  clock: confirmarFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.confirmado }),
  target: $mensagemPedido,
});
sample({
  clock: confirmarFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PEDIDOS.erroConfirmar) }),
  target: $mensagemPedido,
});

// ---- the receipt ----
$mensagemPedido.reset(comprovanteFx);
sample({
  clock: comprovanteFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PEDIDOS.erroComprovante) }),
  target: $mensagemPedido,
});

for (const store of [$pedido, $erroPedido, $mensagemPedido]) store.reset([loggedOut, sessionExpired]);
