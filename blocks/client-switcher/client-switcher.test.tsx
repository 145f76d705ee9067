import { cleanup, screen, within } from '@testing-library/react';
import { aurora, json } from '#engine/model/testing/fake-api';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
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

/** The block, which loads the clients on open: the representative's (v4) or the linked user's (v1). */
const show = (over: object = {}, usuario = CARLOS) =>
  renderInScope(
    <ClientSwitcher id="trocar" props={clientSwitcherProps.parse(over)} />,
    [
      [$usuario, usuario],
      [$fornecedor, aurora],
    ],
    [
      [/^\/v4\/representante\//, () => json({ clientes: [MERCADO], total: 1 })],
      [/^\/v1\/app\/[^/]+\/cliente$/, () => json({ clientes: [MERCADO], total: 1 })],
    ],
  );

describe('client-switcher', () => {
  it("by default is today's choice: the lead, the search with its help, each client with its document and e-mail", async () => {
    show();
    expect(screen.getByText('Escolha o cliente que você vai atender.')).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect((await screen.findByRole('list', { name: 'Clientes' })).children).toHaveLength(1);
    expect(screen.getByText('Nome, e-mail, CPF ou CNPJ.')).toBeTruthy();
    const lista = screen.getByRole('list', { name: 'Clientes' });
    expect(within(lista).getByText('11.222.333/0001-81 · compras@bompreco.com.br')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher Mercado Bom Preço Ltda' })).toBeTruthy();
    expect(screen.getByText('1 cliente')).toBeTruthy();
  });

  it('takes its texts and leaves out the search and the details', async () => {
    show({ textoRepresentante: 'Quem você atende hoje?', mostrarBusca: false, mostrarDetalhes: false });
    expect(screen.getByText('Quem você atende hoje?')).toBeTruthy();
    await screen.findByRole('button', { name: 'Escolher Mercado Bom Preço Ltda' });
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

  it('who already acts for a client reads it instead of the lead', async () => {
    show({}, { ...CARLOS, idcliente: 2, cliente_nome: 'Mercado Bom Preço Ltda' });
    expect(screen.getByText('Você está atendendo', { exact: false }).textContent).toBe(
      'Você está atendendo Mercado Bom Preço Ltda',
    );
    expect(await screen.findByRole('button', { name: 'Mercado Bom Preço Ltda: cliente atual' })).toBeTruthy();
  });
});
