import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
import { $loginOpen, $mensagemAbertura, reloadFx } from '../login';
import { $usuario, clearTokenFx, readTokenFx } from '../session';
import { writeSessionCookiesFx } from '../session/logged-in';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  createFakeApi,
  json,
  LOCATION_LOCALHOST,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import {
  $configuracoesCliente,
  listenVisibilityFx,
  nowFx,
  pageBecameVisible,
  sessionCheckStarted,
  VERIFICACAO_MIN_MS,
} from './index';

const SESSION = 'sess_0123456789abcdef0123456789abcdef';
const usuarioCookie = (aprovado: boolean) =>
  `sf_usuario=${encodeURIComponent(JSON.stringify({ idusuario: 9, idcliente: 42, nome: 'Mercado Bom Preço Ltda', email: 'compras@bompreco.com.br', cpf: null, papel: 'cliente', principal: true, cadastro_aprovado: aprovado, fornecedor_logado: aurora.idfornecedor }))}`;

function configuracoes(aprovado: boolean) {
  return {
    idcliente: 42,
    idfornecedor: aurora.idfornecedor,
    idcadastroextracliente: 7,
    autenticado: true,
    cadastro_aprovado: aprovado,
    pode_submeter_pedido: aprovado,
    bloqueado: !aprovado,
    principal: true,
    usuario_vinculado_logado: false,
    gerencia_usuarios: true,
    tags: [],
    tags_fornecedor: ['block-not-approved-user'],
    permissoes: [{ idPermissao: 'submissao_pedido' }],
  };
}

/** A logged-in storefront at /aurora whose login said `aprovadoNoLogin`; the server says `servidor()`. */
async function start(aprovadoNoLogin: boolean, servidor: () => boolean, resposta?: () => Response) {
  const chamadas: string[] = [];
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    [
      /^\/v2\/app\/([^/]+)\/get-configuracoes-cliente$/,
      (_r, m) => {
        chamadas.push(decodeURIComponent(m[1] as string));
        return resposta ? resposta() : json(configuracoes(servidor()));
      },
    ],
    ...supplierLoadRoutes(aurora),
  ]);
  let agora = 1_000_000;
  const reloads: (string | null)[] = [];
  const cookies: { usuario: { cadastro_aprovado: boolean } }[] = [];
  let ouvintes = 0;
  let limpezas = 0;
  const scope = fork({
    handlers: [
      [readTokenFx, () => SESSION],
      [readCookiesFx, () => usuarioCookie(aprovadoNoLogin)],
      [writeCookiesFx, () => {}],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
      [reloadFx, (destino: string | null) => void reloads.push(destino)],
      [writeSessionCookiesFx, (v: { usuario: { cadastro_aprovado: boolean } }) => void cookies.push(v)],
      [listenVisibilityFx, () => void (ouvintes += 1)],
      [nowFx, () => agora],
      [clearTokenFx, () => void (limpezas += 1)],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
  });
  return {
    scope,
    chamadas,
    reloads,
    cookies,
    limpezas: () => limpezas,
    ouvintes: () => ouvintes,
    avancar: (ms: number) => void (agora += ms),
  };
}

describe('session check (spec section 4)', () => {
  it('checks on start and leaves the page alone while the approval is unchanged', async () => {
    const t = await start(true, () => true);
    expect(t.chamadas).toEqual([]);
    await allSettled(sessionCheckStarted, { scope: t.scope });
    expect(t.ouvintes()).toBe(1);
    expect(t.chamadas).toEqual([`${SESSION}~42`]);
    expect(t.scope.getState($configuracoesCliente)?.cadastro_aprovado).toBe(true);
    expect(t.reloads).toEqual([]);
  });

  it('on focus after an admin approved the client: keeps the new approval in the cookie and reloads to the supplier root', async () => {
    let aprovado = false;
    const t = await start(false, () => aprovado);
    await allSettled(sessionCheckStarted, { scope: t.scope });
    expect(t.reloads).toEqual([]);

    aprovado = true; // approved on the server while the tab was away
    t.avancar(5_000);
    await allSettled(pageBecameVisible, { scope: t.scope });
    expect(t.chamadas).toHaveLength(1); // too soon: no request
    t.avancar(VERIFICACAO_MIN_MS);
    await allSettled(pageBecameVisible, { scope: t.scope });
    expect(t.chamadas).toHaveLength(2);
    expect(t.cookies.map((c) => c.usuario.cadastro_aprovado)).toEqual([true]);
    expect(t.scope.getState($usuario)?.cadastro_aprovado).toBe(true);
    expect(t.reloads).toEqual(['/aurora/']);
  });

  it("a client the server refuses to this session (403) clears authentication and client id: 'Erro tentando autenticar. Verifique suas credenciais'", async () => {
    const t = await start(
      true,
      () => true,
      () => json({ mensagem: 'Cliente inválido para esta sessão', codigo: 'sessao.cliente-invalido' }, 403),
    );
    expect(t.scope.getState($usuario)?.idcliente).toBe(42);
    await allSettled(sessionCheckStarted, { scope: t.scope });
    expect(t.limpezas()).toBe(1);
    expect(t.scope.getState($usuario)).toBeNull();
    expect(t.scope.getState($loginOpen)).toBe(true);
    expect(t.scope.getState($mensagemAbertura)).toEqual({
      tom: 'critical',
      texto: 'Erro tentando autenticar. Verifique suas credenciais',
    });
    expect(t.reloads).toEqual([]);
  });

  it("a token the server does not take as logged in, beside a user cookie that says so: 'Não foi possível autenticar seu usuário…'", async () => {
    const t = await start(
      true,
      () => true,
      () => json({ ...configuracoes(true), idcliente: 0, autenticado: false }),
    );
    await allSettled(sessionCheckStarted, { scope: t.scope });
    expect(t.limpezas()).toBe(1);
    expect(t.scope.getState($usuario)).toBeNull();
    expect(t.scope.getState($mensagemAbertura)?.texto).toBe(
      'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
    );
  });

  it('an anonymous visitor is never checked', async () => {
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      ...supplierLoadRoutes(aurora),
    ]);
    const scope = fork({
      handlers: [
        [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
        [readCookiesFx, () => ''],
        [writeCookiesFx, () => {}],
        [redirectFx, () => {}],
        [replaceUrlFx, () => {}],
        [listenVisibilityFx, () => {}],
        [nowFx, () => 1],
      ],
    });
    await allSettled(appStarted, {
      scope,
      params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
    });
    await allSettled(sessionCheckStarted, { scope });
    expect(fake.requests.some((r) => r.url.includes('get-configuracoes-cliente'))).toBe(false);
  });
});
