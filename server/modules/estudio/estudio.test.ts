import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: SessaoDeTeste;
let admin2: SessaoDeTeste;

beforeAll(async () => {
  t = await startTestApp();
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  admin2 = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const url = (tipo: string, fornecedor = t.aurora) => `/api/v4/admin/${fornecedor}/estudio/${tipo}`;
const auroraLayout = (): { schemaVersion: number; pages: { home: { type: string; id: string; props?: Record<string, unknown> }[] } } =>
  JSON.parse(readFileSync(new URL('../../db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'));

const obter = (tipo: string, token = admin.token) => t.app.inject({ method: 'GET', url: url(tipo), headers: bearer(token) });
const salvar = (tipo: string, documento: unknown, ifMatch: string | undefined, token = admin.token, nota?: string) =>
  t.app.inject({
    method: 'PUT',
    url: url(tipo),
    headers: bearer(token, ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    payload: { documento, ...(nota === undefined ? {} : { nota }) },
  });

describe('GET /v4/admin/{idfornecedor}/estudio/{tipo}: the draft', () => {
  it('answers the seeded layout as version 1, published, valid, with its ETag and JSON Schema URL', async () => {
    const res = await obter('layout');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const body = res.json();
    expect(body).toMatchObject({ tipo: 'layout', versaoAtual: 1, versaoPublicada: 1, erros: [], jsonSchemaUrl: `/schemas/layout/v${body.schemaVersion}.json` });
    expect(body.documento.pages.home.map((b: { id: string }) => b.id)).toEqual(auroraLayout().pages.home.map((b) => b.id));
  });

  it('answers the default tema (the supplier row’s colours and head) before any was saved', async () => {
    const res = await obter('tema');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    const body = res.json();
    expect(body).toMatchObject({ tipo: 'tema', versaoAtual: 0, versaoPublicada: null, erros: [], schemaVersion: 1 });
    expect(body.documento.cor_primaria).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.documento.head.titulo.length).toBeGreaterThan(0);
  });

  it('400 for an unknown document type', async () => {
    const res = await obter('rodape');
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /v4/admin/{idfornecedor}/estudio/{tipo}: every save is a version', () => {
  it('saves an invalid draft (the work is never lost) and reports its errors at their paths', async () => {
    const atual = await obter('menu');
    const versao = atual.json().versaoAtual as number;
    const documento = { ...atual.json().documento, items: [{ id: 'x', label: '', grupo: 'principal', destino: { tipo: 'rota', rota: 'home' } }] };
    const res = await salvar('menu', documento, `"${versao}"`, admin.token, 'Rascunho com erro');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe(`"${versao + 1}"`);
    expect(res.json().versao).toBe(versao + 1);
    expect(res.json().erros.length).toBeGreaterThan(0);
    expect(res.json().erros[0].caminho).toMatch(/^items\[0\]/);
    const depois = await obter('menu');
    expect(depois.json()).toMatchObject({ versaoAtual: versao + 1, versaoPublicada: 1, documento });
  });

  it('428 without If-Match, 400 for a malformed one; nothing saved', async () => {
    const antes = (await obter('features')).json().versaoAtual;
    const sem = await salvar('features', { schemaVersion: 1, features: {} }, undefined);
    expect(sem.statusCode).toBe(428);
    expect(sem.json()).toMatchObject({ codigo: 'estudio.if-match-ausente', mensagem: expect.stringContaining('If-Match') });
    const ruim = await salvar('features', { schemaVersion: 1, features: {} }, 'abc');
    expect(ruim.statusCode).toBe(400);
    expect((await obter('features')).json().versaoAtual).toBe(antes);
  });

  it('422 documento.invalido for a document that is not a JSON object, or over 256 KB', async () => {
    const versao = (await obter('features')).json().versaoAtual;
    for (const documento of [[1, 2], 'texto', null]) {
      const res = await salvar('features', documento, `"${versao}"`);
      expect(res.statusCode, JSON.stringify(documento)).toBe(422);
      expect(res.json()).toMatchObject({ codigo: 'documento.invalido', erros: [{ caminho: '(documento)', mensagem: 'esperado um objeto JSON' }] });
    }
    const grande = await salvar('features', { schemaVersion: 1, features: {}, lixo: 'x'.repeat(300 * 1024) }, `"${versao}"`);
    expect(grande.statusCode).toBe(422);
    expect(grande.json().mensagem).toContain('grande demais');
    expect((await obter('features')).json().versaoAtual).toBe(versao);
  });

  it('409 for a stale If-Match, with who saved and the current version; nothing overwritten', async () => {
    const base = (await obter('layout')).json();
    const meu = auroraLayout();
    meu.pages.home.reverse();
    const primeiro = await salvar('layout', meu, `"${base.versaoAtual}"`, admin2.token);
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    const outro = auroraLayout();
    const segundo = await salvar('layout', outro, `"${base.versaoAtual}"`, admin.token);
    expect(segundo.statusCode).toBe(409);
    const nome = (await t.db.selectFrom('usuarios').select('nome').where('idusuario', '=', admin2.idusuario).executeTakeFirstOrThrow()).nome;
    expect(segundo.json()).toEqual({
      codigo: 'estudio.conflito',
      versaoAtual: base.versaoAtual + 1,
      mensagem: `Outra pessoa salvou esta página enquanto você editava (versão ${base.versaoAtual + 1}, por ${nome}). Recarregue para ver as mudanças antes de salvar; nada foi sobrescrito.`,
    });
    expect((await obter('layout')).json().documento.pages.home.map((b: { id: string }) => b.id)).toEqual(meu.pages.home.map((b) => b.id));
    // A version from the future is as stale as one from the past.
    const futuro = await salvar('layout', outro, `"${base.versaoAtual + 50}"`);
    expect(futuro.statusCode).toBe(409);
  });

  it('two concurrent saves on the same version: one 200, one 409', async () => {
    const versao = (await obter('tema')).json();
    const doc = (cor: string) => ({ ...versao.documento, cor_primaria: cor });
    const [a, b] = await Promise.all([
      salvar('tema', doc('#111111'), `"${versao.versaoAtual}"`, admin.token),
      salvar('tema', doc('#222222'), `"${versao.versaoAtual}"`, admin2.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const vencedor = a.statusCode === 200 ? '#111111' : '#222222';
    const depois = (await obter('tema')).json();
    expect(depois.versaoAtual).toBe(versao.versaoAtual + 1);
    expect(depois.documento.cor_primaria).toBe(vencedor);
  });
});

describe('who may use the studio', () => {
  it('401 without a session; 403 for a customer, an attendant, a representative and another supplier’s admin, on every call', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
    const representante = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'representante' });
    const outroAdmin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const chamadas = [
      ['GET', url('layout'), undefined],
      ['PUT', url('layout'), { documento: auroraLayout() }],
      ['POST', `${url('layout')}/publicar`, { versao: 1 }],
      ['GET', `${url('layout')}/versoes`, undefined],
      ['POST', `${url('layout')}/versoes/1/restaurar`, undefined],
      ['GET', `/api/v4/admin/${t.aurora}/estudio-exportar`, undefined],
      ['POST', `/api/v4/admin/${t.aurora}/estudio-importar`, { formato: 'vitrine-documentos', versao: 1, documentos: {} }],
    ] as const;
    const versoesAntes = await t.db.selectFrom('documentos_loja_versoes').select('versao').where('idfornecedor', '=', t.aurora).execute();
    for (const [method, u, payload] of chamadas) {
      const anon = await t.app.inject({ method, url: u, headers: { 'if-match': '"1"' }, ...(payload ? { payload } : {}) });
      expect(anon.statusCode, `${method} ${u}`).toBe(401);
      for (const s of [cliente, atendente, representante, outroAdmin]) {
        const res = await t.app.inject({ method, url: u, headers: bearer(s.token, { 'if-match': '"1"' }), ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${u}`).toBe(403);
        expect(res.json()).toEqual({ codigo: 'estudio.acesso-negado', mensagem: 'Acesso negado: o estúdio da loja é só para os administradores desta loja.' });
      }
    }
    const versoesDepois = await t.db.selectFrom('documentos_loja_versoes').select('versao').where('idfornecedor', '=', t.aurora).execute();
    expect(versoesDepois.length).toBe(versoesAntes.length);
  });

  it('an admin of Aurora cannot reach ConstruForte’s studio', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('layout', t.construforte), headers: bearer(admin.token) });
    expect(res.statusCode).toBe(403);
  });
});
