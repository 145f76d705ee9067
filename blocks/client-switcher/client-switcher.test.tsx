import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { $clientes, $clientesCarregados, $totalClientes } from '#engine/model/trocar-cliente';
import type { ClienteRepresentado } from '#engine/model/trocar-cliente';
import { CARLOS, MARIA, renderInScope } from '../groups/account/testing';
import { ClientSwitcher } from './client-switcher';
import { clientSwitcherProps } from './schema';

afterEach(cleanup);

const MERCADO: ClienteRepresentado = {
  idcliente: 2,
  nome: 'Mercado Bom Preço Ltda',
  cpf: '11.222.333/0001-81',
  email: 'compras@bompreco.com.br',
  idcadastroextracliente: 20,
  cadastro_aprovado: true,
  principal: false,
};

const show = (over: object = {}, usuario = CARLOS) =>
  renderInScope(<ClientSwitcher id="trocar" props={clientSwitcherProps.parse(over)} />, [
    [$usuario, usuario],
    [$clientes, [MERCADO]],
    [$totalClientes, 1],
    [$clientesCarregados, true],
  ]);

describe('client-switcher', () => {
  it("by default is today's choice: the lead, the search with its help, each client with its document and e-mail", () => {
    show();
    expect(screen.getByText('Escolha o cliente que você vai atender.')).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByText('Nome, e-mail, CPF ou CNPJ.')).toBeTruthy();
    const lista = screen.getByRole('list', { name: 'Clientes' });
    expect(within(lista).getByText('11.222.333/0001-81 · compras@bompreco.com.br')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher Mercado Bom Preço Ltda' })).toBeTruthy();
    expect(screen.getByText('1 cliente')).toBeTruthy();
  });

  it('takes its texts and leaves out the search and the details', () => {
    show({ textoRepresentante: 'Quem você atende hoje?', mostrarBusca: false, mostrarDetalhes: false });
    expect(screen.getByText('Quem você atende hoje?')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByText('11.222.333/0001-81 · compras@bompreco.com.br')).toBeNull();
  });

  it("a linked user reads the linked user's text; the search's help may be empty", () => {
    show(
      { textoVinculado: 'Para quem você compra?', ajudaBusca: '' },
      {
        ...MARIA,
        papel: 'usuario_vinculado',
        cliente_nome: null,
      },
    );
    expect(screen.getByText('Para quem você compra?')).toBeTruthy();
    expect(screen.queryByText('Nome, e-mail, CPF ou CNPJ.')).toBeNull();
  });

  it('who already acts for a client reads it instead of the lead', () => {
    show({}, { ...CARLOS, idcliente: 2, cliente_nome: 'Mercado Bom Preço Ltda' });
    expect(screen.getByRole('status').textContent).toBe('Você está atendendo Mercado Bom Preço Ltda');
    expect(screen.getByRole('button', { name: 'Mercado Bom Preço Ltda: cliente atual' })).toBeTruthy();
  });
});
