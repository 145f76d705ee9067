import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import './logout-action';
import { appStarted } from '../app';
import { routeChanged } from '../navigation';
import { clearTokenFx, readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  categoria,
  createFakeApi,
  json,
  LOCATION_LOCALHOST,
  produto,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import type { Produto } from '../types';
import {
  $carregandoMais,
  $listaErro,
  $listaTemPrecos,
  $produtos,
  $quantidadeProdutos,
  $restantes,
  appendUnique,
  loadMoreClicked,
  sortChanged,
  searchTyped,
} from './index';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const ALL_PRODUCTS: Produto[] = Array.from({ length: 45 }, (_, i) => produto(i + 1));

type ListHandler = (url: URL, request: Request) => Response | Promise<Response>;

function pagedList(products: Produto[] = ALL_PRODUCTS, listaTemPrecos = true): ListHandler {
  return (url) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '20');
    const sk = url.searchParams.get('sk');
    const categ = url.searchParams.get('categ');
    let list = products;
    if (sk) list = list.filter((p) => p.nome.toLowerCase().includes(sk.toLowerCase()));
    if (categ) list = list.filter((p) => String(p.idcategoria) === categ);
    return json({
      produtos: list.slice((page - 1) * limit, page * limit),
      quantidadeProdutos: list.length,
      page,
      limit,
      listaTemPrecos,
      ordenacao: url.searchParams.get('ordenacao') ?? 'nome-asc',
    });
  };
}

/** How many times each scope cleared the session's cookies (the logout's clearTokenFx). */
const limpezas = new WeakMap<object, number>();
const limpou = (scope: object) => limpezas.get(scope) ?? 0;

async function startAt(
  pathname: string,
  search: string,
  list: ListHandler,
  categorias = [categoria(1, 'bebidas'), categoria(2, 'mercearia')],
  comLogout = false,
) {
  const listRoute: FakeHandler = (req, _m, url) => list(url, req);
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    [/^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/, listRoute],
    [
      /^\/v4\/tag-pesquisa\/[^/]+\/lista$/,
      () =>
        json({
          tags: [{ tag: 'sem-gluten', nome: 'Sem glúten', quantidade: 2 }],
          agrupadores: [
            {
              grupo: 'marca',
              nome: 'Marca',
              valores: [{ agrupador: 'marca:Bom Grão', nome: 'Bom Grão', quantidade: 1 }],
            },
          ],
        }),
    ],
    ...supplierLoadRoutes(aurora, categorias),
    ...(comLogout ? ([[/^\/v1\/app\/[^/]+\/cliente\/logout$/, () => json({})]] as [RegExp, FakeHandler][]) : []),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [clearTokenFx, () => void limpezas.set(scope, (limpezas.get(scope) ?? 0) + 1)],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(routeChanged, { scope, params: { pathname, search } });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: { ...LOCATION_LOCALHOST, pathname, search } },
  });
  const listRequests = () => fake.requests.filter((r) => r.url.includes('/listaprodutos/')).map((r) => new URL(r.url));
  return { scope, fake, listRequests };
}

describe('catalogue list', () => {
  it('loads the first page of 20 on the home page, then appends the next page on load more', async () => {
    const { scope, listRequests } = await startAt('/aurora', '', pagedList());
    expect(scope.getState($produtos)).toHaveLength(20);
    expect(scope.getState($quantidadeProdutos)).toBe(45);
    expect(scope.getState($restantes)).toBe(25);
    expect(listRequests()[0]!.searchParams.get('limit')).toBe('20');
    expect(listRequests()[0]!.searchParams.get('canalVenda')).toBe('WEB');

    await allSettled(loadMoreClicked, { scope });
    expect(scope.getState($produtos).map((p) => p.id)).toEqual(ALL_PRODUCTS.slice(0, 40).map((p) => p.id));
    expect(listRequests()[1]!.searchParams.get('page')).toBe('2');
    await allSettled(loadMoreClicked, { scope });
    expect(scope.getState($produtos)).toHaveLength(45);
    expect(scope.getState($restantes)).toBe(0);
    await allSettled(loadMoreClicked, { scope });
    expect(listRequests()).toHaveLength(3); // nothing more to load
  });

  it('de-duplicates appended products by id', async () => {
    // Page 2 repeats two products of page 1 (the list shifted between calls).
    const shifting: ListHandler = (url) => {
      const page = Number(url.searchParams.get('page'));
      const produtos = page === 1 ? ALL_PRODUCTS.slice(0, 20) : ALL_PRODUCTS.slice(18, 38);
      return json({ produtos, quantidadeProdutos: 45, page, limit: 20, listaTemPrecos: true, ordenacao: 'nome-asc' });
    };
    const { scope } = await startAt('/aurora', '', shifting);
    await allSettled(loadMoreClicked, { scope });
    const ids = scope.getState($produtos).map((p) => p.id);
    expect(ids).toHaveLength(38);
    expect(new Set(ids).size).toBe(38);
  });

  it('filters by the category of the route, resolved from the category tree', async () => {
    const products = [produto(1, { idcategoria: 2 }), produto(2, { idcategoria: 1 }), produto(3, { idcategoria: 2 })];
    const { scope, listRequests } = await startAt('/aurora/categoria/mercearia', '', pagedList(products));
    expect(listRequests().at(-1)!.searchParams.get('categ')).toBe('2');
    expect(scope.getState($produtos).map((p) => p.id)).toEqual([1, 3]);
  });

  it('shows a pt-BR message for an unknown category', async () => {
    const { scope, listRequests } = await startAt('/aurora/categoria/nao-existe', '', pagedList());
    expect(listRequests()).toHaveLength(0);
    expect(scope.getState($listaErro)).toBe('Categoria não encontrada.');
  });

  it('searches with the route query, then follows typing 250 ms after the last keystroke', async () => {
    const products = [
      produto(1, { nome: 'Café torrado' }),
      produto(2, { nome: 'Açúcar cristal' }),
      produto(3, { nome: 'Café solúvel' }),
    ];
    const { scope, listRequests } = await startAt('/aurora/busca', '?q=caf%C3%A9', pagedList(products));
    expect(listRequests().at(-1)!.searchParams.get('sk')).toBe('café');
    expect(scope.getState($produtos).map((p) => p.id)).toEqual([1, 3]);

    const before = listRequests().length;
    const typing = Promise.all([
      allSettled(searchTyped, { scope, params: 'a' }),
      allSettled(searchTyped, { scope, params: 'aç' }),
      allSettled(searchTyped, { scope, params: 'açúcar & cia' }),
    ]);
    await typing;
    expect(listRequests().length).toBe(before + 1);
    expect(listRequests().at(-1)!.searchParams.get('sk')).toBe('açúcar cia');
  });

  it('waits 250 ms after the last keystroke before asking (not sooner), and a keystroke within them restarts the wait', async () => {
    const products = [produto(1, { nome: 'Café torrado' }), produto(2, { nome: 'Açúcar cristal' })];
    const { scope, listRequests } = await startAt('/aurora/busca', '?q=cha', pagedList(products));
    const before = listRequests().length;
    const inicio = Date.now();
    const primeira = allSettled(searchTyped, { scope, params: 'a' });
    await new Promise((r) => setTimeout(r, 150));
    expect(listRequests().length).toBe(before);
    const segunda = allSettled(searchTyped, { scope, params: 'açúcar' });
    await new Promise((r) => setTimeout(r, 200));
    // 350 ms after the first keystroke, but only 200 after the last: still nothing asked.
    expect(listRequests().length).toBe(before);
    await Promise.all([primeira, segunda]);
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(150 + 250);
    expect(
      listRequests()
        .slice(before)
        .map((u) => u.searchParams.get('sk')),
    ).toEqual(['açúcar']);
    expect(scope.getState($produtos).map((p) => p.id)).toEqual([2]);
  });

  it('reloads page 1 with the chosen ordering', async () => {
    const { scope, listRequests } = await startAt('/aurora', '', pagedList());
    await allSettled(loadMoreClicked, { scope });
    await allSettled(sortChanged, { scope, params: 'preco-asc' });
    const last = listRequests().at(-1)!;
    expect(last.searchParams.get('ordenacao')).toBe('preco-asc');
    expect(last.searchParams.get('page')).toBe('1');
    expect(scope.getState($produtos)).toHaveLength(20);
  });

  it('a newer request aborts the older one: only the newer result is shown, no error', async () => {
    const pending: { resolve: () => void; signal: AbortSignal }[] = [];
    let calls = 0;
    const controlled: ListHandler = (url, request) => {
      calls += 1;
      if (calls === 1) return pagedList()(url, request); // home loads normally
      return new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        pending.push({ signal: request.signal, resolve: () => resolve(pagedList()(url, request) as Response) });
      });
    };
    const { scope } = await startAt('/aurora', '', controlled);
    const first = allSettled(sortChanged, { scope, params: 'preco-asc' });
    await new Promise((r) => setTimeout(r, 20));
    const second = allSettled(sortChanged, { scope, params: 'nome-asc' });
    await new Promise((r) => setTimeout(r, 20));
    expect(pending).toHaveLength(2);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[1]!.resolve();
    await Promise.all([first, second]);
    expect(scope.getState($listaErro)).toBeNull();
    expect(scope.getState($produtos)).toHaveLength(20);
  });

  it('surfaces other errors with the server message', async () => {
    const failing: ListHandler = () => json({ mensagem: 'Serviço indisponível, tente novamente.', codigo: 'x' }, 503);
    const { scope } = await startAt('/aurora', '', failing);
    expect(scope.getState($listaErro)).toBe('Serviço indisponível, tente novamente.');
    expect(scope.getState($carregandoMais)).toBe(false);
  });

  it("spec 8.33 (./logout-action, loaded after the start): a search answer with action 'logout' forces the logout (server told, cookies cleared) and shows its message", async () => {
    const aviso = 'Sua sessão foi encerrada. Entre novamente.';
    const comLogout: ListHandler = () => json({ mensagem: aviso, codigo: 'sessao.encerrada', action: 'logout' }, 403);
    const { scope, fake } = await startAt('/aurora/busca', '?q=cafe', comLogout, undefined, true);
    expect(scope.getState($listaErro)).toBe(aviso);
    expect(fake.requests.some((r) => /\/v1\/app\/[^/]+\/cliente\/logout$/.test(new URL(r.url).pathname))).toBe(true);
    expect(limpou(scope)).toBe(1);
    // Any other error leaves the session alone.
    const outro = await startAt(
      '/aurora/busca',
      '?q=cafe',
      () => json({ mensagem: 'Falhou', codigo: 'x' }, 403),
      undefined,
      true,
    );
    expect(outro.fake.requests.some((r) => r.url.includes('/cliente/logout'))).toBe(false);
    expect(limpou(outro.scope)).toBe(0);
  });

  it('keeps listaTemPrecos from the response (prices hidden)', async () => {
    const hidden = ALL_PRODUCTS.map((p) => ({ ...p, preco: null, preconf: null }));
    const { scope } = await startAt('/aurora', '', pagedList(hidden, false));
    expect(scope.getState($listaTemPrecos)).toBe(false);
    expect(scope.getState($produtos)[0]!.preco).toBeNull();
  });
});

describe('appendUnique', () => {
  it('keeps order and drops repeated ids', () => {
    expect(appendUnique([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }, { id: 3 }]).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('tag filters (the lazily loaded filter panel)', () => {
  it('loads the tags of the list on screen when opened, again for another list', async () => {
    const filtros = await import('../tag-filter');
    const { scope, fake } = await startAt('/aurora/categoria/mercearia', '', pagedList());
    const antes = fake.requests.length;
    await allSettled(filtros.filterPanelOpened, { scope });
    const pedidoTags = new URL(fake.requests.slice(antes).find((r) => r.url.includes('/tag-pesquisa/'))!.url);
    expect(pedidoTags.searchParams.get('idcategoria')).toBe('2');
    expect(scope.getState(filtros.$tagsDisponiveis)?.tags[0]?.nome).toBe('Sem glúten');

    await allSettled(routeChanged, { scope, params: { pathname: '/aurora/categoria/bebidas', search: '' } });
    const ultimoTags = new URL(fake.requests.filter((r) => r.url.includes('/tag-pesquisa/')).at(-1)!.url);
    expect(ultimoTags.searchParams.get('idcategoria')).toBe('1');
  });
});

describe('the list state in the address (issue 35, item 6)', () => {
  const filtrado = '?ordenacao=preco-asc&tag=sem-gluten&agrupador=marca%3ABom+Gr%C3%A3o';

  it('a category opened at an address with an ordering and filters asks for that list (what the server renders too)', async () => {
    const { scope, listRequests } = await startAt('/aurora/categoria/mercearia', filtrado, pagedList());
    const pedido = listRequests().at(-1)!;
    expect(pedido.searchParams.get('categ')).toBe('2');
    expect(pedido.searchParams.get('ordenacao')).toBe('preco-asc');
    expect(pedido.searchParams.get('tagsPesquisa')).toBe('sem-gluten');
    expect(pedido.searchParams.get('agrupadores')).toBe('marca:Bom Grão');
    expect(listRequests()).toHaveLength(1);
    const { $filtrosSelecionados } = await import('../tag-filter');
    expect(scope.getState($filtrosSelecionados)).toEqual({ tags: ['sem-gluten'], agrupadores: ['marca:Bom Grão'] });
  });

  it('back to the address without them (the back button) asks for the plain list again; forward for the filtered one', async () => {
    const { scope, listRequests } = await startAt('/aurora/categoria/mercearia', '', pagedList());
    await allSettled(routeChanged, { scope, params: { pathname: '/aurora/categoria/mercearia', search: filtrado } });
    expect(listRequests().at(-1)!.searchParams.get('tagsPesquisa')).toBe('sem-gluten');
    await allSettled(routeChanged, { scope, params: { pathname: '/aurora/categoria/mercearia', search: '' } });
    const voltou = listRequests().at(-1)!;
    expect(voltou.searchParams.has('tagsPesquisa')).toBe(false);
    expect(voltou.searchParams.has('agrupadores')).toBe(false);
    expect(voltou.searchParams.has('ordenacao')).toBe(false);
    expect(listRequests()).toHaveLength(3);
  });

  it('a search keeps its text beside them; a new text typed on the page drops the filters, keeps the ordering', async () => {
    const { scope, listRequests } = await startAt('/aurora/busca', `?q=caf%C3%A9&${filtrado.slice(1)}`, pagedList());
    expect(listRequests().at(-1)!.searchParams.get('sk')).toBe('café');
    expect(listRequests().at(-1)!.searchParams.get('tagsPesquisa')).toBe('sem-gluten');
    await allSettled(searchTyped, { scope, params: 'arroz' });
    const digitada = listRequests().at(-1)!;
    expect(digitada.searchParams.get('sk')).toBe('arroz');
    expect(digitada.searchParams.has('tagsPesquisa')).toBe(false);
    expect(digitada.searchParams.get('ordenacao')).toBe('preco-asc');
  });

  it('an ordering the supplier does not offer is left out; the home page keeps its saved ordering, not the address', async () => {
    const estranha = await startAt('/aurora/categoria/mercearia', '?ordenacao=nao-existe', pagedList());
    expect(estranha.listRequests().at(-1)!.searchParams.has('ordenacao')).toBe(false);
    const home = await startAt('/aurora', '?ordenacao=preco-asc&tag=sem-gluten', pagedList());
    expect(home.listRequests().at(-1)!.searchParams.has('ordenacao')).toBe(false);
    expect(home.listRequests().at(-1)!.searchParams.has('tagsPesquisa')).toBe(false);
  });
});
