// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { routeChanged } from '../navigation';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  createFakeApi,
  json,
  LOCATION_LOCALHOST,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import {
  $recuperacaoEnviada,
  $recuperacaoErro,
  $redefinirSenhaErro,
  $senhaRedefinida,
  loginParaRecuperacao,
  newPasswordSubmitted,
  passwordRecoveryReset,
  passwordRecoveryRequested,
} from './index';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const CODIGO = 'A'.repeat(43);

async function start(extra: [RegExp, FakeHandler][]) {
  const pathname = '/aurora/redefinir-senha/' + CODIGO;
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    ...extra,
    ...supplierLoadRoutes(aurora),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(routeChanged, { scope, params: { pathname, search: '' } });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: { ...LOCATION_LOCALHOST, pathname } },
  });
  return { scope, fake };
}

describe("'Esqueci minha senha'", () => {
  it('strips the slashes of the login, sends the supplier and keeps the masked e-mail', async () => {
    const { scope, fake } = await start([
      [/\/cliente\/senha\/recuperar\//, () => json({ email: 'c***@bompreco.com.br' })],
    ]);
    await allSettled(passwordRecoveryRequested, { scope, params: ' 11.222.333/0001-81 ' });
    expect(scope.getState($recuperacaoEnviada)).toEqual({ login: '11.222.3330001-81', email: 'c***@bompreco.com.br' });
    expect(scope.getState($recuperacaoErro)).toBeNull();
    const request = new URL(fake.requests.find((r) => r.url.includes('/senha/recuperar/'))!.url);
    expect(request.pathname).toBe(`/api/v2/app/${TOKEN}/cliente/senha/recuperar/11.222.3330001-81`);
    expect(request.searchParams.get('idfornecedor')).toBe(aurora.idfornecedor);

    await allSettled(passwordRecoveryReset, { scope });
    expect(scope.getState($recuperacaoEnviada)).toBeNull();
  });

  it("shows the server's message, or the spec's default when there is none, and asks nothing for an empty login", async () => {
    const { scope, fake } = await start([[/\/cliente\/senha\/recuperar\//, () => new Response('', { status: 500 })]]);
    await allSettled(passwordRecoveryRequested, { scope, params: 'maria@exemplo.com.br' });
    expect(scope.getState($recuperacaoErro)).toBe('Falha ao solicitar redefinição de senha');
    const antes = fake.requests.length;
    await allSettled(passwordRecoveryRequested, { scope, params: ' / ' });
    expect(fake.requests.length).toBe(antes);
    expect(scope.getState($recuperacaoErro)).toBe('Falha ao solicitar redefinição de senha');
    expect(loginParaRecuperacao('a/b/c')).toBe('abc');
  });
});

describe('reset page', () => {
  it('refuses a mismatch or a short password without a request, then sends the code and keeps the success message', async () => {
    const bodies: unknown[] = [];
    const { scope } = await start([
      [
        /\/cliente\/senha\/redefinir$/,
        async (request) => {
          bodies.push(await request.json());
          return json({ ok: true, mensagem: 'Senha redefinida com sucesso. Entre com a sua nova senha.' });
        },
      ],
    ]);
    await allSettled(newPasswordSubmitted, { scope, params: { codigo: CODIGO, senha: 'curta', confirmacao: 'curta' } });
    expect(scope.getState($redefinirSenhaErro)).toBe('A senha deve ter pelo menos 8 caracteres.');
    await allSettled(newPasswordSubmitted, {
      scope,
      params: { codigo: CODIGO, senha: 'uma senha boa', confirmacao: 'outra senha' },
    });
    expect(scope.getState($redefinirSenhaErro)).toBe('A confirmação não é igual à nova senha.');
    expect(bodies).toHaveLength(0);

    await allSettled(newPasswordSubmitted, {
      scope,
      params: { codigo: CODIGO, senha: 'uma senha boa', confirmacao: 'uma senha boa' },
    });
    expect(bodies).toEqual([{ idfornecedor: aurora.idfornecedor, codigo: CODIGO, senha: 'uma senha boa' }]);
    expect(scope.getState($redefinirSenhaErro)).toBeNull();
    expect(scope.getState($senhaRedefinida)).toBe('Senha redefinida com sucesso. Entre com a sua nova senha.');
  });

  it("shows the server's refusal (a used code)", async () => {
    const { scope } = await start([
      [
        /\/cliente\/senha\/redefinir$/,
        () =>
          json(
            {
              mensagem: 'Este link de redefinição de senha já foi usado. Solicite um novo.',
              codigo: 'senha.codigo-usado',
            },
            400,
          ),
      ],
    ]);
    await allSettled(newPasswordSubmitted, {
      scope,
      params: { codigo: CODIGO, senha: 'uma senha boa', confirmacao: 'uma senha boa' },
    });
    expect(scope.getState($senhaRedefinida)).toBeNull();
    expect(scope.getState($redefinirSenhaErro)).toBe(
      'Este link de redefinição de senha já foi usado. Solicite um novo.',
    );
  });
});
