// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $cartLines } from '../cart/lines';
import { $produto } from '../product';
import type { ProdutoDetalhe } from '../types';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import {
  $cepFrete,
  $erroFrete,
  $estadoFrete,
  $shippingErrorDialog,
  $opcoesFrete,
  cepTyped,
  ERRO_FRETE_CEP,
  shippingErrorDialogClosed,
} from './index';

const detalhe: ProdutoDetalhe = {
  ...produto(31, { min_por_pedido: 2 }),
  descricao: '',
  categoria: { idcategoria: 1, nome: 'Bebidas', slug: 'bebidas' },
  similares: [],
};
const OPCOES = [
  { idformaentrega: 1, nome: 'Entrega programada', taxaEntrega: 25, freteGratis: false, primeiraData: '2026-11-25' },
  { idformaentrega: 2, nome: 'Entrega expressa', taxaEntrega: 0, freteGratis: true, primeiraData: '2026-11-24' },
];

function escopo(handler: FakeHandler, linhas = false) {
  const fake = createFakeApi([[/^\/v4\/app\/formas-entrega\/[^/]+\/\d{8}$/, handler]]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$produto, detalhe],
      [
        $cartLines,
        linhas
          ? [{ produto: detalhe, quantidadeMilesimos: 5000, embalarParaPresente: false, precoAtendenteCentavos: null }]
          : [],
      ],
    ],
  });
  return { scope, fake };
}

const cotacoes = (fake: ReturnType<typeof createFakeApi>) =>
  fake.requests.filter((r) => r.url.includes('/formas-entrega/'));

describe('frete-cep model', () => {
  it('quotes a complete CEP once, after the typing calms down, with the minimum quantity; shows each option', async () => {
    const { scope, fake } = escopo(() => json({ formasEntregaCep: OPCOES }));
    // Keystrokes in a row: only the last one asks.
    await Promise.all(['1', '1301', '130150', '13015-002'].map((cep) => allSettled(cepTyped, { scope, params: cep })));
    expect(scope.getState($cepFrete)).toBe('13015-002');
    expect(cotacoes(fake)).toHaveLength(1);
    const req = cotacoes(fake)[0]!;
    expect(new URL(req.url).pathname).toMatch(/\/formas-entrega\/[^/]+\/13015002$/);
    expect(await req.clone().json()).toEqual({ produtos: [{ id: 31, quantidade: 2 }] });
    expect(scope.getState($estadoFrete)).toBe('pronto');
    expect(scope.getState($opcoesFrete)).toEqual(OPCOES);
    expect(scope.getState($erroFrete)).toBeNull();
  });

  it("quotes the cart's quantity of the product when it is in the cart", async () => {
    const { scope, fake } = escopo(() => json({ formasEntregaCep: OPCOES }), true);
    await allSettled(cepTyped, { scope, params: '13015002' });
    expect(await cotacoes(fake)[0]!.clone().json()).toEqual({ produtos: [{ id: 31, quantidade: 5 }] });
  });

  it("an incomplete CEP says so without asking; the server's refusals are shown as it words them", async () => {
    const { scope, fake } = escopo((_r, _m, url) =>
      url.pathname.endsWith('69005010')
        ? json({ mensagem: 'Infelizmente ainda não atendemos este endereço', codigo: 'endereco.nao.atendido' }, 422)
        : json({ mensagem: 'CEP não encontrado.', codigo: 'cep.nao-encontrado' }, 404),
    );
    await allSettled(cepTyped, { scope, params: '1301' });
    expect(cotacoes(fake)).toHaveLength(0);
    expect(scope.getState($estadoFrete)).toBe('erro');
    expect(scope.getState($erroFrete)).toBe('Informe um CEP com 8 dígitos.');
    // A field check, not the server's error: no dialog.
    expect(scope.getState($shippingErrorDialog)).toBeNull();

    await allSettled(cepTyped, { scope, params: '69005-010' });
    expect(scope.getState($erroFrete)).toBe('Infelizmente ainda não atendemos este endereço');
    // The server's message opens the dialog (spec section 8); closing it keeps the reason by the field.
    expect(scope.getState($shippingErrorDialog)).toBe('Infelizmente ainda não atendemos este endereço');
    await allSettled(shippingErrorDialogClosed, { scope });
    expect(scope.getState($shippingErrorDialog)).toBeNull();
    expect(scope.getState($erroFrete)).toBe('Infelizmente ainda não atendemos este endereço');
    expect(scope.getState($opcoesFrete)).toEqual([]);
    await allSettled(cepTyped, { scope, params: '99999999' });
    expect(scope.getState($erroFrete)).toBe('CEP não encontrado.');

    await allSettled(cepTyped, { scope, params: '' });
    expect(scope.getState($estadoFrete)).toBe('ocioso');
    expect(scope.getState($erroFrete)).toBeNull();
  });

  it('no answer at all: a generic pt-BR message', async () => {
    const { scope } = escopo(() => Promise.reject(new TypeError('Failed to fetch')));
    await allSettled(cepTyped, { scope, params: '13015002' });
    expect(scope.getState($estadoFrete)).toBe('erro');
    expect(scope.getState($erroFrete)).toBe(ERRO_FRETE_CEP);
    expect(scope.getState($shippingErrorDialog)).toBe(ERRO_FRETE_CEP);
  });
});
