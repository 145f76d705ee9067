import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
import { reloadFx } from '../login';
import {
  $comoRepresentante,
  $etapa,
  $mensagemVisivel,
  loginSubmitted,
  passwordSubmitted,
  representanteToggled,
} from '../login/flow';
import { $session, $usuario, readTokenFx } from '../session';
import type { UsuarioSessao } from '../session';
import { usuarioDaResposta } from '../../rules/session-answer';
import { writeSessionCookiesFx } from '../session/logged-in';
import type { RespostaAutenticar } from '../session/logged-in';
import { redirectFx, replaceUrlFx } from '../supplier';
import { aurora, construforte, createFakeApi, json, LOCATION_LOCALHOST, STOREFRONT_CONFIG } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import { serializeUsuarioCookie, USER_COOKIE } from '../../rules/session-user';
import {
  $clientes,
  $clientesCarregados,
  $erroTroca,
  $totalClientes,
  clienteSearchSubmitted,
  loadMoreClientesClicked,
  clienteChosen,
  switchClientePageShown,
} from './index';
import type { ClienteRepresentado } from './index';

const SESSION = 'sf_0123456789abcdefABCDEF0123456789';
const ANON = 'anon-0123456789abcdef0123456789abcdef';

const REPRESENTANTE: UsuarioSessao = {
  idusuario: 3,
  idcliente: null,
  nome: 'Carlos Mendes',
  email: 'representante@aurora.com.br',
  cpf: null,
  papel: 'representante',
  principal: false,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
  cliente_nome: null,
};
const ANA: UsuarioSessao = {
  ...REPRESENTANTE,
  idusuario: 4,
  idcliente: 2,
  nome: 'Ana Souza',
  papel: 'usuario_vinculado',
  cliente_nome: 'Mercado Bom Preço Ltda',
};

const cliente = (idcliente: number): ClienteRepresentado => ({
  idcliente,
  nome: `Cliente ${String(idcliente).padStart(2, '0')}`,
  cpf: '11.222.333/0001-81',
  email: `c${idcliente}@exemplo.com.br`,
  idcadastroextracliente: 100 + idcliente,
  cadastro_aprovado: true,
  principal: false,
});

function resposta(over: Partial<RespostaAutenticar>): RespostaAutenticar {
  return {
    ok: true,
    token: SESSION,
    jwttoken: 'jwt',
    expira_em: '2026-12-01T00:00:00.000Z',
    idusuario: 3,
    idcliente: null,
    idcadastroextracliente: null,
    nome: 'Carlos Mendes',
    email: 'representante@aurora.com.br',
    cpf: null,
    cadastro_aprovado: true,
    principal: false,
    fornecedor_logado: aurora.idfornecedor,
    fornecedor_slug: 'aurora',
    fornecedor_nome: aurora.nome,
    fornecedor_dominio: null,
    usuario_vinculado_logado: false,
    usuarios_vinculados: [],
    access: {
      papel: 'representante',
      idfornecedor: aurora.idfornecedor,
      pode_submeter_pedido: true,
      total_clientes: 12,
    },
    cliente_nome: null,
    ...over,
  };
}

async function start(routes: [RegExp, FakeHandler][], usuario: UsuarioSessao | null) {
  const fake = createFakeApi([
    [
      /^\/v2\/app\/[^/]+\/fornecedor$/,
      (_r, _m, url) => json([aurora, construforte].filter((f) => f.slug === url.searchParams.get('idfornecedor'))),
    ],
    ...routes,
  ]);
  const reloads: (string | null)[] = [];
  const written: { token: string; usuario: UsuarioSessao }[] = [];
  const scope = fork({
    handlers: [
      [readTokenFx, () => (usuario ? SESSION : ANON)],
      [readCookiesFx, () => (usuario ? `${USER_COOKIE}=${serializeUsuarioCookie(usuario)}` : '')],
      [writeCookiesFx, () => {}],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
      [reloadFx, (destino: string | null) => void reloads.push(destino)],
      [writeSessionCookiesFx, (value: { token: string; usuario: UsuarioSessao }) => void written.push(value)],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { ...LOCATION_LOCALHOST, pathname: '/aurora/minha-conta/trocar-cliente' },
    },
  });
  return { scope, fake, reloads, written };
}

describe('choose client (representative)', () => {
  it('lists 10 clients at a time from offset 0, searches, loads more, and acts for the chosen one', async () => {
    const todos = Array.from({ length: 12 }, (_, i) => cliente(i + 1));
    let corpo: unknown = null;
    const { scope, fake, reloads, written } = await start(
      [
        [
          /^\/v4\/representante\/([^/]+)\/([^/]+)$/,
          (_r, _m, url) => {
            const search = url.searchParams.get('search') ?? '';
            const lista = todos.filter((c) => c.nome.includes(search));
            const offset = Number(url.searchParams.get('offset'));
            const limit = Number(url.searchParams.get('limit'));
            return json({ clientes: lista.slice(offset, offset + limit), total: lista.length, limit, offset });
          },
        ],
        [
          /^\/v1\/app\/[^/]+\/usuario\/3\/clientes-vinculados$/,
          async (request) => {
            corpo = await request.json();
            return json(
              resposta({
                idcliente: 12,
                cliente_nome: 'Cliente 12',
                cpf: '11.222.333/0001-81',
                idcadastroextracliente: 112,
              }),
            );
          },
        ],
      ],
      REPRESENTANTE,
    );
    expect(scope.getState($clientesCarregados)).toBe(false);
    await allSettled(switchClientePageShown, { scope });
    const lista = fake.requests.find((r) => r.url.includes('/v4/representante/'));
    expect(lista && decodeURIComponent(new URL(lista.url).pathname)).toBe(
      `/api/v4/representante/${SESSION}/${aurora.idfornecedor}`,
    );
    expect(lista && new URL(lista.url).searchParams.get('limit')).toBe('10');
    expect(lista && new URL(lista.url).searchParams.get('offset')).toBe('0');
    expect(scope.getState($clientes).map((c) => c.idcliente)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scope.getState($totalClientes)).toBe(12);
    await allSettled(loadMoreClientesClicked, { scope });
    expect(scope.getState($clientes).map((c) => c.idcliente)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Nothing more to load: no call.
    const antes = fake.requests.length;
    await allSettled(loadMoreClientesClicked, { scope });
    expect(fake.requests.length).toBe(antes);
    await allSettled(clienteSearchSubmitted, { scope, params: ' 11 ' });
    expect(scope.getState($clientes).map((c) => c.idcliente)).toEqual([11]);
    expect(new URL(fake.requests.at(-1)!.url).searchParams.get('search')).toBe('11');

    await allSettled(clienteChosen, { scope, params: 12 });
    expect(corpo).toEqual({ idcliente: 12 });
    expect(scope.getState($usuario)).toMatchObject({
      idusuario: 3,
      idcliente: 12,
      cliente_nome: 'Cliente 12',
      papel: 'representante',
    });
    expect(scope.getState($session)).toMatchObject({ idcliente: 12, role: 'representante' });
    expect(written).toEqual([
      { token: SESSION, usuario: expect.objectContaining({ cliente_nome: 'Cliente 12', idcliente: 12 }) },
    ]);
    // The user cookie carries display data only: never the token or the JWT.
    expect(JSON.stringify(written[0]?.usuario)).not.toMatch(/sf_|jwt/);
    expect(reloads).toEqual(['/aurora/']);
  });
});

describe('choose linked client', () => {
  it('lists her linked clients with GET …/{auth}~{id}/cliente and shows the server refusal', async () => {
    const { scope, fake, reloads } = await start(
      [
        [
          /^\/v1\/app\/[^/]+\/cliente$/,
          () => json({ clientes: [cliente(2), cliente(3)], total: 2, limit: 10, offset: 0 }),
        ],
        [
          /clientes-vinculados$/,
          () =>
            json(
              { mensagem: 'Acesso negado: este cliente não pertence à sua sessão.', codigo: 'sessao.cliente-invalido' },
              403,
            ),
        ],
      ],
      ANA,
    );
    await allSettled(switchClientePageShown, { scope });
    const lista = fake.requests.find((r) => r.url.includes('/cliente?'));
    expect(lista && decodeURIComponent(new URL(lista.url).pathname)).toBe(`/api/v1/app/${SESSION}~2/cliente`);
    expect(scope.getState($clientes).map((c) => c.idcliente)).toEqual([2, 3]);
    await allSettled(clienteChosen, { scope, params: 3 });
    expect(scope.getState($erroTroca)).toBe('Acesso negado: este cliente não pertence à sua sessão.');
    expect(scope.getState($usuario)).toMatchObject({ idcliente: 2, cliente_nome: 'Mercado Bom Preço Ltda' });
    expect(reloads).toEqual([]);
  });
});

describe('log in as consultant', () => {
  it('uses the representative call and lands on the client choice', async () => {
    let url = '';
    let corpo: Record<string, unknown> = {};
    const { scope, reloads } = await start(
      [
        [/^\/v2\/app\/[^/]+\/usuario\/.+$/, () => json({ existe: true, tipo: 'email', valido: true })],
        [
          /usuario\/autenticar(\/representante)?$/,
          async (request) => (
            (url = request.url),
            (corpo = (await request.json()) as Record<string, unknown>),
            json(resposta({}))
          ),
        ],
      ],
      null,
    );
    await allSettled(representanteToggled, { scope, params: true });
    expect(scope.getState($comoRepresentante)).toBe(true);
    await allSettled(loginSubmitted, { scope, params: 'representante@aurora.com.br' });
    await allSettled(passwordSubmitted, { scope, params: 'repres123' });
    expect(url).toMatch(/\/usuario\/autenticar\/representante$/);
    expect(corpo).toMatchObject({ loginAsRepresentante: true, cpf: 'representante@aurora.com.br' });
    expect(reloads).toEqual(['/aurora/minha-conta/trocar-cliente']);
    expect(usuarioDaResposta(resposta({}))).not.toHaveProperty('token');
  });

  it('an unknown consultant login gets the credentials message, not the registration', async () => {
    const { scope } = await start(
      [[/^\/v2\/app\/[^/]+\/usuario\/.+$/, () => json({ existe: false, tipo: 'email', valido: true })]],
      null,
    );
    await allSettled(representanteToggled, { scope, params: true });
    await allSettled(loginSubmitted, { scope, params: 'ninguem@aurora.com.br' });
    expect(scope.getState($etapa)).toBe('login');
    expect(scope.getState($mensagemVisivel)?.texto).toBe('Usuário inexistente ou credenciais inválidas');
  });
});
