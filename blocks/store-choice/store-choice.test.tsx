import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $enderecos } from '#engine/model/addresses';
import type { Endereco } from '#engine/model/addresses';
import { $serviceArea, $fornecedoresAvailable, $lojasEmpresa } from '#engine/model/lojas';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora, construforte } from '#engine/model/testing/fake-api';
import { MARIA, renderInScope } from '../groups/account/testing';
import { storeChoiceProps } from './schema';
import { StoreChoice } from './store-choice';

afterEach(cleanup);

const CASA = {
  idendereco: 1,
  apelido: 'Casa',
  textoendereco: 'Rua Barão de Jaguara, 1024 - Centro, Campinas - SP, 13015-002',
  lat: null,
  lng: null,
  cidade: 'Campinas',
  uf: 'SP',
  bairro: 'Centro',
} as Endereco;

const show = (over: object = {}) =>
  renderInScope(<StoreChoice id="lojas" props={storeChoiceProps.parse(over)} />, [
    [$fornecedor, aurora],
    [$usuario, MARIA],
    [$enderecos, [CASA]],
    [$fornecedoresAvailable, [aurora, construforte]],
    [$lojasEmpresa, [aurora]],
  ]);

describe('store-choice', () => {
  it("by default is today's page: the shops of the address, of the company, and where to shop from", () => {
    show();
    const disponiveis = screen.getByRole('region', { name: 'Lojas que atendem o seu endereço' });
    expect(within(disponiveis).getAllByRole('article')).toHaveLength(2);
    expect(
      within(disponiveis).getByRole('button', { name: 'Continuar nesta loja: Distribuidora Aurora' }),
    ).toBeTruthy();
    expect(
      within(disponiveis).getByRole('button', { name: 'Comprar nesta loja: ConstruForte Materiais' }),
    ).toBeTruthy();
    const empresa = screen.getByRole('region', { name: 'Lojas da mesma empresa' });
    expect(within(empresa).getAllByRole('article')).toHaveLength(1);
    const onde = screen.getByRole('region', { name: 'Onde você quer comprar?' });
    expect(
      within(onde).getByText(
        'Escolha um endereço ou use apenas a cidade ou o bairro para ver as lojas que atendem a sua região.',
      ),
    ).toBeTruthy();
    expect(within(onde).getByRole('list', { name: 'Meus endereços' })).toBeTruthy();
    expect(within(onde).getByRole('form', { name: 'Usar apenas cidade ou bairro' })).toBeTruthy();
  });

  it("takes its titles and leaves out the company's shops, the text and the saved addresses", () => {
    show({
      tituloDisponiveis: 'Atendem você',
      mostrarEmpresa: false,
      tituloOnde: 'Sua região',
      textoOnde: '',
      mostrarEnderecos: false,
    });
    expect(screen.getByRole('region', { name: 'Atendem você' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lojas da mesma empresa' })).toBeNull();
    const onde = screen.getByRole('region', { name: 'Sua região' });
    expect(within(onde).queryByRole('list', { name: 'Meus endereços' })).toBeNull();
    expect(within(onde).queryByText(/^Escolha um endereço/)).toBeNull();
    expect(within(onde).getByRole('form', { name: 'Usar apenas cidade ou bairro' })).toBeTruthy();
  });

  it("renames the company's shops", () => {
    show({ tituloEmpresa: 'Outras lojas' });
    expect(screen.getByRole('region', { name: 'Outras lojas' })).toBeTruthy();
  });

  it("says which cities the shop delivers to besides its map areas (the supplier's service area)", () => {
    renderInScope(<StoreChoice id="lojas" props={storeChoiceProps.parse({})} />, [
      [$fornecedor, aurora],
      [$usuario, MARIA],
      [$enderecos, [CASA]],
      [
        $serviceArea,
        {
          idfornecedor: aurora.idfornecedor,
          tipoEntrega: 'DELIVERY',
          oferece: true,
          servePorToda: false,
          coordenadas: [
            [
              [-22.8, -47.2],
              [-22.8, -46.9],
              [-23.0, -46.9],
            ],
          ],
          cidades: ['Jundiaí/SP', 'Valinhos/SP'],
          coordenadas_lojas: [],
        },
      ],
    ]);
    expect(screen.getByTestId('cidades-atendidas').textContent).toBe(
      'Além da área de entrega no mapa, atendemos as cidades: Jundiaí/SP, Valinhos/SP.',
    );
  });
});
