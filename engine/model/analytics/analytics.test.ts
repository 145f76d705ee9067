// @vitest-environment node
/**
 * The analytics model in a scope (issue 31; docs/analytics.md): nothing before performance
 * consent; consent loads the tag once and views the page; every reported event then goes to gtag
 * and to the log call, in order; consent withdrawn stops it. And the cart's deltas.
 */
import { allSettled, fork, type StoreWritable } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { consentAccepted, consentRejected, consentStarted, readCookiesFx, writeCookiesFx } from '../consent';
import { $produtos } from '../catalogue';
import { $rota } from '../navigation';
import { $produto } from '../product';
import { $fornecedor } from '../supplier';
import type { CartLine } from '../cart/lines';
import { AURORA_ID, createFakeApi, fornecedor, json, produto } from '../testing/fake-api';
import {
  analyticsEventsTracked,
  analyticsStarted,
  cartDeltas,
  commerceEvent,
  consentWithdrawnFx,
  tagEventsFx,
  itemsOfLines,
  loadTagFx,
  pageViewFx,
  readMeasurementFx,
  type AnalyticsEvent,
  type Measurement,
} from './index';

const MEDICAO: Measurement = { id: 'G-TESTE123', script: 'http://coletor.test/gtag/js' };
const linha = (id: number, milesimos: number, preco = 10): CartLine => ({
  produto: produto(id, { preco, marca: 'Aurora' }),
  quantidadeMilesimos: milesimos,
  embalarParaPresente: false,
  precoAtendenteCentavos: null,
});

/** A store and its value, for `fork({ values })`. */
const par = <T>(store: StoreWritable<T>, value: T): [StoreWritable<T>, T] => [store, value];

function setup(measurement: Measurement | null = MEDICAO, lista = false, naPaginaDoProduto = false) {
  const gtag: string[] = [];
  const tags: Measurement[] = [];
  const withdrawn: number[] = [];
  const fake = createFakeApi([[/^\/v4\/log\/google-analytics\/([^/]+)$/, () => json({ sucesso: true })]]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, fornecedor({ slug: 'aurora', idfornecedor: AURORA_ID })],
      ...(naPaginaDoProduto
        ? [
            par($rota, { pagina: 'produto', slug: 'produto-9' }),
            par($produto, { ...produto(9), descricao: '' } as never),
          ]
        : []),
      ...(lista
        ? [
            par($rota, { pagina: 'busca', q: 'queijo', lista: { ordenacao: null, tags: [], agrupadores: [] } }),
            par($produtos, [produto(1), produto(2)]),
          ]
        : []),
    ],
    handlers: [
      [readCookiesFx, () => ''],
      [writeCookiesFx, () => undefined],
      [readMeasurementFx, () => measurement],
      [loadTagFx, (m: Measurement) => void tags.push(m)],
      [pageViewFx, (): AnalyticsEvent => ({ nome: 'page_view', parametros: { page_path: '/aurora' } })],
      [tagEventsFx, (events: AnalyticsEvent[]) => void gtag.push(...events.map((e) => e.nome))],
      [consentWithdrawnFx, () => void withdrawn.push(1)],
    ],
  });
  const logged = async () =>
    Promise.all(
      fake.requests
        .filter((r) => r.url.includes('/v4/log/google-analytics/'))
        .map(async (r) => ({
          path: new URL(r.url).pathname,
          consent: r.headers.get('cookie_desempenho'),
          body: (await r.clone().json()) as AnalyticsEvent,
        })),
    );
  return { scope, gtag, tags, withdrawn, logged };
}

const compra = commerceEvent('purchase', itemsOfLines([linha(7, 2000, 12.5)]), {
  transaction_id: '100009',
  value: 35,
  shipping: 10,
  coupon: 'AURORA5',
});

describe('analytics model', () => {
  it('sends nothing before performance consent, nor after a refusal', async () => {
    const { scope, gtag, tags, logged } = setup();
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(analyticsStarted, { scope });
    await allSettled(analyticsEventsTracked, { scope, params: [compra] });
    await allSettled(consentRejected, { scope });
    await allSettled(analyticsEventsTracked, { scope, params: [compra] });
    expect(tags).toEqual([]);
    expect(gtag).toEqual([]);
    expect(await logged()).toEqual([]);
  });

  it('with consent: the tag once, a page_view, then every event to gtag and the log, in order', async () => {
    const { scope, gtag, tags, logged } = setup();
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(analyticsStarted, { scope });
    await allSettled(consentAccepted, { scope });
    expect(tags).toEqual([MEDICAO]);
    await allSettled(analyticsEventsTracked, { scope, params: [compra] });
    await allSettled(consentAccepted, { scope });
    expect(tags).toHaveLength(1);
    expect(gtag).toEqual(['page_view', 'purchase']);
    const enviados = await logged();
    expect(enviados.map((e) => e.body.nome)).toEqual(['page_view', 'purchase']);
    expect(enviados[1]).toEqual({
      path: `/api/v4/log/google-analytics/${AURORA_ID}`,
      consent: 'true',
      body: compra,
    });
    expect(compra.parametros).toMatchObject({ currency: 'BRL', value: 35, shipping: 10, coupon: 'AURORA5' });
    expect(compra.parametros.items).toEqual([
      { item_id: '7', item_name: 'Produto 7', item_brand: 'Aurora', price: 12.5, quantity: 2 },
    ]);
  });

  it('the list on screen when the tag loads is a view_item_list', async () => {
    const { scope, gtag, logged } = setup(MEDICAO, true);
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(analyticsStarted, { scope });
    await allSettled(consentAccepted, { scope });
    expect([...gtag].sort()).toEqual(['page_view', 'view_item_list']);
    const lista = (await logged()).find((e) => e.body.nome === 'view_item_list')?.body;
    expect(lista?.parametros).toMatchObject({ item_list_id: 'busca', currency: 'BRL' });
    expect(lista?.parametros.items?.map((i) => [i.item_id, i.index])).toEqual([
      ['1', 0],
      ['2', 1],
    ]);
  });

  it('the product on screen when the tag loads is a view_item', async () => {
    const { scope, gtag, logged } = setup(MEDICAO, false, true);
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(analyticsStarted, { scope });
    await allSettled(consentAccepted, { scope });
    expect([...gtag].sort()).toEqual(['page_view', 'view_item']);
    const visto = (await logged()).find((e) => e.body.nome === 'view_item')?.body;
    expect(visto?.parametros.items?.map((i) => i.item_id)).toEqual(['9']);
  });

  it('consent withdrawn stops the sending and tells gtag', async () => {
    const { scope, gtag, withdrawn } = setup();
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(analyticsStarted, { scope });
    await allSettled(consentAccepted, { scope });
    await allSettled(consentRejected, { scope });
    await allSettled(analyticsEventsTracked, { scope, params: [compra] });
    expect(withdrawn).toHaveLength(1);
    expect(gtag).toEqual(['page_view']);
  });

  it('a page that does not measure loads nothing, even with consent', async () => {
    const { scope, tags, gtag } = setup(null);
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(analyticsStarted, { scope });
    await allSettled(consentAccepted, { scope });
    await allSettled(analyticsEventsTracked, { scope, params: [compra] });
    expect(tags).toEqual([]);
    expect(gtag).toEqual([]);
  });
});

describe('cartDeltas', () => {
  it('adds what went up and removes what went down or left, by the difference', () => {
    const antes = [linha(1, 1000), linha(2, 3000), linha(3, 1000)];
    const depois = [linha(1, 2500), linha(2, 1000), linha(4, 1000)];
    const [add, remove] = cartDeltas(antes, depois);
    expect(add).toMatchObject({ nome: 'add_to_cart', parametros: { currency: 'BRL', value: 25 } });
    expect(add?.parametros.items?.map((i) => [i.item_id, i.quantity])).toEqual([
      ['1', 1.5],
      ['4', 1],
    ]);
    expect(remove).toMatchObject({ nome: 'remove_from_cart', parametros: { value: 30 } });
    expect(remove?.parametros.items?.map((i) => [i.item_id, i.quantity])).toEqual([
      ['2', 2],
      ['3', 1],
    ]);
    expect(cartDeltas(antes, antes)).toEqual([]);
  });
});
