/**
 * A client's cart as an attendant sees it (GET /v2/app/{auth}/atendimento/carrinho/{idcliente}): a
 * price per line (POST …/item/{idproduto}) locks the cart for the customer; removing every
 * attendant price releases it.
 */
import { createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { TEXTOS_PAINEL, type CarrinhoCliente, type MensagemPainel } from './texts';

/** A client's cart in the desk: opened by id; each line's attendant price set (reais) or removed (null). */
export const clienteCarrinhoOpened = createEvent<number>();
export const attendantPriceSubmitted = createEvent<{ idproduto: number; preco: number | null }>();
export const releaseCarrinhoClicked = createEvent();
export const $carrinhoCliente = createStore<CarrinhoCliente | null>(null);
export const $erroCarrinhoCliente = createStore<string | null>(null);
export const $mensagemCarrinhoCliente = createStore<MensagemPainel | null>(null);

const carrinhoClienteFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_PAINEL.erroCarrinho,
  request: ({ api, staff, fornecedor }, idcliente: number) =>
    api.v2.GET('/v2/app/{auth}/atendimento/carrinho/{idcliente}', {
      params: { path: { auth: staff.token, idcliente }, query: { idfornecedor: fornecedor.idfornecedor } },
    }),
});

/** Sets or removes attendant prices, one line after another; the last answer is the cart. */
const precosAtendenteFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, carrinho: $carrinhoCliente },
  needs: ['staff', 'fornecedor', 'carrinho'],
  missing: TEXTOS_PAINEL.erroPrecoAtendente,
  run: async ({ api, staff, fornecedor, carrinho }, precos: { idproduto: number; preco: number | null }[]) => {
    let atual = carrinho;
    for (const { idproduto, preco } of precos) {
      atual = await requestData(
        api.v2.POST('/v2/app/{auth}/atendimento/carrinho/{idcliente}/item/{idproduto}', {
          params: {
            path: { auth: staff.token, idcliente: carrinho.idcliente, idproduto },
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

$carrinhoCliente
  .on(clienteCarrinhoOpened, (c, id) => (c?.idcliente === id ? c : null))
  .on([carrinhoClienteFx.doneData, precosAtendenteFx.doneData], (_, c) => c);
$mensagemCarrinhoCliente.reset(clienteCarrinhoOpened, precosAtendenteFx);
$erroCarrinhoCliente.reset(clienteCarrinhoOpened, carrinhoClienteFx.done);
sample({
  clock: clienteCarrinhoOpened,
  source: $staff,
  filter: (e, id) => e !== null && Number.isSafeInteger(id) && id > 0,
  fn: (_, id) => id,
  target: carrinhoClienteFx,
});
sample({
  clock: carrinhoClienteFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PAINEL.erroCarrinho),
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
  filter: notExpired,
  fn: (e) => ({ tom: 'critical' as const, texto: refusalMessage(e, TEXTOS_PAINEL.erroPrecoAtendente) }),
  target: $mensagemCarrinhoCliente,
});

for (const store of [$carrinhoCliente, $erroCarrinhoCliente, $mensagemCarrinhoCliente]) {
  store.reset([loggedOut, sessionExpired]);
}
