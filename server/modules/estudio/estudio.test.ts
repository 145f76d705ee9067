import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { headDoFornecedor } from '../../web/page-head';
import { blockSchemas } from '#blocks/schemas';
import { LAYOUT_SCHEMA_VERSION } from '#schemas/layout';
import { PAGE_TYPE_LAYOUT } from '#schemas/page-type-layout';
import { PAGE_TYPE_NAMES } from '#schemas/page-types';

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
const auroraLayout = (): {
  schemaVersion: number;
  pages: { home: { type: string; id: string; props?: Record<string, unknown> }[] };
} => JSON.parse(readFileSync(new URL('../../db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'));

const obter = (tipo: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url: url(tipo), headers: bearer(token) });
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
    expect(body).toMatchObject({
      tipo: 'layout',
      versaoAtual: 1,
      versaoPublicada: 1,
      erros: [],
      jsonSchemaUrl: `/schemas/layout/v${body.schemaVersion}.json`,
    });
    expect(body.documento.pages.home.map((b: { id: string }) => b.id)).toEqual(
      auroraLayout().pages.home.map((b) => b.id),
    );
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
    const documento = {
      ...atual.json().documento,
      items: [{ id: 'x', label: '', grupo: 'principal', destino: { tipo: 'rota', rota: 'home' } }],
    };
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
    expect(sem.json()).toMatchObject({
      codigo: 'estudio.if-match-ausente',
      mensagem: expect.stringContaining('If-Match'),
    });
    const ruim = await salvar('features', { schemaVersion: 1, features: {} }, 'abc');
    expect(ruim.statusCode).toBe(400);
    expect((await obter('features')).json().versaoAtual).toBe(antes);
  });

  it('422 documento.invalido for a document that is not a JSON object, or over 256 KB', async () => {
    const versao = (await obter('features')).json().versaoAtual;
    for (const documento of [[1, 2], 'texto', null]) {
      const res = await salvar('features', documento, `"${versao}"`);
      expect(res.statusCode, JSON.stringify(documento)).toBe(422);
      expect(res.json()).toMatchObject({
        codigo: 'documento.invalido',
        erros: [{ caminho: '(documento)', mensagem: 'esperado um objeto JSON' }],
      });
    }
    const grande = await salvar(
      'features',
      { schemaVersion: 1, features: {}, lixo: 'x'.repeat(300 * 1024) },
      `"${versao}"`,
    );
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
    const nome = (
      await t.db
        .selectFrom('usuarios')
        .select('nome')
        .where('idusuario', '=', admin2.idusuario)
        .executeTakeFirstOrThrow()
    ).nome;
    expect(segundo.json()).toEqual({
      codigo: 'estudio.conflito',
      versaoAtual: base.versaoAtual + 1,
      mensagem: `Outra pessoa salvou esta página enquanto você editava (versão ${base.versaoAtual + 1}, por ${nome}). Recarregue para ver as mudanças antes de salvar; nada foi sobrescrito.`,
    });
    expect((await obter('layout')).json().documento.pages.home.map((b: { id: string }) => b.id)).toEqual(
      meu.pages.home.map((b) => b.id),
    );
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
      [
        'POST',
        `/api/v4/admin/${t.aurora}/estudio-importar`,
        { formato: 'vitrine-documentos', versao: 1, documentos: {} },
      ],
    ] as const;
    const versoesAntes = await t.db
      .selectFrom('documentos_loja_versoes')
      .select('versao')
      .where('idfornecedor', '=', t.aurora)
      .execute();
    for (const [method, u, payload] of chamadas) {
      const anon = await t.app.inject({
        method,
        url: u,
        headers: { 'if-match': '"1"' },
        ...(payload ? { payload } : {}),
      });
      expect(anon.statusCode, `${method} ${u}`).toBe(401);
      for (const s of [cliente, atendente, representante, outroAdmin]) {
        const res = await t.app.inject({
          method,
          url: u,
          headers: bearer(s.token, { 'if-match': '"1"' }),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${u}`).toBe(403);
        expect(res.json()).toEqual({
          codigo: 'estudio.acesso-negado',
          mensagem: 'Acesso negado: o estúdio da loja é só para os administradores desta loja.',
        });
      }
    }
    const versoesDepois = await t.db
      .selectFrom('documentos_loja_versoes')
      .select('versao')
      .where('idfornecedor', '=', t.aurora)
      .execute();
    expect(versoesDepois.length).toBe(versoesAntes.length);
  });

  it('an admin of Aurora cannot reach ConstruForte’s studio', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('layout', t.construforte), headers: bearer(admin.token) });
    expect(res.statusCode).toBe(403);
  });
});

const publicar = (tipo: string, versao: number, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `${url(tipo)}/publicar`, headers: bearer(token), payload: { versao } });
const versoes = async (tipo: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${url(tipo)}/versoes`, headers: bearer(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().versoes as {
    versao: number;
    autor: string;
    nota: string | null;
    publicada: boolean;
    publicadaEm: string | null;
    restauradaDe: number | null;
    mudancas: { tipo: string; caminho: string; descricao: string }[];
  }[];
};
const servido = async () => (await t.app.inject({ url: `/api/v4/documentos-loja/${t.aurora}` })).json();

describe('publish, history, restore', () => {
  it('publishes a version: the storefront serves it at once; an invalid one is 422 with its errors; an unknown one 404', async () => {
    const base = (await obter('layout')).json();
    const layout = auroraLayout();
    const [primeiro, ...resto] = layout.pages.home;
    layout.pages.home = [...resto, primeiro!];
    const salvo = await salvar('layout', layout, `"${base.versaoAtual}"`, admin.token, 'Grade primeiro');
    const versao = salvo.json().versao as number;
    const res = await publicar('layout', versao);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ versaoPublicada: versao });
    expect((await servido()).layout.pages.home.map((b: { id: string }) => b.id)).toEqual(
      layout.pages.home.map((b) => b.id),
    );
    expect((await obter('layout')).json()).toMatchObject({ versaoAtual: versao, versaoPublicada: versao });

    const invalido = { ...layout, pages: { ...layout.pages, home: [{ type: 'carrosel', id: 'x' }] } };
    const v2 = (await salvar('layout', invalido, `"${versao}"`)).json().versao as number;
    const recusado = await publicar('layout', v2);
    expect(recusado.statusCode).toBe(422);
    expect(recusado.json()).toMatchObject({
      codigo: 'documento.invalido',
      mensagem: expect.stringContaining('Documento "layout" inválido: pages.home[0].type'),
    });
    expect(recusado.json().erros[0].caminho).toBe('pages.home[0].type');
    expect((await servido()).layout.pages.home.map((b: { id: string }) => b.id)).toEqual(
      layout.pages.home.map((b) => b.id),
    );

    const naoExiste = await publicar('layout', 9999);
    expect(naoExiste.statusCode).toBe(404);
    expect(naoExiste.json()).toMatchObject({ codigo: 'estudio.versao-nao-encontrada' });
  });

  it('lists the versions newest first, with author, note, the published one and readable changes', async () => {
    const lista = await versoes('layout');
    expect(lista.map((v) => v.versao)).toEqual([...lista.map((v) => v.versao)].sort((a, b) => b - a));
    expect(lista.at(-1)).toMatchObject({ versao: 1, autor: 'Sistema', nota: 'Versão inicial' });
    const publicada = lista.filter((v) => v.publicada);
    expect(publicada).toHaveLength(1);
    expect(publicada[0]!.publicadaEm).not.toBeNull();
    const grade = lista.find((v) => v.nota === 'Grade primeiro')!;
    expect(grade.mudancas.length).toBeGreaterThan(0);
    expect(grade.mudancas.every((m) => m.tipo === 'movido')).toBe(true);
    const invalida = lista[0]!;
    expect(invalida.mudancas.some((m) => m.tipo === 'adicionado' && m.descricao.includes('"carrosel"'))).toBe(true);
    expect(invalida.mudancas.some((m) => m.tipo === 'removido')).toBe(true);
  });

  it('restores an older version as a new draft (not published), with If-Match; stale is 409, unknown 404', async () => {
    const base = (await obter('layout')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `${url('layout')}/versoes/1/restaurar`,
      headers: bearer(admin.token, { 'if-match': `"${base.versaoAtual}"` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().versao).toBe(base.versaoAtual + 1);
    expect(res.headers.etag).toBe(`"${base.versaoAtual + 1}"`);
    const depois = (await obter('layout')).json();
    expect(depois.versaoPublicada).toBe(base.versaoPublicada);
    expect(depois.documento.pages.home.map((b: { id: string }) => b.id)).toEqual(
      auroraLayout().pages.home.map((b) => b.id),
    );
    expect((await versoes('layout'))[0]).toMatchObject({
      restauradaDe: 1,
      nota: 'Restaurada da versão 1',
      publicada: false,
    });
    const velho = await t.app.inject({
      method: 'POST',
      url: `${url('layout')}/versoes/1/restaurar`,
      headers: bearer(admin.token, { 'if-match': `"${base.versaoAtual}"` }),
    });
    expect(velho.statusCode).toBe(409);
    const sem = await t.app.inject({
      method: 'POST',
      url: `${url('layout')}/versoes/1/restaurar`,
      headers: bearer(admin.token),
    });
    expect(sem.statusCode).toBe(428);
    const nenhuma = await t.app.inject({
      method: 'POST',
      url: `${url('layout')}/versoes/999/restaurar`,
      headers: bearer(admin.token, { 'if-match': `"${depois.versaoAtual}"` }),
    });
    expect(nenhuma.statusCode).toBe(404);
    // Rolling back is publishing the restored draft: the shopper's page returns.
    expect((await publicar('layout', depois.versaoAtual)).statusCode).toBe(200);
    expect((await servido()).layout.pages.home.map((b: { id: string }) => b.id)).toEqual(
      auroraLayout().pages.home.map((b) => b.id),
    );
  });
});

describe('the published tema overrides the supplier row on the storefront (server-side)', () => {
  it('colours, logo and head change in the API answers once published, not before', async () => {
    const temaAntes = (await t.app.inject({ url: `/api/v2/configuracao/fornecedor/${t.aurora}/tema` })).json();
    const base = (await obter('tema')).json();
    const tema = {
      ...base.documento,
      cor_primaria: '#123456',
      logo: 'https://cdn.example.com/aurora.png',
      head: { titulo: 'Aurora Nova', subtitulo: 'Atacado', descricao: 'Descrição nova', palavrasChave: 'a, b' },
    };
    const salvo = await salvar('tema', tema, `"${base.versaoAtual}"`);
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(salvo.json().erros).toEqual([]);
    expect((await t.app.inject({ url: `/api/v2/configuracao/fornecedor/${t.aurora}/tema` })).json()).toEqual(temaAntes);
    expect((await publicar('tema', salvo.json().versao)).statusCode).toBe(200);
    const temaDepois = (await t.app.inject({ url: `/api/v2/configuracao/fornecedor/${t.aurora}/tema` })).json();
    expect(temaDepois.cor_primaria).toBe('#123456');
    const row = await t.app.fornecedorService.porId(t.aurora);
    expect(row.logo).toBe('https://cdn.example.com/aurora.png');
    expect(row.config.seo).toMatchObject({
      title: 'Aurora Nova',
      subtitle: 'Atacado',
      description: 'Descrição nova',
      keywords: 'a, b',
    });
    // The page head the server writes (link previews, crawlers) takes it too.
    const resolvido = await t.app.fornecedorService.resolveFornecedor({ caminho: 'aurora', dominio: 'localhost' });
    const head = headDoFornecedor(resolvido!.fornecedor, {
      origin: 'http://localhost',
      url: 'http://localhost/aurora',
    });
    expect(head).toContain('<title>Aurora Nova | Atacado</title>');
    expect(head).toContain('<meta name="theme-color" content="#123456">');
    expect(head).toContain('<meta name="description" content="Descrição nova">');
  });

  it('an invalid tema draft reports its errors in pt-BR at their paths and cannot be published', async () => {
    const base = (await obter('tema')).json();
    const salvo = await salvar(
      'tema',
      { ...base.documento, cor_texto: 'branco', logo: 'javascript:alert(1)' },
      `"${base.versaoAtual}"`,
    );
    expect(
      salvo
        .json()
        .erros.map((e: { caminho: string }) => e.caminho)
        .sort(),
    ).toEqual(['cor_texto', 'logo']);
    expect(salvo.json().erros.find((e: { caminho: string }) => e.caminho === 'cor_texto').mensagem).toContain(
      '#rrggbb',
    );
    expect((await publicar('tema', salvo.json().versao)).statusCode).toBe(422);
  });
});

describe('export and import', () => {
  it('exports the published documents as an attachment, and imports them into another supplier as drafts', async () => {
    const exp = await t.app.inject({
      method: 'GET',
      url: `/api/v4/admin/${t.aurora}/estudio-exportar`,
      headers: bearer(admin.token),
    });
    expect(exp.statusCode, exp.body).toBe(200);
    expect(exp.headers['content-disposition']).toBe('attachment; filename="aurora-documentos.json"');
    const arquivo = exp.json();
    expect(arquivo).toMatchObject({ formato: 'vitrine-documentos', versao: 1, fornecedor: 'aurora' });
    expect(Object.keys(arquivo.documentos).sort()).toEqual(['features', 'layout', 'menu', 'tema']);

    const adminCf = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const antes = (
      await t.app.inject({ method: 'GET', url: url('layout', t.construforte), headers: bearer(adminCf.token) })
    ).json();
    const publicadoAntes = (await t.app.inject({ url: `/api/v4/documentos-loja/${t.construforte}` })).json().layout;
    const imp = await t.app.inject({
      method: 'POST',
      url: `/api/v4/admin/${t.construforte}/estudio-importar`,
      headers: bearer(adminCf.token),
      payload: arquivo,
    });
    expect(imp.statusCode, imp.body).toBe(200);
    expect(imp.json().versoes.layout).toBe(antes.versaoAtual + 1);
    expect(Object.keys(imp.json().versoes).sort()).toEqual(['features', 'layout', 'menu', 'tema']);
    const depois = (
      await t.app.inject({ method: 'GET', url: url('layout', t.construforte), headers: bearer(adminCf.token) })
    ).json();
    expect(depois.documento).toEqual(arquivo.documentos.layout);
    expect(depois.versaoPublicada).toBe(antes.versaoPublicada);
    expect((await t.app.inject({ url: `/api/v4/documentos-loja/${t.construforte}` })).json().layout).toEqual(
      publicadoAntes,
    );
  });

  it('refuses an invalid file with every error prefixed by its document, and saves nothing', async () => {
    const antes = (await obter('menu')).json().versaoAtual;
    const layout = auroraLayout();
    layout.pages.home[0] = { type: 'carousel', id: 'c1', props: { intervaloMs: 5 } };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v4/admin/${t.aurora}/estudio-importar`,
      headers: bearer(admin.token),
      payload: {
        formato: 'vitrine-documentos',
        versao: 1,
        documentos: { layout, menu: { schemaVersion: 1, items: 'x' }, rodape: {} },
      },
    });
    expect(res.statusCode).toBe(422);
    const caminhos = res.json().erros.map((e: { caminho: string }) => e.caminho);
    expect(caminhos).toContain('layout.pages.home[0].props.intervaloMs');
    expect(caminhos).toContain('menu.items');
    expect(caminhos).toContain('documentos.rodape');
    expect((await obter('menu')).json().versaoAtual).toBe(antes);
    const vazio = await t.app.inject({
      method: 'POST',
      url: `/api/v4/admin/${t.aurora}/estudio-importar`,
      headers: bearer(admin.token),
      payload: { formato: 'vitrine-documentos', versao: 1, documentos: {} },
    });
    expect(vazio.statusCode).toBe(422);
    const outroFormato = await t.app.inject({
      method: 'POST',
      url: `/api/v4/admin/${t.aurora}/estudio-importar`,
      headers: bearer(admin.token),
      payload: { formato: 'outro', versao: 1, documentos: {} },
    });
    expect(outroFormato.statusCode).toBe(400);
  });
});

describe('schema versions: migrated on read and on publish; versioned JSON Schemas', () => {
  /** The seeded layout as schemaVersion 1 had it (carousels without the timing props). */
  const layoutV1 = () => {
    const doc = JSON.parse(
      JSON.stringify(auroraLayout()).replace(/"atrasoCarregamentoMs":10,|"intervaloEntreCarrosseisMs":1000,?/g, ''),
    ) as ReturnType<typeof auroraLayout>;
    return { ...doc, schemaVersion: 1 };
  };

  it('publishes a version-1 draft migrated to the current version, the timing props written out', async () => {
    const v1 = layoutV1();
    expect(JSON.stringify(v1)).not.toContain('atrasoCarregamentoMs');
    const base = (await obter('layout')).json();
    const salvo = await salvar('layout', v1, `"${base.versaoAtual}"`, admin.token, 'Documento antigo');
    expect(salvo.json().erros).toEqual([]);
    // The draft is answered migrated (what the studio edits is always the current shape).
    const rascunho = (await obter('layout')).json();
    expect(rascunho.documento.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
    expect((await publicar('layout', salvo.json().versao)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('documentos_loja')
      .select(['documento', 'versao_publicada'])
      .where('idfornecedor', '=', t.aurora)
      .where('tipo', '=', 'layout')
      .executeTakeFirstOrThrow();
    const guardado = row.documento as {
      schemaVersion: number;
      pages: { home: { type: string; props?: Record<string, unknown> }[] };
    };
    expect(row.versao_publicada).toBe(salvo.json().versao);
    expect(guardado.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
    const carrosseis = guardado.pages.home.filter((n) => n.type === 'carousel');
    expect(carrosseis.length).toBeGreaterThan(0);
    for (const c of carrosseis)
      expect(c.props).toMatchObject({ atrasoCarregamentoMs: 10, intervaloEntreCarrosseisMs: 1000 });
  });

  it('migrates a stored version-1 document on read (the storefront API)', async () => {
    await t.db
      .updateTable('documentos_loja')
      .set({ documento: JSON.stringify(layoutV1()) })
      .where('idfornecedor', '=', t.aurora)
      .where('tipo', '=', 'layout')
      .execute();
    t.app.documentosService.esquecer(t.aurora);
    const layout = (await servido()).layout as {
      schemaVersion: number;
      pages: { home: { type: string; props: Record<string, unknown> }[] };
    };
    expect(layout.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
    for (const c of layout.pages.home.filter((n) => n.type === 'carousel'))
      expect(c.props).toMatchObject({ atrasoCarregamentoMs: 10, intervaloEntreCarrosseisMs: 1000 });
  });

  it('serves every version of every JSON Schema, public and cacheable; 404 in pt-BR otherwise', async () => {
    const tipos = { layout: LAYOUT_SCHEMA_VERSION, menu: 1, features: 1, tema: 1 } as const;
    for (const [tipo, atual] of Object.entries(tipos)) {
      for (let v = 1; v <= atual; v++) {
        const res = await t.app.inject({ url: `/schemas/${tipo}/v${v}.json` });
        expect(res.statusCode, `${tipo} v${v}`).toBe(200);
        expect(res.headers['content-type']).toContain('application/schema+json');
        expect(res.json().$id).toBe(`https://storefront.local/schemas/${tipo}/v${v}.json`);
        expect(res.headers['cache-control']).toContain(v === atual ? 'max-age=300' : 'immutable');
      }
    }
    // Version 1 of the layout does not know the timing props; version 2 does; the carousel's title comes in version 3.
    expect((await t.app.inject({ url: '/schemas/layout/v1.json' })).body).not.toContain('atrasoCarregamentoMs');
    const v2 = (await t.app.inject({ url: '/schemas/layout/v2.json' })).body;
    expect(v2).toContain('atrasoCarregamentoMs');
    const v3 = (await t.app.inject({ url: '/schemas/layout/v3.json' })).body;
    expect(propsDoCarrossel(JSON.parse(v2))).not.toContain('titulo');
    expect(propsDoCarrossel(JSON.parse(v3))).toContain('titulo');
    expect((await obter('layout')).json().jsonSchemaUrl).toBe(`/schemas/layout/v${LAYOUT_SCHEMA_VERSION}.json`);
    for (const u of [
      `/schemas/layout/v${LAYOUT_SCHEMA_VERSION + 1}.json`,
      '/schemas/rodape/v1.json',
      '/schemas/layout/v0.json',
      '/schemas/layout/latest.json',
    ]) {
      const res = await t.app.inject({ url: u });
      expect(res.statusCode, u).toBe(404);
      expect(res.json()).toMatchObject({ codigo: 'schema.nao-encontrado' });
    }
  });
});

/** The carousel's prop names in an emitted layout JSON Schema (the props object that has the timing props). */
function propsDoCarrossel(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propsDoCarrossel);
  if (typeof schema !== 'object' || schema === null) return [];
  const props = (schema as { properties?: Record<string, unknown> }).properties;
  if (props && 'atrasoCarregamentoMs' in props) return Object.keys(props);
  return Object.values(schema).flatMap(propsDoCarrossel);
}

describe('publishing drops the supplier’s public answers (public-cache)', () => {
  it('clears the cached anonymous answers of that supplier only', async () => {
    const anon = `anon-${'1'.repeat(32)}`;
    const carrosseis = (id: string) =>
      t.app.inject({ url: `/api/v2/app/${anon}~0/customizacao/carrossel/list-for-page/${id}?page=HOME` });
    expect((await carrosseis(t.aurora)).statusCode).toBe(200);
    expect((await carrosseis(t.construforte)).statusCode).toBe(200);
    expect((await carrosseis(t.aurora)).headers['x-cache']).toBe('HIT');
    const base = (await obter('features')).json();
    const salvo = await salvar('features', { schemaVersion: 1, features: {} }, `"${base.versaoAtual}"`);
    expect((await publicar('features', salvo.json().versao)).statusCode).toBe(200);
    expect((await carrosseis(t.aurora)).headers['x-cache']).toBe('MISS');
    expect((await carrosseis(t.construforte)).headers['x-cache']).toBe('HIT');
  });
});

describe('publishing refuses a page without a block it cannot lose (issue 25)', () => {
  type No = { type: string; id: string; props?: Record<string, unknown>; children?: No[]; when?: unknown };
  /** The nodes without any of type `tipo` (at any depth). */
  const sem = (nos: No[], tipo: string): No[] =>
    nos.filter((n) => n.type !== tipo).map((n) => (n.children ? { ...n, children: sem(n.children, tipo) } : n));
  /** Every page type's required block this build has (a group's block not built yet is not checked). */
  const casos = PAGE_TYPE_NAMES.flatMap((pagina) =>
    PAGE_TYPE_LAYOUT[pagina].required
      .filter((tipo) => Object.hasOwn(blockSchemas, tipo))
      .map((tipo) => ({ pagina, tipo })),
  );

  it('checks the required blocks of the pages whose blocks are built (categoria and busca at least)', () => {
    expect(casos).toEqual(
      expect.arrayContaining([
        { pagina: 'categoria', tipo: 'catalogue-grid' },
        { pagina: 'busca', tipo: 'catalogue-grid' },
      ]),
    );
  });

  it.each(casos)(
    'a draft whose $pagina page lost $tipo is saved (the work is never lost), refused on publish with 422 at its page, in pt-BR; nothing published',
    async ({ pagina, tipo }) => {
      const base = (await obter('layout')).json();
      // The published layout (valid: every page has its required blocks) as the draft's start.
      const documento = (await servido()).layout as { pages: Record<string, No[]> };
      expect(JSON.stringify(documento.pages[pagina])).toContain(`"type":"${tipo}"`);
      const rascunho = { ...documento, pages: { ...documento.pages, [pagina]: sem(documento.pages[pagina]!, tipo) } };
      const salvo = await salvar('layout', rascunho, `"${base.versaoAtual}"`, admin.token, `Sem ${tipo}`);
      expect(salvo.statusCode, salvo.body).toBe(200);
      const erro = {
        caminho: `pages.${pagina}`,
        mensagem: `a página "${pagina}" (${PAGE_TYPE_LAYOUT[pagina].titulo}) precisa do bloco "${tipo}", visível para todos (sem condição "when")`,
      };
      expect(salvo.json().erros).toEqual([erro]);
      const publicadoAntes = (await servido()).layout;
      const recusado = await publicar('layout', salvo.json().versao);
      expect(recusado.statusCode, recusado.body).toBe(422);
      expect(recusado.json()).toEqual({
        mensagem: `Documento "layout" inválido: ${erro.caminho}: ${erro.mensagem}`,
        codigo: 'documento.invalido',
        erros: [erro],
      });
      expect((await servido()).layout).toEqual(publicadoAntes);
      expect((await obter('layout')).json()).toMatchObject({ versaoPublicada: base.versaoPublicada });

      // Behind a `when` gate it is not shown to everyone: refused all the same.
      const comPortao = {
        ...documento,
        pages: {
          ...documento.pages,
          [pagina]: documento.pages[pagina]!.map((n) => (n.type === tipo ? { ...n, when: { loggedIn: true } } : n)),
        },
      };
      if (documento.pages[pagina]!.some((n) => n.type === tipo)) {
        const v = await salvar('layout', comPortao, `"${salvo.json().versao}"`);
        expect((await publicar('layout', v.json().versao)).json().erros).toEqual([erro]);
      }
    },
  );
});
