import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
import { $session, $token, $usuario, clearTokenFx, logoutClicked, readTokenFx } from '../session';
import { writeSessionCookiesFx } from '../session/logged-in';
import type { RespostaAutenticar } from '../session/logged-in';
import { redirectFx, replaceUrlFx } from '../supplier';
import { aurora, construforte, createFakeApi, json, LOCATION_LOCALHOST, STOREFRONT_CONFIG } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import {
  $bloqueado,
  $errosCadastro,
  $etapa,
  $mensagemVisivel as $mensagem,
  loginSubmitted,
  passwordSubmitted,
  registrationSubmitted,
} from './flow';
import { $loginOpen, loginOpened, reloadFx } from './index';
import { $contaMensagem, $errosConta, accountSubmitted } from '../account';

const ANON = 'anon-0123456789abcdef0123456789abcdef';
const SESSION = 'sessao_0123456789abcdefABCDEF';

function resposta(over: Partial<RespostaAutenticar> = {}): RespostaAutenticar {
  return {
    ok: true,
    token: SESSION,
    jwttoken: 'jwt',
    expira_em: '2026-12-01T00:00:00.000Z',
    idusuario: 7,
    idcliente: 42,
    idcadastroextracliente: null,
    nome: 'Maria Oliveira Santos',
    email: 'maria@exemplo.com.br',
    cpf: '529.982.247-25',
    cadastro_aprovado: true,
    principal: true,
    fornecedor_logado: aurora.idfornecedor,
    fornecedor_slug: 'aurora',
    fornecedor_nome: aurora.nome,
    fornecedor_dominio: null,
    usuario_vinculado_logado: false,
    usuarios_vinculados: [],
    access: { papel: 'cliente', idfornecedor: aurora.idfornecedor, pode_submeter_pedido: true },
    ...over,
  };
}

async function start(routes: [RegExp, FakeHandler][], options: { cookies?: string; slug?: string } = {}) {
  const fornecedores = [aurora, construforte];
  const fake = createFakeApi([
    [
      /^\/v2\/app\/[^/]+\/fornecedor$/,
      (_r, _m, url) => json(fornecedores.filter((f) => f.slug === url.searchParams.get('idfornecedor'))),
    ],
    ...routes,
  ]);
  const reloads: (string | null)[] = [];
  const written: { token: string }[] = [];
  let cleared = 0;
  const tokens = [ANON, 'anon-ffffffffffffffffffffffffffffffff'];
  const scope = fork({
    handlers: [
      [readTokenFx, () => tokens.shift() ?? ANON],
      [readCookiesFx, () => options.cookies ?? ''],
      [writeCookiesFx, () => {}],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
      [reloadFx, (destino: string | null) => void reloads.push(destino)],
      [writeSessionCookiesFx, (value: { token: string }) => void written.push(value)],
      [clearTokenFx, () => void (cleared += 1)],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { ...LOCATION_LOCALHOST, pathname: `/${options.slug ?? 'aurora'}` },
    },
  });
  return { scope, fake, reloads, written, cleared: () => cleared };
}

const existe = (existe: boolean): [RegExp, FakeHandler] => [
  /^\/v2\/app\/[^/]+\/usuario\/.+$/,
  () => json({ existe, tipo: 'cpf', valido: true }),
];

describe('login flow', () => {
  it('asks for the password when the login exists, then keeps the session and reloads', async () => {
    let body: Record<string, unknown> = {};
    const { scope, fake, reloads, written } = await start([
      existe(true),
      [
        /usuario\/autenticar$/,
        async (request) => ((body = (await request.json()) as Record<string, unknown>), json(resposta())),
      ],
    ]);
    await allSettled(loginOpened, { scope, params: undefined });
    await allSettled(loginSubmitted, { scope, params: '529.982.247-25' });
    expect(
      fake.requests.some((r) => decodeURIComponent(r.url).includes(`/v2/app/${ANON}/usuario/529.982.247-25`)),
    ).toBe(true);
    expect(scope.getState($etapa)).toBe('senha');
    await allSettled(passwordSubmitted, { scope, params: 'maria123' });
    expect(body).toMatchObject({ cpf: '529.982.247-25', senha: 'maria123', idfornecedor: aurora.idfornecedor });
    expect(scope.getState($token)).toBe(SESSION);
    expect(scope.getState($session).authenticated).toBe(true);
    expect(scope.getState($session)).toMatchObject({ idcliente: 42, authenticated: true, role: 'cliente' });
    expect(written).toEqual([expect.objectContaining({ token: SESSION })]);
    expect(reloads).toEqual([null]); // the modal reloads the current page
  });

  it('refuses a login that is neither CPF, CNPJ nor e-mail with the spec text, without a call', async () => {
    const { scope, fake } = await start([existe(true)]);
    const before = fake.requests.length;
    await allSettled(loginSubmitted, { scope, params: '123.456.789-00' });
    expect(scope.getState($mensagem)?.texto).toBe('Email ou CPF Invalido');
    expect(fake.requests.length).toBe(before);
  });

  it('shows the server message on a wrong password, and blocks the form when awaiting approval', async () => {
    let status = 401;
    const { scope } = await start([
      existe(true),
      [
        /usuario\/autenticar$/,
        () =>
          json(
            {
              mensagem:
                status === 401
                  ? 'Usuário inexistente ou credenciais inválidas'
                  : 'Seu cadastro já foi confirmado e aguarda aprovação',
              codigo: 'x',
            },
            status,
          ),
      ],
    ]);
    await allSettled(loginSubmitted, { scope, params: 'compras@bompreco.com.br' });
    await allSettled(passwordSubmitted, { scope, params: 'errada' });
    expect(scope.getState($mensagem)).toEqual({
      tom: 'critical',
      texto: 'Usuário inexistente ou credenciais inválidas',
    });
    expect(scope.getState($bloqueado)).toBe(false);
    status = 403;
    await allSettled(passwordSubmitted, { scope, params: 'bompreco123' });
    expect(scope.getState($mensagem)).toEqual({
      tom: 'info',
      texto: 'Seu cadastro já foi confirmado e aguarda aprovação',
    });
    expect(scope.getState($bloqueado)).toBe(true);
    expect(scope.getState($session).authenticated).toBe(false);
  });

  it('closes the login on 429 and the middleware opens the too-many-request page', async () => {
    const { scope, fake } = await start([
      existe(true),
      [/usuario\/autenticar$/, () => json({ mensagem: 'Muitas tentativas', codigo: 'x' }, 429)],
    ]);
    await allSettled(loginOpened, { scope, params: undefined });
    await allSettled(loginSubmitted, { scope, params: 'maria@exemplo.com.br' });
    await allSettled(passwordSubmitted, { scope, params: 'x' });
    expect(scope.getState($loginOpen)).toBe(false);
    expect(fake.navigations).toEqual(['/aurora/erro/too-many-request']);
  });
});

describe('registration', () => {
  const form = {
    nome: 'Joana da Silva',
    cpf: '12.ABC.345/01DE-35',
    email: 'joana@example.com',
    senha: 'uma senha longa',
    senhac: 'uma senha longa',
    termosuso: true,
    usesForeignDoc: false,
  };

  it('checks the fields before calling (two-word name, check digits, password twice, terms)', async () => {
    const { scope, fake } = await start([existe(false)]);
    await allSettled(loginSubmitted, { scope, params: 'joana@example.com' });
    expect(scope.getState($etapa)).toBe('cadastro');
    const before = fake.requests.length;
    await allSettled(registrationSubmitted, {
      scope,
      params: { ...form, nome: 'Joana', cpf: '12.ABC.345/01DE-36', senhac: 'outra', termosuso: false },
    });
    expect(Object.keys(scope.getState($errosCadastro)).sort()).toEqual(['cpf', 'nome', 'senhac', 'termosuso']);
    expect(fake.requests.length).toBe(before);
  });

  it('an approved registration logs in at once (alphanumeric CNPJ accepted)', async () => {
    let path = '';
    const { scope, reloads } = await start([
      existe(false),
      [
        /^\/v1\/app\/[^/]+\/usuario$/,
        (request) => (
          (path = new URL(request.url).pathname),
          json({
            ok: true,
            criado: true,
            cadastro_aprovado: true,
            mensagem: 'ok',
            message_after_create: null,
            autenticacao: resposta({ nome: form.nome }),
          })
        ),
      ],
    ]);
    await allSettled(loginSubmitted, { scope, params: form.email });
    await allSettled(registrationSubmitted, { scope, params: form });
    expect(path).toBe(`/api/v1/app/${ANON}~0/usuario`);
    expect(scope.getState($usuario)?.nome).toBe('Joana da Silva');
    expect(reloads).toEqual([null]);
  });

  it('a supplier that approves by hand shows the under-review screen, with the spec text by default', async () => {
    const { scope, reloads } = await start(
      [
        existe(false),
        [
          /^\/v1\/app\/[^/]+\/usuario$/,
          () =>
            json({
              ok: true,
              criado: true,
              cadastro_aprovado: false,
              mensagem: 'ok',
              message_after_create: null,
              autenticacao: null,
            }),
        ],
      ],
      { slug: 'construforte' },
    );
    await allSettled(loginSubmitted, { scope, params: form.email });
    await allSettled(registrationSubmitted, { scope, params: form });
    expect(scope.getState($etapa)).toBe('em-analise');
    expect(scope.getState($mensagem)?.texto).toBe(
      'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
    );
    expect(scope.getState($session).authenticated).toBe(false);
    expect(reloads).toEqual([]);
  });

  it('shows the per-field messages of a 422', async () => {
    const { scope } = await start([
      existe(false),
      [
        /^\/v1\/app\/[^/]+\/usuario$/,
        () => json({ mensagem: 'Confira os campos.', codigo: 'x', campos: { senha: 'Senha muito comum.' } }, 422),
      ],
    ]);
    await allSettled(loginSubmitted, { scope, params: form.email });
    await allSettled(registrationSubmitted, { scope, params: form });
    expect(scope.getState($errosCadastro)).toEqual({ senha: 'Senha muito comum.' });
    expect(scope.getState($mensagem)?.texto).toBe('Confira os campos.');
  });
});

const COOKIE = `sf_usuario=${encodeURIComponent(JSON.stringify({ idusuario: 7, idcliente: 42, nome: 'Maria Oliveira Santos', email: 'maria@exemplo.com.br', cpf: '529.982.247-25', papel: 'cliente', principal: true, cadastro_aprovado: true, fornecedor_logado: aurora.idfornecedor }))}`;

describe('session from the cookie, expiry and logout', () => {
  it('reads the user from the sf_usuario cookie of a session token, never for an anonymous one', async () => {
    const anon = await start([], { cookies: COOKIE });
    expect(anon.scope.getState($usuario)).toBeNull();
  });

  it('a 401 Sessão expirada from any call logs out and opens the login with the message', async () => {
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      [
        /^\/v2\/app\/[^/]+\/usuario\/.+$/,
        () => json({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' }, 401),
      ],
    ]);
    const scope = fork({
      handlers: [
        [readTokenFx, () => SESSION],
        [readCookiesFx, () => COOKIE],
        [writeCookiesFx, () => {}],
        [redirectFx, () => {}],
        [replaceUrlFx, () => {}],
        [clearTokenFx, () => {}],
      ],
    });
    await allSettled(appStarted, {
      scope,
      params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
    });
    expect(scope.getState($usuario)?.nome).toBe('Maria Oliveira Santos');
    await allSettled(loginSubmitted, { scope, params: 'maria@exemplo.com.br' });
    expect(scope.getState($session).authenticated).toBe(false);
    expect(scope.getState($loginOpen)).toBe(true);
    expect(scope.getState($mensagem)).toEqual({ tom: 'critical', texto: 'Sessão expirada, efetue login novamente' });
  });

  it('logout calls the API, clears the cookies and goes to the supplier home', async () => {
    const { scope, reloads, cleared } = await start([
      existe(true),
      [/usuario\/autenticar$/, () => json(resposta())],
      [/cliente\/logout$/, () => json({ ok: true })],
    ]);
    await allSettled(loginSubmitted, { scope, params: 'maria@exemplo.com.br' });
    await allSettled(passwordSubmitted, { scope, params: 'maria123' });
    await allSettled(logoutClicked, { scope });
    expect(cleared()).toBe(1);
    expect(scope.getState($usuario)).toBeNull();
    expect(reloads).toEqual([null, '/aurora']);
  });
});

describe('account', () => {
  it('updates the name: Cadastro atualizado, header follows', async () => {
    let body: Record<string, unknown> = {};
    const { scope } = await start([
      existe(true),
      [/usuario\/autenticar$/, () => json(resposta())],
      [
        /^\/v1\/app\/[^/]+~42\/usuario$/,
        async (request) => (
          (body = (await request.json()) as Record<string, unknown>),
          json({
            ok: true,
            criado: false,
            cadastro_aprovado: true,
            mensagem: 'Cadastro atualizado',
            message_after_create: null,
            autenticacao: null,
          })
        ),
      ],
    ]);
    await allSettled(loginSubmitted, { scope, params: 'maria@exemplo.com.br' });
    await allSettled(passwordSubmitted, { scope, params: 'maria123' });
    const form = { nome: 'Maria  Santos', email: 'maria@exemplo.com.br', senha: '', senhac: '', senhaAtual: '' };
    await allSettled(accountSubmitted, { scope, params: { ...form, email: 'nova@exemplo.com.br' } });
    expect(scope.getState($errosConta)).toEqual({
      senhaAtual: 'Para trocar o e-mail ou a senha, informe sua senha atual.',
    });
    await allSettled(accountSubmitted, { scope, params: form });
    expect(body).toMatchObject({ nome: 'Maria Santos' });
    expect(body).not.toHaveProperty('senha');
    expect(scope.getState($contaMensagem)).toEqual({ tom: 'positive', texto: 'Cadastro atualizado' });
    expect(scope.getState($usuario)?.nome).toBe('Maria Santos');
  });
});
