// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
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
  $aceiteErro,
  $termos,
  $termsDialogOpen,
  FALHA_ACEITAR_TERMOS,
  memoDaSessao,
  readMemoFx,
  termsAccepted,
  termsCheckStarted,
  writeMemoFx,
  type TermosUsoCliente,
} from './index';

const SESSION = 'sess_0123456789abcdef0123456789abcdef0123456789abcdef';
const usuario = (papel: string) =>
  `sf_usuario=${encodeURIComponent(JSON.stringify({ idusuario: 7, idcliente: 42, nome: 'Maria Oliveira Santos', email: 'maria@exemplo.com.br', cpf: '529.982.247-25', papel, principal: true, cadastro_aprovado: true, fornecedor_logado: aurora.idfornecedor }))}`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJh';

const termos = (over: Partial<TermosUsoCliente> = {}): TermosUsoCliente => ({
  idcliente: 42,
  idfornecedor: aurora.idfornecedor,
  versao: 2,
  titulo: 'Termos de Uso da Distribuidora Aurora',
  texto_html: '<p>Versão 2.</p>',
  versao_aceita: 1,
  aceito_em: '2026-01-15T12:00:00.000Z',
  pendente: true,
  ...over,
});

async function start(routes: [RegExp, FakeHandler][], options: { papel?: string; memo?: string | null } = {}) {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    [/^\/v1\/app\/[^/]+\/usuario\/jwttoken$/, () => json({ jwttoken: JWT, expira_em: '2026-11-23T15:00:00.000Z' })],
    ...routes,
    ...supplierLoadRoutes(aurora),
  ]);
  const memos: string[] = [];
  const scope = fork({
    handlers: [
      [readTokenFx, () => SESSION],
      [readCookiesFx, () => usuario(options.papel ?? 'cliente')],
      [writeCookiesFx, () => {}],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
      [readMemoFx, () => options.memo ?? null],
      [writeMemoFx, (memo: string) => void memos.push(memo)],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
  });
  await allSettled(termsCheckStarted, { scope });
  return { scope, fake, memos };
}

const termosDoCliente = /^\/v4\/client\/42\/supplier\/[^/]+\/termos-uso$/;

describe('terms of use: a new version asks again', () => {
  it('renews the jwttoken, asks the v4 call with it and opens the dialog when the current version is not accepted', async () => {
    const { scope, fake, memos } = await start([[termosDoCliente, () => json(termos())]]);
    expect(scope.getState($termsDialogOpen)).toBe(true);
    expect(scope.getState($termos)?.texto_html).toBe('<p>Versão 2.</p>');
    const get = fake.requests.find((r) => r.url.includes('/termos-uso'))!;
    expect(new URL(get.url).pathname).toBe(`/api/v4/client/42/supplier/${aurora.idfornecedor}/termos-uso`);
    expect(get.headers.get('authorization')).toBe(`Bearer ${JWT}`);
    expect(fake.requests.some((r) => new URL(r.url).pathname === `/api/v1/app/${SESSION}/usuario/jwttoken`)).toBe(true);
    expect(memos).toEqual([]);
  });

  it("'Aceitar' sends the version read with PUT, closes the dialog and remembers the session", async () => {
    const bodies: unknown[] = [];
    const { scope, memos } = await start([
      [
        termosDoCliente,
        async (request) => {
          if (request.method === 'PUT') {
            bodies.push(await request.json());
            return json(termos({ versao_aceita: 2, pendente: false }));
          }
          return json(termos());
        },
      ],
    ]);
    await allSettled(termsAccepted, { scope });
    expect(bodies).toEqual([{ versao: 2 }]);
    expect(scope.getState($termsDialogOpen)).toBe(false);
    expect(memos).toEqual([memoDaSessao({ token: SESSION, idcliente: 42, idfornecedor: aurora.idfornecedor })]);
  });

  it('a 409 (newer version meanwhile) shows the message and the new text, still asking; another failure keeps the dialog with a message', async () => {
    let versao = 2;
    const { scope } = await start([
      [
        termosDoCliente,
        (request) => {
          if (request.method === 'PUT') {
            versao = 3;
            return json(
              {
                mensagem: 'Os termos de uso foram atualizados. Leia a nova versão antes de aceitar.',
                codigo: 'termos-uso.versao-mudou',
              },
              409,
            );
          }
          return json(termos({ versao, texto_html: `<p>Versão ${versao}.</p>` }));
        },
      ],
    ]);
    await allSettled(termsAccepted, { scope });
    expect(scope.getState($aceiteErro)).toBe(
      'Os termos de uso foram atualizados. Leia a nova versão antes de aceitar.',
    );
    expect(scope.getState($termos)).toMatchObject({ versao: 3, texto_html: '<p>Versão 3.</p>' });
    expect(scope.getState($termsDialogOpen)).toBe(true);

    const falha = await start([
      [termosDoCliente, (request) => (request.method === 'PUT' ? new Response('', { status: 500 }) : json(termos()))],
    ]);
    await allSettled(termsAccepted, { scope: falha.scope });
    expect(falha.scope.getState($aceiteErro)).toBe(FALHA_ACEITAR_TERMOS);
    expect(falha.scope.getState($termsDialogOpen)).toBe(true);
  });

  it('nothing pending: no dialog, remembered; a remembered session, staff or an anonymous visitor make no call', async () => {
    const aceito = await start([[termosDoCliente, () => json(termos({ versao_aceita: 2, pendente: false }))]]);
    expect(aceito.scope.getState($termsDialogOpen)).toBe(false);
    expect(aceito.memos).toHaveLength(1);

    const memo = memoDaSessao({ token: SESSION, idcliente: 42, idfornecedor: aurora.idfornecedor });
    for (const caso of [start([], { memo }), start([], { papel: 'admin_fornecedor' })]) {
      const { scope, fake } = await caso;
      expect(fake.requests.some((r) => r.url.includes('/jwttoken') || r.url.includes('/termos-uso'))).toBe(false);
      expect(scope.getState($termsDialogOpen)).toBe(false);
    }
  });
});
