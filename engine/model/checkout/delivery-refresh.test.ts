// @vitest-environment node
/**
 * Spec section 9, 'Delivery slots refresh 500 ms plus a 2000 ms delay': while the checkout is open,
 * a change of the cart asks the delivery options again 500 ms after the last change and 2000 ms
 * after that (fake timers), once for a burst of changes, keeping the option and date chosen.
 */
import { allSettled, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components as V2 } from '#openapi/generated/v2';
import type { components as V4 } from '#openapi/generated/v4';
import { $api } from '../app';
import { $cartLines, cartLoadRequested, quantityChanged, type CartLine } from '../cart';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, carrinhoDe, createFakeApi, json, produto } from '../testing/fake-api';
import {
  $dataEntrega,
  $estadoEntrega,
  $idformaentrega,
  checkoutOpened,
  deliveryDateChosen,
  deliveryMethodChosen,
} from './index';
import { AGENDAMENTOS_ATRASO_MS, AGENDAMENTOS_DEBOUNCE_MS } from './delivery';

afterEach(() => {
  vi.useRealTimers();
});

const usuario = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
};
const cafe = produto(1, { nome: 'Café Torrado', preco: 100 });
const linhas: CartLine[] = [
  { produto: cafe, quantidadeMilesimos: 3000, embalarParaPresente: false, precoAtendenteCentavos: null },
];

/** The options the server answers: the n-th answer offers the second option's date `datas[n]`. */
function opcoes(datasExpressa: string[]): V4['schemas']['FormasEntrega'] {
  return {
    tipoEntrega: 'DELIVERY',
    tiposDisponiveis: ['DELIVERY'],
    formasEntrega: [
      {
        idformaentrega: 10,
        nome: 'Entrega agendada',
        descricao: null,
        tipo: 'DELIVERY',
        taxaEntrega: 15,
        freteGratis: false,
        agendamento: ['2026-11-25', '2026-11-26'],
      },
      {
        idformaentrega: 11,
        nome: 'Expressa',
        descricao: null,
        tipo: 'DELIVERY',
        taxaEntrega: 30,
        freteGratis: false,
        agendamento: datasExpressa,
      },
    ],
    lojas: [],
  };
}

function escopo(respostas: string[][], carrinho?: () => V2['schemas']['Carrinho']) {
  let n = 0;
  const fake = createFakeApi([
    [
      /^\/v1\/app\/[^/]+~42\/enderecos$/,
      () =>
        json({
          idcliente: 42,
          idfornecedor: aurora.idfornecedor,
          enderecos: [
            {
              idendereco: 2,
              idcliente: 42,
              idfornecedor: aurora.idfornecedor,
              apelido: 'Casa',
              descricao: 'Casa',
              cep: '13015002',
              uf: 'SP',
              pais: 'Brasil',
              cidade: 'Campinas',
              bairro: 'Centro',
              rua: 'Rua Barão de Jaguara',
              numero: '2',
              complemento: null,
              referencia: null,
              pontoref: null,
              lat: null,
              lng: null,
              textoendereco: 'Rua Barão de Jaguara, 2',
              primario: true,
              cod_erp: null,
              manualAddress: false,
            },
          ],
        }),
    ],
    [
      /^\/v2\/app\/[^/]+\/fornecedor\/[^/]+\/formas-pagamento$/,
      () =>
        json([
          {
            idformapagto: 1,
            descricao: 'Boleto',
            tipo: 'BOLETO',
            quantParcelasMax: 1,
            parcelaMinima: 0,
            ajustePercentual: 0,
          },
        ]),
    ],
    [
      /^\/v4\/app\/[^/]+~42\/formas-entrega\/[^/]+$/,
      () => json(opcoes(respostas[Math.min(n++, respostas.length - 1)]!)),
    ],
    [
      /^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/,
      () => (carrinho ? json(carrinho()) : json({ mensagem: 'sem carrinho no teste', codigo: 'teste' }, 404)),
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, { ...aurora, tags: ['has-delivery'] }],
      [$token, 'sessao_0123456789abcdefABCDEF'],
      [$usuario, usuario],
      [$cartLines, linhas],
    ],
  });
  const pedidosEntrega = () => fake.requests.filter((r) => r.url.includes('/formas-entrega/')).length;
  return { scope, pedidosEntrega };
}

describe('the delivery slots refresh after a cart change (spec section 9)', () => {
  it('asks again once, 500 ms after the last change plus 2000 ms, keeping the option and date still offered', async () => {
    const { scope, pedidosEntrega } = escopo([
      ['2026-11-24', '2026-11-27'],
      ['2026-11-23', '2026-11-27'],
    ]);
    await allSettled(checkoutOpened, { scope });
    await allSettled(deliveryMethodChosen, { scope, params: 11 });
    expect(scope.getState($dataEntrega)).toBe('2026-11-24');
    expect(pedidosEntrega()).toBe(1);

    vi.useFakeTimers();
    const mudar = scopeBind(quantityChanged, { scope });
    // A burst of changes, 300 ms apart: the debounce counts from the last one.
    mudar({ produto: cafe, acao: 'INC' });
    await vi.advanceTimersByTimeAsync(300);
    mudar({ produto: cafe, acao: 'INC' });
    await vi.advanceTimersByTimeAsync(AGENDAMENTOS_DEBOUNCE_MS - 1);
    expect(pedidosEntrega()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    // Debounced, then the 2000 ms delay: nothing asked yet.
    await vi.advanceTimersByTimeAsync(AGENDAMENTOS_ATRASO_MS - 1);
    expect(pedidosEntrega()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pedidosEntrega()).toBe(2);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await allSettled(scope);
    expect(pedidosEntrega()).toBe(2);
    expect(scope.getState($estadoEntrega)).toBe('pronto');
    // The 'Expressa' option is kept; its date 24/11 is no longer offered: its first date now.
    expect(scope.getState($idformaentrega)).toBe(11);
    expect(scope.getState($dataEntrega)).toBe('2026-11-23');
  });

  it('keeps a date still offered, and asks nothing while the checkout is closed', async () => {
    const fechado = escopo([['2026-11-24']]);
    vi.useFakeTimers();
    scopeBind(quantityChanged, { scope: fechado.scope })({ produto: cafe, acao: 'INC' });
    await vi.advanceTimersByTimeAsync(AGENDAMENTOS_DEBOUNCE_MS + AGENDAMENTOS_ATRASO_MS + 100);
    expect(fechado.pedidosEntrega()).toBe(0);
    vi.useRealTimers();

    const { scope, pedidosEntrega } = escopo([['2026-11-24', '2026-11-27']]);
    await allSettled(checkoutOpened, { scope });
    await allSettled(deliveryMethodChosen, { scope, params: 11 });
    await allSettled(deliveryDateChosen, { scope, params: '2026-11-27' });
    vi.useFakeTimers();
    scopeBind(quantityChanged, { scope })({ produto: cafe, acao: 'INC' });
    await vi.advanceTimersByTimeAsync(AGENDAMENTOS_DEBOUNCE_MS + AGENDAMENTOS_ATRASO_MS);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await allSettled(scope);
    expect(pedidosEntrega()).toBe(2);
    expect(scope.getState($idformaentrega)).toBe(11);
    expect(scope.getState($dataEntrega)).toBe('2026-11-27');
  });

  it('a load that brings the cart the options were asked for asks nothing again and leaves no timer (the cart page renders at once); one that brings another cart does', async () => {
    let quantidade = 3;
    const { scope, pedidosEntrega } = escopo([['2026-11-24']], () => carrinhoDe([{ produto: cafe, quantidade }]));
    await allSettled(checkoutOpened, { scope });
    expect(pedidosEntrega()).toBe(1);

    vi.useFakeTimers();
    const carregar = scopeBind(cartLoadRequested, { scope });
    // The same cart (the page's load as it opens, the 15 s poll): nothing waits, nothing is asked.
    carregar();
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($cartLines)[0]?.quantidadeMilesimos).toBe(3000);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(AGENDAMENTOS_DEBOUNCE_MS + AGENDAMENTOS_ATRASO_MS + 100);
    expect(pedidosEntrega()).toBe(1);

    // Another cart (an attendant changed it on the server): the options are asked for it.
    quantidade = 5;
    carregar();
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($cartLines)[0]?.quantidadeMilesimos).toBe(5000);
    await vi.advanceTimersByTimeAsync(AGENDAMENTOS_DEBOUNCE_MS + AGENDAMENTOS_ATRASO_MS);
    expect(pedidosEntrega()).toBe(2);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await allSettled(scope);
    expect(pedidosEntrega()).toBe(2);
  });
});
