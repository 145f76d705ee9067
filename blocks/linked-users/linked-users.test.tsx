import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $listaUsuarios } from '#engine/model/linked-users';
import type { ListaUsuarios } from '#engine/model/linked-users';
import { renderInScope } from '../groups/account/testing';
import { LinkedUsers } from './linked-users';
import { linkedUsersProps } from './schema';

afterEach(cleanup);

const LISTA: ListaUsuarios = {
  idcliente: 2,
  idcadastroextracliente: 20,
  idfornecedor: '0a0a0a0a-0000-4000-8000-000000000001',
  nome_cliente: 'Mercado Bom Preço Ltda',
  usuarios: [
    {
      idusuario: 2,
      nome: 'Mercado Bom Preço Ltda',
      email: 'compras@bompreco.com.br',
      papel: 'cliente',
      principal: true,
      usuario_logado: true,
      permissoes: [],
    },
    {
      idusuario: 4,
      nome: 'Ana Souza',
      email: 'ana@bompreco.com.br',
      papel: 'usuario_vinculado',
      principal: false,
      usuario_logado: false,
      permissoes: [],
    },
  ],
};

const show = (over: object = {}, lista: ListaUsuarios | null = LISTA) =>
  renderInScope(<LinkedUsers id="usuarios" props={linkedUsersProps.parse(over)} />, [[$listaUsuarios, lista]]);

describe('linked-users', () => {
  it("by default is today's list: the lead, the invitation, each user with the permission and 'Remover'", () => {
    show();
    expect(document.querySelector('p')?.textContent).toBe(
      'Pessoas que compram em nome de Mercado Bom Preço Ltda. Convide por e-mail, escolha quem pode submeter pedidos e remova quem não deve mais ter acesso.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Convidar usuário' })).toBeTruthy();
    expect(screen.getByText('Ela recebe um e-mail para criar a senha e entrar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar convite' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Usuários do cliente (2)' })).toBeTruthy();
    const ana = document.querySelector<HTMLElement>('li[data-usuario="ana@bompreco.com.br"]')!;
    expect(within(ana).getByLabelText('Pode submeter pedidos')).toBeTruthy();
    expect(within(ana).getByRole('button', { name: 'Remover Ana Souza' })).toBeTruthy();
    const principal = document.querySelector<HTMLElement>('li[data-usuario="compras@bompreco.com.br"]')!;
    expect(principal.textContent).toContain('Principal');
    expect(within(principal).queryByRole('button', { name: /^Remover/ })).toBeNull();
  });

  it('leaves out the invitation, the permission and the removal, and takes its texts', () => {
    show({
      textoApresentacao: '',
      mostrarConvite: false,
      tituloLista: 'Equipe',
      mostrarPermissao: false,
      mostrarRemover: false,
    });
    expect(document.querySelector('p')?.textContent).toBe('Pessoas que compram em nome de Mercado Bom Preço Ltda.');
    expect(screen.queryByRole('button', { name: 'Enviar convite' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Equipe (2)' })).toBeTruthy();
    expect(screen.queryByLabelText('Pode submeter pedidos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover Ana Souza' })).toBeNull();
  });

  it('renames the invitation and drops its help', () => {
    show({ tituloConvite: 'Nova pessoa', ajudaConvite: '' });
    expect(screen.getByRole('heading', { level: 2, name: 'Nova pessoa' })).toBeTruthy();
    expect(screen.queryByText('Ela recebe um e-mail para criar a senha e entrar.')).toBeNull();
  });

  it('renders nothing before the list loads (the frame says it is loading)', () => {
    show({}, null);
    expect(document.body.textContent).toBe('');
  });
});
