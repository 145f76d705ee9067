/**
 * The order desk slice (issue 13, `/{slug}/painel`): the supplier's orders and quotes for its
 * attendants and admins. Loaded with the desk's own chunk, never at first view (not in
 * MODEL_SLICES). The server checks the role and the supplier of every call (403
 * `painel.acesso-negado` for anyone else); this slice only shows what it answers.
 * - the list: GET /v4/painel/{idfornecedor}/pedidos, 20 at a time, by status and search;
 *   'Carregar mais' appends the next page;
 * - one order: GET /v4/painel/{idfornecedor}/pedidos/{numpedido}, with the statuses it may go to;
 * - a move: POST …/status (the answer replaces the order, and the list's row);
 * - a quote's prices: PUT …/orcamento;
 * - the export: POST /v4/orders/export/{idfornecedor} under the list's filters, as XLSX or CSV
 *   (the page saves the file the effect answers);
 * - a client's cart as an attendant sees it (GET /v2/app/{auth}/atendimento/carrinho/{idcliente}):
 *   a price per line (POST …/item/{idproduto}) locks the cart for the customer; removing every
 *   attendant price releases it;
 * - the DANFE: PUT …/danfe?chave=… with the PDF as the body (the key checked here first with the
 *   server's rule, engine/rules/nfe-key.ts; the supplier's CNPJ is the server's check).
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { reloadFx } from '../login';
import { $session, $token, loggedOut, sessionExpired } from '../session';
import { loggedIn, writeSessionCookiesFx, type RespostaAutenticar } from '../session/logged-in';
import { $fornecedor } from '../supplier';
import type { ModelSlice } from '../slice';
import type { components } from '#openapi/generated/v4';
import type { components as componentsV2 } from '#openapi/generated/v2';
import { validarChaveNfe } from '../../rules/nfe-key';
import { rotuloStatusPedido, type StatusPedido } from '../../rules/pedido-status';

export type PedidoPainel = components['schemas']['PedidoPainel'];
export type PedidoPainelResumo = components['schemas']['PedidoPainelResumo'];
export const POR_PAGINA_PAINEL = 20;

export const TEXTOS_PAINEL = {
  erroEntrar: 'Não foi possível entrar. Confira o e-mail e a senha da sua conta da equipe.',
  camposEntrar: 'Informe o e-mail e a senha da sua conta da equipe.',
  erroLista: 'Não foi possível carregar os pedidos. Tente novamente.',
  erroPedido: 'Não foi possível carregar o pedido. Tente novamente.',
  erroMover: 'Não foi possível mudar a situação do pedido. Tente novamente.',
  erroPrecos: 'Não foi possível salvar os preços do orçamento. Tente novamente.',
  movido: (rotulo: string) => `Situação alterada para ${rotulo}. O cliente foi avisado por e-mail.`,
  precificado: 'Orçamento precificado. O cliente foi avisado por e-mail e pode confirmá-lo.',
  erroExportar: 'Não foi possível exportar os pedidos. Tente novamente.',
  erroCarrinho: 'Não foi possível carregar o carrinho do cliente. Tente novamente.',
  erroPrecoAtendente: 'Não foi possível salvar o preço. Tente novamente.',
  precoInvalido: 'Informe um preço maior que zero (ex.: 12,50).',
  carrinhoBloqueado:
    'Preço salvo. O carrinho do cliente está bloqueado: ele não pode alterá-lo enquanto houver preços do atendente.',
  carrinhoLiberado: 'Carrinho liberado: o cliente pode alterá-lo de novo.',
  danfeAnexada: 'Nota fiscal anexada. O cliente já pode baixá-la na página do pedido.',
  erroDanfe: 'Não foi possível anexar a nota fiscal. Tente novamente.',
  danfeSemArquivo: 'Escolha o arquivo PDF da nota fiscal (DANFE).',
  danfeNaoPdf: 'O arquivo da nota fiscal (DANFE) deve ser um PDF.',
  danfeGrande: 'O arquivo da nota fiscal (DANFE) passa de 5 MB.',
} as const;

/** The largest DANFE the server takes (5 MB). */
export const DANFE_MAX_BYTES = 5 * 1024 * 1024;

export interface FiltroPainel {
  /** Empty: every status. */
  status: StatusPedido[];
  busca: string;
}

export const deskShown = createEvent();
/** The staff login of the desk (attendant or admin of this shop: POST /v1/app/{auth}/equipe/autenticar). */
export const joinTeamSubmitted = createEvent<{ email: string; senha: string }>();
export const filterApplied = createEvent<FiltroPainel>();
export const deskMoreRequested = createEvent();
export const deskPedidoOpened = createEvent<number>();
export const statusChosen = createEvent<StatusPedido>();
export const pricesSubmitted = createEvent<{ itens: { id: number; precoUnitario: number }[]; taxaentrega?: number }>();
/** The desk's DANFE form: the typed access key and the chosen file (null: none chosen). */
export const danfeSubmitted = createEvent<{ chave: string; arquivo: Blob | null }>();

export const $filtroPainel = createStore<FiltroPainel>({ status: [], busca: '' }).on(filterApplied, (_, f) => f);
export const $pedidosPainel = createStore<PedidoPainelResumo[] | null>(null);
export const $totalPainel = createStore(0);
export const $temMaisPainel = createStore(false);
const $pagina = createStore(0);
export const $erroPainel = createStore<string | null>(null);
export const $pedidoPainel = createStore<PedidoPainel | null>(null);
export const $erroPedidoPainel = createStore<string | null>(null);
export const $mensagemPainel = createStore<{ tom: 'positive' | 'critical'; texto: string } | null>(null);

/** The staff session of this supplier (the server decides; this only keeps a customer from asking). */
const $equipe = $session.map((s) =>
  s.authenticated && (s.role === 'atendente' || s.role === 'admin_fornecedor') ? { token: s.token } : null,
);
export const $ehEquipe = $equipe.map(Boolean);
const naoExpirou = (e: unknown) => !(e instanceof ApiError && e.status === 401);
const mensagemDe = (e: unknown, padrao: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.mensagem ? e.mensagem : padrao;

const listarFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor, filtro: $filtroPainel },
  effect: async ({ api, equipe, fornecedor, filtro }, page: number) => {
    if (!equipe || !fornecedor) throw new Error(TEXTOS_PAINEL.erroLista);
    const busca = filtro.busca.trim();
    return requestData(
      requireApi(api).v4.GET('/v4/painel/{idfornecedor}/pedidos', {
        params: {
          path: { idfornecedor: fornecedor.idfornecedor },
          query: {
            page,
            limit: POR_PAGINA_PAINEL,
            ...(filtro.status.length > 0 ? { status: filtro.status.join(',') } : {}),
            ...(busca ? { busca } : {}),
          },
        },
        headers: { Authorization: `Bearer ${equipe.token}` },
      }),
    );
  },
});

const detalheFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor },
  effect: async ({ api, equipe, fornecedor }, numpedido: number) => {
    if (!equipe || !fornecedor) throw new Error(TEXTOS_PAINEL.erroPedido);
    return requestData(
      requireApi(api).v4.GET('/v4/painel/{idfornecedor}/pedidos/{numpedido}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido } },
        headers: { Authorization: `Bearer ${equipe.token}` },
      }),
    );
  },
});

const moverFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor, pedido: $pedidoPainel },
  effect: async ({ api, equipe, fornecedor, pedido }, status: StatusPedido) => {
    if (!equipe || !fornecedor || !pedido) throw new Error(TEXTOS_PAINEL.erroMover);
    return requestData(
      requireApi(api).v4.POST('/v4/painel/{idfornecedor}/pedidos/{numpedido}/status', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido: pedido.numpedido } },
        body: { status },
        headers: { Authorization: `Bearer ${equipe.token}` },
      }),
    );
  },
});

const precificarFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor, pedido: $pedidoPainel },
  effect: async (
    { api, equipe, fornecedor, pedido },
    corpo: { itens: { id: number; precoUnitario: number }[]; taxaentrega?: number },
  ) => {
    if (!equipe || !fornecedor || !pedido) throw new Error(TEXTOS_PAINEL.erroPrecos);
    return requestData(
      requireApi(api).v4.PUT('/v4/painel/{idfornecedor}/pedidos/{numpedido}/orcamento', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido: pedido.numpedido } },
        body: corpo,
        headers: { Authorization: `Bearer ${equipe.token}` },
      }),
    );
  },
});

const anexarDanfeFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor, pedido: $pedidoPainel },
  effect: async ({ api, equipe, fornecedor, pedido }, { chave, arquivo }: { chave: string; arquivo: Blob }) => {
    if (!equipe || !fornecedor || !pedido) throw new Error(TEXTOS_PAINEL.erroDanfe);
    return requestData(
      requireApi(api).v4.PUT('/v4/painel/{idfornecedor}/pedidos/{numpedido}/danfe', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, numpedido: pedido.numpedido }, query: { chave } },
        body: arquivo,
        // The PDF's bytes as they are (openapi-fetch would JSON-encode them).
        bodySerializer: (corpo: unknown) => corpo as Blob,
        headers: { Authorization: `Bearer ${equipe.token}`, 'Content-Type': 'application/pdf' },
      }),
    );
  },
});

/** The list's orders (its current filters) as a spreadsheet file; the page saves it. */
export const exportarPedidosFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor, filtro: $filtroPainel },
  effect: async (
    { api, equipe, fornecedor, filtro },
    formato: 'xlsx' | 'csv',
  ): Promise<{ arquivo: Blob; nome: string }> => {
    if (!equipe || !fornecedor) throw new Error(TEXTOS_PAINEL.erroExportar);
    const busca = filtro.busca.trim();
    const arquivo = await requestData(
      requireApi(api).v4.POST('/v4/orders/export/{id}', {
        params: {
          path: { id: fornecedor.idfornecedor },
          query: {
            formato,
            ...(filtro.status.length > 0 ? { status: filtro.status.join(',') } : {}),
            ...(busca ? { busca } : {}),
          },
        },
        parseAs: 'blob',
        headers: { Authorization: `Bearer ${equipe.token}` },
      }),
    );
    return { arquivo: arquivo as Blob, nome: `pedidos-${fornecedor.slug}.${formato}` };
  },
});
export const $exportando = exportarPedidosFx.pending;

export type CarrinhoCliente = componentsV2['schemas']['Carrinho'];

/** A client's cart in the desk: opened by id; each line's attendant price set (reais) or removed (null). */
export const clienteCarrinhoOpened = createEvent<number>();
export const attendantPriceSubmitted = createEvent<{ idproduto: number; preco: number | null }>();
export const releaseCarrinhoClicked = createEvent();
export const $carrinhoCliente = createStore<CarrinhoCliente | null>(null);
export const $erroCarrinhoCliente = createStore<string | null>(null);
export const $mensagemCarrinhoCliente = createStore<{ tom: 'positive' | 'critical'; texto: string } | null>(null);

const carrinhoClienteFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor },
  effect: async ({ api, equipe, fornecedor }, idcliente: number) => {
    if (!equipe || !fornecedor) throw new Error(TEXTOS_PAINEL.erroCarrinho);
    return requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/atendimento/carrinho/{idcliente}', {
        params: { path: { auth: equipe.token, idcliente }, query: { idfornecedor: fornecedor.idfornecedor } },
      }),
    );
  },
});

/** Sets or removes attendant prices, one line after another; the last answer is the cart. */
const precosAtendenteFx = attach({
  source: { api: $api, equipe: $equipe, fornecedor: $fornecedor, carrinho: $carrinhoCliente },
  effect: async ({ api, equipe, fornecedor, carrinho }, precos: { idproduto: number; preco: number | null }[]) => {
    if (!equipe || !fornecedor || !carrinho) throw new Error(TEXTOS_PAINEL.erroPrecoAtendente);
    let atual = carrinho;
    for (const { idproduto, preco } of precos) {
      atual = await requestData(
        requireApi(api).v2.POST('/v2/app/{auth}/atendimento/carrinho/{idcliente}/item/{idproduto}', {
          params: {
            path: { auth: equipe.token, idcliente: carrinho.idcliente, idproduto },
            query: { idfornecedor: fornecedor.idfornecedor },
          },
          body: { precoatendente: preco },
        }),
      );
    }
    return atual;
  },
});
export const $carregandoCarrinhoCliente = carrinhoClienteFx.pending;
export const $salvandoPrecoAtendente = precosAtendenteFx.pending;

/** What is wrong with the DANFE form before it is sent (the server checks all of it again), or null. */
export function erroDanfe(chave: string, arquivo: Blob | null): string | null {
  if (!arquivo || arquivo.size === 0) return TEXTOS_PAINEL.danfeSemArquivo;
  if (arquivo.type !== '' && arquivo.type !== 'application/pdf') return TEXTOS_PAINEL.danfeNaoPdf;
  if (arquivo.size > DANFE_MAX_BYTES) return TEXTOS_PAINEL.danfeGrande;
  const r = validarChaveNfe(chave);
  return r.ok ? null : r.erro;
}

const entrarEquipeFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async (
    { api, token, fornecedor },
    { email, senha }: { email: string; senha: string },
  ): Promise<RespostaAutenticar> => {
    if (!fornecedor) throw new Error(TEXTOS_PAINEL.erroEntrar);
    return requestData(
      requireApi(api).v1.POST('/v1/app/{auth}/equipe/autenticar', {
        params: { path: { auth: token } },
        body: {
          cpf: email.trim(),
          senha,
          idfornecedor: fornecedor.idfornecedor,
          loginAsRepresentante: false,
          usesForeignDoc: false,
        },
      }),
    );
  },
});

export const $entrandoEquipe = entrarEquipeFx.pending;
export const $erroEntrarEquipe = createStore<string | null>(null);
/** A staff login answered: its cookies are written, then the desk reloads as that session. */
const $entrouEquipe = createStore(false).on(entrarEquipeFx.done, () => true);
sample({
  clock: joinTeamSubmitted,
  source: entrarEquipeFx.pending,
  filter: (pendente, { email, senha }) => !pendente && email.trim() !== '' && senha !== '',
  fn: (_, dados) => dados,
  target: entrarEquipeFx,
});
sample({
  clock: joinTeamSubmitted,
  filter: ({ email, senha }) => email.trim() === '' || senha === '',
  fn: () => TEXTOS_PAINEL.camposEntrar,
  target: $erroEntrarEquipe,
});
$erroEntrarEquipe.reset(entrarEquipeFx);
sample({
  clock: entrarEquipeFx.failData,
  fn: (e) => mensagemDe(e, TEXTOS_PAINEL.erroEntrar),
  target: $erroEntrarEquipe,
});
sample({ clock: entrarEquipeFx.doneData, target: loggedIn });
sample({
  clock: writeSessionCookiesFx.done,
  source: $entrouEquipe,
  filter: Boolean,
  fn: (): null => null,
  target: reloadFx,
});

export const $carregandoPainel = listarFx.pending;
export const $carregandoPedidoPainel = detalheFx.pending;
export const $movendo = moverFx.pending;
export const $precificando = precificarFx.pending;
export const $anexandoDanfe = anexarDanfeFx.pending;

// ---- the list ----
sample({ clock: [deskShown, filterApplied], source: $equipe, filter: Boolean, fn: () => 1, target: listarFx });
sample({
  clock: deskMoreRequested,
  source: { pagina: $pagina, temMais: $temMaisPainel, carregando: listarFx.pending },
  filter: ({ temMais, carregando }) => temMais && !carregando,
  fn: ({ pagina }) => pagina + 1,
  target: listarFx,
});
$pedidosPainel.on(listarFx.done, (lista, { params, result }) => {
  if (params === 1 || lista === null) return result.pedidos;
  const vistos = new Set(lista.map((p) => p.numpedido));
  return [...lista, ...result.pedidos.filter((p) => !vistos.has(p.numpedido))];
});
$pagina.on(listarFx.done, (_, { params }) => params);
$temMaisPainel.on(listarFx.doneData, (_, r) => r.temMais);
$totalPainel.on(listarFx.doneData, (_, r) => r.total);
$erroPainel.reset(listarFx.done);
sample({
  clock: listarFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PAINEL.erroLista),
  target: $erroPainel,
});
$erroPainel.reset(exportarPedidosFx);
sample({
  clock: exportarPedidosFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PAINEL.erroExportar),
  target: $erroPainel,
});

// ---- one order ----
$pedidoPainel.on(deskPedidoOpened, (p, n) => (p?.numpedido === n ? p : null)).on(detalheFx.doneData, (_, p) => p);
$mensagemPainel.reset(deskPedidoOpened);
sample({
  clock: deskPedidoOpened,
  source: $equipe,
  filter: (e, n) => e !== null && Number.isSafeInteger(n) && n > 0,
  fn: (_, n) => n,
  target: detalheFx,
});
$erroPedidoPainel.reset(deskPedidoOpened, detalheFx.done);
sample({
  clock: detalheFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PAINEL.erroPedido),
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
const atualizado = sample({ clock: [moverFx.doneData, precificarFx.doneData, anexarDanfeFx.doneData] });
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
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PAINEL.erroMover) }),
  target: $mensagemPainel,
});
sample({
  clock: anexarDanfeFx.done,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_PAINEL.danfeAnexada }),
  target: $mensagemPainel,
});
sample({
  clock: anexarDanfeFx.failData,
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PAINEL.erroDanfe) }),
  target: $mensagemPainel,
});
sample({
  clock: precificarFx.failData,
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PAINEL.erroPrecos) }),
  target: $mensagemPainel,
});

// ---- a client's cart ----
$carrinhoCliente
  .on(clienteCarrinhoOpened, (c, id) => (c?.idcliente === id ? c : null))
  .on([carrinhoClienteFx.doneData, precosAtendenteFx.doneData], (_, c) => c);
$mensagemCarrinhoCliente.reset(clienteCarrinhoOpened, precosAtendenteFx);
$erroCarrinhoCliente.reset(clienteCarrinhoOpened, carrinhoClienteFx.done);
sample({
  clock: clienteCarrinhoOpened,
  source: $equipe,
  filter: (e, id) => e !== null && Number.isSafeInteger(id) && id > 0,
  fn: (_, id) => id,
  target: carrinhoClienteFx,
});
sample({
  clock: carrinhoClienteFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_PAINEL.erroCarrinho),
  target: $erroCarrinhoCliente,
});
const precoConferido = sample({
  clock: attendantPriceSubmitted,
  source: { carrinho: $carrinhoCliente, salvando: precosAtendenteFx.pending },
  filter: ({ carrinho, salvando }, p) =>
    !salvando && carrinho !== null && carrinho.produtosSelecionados.some((l) => l.id === p.idproduto),
  fn: (_, p) => p,
});
sample({
  clock: precoConferido,
  filter: (p) => p.preco === null || (Number.isFinite(p.preco) && p.preco > 0),
  fn: (p) => [p],
  target: precosAtendenteFx,
});
sample({
  clock: precoConferido,
  filter: (p) => p.preco !== null && !(Number.isFinite(p.preco) && p.preco > 0),
  fn: () => ({ tom: 'critical' as const, texto: TEXTOS_PAINEL.precoInvalido }),
  target: $mensagemCarrinhoCliente,
});
sample({
  clock: releaseCarrinhoClicked,
  source: { carrinho: $carrinhoCliente, salvando: precosAtendenteFx.pending },
  filter: ({ carrinho, salvando }) =>
    !salvando && carrinho !== null && carrinho.produtosSelecionados.some((l) => l.precoatendente !== null),
  fn: ({ carrinho }) =>
    (carrinho?.produtosSelecionados ?? [])
      .filter((l) => l.precoatendente !== null)
      .map((l) => ({ idproduto: l.id, preco: null })),
  target: precosAtendenteFx,
});
sample({
  clock: precosAtendenteFx.doneData,
  fn: (c) => ({
    tom: 'positive' as const,
    texto: c.bloqueio_atendimento ? TEXTOS_PAINEL.carrinhoBloqueado : TEXTOS_PAINEL.carrinhoLiberado,
  }),
  target: $mensagemCarrinhoCliente,
});
sample({
  clock: precosAtendenteFx.failData,
  filter: naoExpirou,
  fn: (e) => ({ tom: 'critical' as const, texto: mensagemDe(e, TEXTOS_PAINEL.erroPrecoAtendente) }),
  target: $mensagemCarrinhoCliente,
});

for (const store of [$carrinhoCliente, $erroCarrinhoCliente, $mensagemCarrinhoCliente])
  store.reset([loggedOut, sessionExpired]);
for (const store of [
  $pedidosPainel,
  $totalPainel,
  $temMaisPainel,
  $pagina,
  $erroPainel,
  $pedidoPainel,
  $erroPedidoPainel,
  $mensagemPainel,
])
  store.reset([loggedOut, sessionExpired]);

export const painelSlice: ModelSlice = { name: 'painel' };
