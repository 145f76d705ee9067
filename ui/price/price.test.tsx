import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Price, TEXTO_PRECO_OCULTO, TEXTO_SOB_CONSULTA } from './index';
import type { PriceProps } from './index';

afterEach(cleanup);

const produto: PriceProps['produto'] = {
  preco: 10,
  preco_original: null,
  precovendaatacado: null,
  minvendaatacado: null,
  multiploincremento: 1,
  granularidade: 1,
  unidade: 'UN',
};

const text = (props: PriceProps) => render(<Price {...props} />).container.textContent;

describe('Price', () => {
  it('shows the price, the struck original of an offer and the wholesale line', () => {
    expect(text({ produto })).toBe('R$ 10,00');
    const { container } = render(<Price produto={{ ...produto, preco: 25.9, preco_original: 29.9 }} />);
    expect(container.querySelector('s')?.textContent).toBe('Preço original: R$ 29,90');
    expect(container.textContent).toContain('Preço promocional: R$ 25,90');
    expect(text({ produto: { ...produto, precovendaatacado: 8.5, minvendaatacado: 12 } })).toContain(
      'Atacado: R$ 8,50 a partir de 12 UN',
    );
  });

  it('in a card, shows the first progressive tier below the price; on the product page (lg) its table does', () => {
    const escalonado = { ...produto, efeitospoliticas: { descontoProgressivo: { '12': 8.9, '6': 9.49, '3': 10 } } };
    expect(text({ produto: escalonado })).toContain('A partir de 6 UN: R$ 9,49 cada');
    expect(text({ produto: escalonado })).not.toContain('12 UN');
    cleanup();
    expect(text({ produto: escalonado, size: 'lg' })).toBe('R$ 10,00');
    cleanup();
    expect(text({ produto: escalonado, mostrarPrecos: false })).toBe(TEXTO_SOB_CONSULTA);
  });

  it('counts boxes of the multiple, unless the supplier disables it', () => {
    const caixa = { ...produto, unidade: 'CX', precovendaatacado: 8.5, minvendaatacado: 36, multiploincremento: 12 };
    expect(text({ produto: caixa })).toContain('a partir de 3 CX');
    cleanup();
    expect(text({ produto: caixa, ignorarMultiplo: true })).toContain('a partir de 36 CX');
  });

  it('shows the hidden-price message, and no R$, when prices are hidden from the visitor', () => {
    expect(text({ produto: { ...produto, preco: null } })).toBe(TEXTO_PRECO_OCULTO);
    cleanup();
    expect(text({ produto: { ...produto, preco: null }, mostrarPrecos: false })).toBe('Faça login para ver o preço');
  });

  it("shows 'Preço sob consulta', and no R$, when the list has no price for the product", () => {
    expect(text({ produto, mostrarPrecos: false })).toBe(TEXTO_SOB_CONSULTA);
    cleanup();
    expect(text({ produto: { ...produto, preco: 0 } })).toBe('Preço sob consulta');
  });

  it("shows a KG product's quantities with its meta_info.quantidadeDecimais (default 2)", () => {
    const kg = { ...produto, unidade: 'KG', granularidade: 0.5, precovendaatacado: 8.5, minvendaatacado: 2.5 };
    expect(text({ produto: kg })).toContain('Atacado: R$ 8,50 a partir de 2,50 KG');
    cleanup();
    expect(text({ produto: { ...kg, meta_info: { quantidadeDecimais: 3 } } })).toContain(
      'Atacado: R$ 8,50 a partir de 2,500 KG',
    );
  });
});
