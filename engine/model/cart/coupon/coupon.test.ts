// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { components } from '#openapi/generated/v2';
import { $api } from '../../app';
import { $token, $usuario } from '../../session';
import { $fornecedor } from '../../supplier';
import { aurora, carrinhoDe, createFakeApi, json, produto } from '../../testing/fake-api';
import type { FakeHandler } from '../../testing/fake-api';
import type { Produto } from '../../types';
import { $cartLines } from '../lines';
import { $cupomCarrinho, $descontosPorLinha, $totais, cartLoadRequested, quantityChanged } from '../index';
import { $codigoCupom } from '../sync';
import type { CupomCarrinho } from '../texts';
import {
  $cupomErro,
  $cupomPopup,
  $cupomTravado,
  $cuponsCliente,
  $cupomIndicacao,
  couponErrorClosed,
  couponRemoved,
  couponsPageShown,
  couponSubmitted,
  CUPOM_AUTOMATICO_SUPERIOR,
  CUPOM_NAO_VERIFICADO,
} from './index';

type Carrinho = components['schemas']['Carrinho'];
const SESSION = 'sessao_0123456789abcdefABCDEF';
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

const cupom = (codigo: string, pct: number, automatico: boolean, over: Partial<CupomCarrinho> = {}): CupomCarrinho => ({
  codigoCupom: codigo,
  cupomAutomatico: automatico,
  codigoCupomAutomatico: 'AURORA5',
  tipoDesconto: '%',
  valorDescontoPercentual: pct,
  valorDescontoAbsoluto: 0,
  produtosComDesconto: [],
  habilitarVisualizacaoDesconto: false,
  nao_usar_com_politica: false,
  erro: null,
  ...over,
});

function carrinho(itens: { produto: Produto; quantidade: number }[], c: CupomCarrinho | null): Carrinho {
  return carrinhoDe(itens, { cupom: c });
}

const validacao = (codigo: string, pct: number) => ({
  valido: true,
  error: null,
  percentualDesconto: pct,
  cupom: {
    codigocupom: codigo,
    tipodesconto: '%',
    produtosComDesconto: [],
    nao_usar_com_politica: false,
    habilitar_visualizacao_desconto: false,
    aplicacao_automatica: false,
  },
});

/** A fake server: the cart carries AURORA5 unless a manual code is saved; AURORA10 (10 %) and BEMVINDO3 (3 %) validate. */
function escopo(extra: [RegExp, FakeHandler][] = []) {
  const salvos: unknown[] = [];
  const fake = createFakeApi([
    ...extra,
    [
      /^\/v2\/app\/cupom-desconto\/validar-desconto\/fornecedor\/[^/]+\/cliente\/42\/cupom\/([^/]+)$/,
      (_r, m) => {
        const codigo = decodeURIComponent(m[1] as string);
        if (codigo === 'AURORA10') return json(validacao('AURORA10', 10));
        if (codigo === 'BEMVINDO3') return json(validacao('BEMVINDO3', 3));
        if (codigo === 'VERAO2025')
          return json({ valido: false, error: 'Este cupom expirou.', percentualDesconto: 0, cupom: null });
        if (codigo === 'SEMERRO') return json({ valido: false, error: null, percentualDesconto: 0, cupom: null });
        return json({ mensagem: 'falha', codigo: 'x' }, 500);
      },
    ],
    [
      /cart$/,
      async (request) => {
        if (request.method === 'GET') {
          const codigo = new URL(request.url).searchParams.get('codigoCupom');
          return json(
            carrinho(
              [{ produto: cafe, quantidade: 2 }],
              codigo === 'AURORA10' ? cupom('AURORA10', 10, false) : cupom('AURORA5', 5, true),
            ),
          );
        }
        const corpo = (await request.json()) as { codigoCupom?: string };
        salvos.push(corpo);
        return json(
          carrinho(
            [{ produto: cafe, quantidade: 2 }],
            corpo.codigoCupom
              ? cupom(corpo.codigoCupom, corpo.codigoCupom === 'AURORA10' ? 10 : 3, false)
              : cupom('AURORA5', 5, true),
          ),
        );
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSION],
      [$usuario, usuario],
    ],
  });
  return { scope, fake, salvos };
}

describe('cart coupon (spec sections 4, 5 and 8)', () => {
  it('applies the automatic coupon on load; refuses a worse manual one; a better one replaces it, locks the box and is saved; removal unlocks', async () => {
    const { scope, fake, salvos } = escopo();
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($cupomCarrinho)?.codigoCupom).toBe('AURORA5');
    // 2 × 100,00 − 5 %
    expect(scope.getState($totais)).toMatchObject({ mercadorias: 20_000, desconto: 1_000, total: 19_000 });

    await allSettled(couponSubmitted, { scope, params: 'bemvindo3' });
    expect(scope.getState($cupomErro)).toBe(CUPOM_AUTOMATICO_SUPERIOR);
    expect(scope.getState($cupomPopup)).toBe(true);
    expect(scope.getState($cupomCarrinho)?.codigoCupom).toBe('AURORA5');
    expect(scope.getState($cupomTravado)).toBe(false);
    const validacoes = fake.requests.filter((r) => r.url.includes('validar-desconto'));
    expect(new URL(validacoes[0]!.url).searchParams.get('codigocupomautomatico')).toBe('AURORA5');
    expect(validacoes[0]!.headers.get('authorization')).toBe(`Bearer ${SESSION}`);

    await allSettled(couponSubmitted, { scope, params: ' AURORA10 ' });
    expect(scope.getState($cupomErro)).toBeNull();
    expect(scope.getState($cupomPopup)).toBe(false);
    expect(scope.getState($cupomCarrinho)).toMatchObject({ codigoCupom: 'AURORA10', cupomAutomatico: false });
    expect(scope.getState($cupomTravado)).toBe(true);
    expect(scope.getState($totais)?.total).toBe(18_000);
    expect(salvos.at(-1)).toMatchObject({ codigoCupom: 'AURORA10' });
    // The cart page's reload keeps the manual coupon (sent with the GET).
    await allSettled(cartLoadRequested, { scope });
    expect(new URL(fake.requests.filter((r) => r.method === 'GET').at(-1)!.url).searchParams.get('codigoCupom')).toBe(
      'AURORA10',
    );
    expect(scope.getState($cupomCarrinho)?.codigoCupom).toBe('AURORA10');
    expect(scope.getState($totais)?.total).toBe(18_000);

    await allSettled(couponRemoved, { scope });
    expect(scope.getState($cupomTravado)).toBe(false);
    expect(scope.getState($codigoCupom)).toBeNull();
    expect(scope.getState($cupomCarrinho)?.codigoCupom).toBe('AURORA5');
    expect(salvos.at(-1)).not.toHaveProperty('codigoCupom');
  });

  it('skips an empty code or the automatic one (no call)', async () => {
    const { scope, fake } = escopo();
    await allSettled(cartLoadRequested, { scope });
    for (const codigo of ['', '   ', 'aurora5', ' AURORA5 '])
      await allSettled(couponSubmitted, { scope, params: codigo });
    expect(fake.requests.filter((r) => r.url.includes('validar-desconto'))).toHaveLength(0);
    expect(scope.getState($cupomErro)).toBeNull();
  });

  it("an invalid coupon shows the returned error, or 'Não foi possível verificar seu cupom'; closing clears it", async () => {
    const { scope } = escopo();
    await allSettled(cartLoadRequested, { scope });
    await allSettled(couponSubmitted, { scope, params: 'VERAO2025' });
    expect(scope.getState($cupomErro)).toBe('Este cupom expirou.');
    await allSettled(couponSubmitted, { scope, params: 'SEMERRO' });
    expect(scope.getState($cupomErro)).toBe(CUPOM_NAO_VERIFICADO);
    await allSettled(couponErrorClosed, { scope });
    expect(scope.getState($cupomErro)).toBeNull();
    await allSettled(couponSubmitted, { scope, params: 'FALHA' });
    expect(scope.getState($cupomErro)).toBe(CUPOM_NAO_VERIFICADO);
    expect(scope.getState($cupomPopup)).toBe(true);
  });

  it('a manual coupon the server drops on a later save (the cart changed) is unlocked, with its reason', async () => {
    const { scope } = escopo([
      [
        /cart$/,
        (r) =>
          r.method === 'GET'
            ? json(carrinho([{ produto: cafe, quantidade: 2 }], cupom('AURORA5', 5, true)))
            : json(
                carrinho(
                  [{ produto: cafe, quantidade: 3 }],
                  cupom('AURORA5', 5, true, { erro: CUPOM_AUTOMATICO_SUPERIOR }),
                ),
              ),
      ],
    ]);
    await allSettled(cartLoadRequested, { scope });
    await allSettled(couponSubmitted, { scope, params: 'AURORA10' });
    expect(scope.getState($cupomTravado)).toBe(false);
    expect(scope.getState($cupomErro)).toBe(CUPOM_AUTOMATICO_SUPERIOR);
    expect(scope.getState($cupomCarrinho)?.codigoCupom).toBe('AURORA5');
  });

  it('shows the coupon per line only when the coupon asks for it (habilitarVisualizacaoDesconto), on the lines it covers', async () => {
    const acucar = produto(2, { nome: 'Açúcar Cristal', preco: 10 });
    const itens = [
      { produto: cafe, quantidade: 2 },
      { produto: acucar, quantidade: 3 },
    ];
    const refri = cupom('REFRI20', 20, false, { produtosComDesconto: [1], habilitarVisualizacaoDesconto: true });
    const { scope } = escopo([[/cart$/, () => json(carrinho(itens, refri))]]);
    await allSettled(cartLoadRequested, { scope });
    // Lines by name: Açúcar (3 × 10,00, not covered), Café (2 × 100,00 − 20 %).
    expect(scope.getState($descontosPorLinha)).toEqual([0, 4_000]);
    expect(scope.getState($totais)?.desconto).toBe(4_000);

    const semVisualizacao = escopo([
      [/cart$/, () => json(carrinho(itens, { ...refri, habilitarVisualizacaoDesconto: false }))],
    ]);
    await allSettled(cartLoadRequested, { scope: semVisualizacao.scope });
    expect(semVisualizacao.scope.getState($descontosPorLinha)).toBeNull();
    expect(semVisualizacao.scope.getState($totais)?.desconto).toBe(4_000);
  });

  it('is never in the persisted state; resets with the cart', async () => {
    const { scope } = escopo();
    await allSettled(cartLoadRequested, { scope });
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    expect(JSON.stringify(scope.getState($cartLines))).not.toContain('AURORA');
  });

  it('loads the coupons screen: the available coupons and the referral coupon, with Bearer', async () => {
    const lista = {
      cupons: [
        {
          codigocupom: 'AURORA5',
          descricao: '5%',
          tipodesconto: '%',
          valor: 5,
          produtosComDesconto: [],
          nao_usar_com_politica: false,
          habilitar_visualizacao_desconto: false,
          aplicacao_automatica: true,
          validoDe: null,
          validoAte: null,
          canalVenda: 'TODOS',
          idformapagamento: null,
          indicacao: false,
        },
      ],
    };
    const { scope, fake } = escopo([
      [/^\/v2\/app\/cupom-desconto\/cliente\/42$/, () => json(lista)],
      [/^\/v2\/app\/cupom-desconto\/indicacao\/42$/, () => json({ ativo: true, cupom: null })],
    ]);
    await allSettled(couponsPageShown, { scope });
    expect(scope.getState($cuponsCliente)?.map((c) => c.codigocupom)).toEqual(['AURORA5']);
    expect(scope.getState($cupomIndicacao)).toEqual({ ativo: true, cupom: null });
    const chamada = fake.requests.find((r) => r.url.includes('/cupom-desconto/cliente/42'))!;
    expect(new URL(chamada.url).searchParams.get('available')).toBe('true');
    expect(new URL(chamada.url).searchParams.get('onlyLast')).toBe('false');
    expect(chamada.headers.get('authorization')).toBe(`Bearer ${SESSION}`);
  });
});
