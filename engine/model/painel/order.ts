/**
 * One order of the desk: GET /v4/painel/{idfornecedor}/pedidos/{numpedido}, with the statuses it
 * may go to; a move (POST …/status: the answer replaces the order, and the list's row); a quote's
 * prices (PUT …/orcamento); the DANFE (PUT …/danfe?chave=… with the PDF as the body, the key
 * checked here first with the server's rule, engine/rules/nfe-key.ts; the supplier's CNPJ is the
 * server's check).
 */
import { createEvent, createStore, sample } from 'effector';
import { rotuloStatusPedido, type StatusPedido } from '../../rules/pedido-status';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { $pedidosPainel } from './list';
import { erroDanfe, erroXml, TEXTOS_PAINEL, type MensagemPainel, type PedidoPainel } from './texts';

export const deskPedidoOpened = createEvent<number>();
export const statusChosen = createEvent<StatusPedido>();
export const pricesSubmitted = createEvent<{ itens: { id: number; precoUnitario: number }[]; taxaentrega?: number }>();
/** The desk's DANFE form: the typed access key and the chosen file (null: none chosen). */
export const danfeSubmitted = createEvent<{ chave: string; arquivo: Blob | null }>();
/** Issue 34: the NF-e's XML chosen beside the DANFE (null: none chosen). */
export const nfeXmlSubmitted = createEvent<Blob | null>();

export const $pedidoPainel = createStore<PedidoPainel | null>(null);
export const $erroPedidoPainel = createStore<string | null>(null);
export const $mensagemPainel = createStore<MensagemPainel | null>(null);

const pedidoPath = (fornecedor: { idfornecedor: string }, pedido: { numpedido: number }) => ({
  idfornecedor: fornecedor.idfornecedor,
  numpedido: pedido.numpedido,
});

const detalheFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_PAINEL.erroPedido,
  request: ({ api, staff, fornecedor }, numpedido: number) =>
    api.v4.GET('/v4/painel/{idfornecedor}/pedidos/{numpedido}', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const moverFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, pedido: $pedidoPainel },
  needs: ['staff', 'fornecedor', 'pedido'],
  missing: TEXTOS_PAINEL.erroMover,
  request: ({ api, staff, fornecedor, pedido }, status: StatusPedido) =>
    api.v4.POST('/v4/painel/{idfornecedor}/pedidos/{numpedido}/status', {
      params: { path: pedidoPath(fornecedor, pedido) },
      body: { status },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const precificarFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, pedido: $pedidoPainel },
  needs: ['staff', 'fornecedor', 'pedido'],
  missing: TEXTOS_PAINEL.erroPrecos,
  request: (
    { api, staff, fornecedor, pedido },
    corpo: { itens: { id: number; precoUnitario: number }[]; taxaentrega?: number },
  ) =>
    api.v4.PUT('/v4/painel/{idfornecedor}/pedidos/{numpedido}/orcamento', {
      params: { path: pedidoPath(fornecedor, pedido) },
      body: corpo,
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const anexarDanfeFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, pedido: $pedidoPainel },
  needs: ['staff', 'fornecedor', 'pedido'],
  missing: TEXTOS_PAINEL.erroDanfe,
  request: ({ api, staff, fornecedor, pedido }, { chave, arquivo }: { chave: string; arquivo: Blob }) =>
    api.v4.PUT('/v4/painel/{idfornecedor}/pedidos/{numpedido}/danfe', {
      params: { path: pedidoPath(fornecedor, pedido), query: { chave } },
      body: arquivo,
      // The PDF's bytes as they are (openapi-fetch would JSON-encode them).
      bodySerializer: (corpo: unknown) => corpo as Blob,
      headers: { Authorization: `Bearer ${staff.token}`, 'Content-Type': 'application/pdf' },
    }),
});

const attachNfeXmlFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, pedido: $pedidoPainel },
  needs: ['staff', 'fornecedor', 'pedido'],
  missing: TEXTOS_PAINEL.erroXml,
  request: ({ api, staff, fornecedor, pedido }, arquivo: Blob) =>
    api.v4.PUT('/v4/painel/{idfornecedor}/pedidos/{numpedido}/nfe-xml', {
      params: { path: pedidoPath(fornecedor, pedido) },
      body: arquivo as never,
      // The XML's bytes as the emitter keeps them (openapi-fetch would JSON-encode them).
      bodySerializer: (corpo: unknown) => corpo as Blob,
      headers: { Authorization: `Bearer ${staff.token}`, 'Content-Type': 'application/xml' },
    }),
});

export const $carregandoPedidoPainel = detalheFx.pending;
export const $attachingXml = attachNfeXmlFx.pending;
export const $movendo = moverFx.pending;
export const $precificando = precificarFx.pending;
export const $anexandoDanfe = anexarDanfeFx.pending;

// ---- one order ----
$pedidoPainel.on(deskPedidoOpened, (p, n) => (p?.numpedido === n ? p : null)).on(detalheFx.doneData, (_, p) => p);
$mensagemPainel.reset(deskPedidoOpened);
sample({
  clock: deskPedidoOpened,
  source: $staff,
  filter: (e, n) => e !== null && Number.isSafeInteger(n) && n > 0,
  fn: (_, n) => n,
  target: detalheFx,
});
$erroPedidoPainel.reset(deskPedidoOpened, detalheFx.done);
sample({
  clock: detalheFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PAINEL.erroPedido),
  target: $erroPedidoPainel,
});

// ---- moves and prices: the answer is the order now; its row in the list follows ----
sample({
  clock: statusChosen,
  source: { pedido: $pedidoPainel, movendo: moverFx.pending },
  filter: ({ pedido, movendo }, s) => !movendo && pedido !== null && pedido.proximosStatus.includes(s),
  fn: (_, s) => s,
  target: moverFx,
});
sample({
  clock: pricesSubmitted,
  source: { pedido: $pedidoPainel, enviando: precificarFx.pending },
  filter: ({ pedido, enviando }) => !enviando && pedido?.podePrecificar === true,
  fn: (_, c) => c,
  target: precificarFx,
});
const danfeConferida = sample({
  clock: danfeSubmitted,
  source: { pedido: $pedidoPainel, enviando: anexarDanfeFx.pending },
  filter: ({ pedido, enviando }) => !enviando && pedido !== null,
  // The emitter's CNPJ is checked by the server (it answers the same pt-BR reason).
  fn: (_, d) => ({ ...d, erro: erroDanfe(d.chave, d.arquivo) }),
});
sample({
  clock: danfeConferida,
  filter: (d) => d.erro === null && d.arquivo !== null,
  fn: (d) => ({ chave: d.chave, arquivo: d.arquivo as Blob }),
  target: anexarDanfeFx,
});
sample({
  clock: danfeConferida,
  filter: (d) => d.erro !== null,
  fn: (d) => ({ tom: 'critical' as const, texto: d.erro ?? TEXTOS_PAINEL.erroDanfe }),
  target: $mensagemPainel,
});
const xmlConferido = sample({
  clock: nfeXmlSubmitted,
  source: { pedido: $pedidoPainel, enviando: attachNfeXmlFx.pending },
  filter: ({ pedido, enviando }) => !enviando && pedido !== null,
  // The key, the protocol and the emitter are read by the server (it answers the pt-BR reason).
  fn: (_, arquivo) => ({ arquivo, erro: erroXml(arquivo) }),
});
sample({
  clock: xmlConferido,
  filter: (d) => d.erro === null && d.arquivo !== null,
  fn: (d) => d.arquivo as Blob,
  target: attachNfeXmlFx,
});
sample({
  clock: xmlConferido,
  filter: (d) => d.erro !== null,
  fn: (d) => ({ tom: 'critical' as const, texto: d.erro ?? TEXTOS_PAINEL.erroXml }),
  target: $mensagemPainel,
});
sample({
  clock: attachNfeXmlFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PAINEL.xmlAnexado }),
  target: $mensagemPainel,
});
sample({
  clock: attachNfeXmlFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PAINEL.erroXml) }),
  target: $mensagemPainel,
});
const atualizado = sample({
  clock: [moverFx.doneData, precificarFx.doneData, anexarDanfeFx.doneData, attachNfeXmlFx.doneData],
});
$pedidoPainel.on(atualizado, (_, p) => p);
$pedidosPainel.on(
  atualizado,
  (lista, p) =>
    lista?.map((r) => (r.numpedido === p.numpedido ? { ...r, status: p.status, totalpedido: p.totalpedido } : r)) ??
    lista,
);
sample({
  clock: moverFx.doneData,
  fn: (p) => ({ tom: 'positive' as const, texto: TEXTOS_PAINEL.movido(rotuloStatusPedido(p.status)) }),
  target: $mensagemPainel,
});
sample({
  clock: precificarFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PAINEL.precificado }),
  target: $mensagemPainel,
});
sample({
  clock: moverFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PAINEL.erroMover) }),
  target: $mensagemPainel,
});
sample({
  clock: anexarDanfeFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PAINEL.danfeAnexada }),
  target: $mensagemPainel,
});
sample({
  clock: anexarDanfeFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PAINEL.erroDanfe) }),
  target: $mensagemPainel,
});
sample({
  clock: precificarFx.failData,
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PAINEL.erroPrecos) }),
  target: $mensagemPainel,
});

for (const store of [$pedidoPainel, $erroPedidoPainel, $mensagemPainel]) store.reset([loggedOut, sessionExpired]);
