import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $enderecos, $formulario } from '#engine/model/addresses';
import type { Endereco, FormularioEndereco } from '#engine/model/addresses';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { renderInScope } from '../groups/account/testing';
import type { StoreValue } from '../groups/account/testing';
import { AddressBook } from './address-book';
import { addressBookProps } from './schema';

afterEach(cleanup);

const CASA: Endereco = {
  idendereco: 1,
  idcliente: 1,
  idfornecedor: aurora.idfornecedor,
  apelido: 'Casa',
  descricao: 'Casa',
  cep: '13015002',
  uf: 'SP',
  pais: 'Brasil',
  cidade: 'Campinas',
  bairro: 'Centro',
  rua: 'Rua Barão de Jaguara',
  numero: '1024',
  complemento: 'Apto 52',
  referencia: 'Perto da catedral',
  pontoref: 'Perto da catedral',
  lat: null,
  lng: null,
  textoendereco: 'Rua Barão de Jaguara, 1024 - Apto 52 - Centro, Campinas - SP, 13015-002',
  primario: true,
  cod_erp: null,
  manualAddress: false,
} as Endereco;

const NOVO: FormularioEndereco = {
  idendereco: null,
  cep: '',
  apelido: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  referencia: '',
  lat: null,
  lng: null,
  manualAddress: false,
};

const show = (over: object = {}, values: StoreValue[] = []) =>
  renderInScope(<AddressBook id="enderecos" props={addressBookProps.parse(over)} />, [
    [$fornecedor, aurora],
    [$enderecos, [CASA]],
    ...values,
  ]);

describe('address-book', () => {
  it("by default is today's list: 'Adicionar endereço', the city-only link, each address with its reference", () => {
    show();
    expect(screen.getByRole('button', { name: 'Adicionar endereço' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usar apenas cidade ou bairro' }).getAttribute('href')).toBe(
      '/aurora/lojas',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Endereços cadastrados (1)' })).toBeTruthy();
    const casa = document.querySelector<HTMLElement>('li[data-endereco="1"]')!;
    expect(within(casa).getByRole('heading', { level: 3 }).textContent).toBe('CasaPrincipal');
    expect(casa.textContent).toContain('Referência: Perto da catedral');
  });

  it('leaves out the city-only link and the reference, and takes its list texts', () => {
    show({ mostrarSoCidade: false, mostrarReferencia: false, tituloLista: 'Seus endereços' });
    expect(screen.queryByRole('link', { name: 'Usar apenas cidade ou bairro' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Seus endereços (1)' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Referência:');
  });

  it('says its empty text when the client has no address', () => {
    show({ textoVazio: 'Nenhum endereço ainda.' }, [[$enderecos, []]]);
    expect(screen.getByText('Nenhum endereço ainda.')).toBeTruthy();
  });

  it("by default the new address form has the CEP's help, the reference and the map pin", () => {
    show({}, [[$formulario, NOVO]]);
    const form = screen.getByRole('form', { name: 'Novo endereço' });
    expect(within(form).getByText('Digite o CEP: preenchemos rua, bairro, cidade e estado.')).toBeTruthy();
    expect(within(form).getByLabelText('Ponto de referência (opcional)')).toBeTruthy();
    expect(within(form).getByText('Localização no mapa (opcional)')).toBeTruthy();
    expect(within(form).getByLabelText('Latitude')).toBeTruthy();
  });

  it('the form may leave out the reference and the map, and drop the help', () => {
    show({ mostrarReferencia: false, mostrarMapa: false, ajudaCep: '' }, [[$formulario, NOVO]]);
    const form = screen.getByRole('form', { name: 'Novo endereço' });
    expect(within(form).queryByText('Digite o CEP: preenchemos rua, bairro, cidade e estado.')).toBeNull();
    expect(within(form).queryByLabelText('Ponto de referência (opcional)')).toBeNull();
    expect(within(form).queryByText('Localização no mapa (opcional)')).toBeNull();
    expect(within(form).getByLabelText('CEP')).toBeTruthy();
  });
});
