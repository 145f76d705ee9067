/**
 * The product page as blocks: the group's default layout rendered inside its Frame over a fake API
 * reproduces the page as it was (the same texts, order, test ids and roles), each block's props
 * change what a supplier would vary, and the additional services (new) show what the cart does
 * with them and nothing more.
 */
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutNode } from '#schemas/layout';
import { LayoutRegion } from '#engine/layout/renderer';
import { appStarted } from '#engine/model/app';
import { routeChanged } from '#engine/model/navigation';
import { readTokenFx } from '#engine/model/session';
import { $gateContext } from '#engine/model/storefront';
import { redirectFx, replaceUrlFx } from '#engine/model/supplier';
import {
  aurora,
  construforte,
  createFakeApi,
  fornecedor as umFornecedor,
  json,
  LOCATION_LOCALHOST,
  produto,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '#engine/model/testing/fake-api';
import type { Fornecedor, Produto, ProdutoDetalhe } from '#engine/model/types';
import { pageTitle, shopTitle } from '#engine/rules/page-title';
import { TAG_DELIVERY, TAG_STOCK_CONTROL } from '#engine/rules/tags';
import { produtoDefaultNodes } from './defaults';
import type { LayoutNodeInput } from '#schemas/layout';
import { Frame, registry } from './page';
import { productBlockSchemas } from './schemas';

afterEach(cleanup);

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';

const auroraEntrega: Fornecedor = { ...aurora, tags: [TAG_DELIVERY, TAG_STOCK_CONTROL] };

function detalhe(over: Partial<ProdutoDetalhe> = {}): ProdutoDetalhe {
  return {
    ...produto(5, { slug: 'picanha', nome: 'Picanha Bovina', marca: 'Boa Vista', labelunidade: 'KG' }),
    descricao: 'Corte nobre, resfriado.',
    categoria: { idcategoria: 3, nome: 'Carnes', slug: 'carnes' },
    similares: [produto(11), produto(12), produto(13)],
    ...over,
  };
}

const porcionamento = produto(900, {
  nome: 'Serviço de Porcionamento de Carnes',
  slug: 'servico-de-porcionamento-de-carnes',
  labelunidade: 'SERVIÇO',
  preco: 9.9,
  produto_adicional_de: 5,
});

/** A node as the stored document has it: every prop's default filled in by its block's schema. */
function stored(node: LayoutNodeInput): LayoutNode {
  const schema = productBlockSchemas[node.type as keyof typeof productBlockSchemas];
  return {
    ...node,
    props: schema.props.parse(node.props ?? {}) as Record<string, unknown>,
    ...(node.children ? { children: node.children.map(stored) } : {}),
  } as LayoutNode;
}

/** The default nodes with some props changed (by node id). */
function withProps(changes: Record<string, Record<string, unknown>>): LayoutNode[] {
  const change = (node: LayoutNodeInput): LayoutNodeInput => ({
    ...node,
    props: { ...node.props, ...changes[node.id] },
    ...(node.children ? { children: node.children.map(change) } : {}),
  });
  return produtoDefaultNodes.map(change).map(stored);
}

interface Setup {
  fornecedor?: Fornecedor;
  produto?: ProdutoDetalhe | null;
  servicos?: Produto[];
  listaTemPrecos?: boolean;
  nodes?: LayoutNode[];
}

async function openPage({
  fornecedor = auroraEntrega,
  produto: p = detalhe(),
  servicos = [],
  listaTemPrecos = true,
  nodes = produtoDefaultNodes.map(stored),
}: Setup = {}) {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([fornecedor])],
    [
      /\/fornecedor\/[^/]+\/produto\/[^/]+$/,
      () => (p ? json(p) : json({ mensagem: 'Produto não encontrado: x', codigo: 'produto.nao-encontrado' }, 404)),
    ],
    [
      /^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/,
      () =>
        json({
          produtos: servicos,
          quantidadeProdutos: servicos.length,
          page: 1,
          limit: 20,
          listaTemPrecos,
          ordenacao: 'x',
        }),
    ],
    ...supplierLoadRoutes(fornecedor),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  const pathname = `/${fornecedor.slug}/produto/picanha`;
  await allSettled(routeChanged, { scope, params: { pathname, search: '' } });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: { ...LOCATION_LOCALHOST, pathname } },
  });
  show(scope, nodes);
  return { scope, fake };
}

function show(scope: Scope, nodes: LayoutNode[]) {
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <Frame pageType="produto">
          <LayoutRegion nodes={nodes} registry={registry} context={scope.getState($gateContext)} />
        </Frame>
      </MemoryRouter>
    </Provider>,
  );
}

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

function inOrder(...elements: Element[]) {
  for (let i = 1; i < elements.length; i += 1) expect(before(elements[i - 1]!, elements[i]!), `#${i}`).toBe(true);
}

const kit = {
  tipo_produto: 'CONJUNTO' as const,
  subitens: [{ id: 77, nome: 'Carvão 3 kg', preco: 20, quantidade_itens: 2, labelunidademultiplo: 'SC' }],
  efeitospoliticas: { descontoProgressivo: { '10': 9, '5': 9.5 } },
  mensagemcardproduto: 'Mais vendido da semana',
};

describe('the default product page', () => {
  it('reads as before: the picture, then the name (the one h1), brand, price, quantity, shipping quote, tiers, kit, message, description; then the similar products', async () => {
    document.title = 'Distribuidora Aurora';
    await openPage({ produto: detalhe(kit) });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Picanha Bovina' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const foto = screen.getByRole('img', { name: 'Picanha Bovina' });
    expect(foto.getAttribute('width')).toBe('600');
    expect(foto.getAttribute('height')).toBe('600');
    expect(foto.getAttribute('src')).toBe('/imagens/produtos/x/5-600.webp');
    const navegacao = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(navegacao).getByRole('link', { name: 'Carnes' }).getAttribute('href')).toBe(
      '/aurora/categoria/carnes',
    );

    // The buy box is the h1's parent: the product's own column, with its add-to-cart.
    const caixa = h1.parentElement!;
    expect(caixa.getAttribute('data-testid')).toBe('product-buy-box');
    const adicionar = within(caixa).getByRole('button', { name: 'Adicionar ao carrinho' });
    const frete = within(caixa).getByTestId('calcular-frete');
    expect(within(frete).getByRole('heading', { name: 'Calcular frete' })).toBeTruthy();
    const faixas = within(caixa).getByRole('table', { name: 'Desconto progressivo' });
    expect(
      within(faixas)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['A partir dePreço unitário', '5 UNR$ 9,50', '10 UNR$ 9,00']);
    const conjunto = within(caixa).getByRole('heading', { name: 'Itens do conjunto' });
    expect(within(caixa).getByText('2 × Carvão 3 kg (SC) — R$ 20,00')).toBeTruthy();
    const mensagem = within(caixa).getByText('Mais vendido da semana');
    const descricao = screen.getByRole('heading', { name: 'Descrição' });
    const similares = screen.getByRole('heading', { name: 'Produtos similares' });
    inOrder(
      navegacao,
      foto,
      h1,
      within(caixa).getByText('Boa Vista · KG'),
      adicionar,
      frete,
      faixas,
      conjunto,
      mensagem,
      descricao,
      screen.getByText('Corte nobre, resfriado.'),
      similares,
    );
    expect(screen.getAllByTestId('similar-product-card')).toHaveLength(3);
    // No services: no section, nothing said about them.
    expect(screen.queryByTestId('servicos-adicionais')).toBeNull();
    // 'Produto | Loja' (engine/rules/page-title), the shop's title after.
    expect(document.title).toBe(pageTitle('Picanha Bovina', auroraEntrega.config.seo));
    cleanup();
    expect(document.title).toBe(shopTitle(auroraEntrega.config.seo));
  });

  it("an out-of-stock product says 'Produto indisponível no momento' in the quantity's place, with 'Avise-me quando chegar'", async () => {
    await openPage({ produto: detalhe({ maximo_disponivel: 0 }), servicos: [porcionamento] });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Picanha Bovina' });
    const caixa = h1.parentElement!;
    const indisponivel = within(caixa).getByTestId('produto-indisponivel');
    expect(within(indisponivel).getByRole('heading', { name: 'Produto indisponível no momento' })).toBeTruthy();
    expect(await within(indisponivel).findByRole('button', { name: 'Avise-me quando chegar' })).toBeTruthy();
    expect(
      within(indisponivel).getByText(
        'Deixe o seu pedido de aviso: enviaremos um e-mail assim que o produto voltar ao estoque.',
      ),
    ).toBeTruthy();
    expect(within(caixa).queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
    inOrder(indisponivel, within(caixa).getByTestId('calcular-frete'));
    // Its services are not offered while it cannot be bought.
    expect(screen.queryByTestId('servicos-adicionais')).toBeNull();
  });

  it('a supplier without delivery has no shipping quote; a product in stock no availability alert', async () => {
    await openPage({ fornecedor: aurora });
    await screen.findByRole('heading', { level: 1, name: 'Picanha Bovina' });
    expect(screen.queryByTestId('calcular-frete')).toBeNull();
    expect(screen.queryByTestId('produto-indisponivel')).toBeNull();
  });

  it("an unknown product says 'Produto não encontrado.' with the way back", async () => {
    await openPage({ produto: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/aurora/');
  });
});

describe("the blocks' props", () => {
  it('change titles, hide the parts a supplier leaves out and move the inner blocks to the end of the buy box', async () => {
    await openPage({
      produto: detalhe({ ...kit, maximo_disponivel: 0 }),
      nodes: withProps({
        'padrao-produto-compra': {
          mostrarMarca: false,
          tituloFaixas: 'Leve mais, pague menos',
          mostrarItensConjunto: false,
          mostrarMensagem: false,
          posicaoBlocos: 'no-fim',
        },
        'padrao-produto-disponibilidade': { titulo: 'Esgotado', oferecerAviso: false },
        'padrao-produto-frete': { titulo: 'Prazo e frete' },
        'padrao-produto-descricao': { titulo: '' },
        'padrao-produto-similares': { titulo: 'Veja também', quantidade: 2 },
        'padrao-produto-galeria': { moldura: false, ajuste: 'preencher' },
      }),
    });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Picanha Bovina' });
    const caixa = h1.parentElement!;
    expect(within(caixa).queryByText('Boa Vista · KG')).toBeNull();
    expect(within(caixa).queryByRole('heading', { name: 'Itens do conjunto' })).toBeNull();
    expect(within(caixa).queryByText('Mais vendido da semana')).toBeNull();
    const faixas = within(caixa).getByRole('table', { name: 'Leve mais, pague menos' });
    const esgotado = within(caixa).getByRole('heading', { name: 'Esgotado' });
    expect(within(caixa).queryByRole('button', { name: 'Avise-me quando chegar' })).toBeNull();
    const frete = within(caixa).getByRole('heading', { name: 'Prazo e frete' });
    inOrder(faixas, esgotado, frete);
    expect(screen.queryByRole('heading', { name: 'Descrição' })).toBeNull();
    expect(screen.getByText('Corte nobre, resfriado.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Veja também' })).toBeTruthy();
    expect(screen.getAllByTestId('similar-product-card')).toHaveLength(2);
  });

  it('hide the tiers table when asked', async () => {
    await openPage({ produto: detalhe(kit), nodes: withProps({ 'padrao-produto-compra': { mostrarFaixas: false } }) });
    await screen.findByRole('heading', { level: 1, name: 'Picanha Bovina' });
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the additional services (spec section 2)', () => {
  it('list each service with its page, unit, price and the cart\'s "Adicionar ao carrinho", and say the cart takes it as an item of its own', async () => {
    await openPage({ servicos: [porcionamento] });
    const secao = await screen.findByTestId('servicos-adicionais');
    expect(within(secao).getByRole('heading', { level: 2, name: 'Serviços adicionais' })).toBeTruthy();
    expect(within(secao).getByText('Cada serviço entra no carrinho como um item à parte.')).toBeTruthy();
    const [item] = within(secao).getAllByTestId('servico-adicional');
    expect(within(item!).getByRole('link', { name: 'Serviço de Porcionamento de Carnes' }).getAttribute('href')).toBe(
      '/aurora/produto/servico-de-porcionamento-de-carnes',
    );
    expect(within(item!).getByText('SERVIÇO')).toBeTruthy();
    expect(within(item!).getByText('R$ 9,90')).toBeTruthy();
    expect(within(item!).getByRole('button', { name: 'Adicionar ao carrinho' })).toBeTruthy();
    // After the buy box, before the description.
    const h1 = screen.getByRole('heading', { level: 1 });
    inOrder(h1.parentElement!, secao, screen.getByRole('heading', { name: 'Descrição' }));
  });

  it('take a title and a text of their own (or none)', async () => {
    await openPage({
      servicos: [porcionamento],
      nodes: withProps({ 'padrao-produto-servicos': { titulo: 'Serviços do açougue', texto: '' } }),
    });
    const secao = await screen.findByTestId('servicos-adicionais');
    expect(within(secao).getByRole('heading', { name: 'Serviços do açougue' })).toBeTruthy();
    expect(within(secao).queryByText('Cada serviço entra no carrinho como um item à parte.')).toBeNull();
  });

  it('leave out a service that is out of stock', async () => {
    await openPage({ servicos: [porcionamento, produto(901, { nome: 'Embalagem a vácuo', maximo_disponivel: 0 })] });
    const secao = await screen.findByTestId('servicos-adicionais');
    expect(within(secao).getAllByTestId('servico-adicional')).toHaveLength(1);
    expect(within(secao).queryByText('Embalagem a vácuo')).toBeNull();
  });

  it('follow hidden prices: a visitor of a shop that hides them is asked to log in to buy', async () => {
    const escondido = { ...porcionamento, preco: null, preconf: null };
    const construforteEntrega = umFornecedor({ ...construforte, tags: [...construforte.tags, TAG_DELIVERY] });
    await openPage({
      fornecedor: construforteEntrega,
      produto: detalhe({ preco: null, preconf: null }),
      servicos: [escondido],
      listaTemPrecos: false,
    });
    const item = await screen.findByTestId('servico-adicional');
    expect(within(item).getByText('Faça login para ver o preço')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Entrar para comprar' })).toBeTruthy();
  });
});
