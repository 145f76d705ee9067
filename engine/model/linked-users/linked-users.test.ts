// @vitest-environment node
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { aurora, json, startAtAurora } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import {
  $erroConvite,
  $erroLista,
  $listaUsuarios,
  $mensagemUsuarios,
  inviteSubmitted,
  permissionChanged,
  podeSubmeter,
  userRemoved,
  usersPageShown,
} from './index';

const SESSION = 'sess_0123456789abcdef0123456789abcdef';
const COOKIE = `sf_usuario=${encodeURIComponent(JSON.stringify({ idusuario: 2, idcliente: 2, nome: 'Mercado Bom Preço Ltda', email: 'compras@bompreco.com.br', cpf: null, papel: 'cliente', principal: true, cadastro_aprovado: true, fornecedor_logado: aurora.idfornecedor }))}`;

const principal = {
  idusuario: 2,
  nome: 'Mercado Bom Preço Ltda',
  email: 'compras@bompreco.com.br',
  papel: 'cliente',
  principal: true,
  usuario_logado: true,
  permissoes: [{ idPermissao: 'submissao_pedido' }],
};
const ana = {
  idusuario: 4,
  nome: 'Ana Souza',
  email: 'ana@bompreco.com.br',
  papel: 'usuario_vinculado',
  principal: false,
  usuario_logado: false,
  permissoes: [{ idPermissao: 'submissao_pedido' }],
};
const lista = {
  idcliente: 2,
  idcadastroextracliente: 3,
  idfornecedor: aurora.idfornecedor,
  nome_cliente: 'Mercado Bom Preço Ltda',
  usuarios: [principal, ana],
};

const start = (routes: [RegExp, FakeHandler][]) =>
  startAtAurora({ routes, pathname: '/aurora/minha-conta/usuarios', token: SESSION, cookies: COOKIE });

describe('linked users page model', () => {
  it('loads the list for the session user, invites with Bearer, toggles submissao_pedido and removes', async () => {
    const corpos: unknown[] = [];
    const { scope, fake } = await start([
      [/^\/v1\/app\/[^/]+\/usuario\/2\/usuarios$/, () => json(lista)],
      [
        /^\/v1\/app\/usuario\/[^/]+\/3$/,
        async (r) => {
          corpos.push(await r.json());
          return json({
            ok: true,
            mensagem: 'Convite enviado para novo@bompreco.com.br.',
            novo_usuario: true,
            usuario: { ...ana, idusuario: 9, nome: 'novo', email: 'novo@bompreco.com.br', permissoes: [] },
          });
        },
      ],
      [
        /^\/v1\/app\/usuario\/4$/,
        async (r) => {
          corpos.push(await r.json());
          return json({ ...ana, permissoes: [] });
        },
      ],
      [/^\/v1\/app\/usuario\/[^/]+\/3\/9$/, () => json({ ok: true, mensagem: 'Usuário removido deste cliente.' })],
    ]);
    await allSettled(usersPageShown, { scope });
    expect(scope.getState($listaUsuarios)?.usuarios.map((u) => u.nome)).toEqual([
      'Mercado Bom Preço Ltda',
      'Ana Souza',
    ]);
    expect(new URL(fake.requests.at(-1)!.url).pathname).toBe(`/api/v1/app/${SESSION}/usuario/2/usuarios`);

    await allSettled(inviteSubmitted, { scope, params: 'sem arroba' });
    expect(scope.getState($erroConvite)).toBe('Informe um e-mail válido.');
    await allSettled(inviteSubmitted, { scope, params: ' novo@bompreco.com.br ' });
    const convite = fake.requests.at(-1)!;
    expect(convite.method).toBe('POST');
    expect(new URL(convite.url).pathname).toBe(`/api/v1/app/usuario/${aurora.idfornecedor}/3`);
    expect(convite.headers.get('authorization')).toBe(`Bearer ${SESSION}`);
    expect(corpos[0]).toEqual({ email: 'novo@bompreco.com.br' });
    expect(scope.getState($erroConvite)).toBeNull();
    expect(scope.getState($mensagemUsuarios)).toEqual({
      tom: 'positive',
      texto: 'Convite enviado para novo@bompreco.com.br.',
    });
    expect(scope.getState($listaUsuarios)?.usuarios.map((u) => u.idusuario)).toEqual([2, 4, 9]);

    await allSettled(permissionChanged, { scope, params: { idusuario: 4, submissaoPedido: false } });
    expect(fake.requests.at(-1)!.method).toBe('PUT');
    expect(corpos[1]).toEqual({ dadosUsuario: { idcadastroextracliente: 3, permissoes: [] } });
    expect(podeSubmeter(scope.getState($listaUsuarios)!.usuarios[1]!)).toBe(false);
    expect(scope.getState($mensagemUsuarios)?.texto).toBe('Ana Souza não pode mais submeter pedidos.');

    await allSettled(userRemoved, { scope, params: 9 });
    expect(fake.requests.at(-1)!.method).toBe('DELETE');
    expect(scope.getState($listaUsuarios)?.usuarios.map((u) => u.idusuario)).toEqual([2, 4]);
    expect(scope.getState($mensagemUsuarios)?.texto).toBe('Usuário removido deste cliente.');
  });

  it("shows the server's 403 message to a user who is not the principal", async () => {
    const { scope } = await start([
      [
        /\/usuario\/2\/usuarios$/,
        () =>
          json(
            {
              mensagem: 'Apenas o usuário principal do cliente pode gerenciar os usuários.',
              codigo: 'usuarios.apenas-principal',
            },
            403,
          ),
      ],
    ]);
    await allSettled(usersPageShown, { scope });
    expect(scope.getState($listaUsuarios)).toBeNull();
    expect(scope.getState($erroLista)).toBe('Apenas o usuário principal do cliente pode gerenciar os usuários.');
  });
});
