import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Endereco } from '#engine/model/addresses';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora, json } from '#engine/model/testing/fake-api';
import { MARIA, renderInScope } from '../groups/account/testing';
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

/** The block, which loads Maria's addresses on open (`enderecos`). */
const show = (over: object = {}, enderecos: Endereco[] = [CASA]) =>
  renderInScope(
    <AddressBook id="enderecos" props={addressBookProps.parse(over)} />,
    [
      [$fornecedor, aurora],
      [$usuario, MARIA],
    ],
    [[/^\/v1\/app\/[^/]+\/enderecos$/, () => json({ enderecos })]],
  );

/** Opens the new address form, once the list is there. */
async function novoEndereco(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 2, name: /\(\d+\)$/ });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
  return screen.getByRole('form', { name: 'Novo endereço' });
}

describe('address-book', () => {
  it("by default is today's list: 'Adicionar endereço', the city-only link, each address with its reference", async () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Endereços cadastrados' })).toBeTruthy();
    expect(screen.getByText('Carregando endereços…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Endereços cadastrados (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar endereço' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usar apenas cidade ou bairro' }).getAttribute('href')).toBe(
      '/aurora/lojas',
    );
    const casa = document.querySelector<HTMLElement>('li[data-endereco="1"]')!;
    expect(within(casa).getByRole('heading', { level: 3 }).textContent).toBe('CasaPrincipal');
    expect(casa.textContent).toContain('Referência: Perto da catedral');
  });

  it('leaves out the city-only link and the reference, and takes its list texts', async () => {
    show({ mostrarSoCidade: false, mostrarReferencia: false, tituloLista: 'Seus endereços' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Seus endereços (1)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Usar apenas cidade ou bairro' })).toBeNull();
    expect(document.body.textContent).not.toContain('Referência:');
  });

  it('says its empty text when the client has no address', async () => {
    show({ textoVazio: 'Nenhum endereço ainda.' }, []);
    expect(await screen.findByText('Nenhum endereço ainda.')).toBeTruthy();
  });

  it("by default the new address form has the CEP's help, the reference and the map pin", async () => {
    show();
    const form = await novoEndereco();
    expect(within(form).getByText('Digite o CEP: preenchemos rua, bairro, cidade e estado.')).toBeTruthy();
    expect(within(form).getByLabelText('Ponto de referência (opcional)')).toBeTruthy();
    expect(within(form).getByText('Localização no mapa (opcional)')).toBeTruthy();
    expect(within(form).getByLabelText('Latitude')).toBeTruthy();
  });

  it('the form may leave out the reference and the map, and drop the help', async () => {
    show({ mostrarReferencia: false, mostrarMapa: false, ajudaCep: '' });
    const form = await novoEndereco();
    expect(within(form).queryByText('Digite o CEP: preenchemos rua, bairro, cidade e estado.')).toBeNull();
    expect(within(form).queryByLabelText('Ponto de referência (opcional)')).toBeNull();
    expect(within(form).queryByText('Localização no mapa (opcional)')).toBeNull();
    expect(within(form).getByLabelText('CEP')).toBeTruthy();
  });

  it('asks who receives there (issue 34): the recipient, the phone masked as typed, the WhatsApp opt-in unticked; the list says it', async () => {
    show({}, [{ ...CASA, destinatario: 'Ana Souza', telefone: '11987654321', whatsapp: true }]);
    const casa = await screen.findByTestId('endereco-quem-recebe');
    expect(casa.textContent).toBe('Quem recebe: Ana Souza · (11) 98765-4321 (WhatsApp)');
    const form = await novoEndereco();
    const grupo = within(form).getByRole('group', { name: 'Quem recebe' });
    expect(within(grupo).getByLabelText('Nome de quem recebe (opcional)')).toBeTruthy();
    const telefone = within(grupo).getByLabelText('Telefone para a entrega (opcional)') as HTMLInputElement;
    expect(telefone.type).toBe('tel');
    fireEvent.change(telefone, { target: { value: '11987654321' } });
    expect(telefone.value).toBe('(11) 98765-4321');
    expect((within(grupo).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
