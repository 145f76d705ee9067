import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { aurora } from '#engine/model/testing/fake-api';
import { CouponBox } from './coupon-box';
import { couponBoxProps } from './schema';

afterEach(cleanup);

const maria = {
  idusuario: 1,
  idcliente: 7,
  nome: 'Maria Oliveira',
  email: null,
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
};

function renderBox(logada: boolean, props: object = {}) {
  const scope = fork({ values: logada ? [[$usuario, maria]] : [] });
  render(
    <Provider value={scope}>
      <CouponBox id="cupom" props={couponBoxProps.parse(props)} />
    </Provider>,
  );
}

describe('the coupon box block', () => {
  it("asks a visitor to log in, in today's words, under today's title", () => {
    renderBox(false);
    expect(screen.getByRole('region', { name: 'Cupom de desconto' })).toBeTruthy();
    expect(screen.getByText('Entre na sua conta para usar um cupom de desconto.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives a client the field; the title and the visitor text come from its props', () => {
    renderBox(true, { titulo: 'Tem um cupom?' });
    expect(screen.getByRole('region', { name: 'Tem um cupom?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código do cupom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar cupom' })).toBeTruthy();
    cleanup();
    renderBox(false, { textoVisitante: 'Faça login para usar seus cupons.' });
    expect(screen.getByText('Faça login para usar seus cupons.')).toBeTruthy();
  });
});
