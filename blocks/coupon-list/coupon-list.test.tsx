import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cupomIndicacao, $cuponsCliente } from '#engine/model/cart/coupon';
import type { CupomDoCliente } from '#engine/model/cart/coupon';
import { renderInScope } from '../groups/account/testing';
import { CouponList } from './coupon-list';
import { couponListProps } from './schema';

afterEach(cleanup);

const cupom = (codigocupom: string, over: Partial<CupomDoCliente> = {}): CupomDoCliente => ({
  codigocupom,
  descricao: '',
  tipodesconto: '%',
  valor: 10,
  produtosComDesconto: [],
  nao_usar_com_politica: false,
  habilitar_visualizacao_desconto: false,
  aplicacao_automatica: false,
  validoDe: null,
  validoAte: '2026-12-31T12:00:00Z',
  canalVenda: 'TODOS',
  idformapagamento: null,
  indicacao: false,
  ...over,
});

const INDICACAO = { ativo: true, cupom: cupom('MARIA-INDICA', { indicacao: true, validoAte: null }) };

const show = (over: object = {}, cupons: CupomDoCliente[] | null = [cupom('AURORA10')]) =>
  renderInScope(<CouponList id="cupons" props={couponListProps.parse(over)} />, [
    [$cuponsCliente, cupons],
    [$cupomIndicacao, INDICACAO],
  ]);

describe('coupon-list', () => {
  it("by default is today's page: the hint, each coupon with its validity, and 'Indique e ganhe'", () => {
    show();
    expect(screen.getByText("Use o código no carrinho, em 'Cupom de desconto'.")).toBeTruthy();
    expect(screen.getAllByTestId('coupon-card').map((c) => c.querySelector('p')?.textContent)).toEqual([
      'AURORA10',
      'MARIA-INDICA',
    ]);
    expect(screen.getAllByText('10% de desconto')).toHaveLength(2);
    expect(screen.getByText('Válido até 31/12/2026.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Indique e ganhe' })).toBeTruthy();
    expect(
      screen.getByText('Compartilhe o seu cupom de indicação: quem comprar com ele ganha o desconto.'),
    ).toBeTruthy();
  });

  it('leaves out the hint, the validity and the referral coupon', () => {
    show({ textoAjuda: '', mostrarValidade: false, mostrarIndicacao: false });
    expect(screen.queryByText("Use o código no carrinho, em 'Cupom de desconto'.")).toBeNull();
    expect(screen.queryByText(/^Válido até/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Indique e ganhe' })).toBeNull();
    expect(screen.getAllByTestId('coupon-card')).toHaveLength(1);
  });

  it('says its own empty text and referral texts', () => {
    show({ textoVazio: 'Sem cupons por enquanto.', tituloIndicacao: 'Convide amigos', textoIndicacao: '' }, []);
    expect(screen.getByText('Sem cupons por enquanto.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Convide amigos' })).toBeTruthy();
    expect(screen.queryByText(/^Compartilhe/)).toBeNull();
  });

  it("by default says 'Nenhum cupom disponível para você agora.' when there is none", () => {
    show({}, []);
    expect(screen.getByText('Nenhum cupom disponível para você agora.')).toBeTruthy();
  });
});
