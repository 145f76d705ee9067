/**
 * The login-token handover (spec section 4, steps 5 and 6; issue 9, item 8): the authenticated
 * call that makes the URL, the server's redirect decision on a page request, and the redemption
 * on the supplier's domain. Codes are single use, expire after 60 s (injected clock), are hashed
 * at rest, need the user's e-mail and the code's supplier, and never reach a log line.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { anonToken, criarSessao, openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';
import { hashToken } from '../sessao';
import { HandoverRepository } from './handover-repository';
import { HandoverService } from './handover-service';
import { hashCodigoHandover, MENSAGENS_HANDOVER, VALIDADE_HANDOVER_MS } from './index';

let database: TestDatabase;
let app: FastifyInstance;
const linhas: string[] = [];

beforeAll(async () => {
  database = await openSeededTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      linhas.push(String(chunk));
      callback();
    },
  });
  app = buildApp({
    config: testConfig({ rateLimitMax: 0, domainHandover: true }),
    db: database.db,
    dbKind: database.kind,
    logger: { level: 'trace', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function loginMaria(): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
    payload: { cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: database.aurora },
  });
  expect(r.statusCode).toBe(200);
  return (r.json() as { token: string }).token;
}

async function criarUrl(token: string, destino?: string): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: `/api/v1/app/${token}/sessao/handover`,
    headers: { host: 'localhost:3000' },
    payload: destino ? { destino } : {},
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { url: string }).url;
}

/** Opens a login-token URL as the browser would on its host. */
function abrir(url: string, cookie?: string) {
  const u = new URL(url);
  return app.inject({ url: `${u.pathname}${u.search}`, headers: { host: u.host, ...(cookie ? { cookie } : {}) } });
}

function cookies(r: { headers: Record<string, unknown> }): string[] {
  const v = r.headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? (v as string[]) : [String(v)];
}

function tokenDoCookie(r: { headers: Record<string, unknown> }): string | undefined {
  const linha = cookies(r).find((c) => c.startsWith('sf_token='));
  return linha ? decodeURIComponent(linha.slice('sf_token='.length).split(';')[0]!) : undefined;
}

describe('POST /v1/app/{auth}/sessao/handover', () => {
  it('answers the login-token URL on the supplier domain, keeping the port; the code is stored hashed', async () => {
    const token = await loginMaria();
    const url = await criarUrl(token);
    const m =
      /^http:\/\/aurora\.localhost:3000\/aurora\/login-token\/([A-Za-z0-9_-]{43})\/maria%40exemplo\.com\.br$/.exec(url);
    expect(m, url).not.toBeNull();
    const codigo = m![1]!;
    const row = await database.db
      .selectFrom('codigos_handover')
      .selectAll()
      .where('codigo_hash', '=', hashCodigoHandover(codigo))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      idusuario: 1,
      idcliente: 1,
      idfornecedor: database.aurora,
      email: 'maria@exemplo.com.br',
      destino: '/aurora',
      usado_em: null,
    });
    expect(new Date(row.expira_em).getTime() - new Date(row.criado_em).getTime()).toBe(VALIDADE_HANDOVER_MS);
    const todas = await database.db.selectFrom('codigos_handover').selectAll().execute();
    expect(JSON.stringify(todas)).not.toContain(codigo);
  });

  it('needs a live session (401) and refuses a destination outside the shop (400)', async () => {
    const anonimo = await app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/sessao/handover`,
      payload: {},
    });
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().codigo).toBe('sessao.expirada');
    const token = await loginMaria();
    const fora = await app.inject({
      method: 'POST',
      url: `/api/v1/app/${token}/sessao/handover`,
      payload: { destino: '//evil.example/x' },
    });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().mensagem).toMatch(/^Requisição inválida/);
  });

  it('answers 409 for a supplier without a domain of its own', async () => {
    const semDominio = await criarSessao(database.db, { idfornecedor: database.construforte });
    const linha = await database.db
      .selectFrom('fornecedores')
      .select('config')
      .where('idfornecedor', '=', database.construforte)
      .executeTakeFirstOrThrow();
    const semConfig = { ...linha.config, dominio: { dominio: null, dominio_adicionais: [] } };
    const servico = new HandoverService(
      new HandoverRepository(database.db),
      {
        porId: async () => ({ ...(await app.fornecedorService.porId(database.construforte)), config: semConfig }),
      } as never,
      app.usuarioService,
    );
    await expect(
      servico.criar(
        {
          idusuario: semDominio.idusuario,
          idcliente: semDominio.idcliente,
          idfornecedor: database.construforte,
          papel: 'cliente',
        },
        { protocolo: 'http', porta: null },
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: MENSAGENS_HANDOVER.semDominio });
  });
});

describe('/{slug}/login-token/{authToken}/{userEmail}', () => {
  it('logs the user in on the supplier domain, lands without the code, and opens nothing a second time', async () => {
    const token = await loginMaria();
    const url = await criarUrl(token, '/aurora/categoria/bebidas?ordem=nome');
    const primeira = await abrir(url);
    expect(primeira.statusCode).toBe(302);
    expect(primeira.headers.location).toBe('/aurora/categoria/bebidas?ordem=nome');
    expect(primeira.headers['cache-control']).toBe('no-store');
    const novo = tokenDoCookie(primeira);
    expect(novo).toBeDefined();
    expect(novo).not.toBe(token);
    const usuario = cookies(primeira).find((c) => c.startsWith('sf_usuario='))!;
    expect(decodeURIComponent(usuario)).toContain('"nome":"Maria Oliveira Santos"');
    const sessao = await database.db
      .selectFrom('sessoes')
      .selectAll()
      .where('token_hash', '=', hashToken(novo!))
      .executeTakeFirstOrThrow();
    expect([sessao.idusuario, sessao.idcliente, sessao.idfornecedor]).toEqual([1, 1, database.aurora]);

    const segunda = await abrir(url);
    expect(segunda.statusCode).toBe(302);
    expect(segunda.headers.location).toBe('/aurora/erro/login-token');
    expect(tokenDoCookie(segunda)).toBeUndefined();
  });

  it('refuses another e-mail (and the code is used up), another supplier, and a made-up code', async () => {
    const token = await loginMaria();
    const url = await criarUrl(token);
    const outroEmail = await abrir(url.replace('maria%40exemplo.com.br', 'ana%40bompreco.com.br'));
    expect(outroEmail.headers.location).toBe('/aurora/erro/login-token');
    expect(tokenDoCookie(outroEmail)).toBeUndefined();
    expect(tokenDoCookie(await abrir(url))).toBeUndefined();

    const outraLoja = await abrir(
      (await criarUrl(token))
        .replace('/aurora/login-token/', '/construforte/login-token/')
        .replace('aurora.localhost', 'construforte.localhost'),
    );
    expect(outraLoja.headers.location).toBe('/construforte/erro/login-token');
    expect(tokenDoCookie(outraLoja)).toBeUndefined();

    const inventado = await abrir(
      'http://aurora.localhost:3000/aurora/login-token/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/maria%40exemplo.com.br',
    );
    expect(inventado.headers.location).toBe('/aurora/erro/login-token');
  });

  it('expires 60 seconds after it is made (injected clock, no waiting)', async () => {
    let agora = new Date('2026-03-01T12:00:00Z');
    const servico = new HandoverService(
      new HandoverRepository(database.db),
      app.fornecedorService,
      app.usuarioService,
      () => agora,
    );
    const fornecedor = await app.fornecedorService.porId(database.aurora);
    const sessao = { idusuario: 1, idcliente: 1, idfornecedor: database.aurora, papel: 'cliente' as const };
    const dentro = await servico.criar(sessao, { protocolo: 'http', porta: 3000 });
    const fora = await servico.criar(sessao, { protocolo: 'http', porta: 3000 });
    const codigo = (url: string) => decodeURIComponent(new URL(url).pathname.split('/')[3]!);
    agora = new Date(agora.getTime() + VALIDADE_HANDOVER_MS - 1000);
    await expect(servico.resgatar(codigo(dentro.url), 'maria@exemplo.com.br', fornecedor)).resolves.toMatchObject({
      destino: '/aurora',
    });
    agora = new Date(agora.getTime() + 2000);
    await expect(servico.resgatar(codigo(fora.url), 'maria@exemplo.com.br', fornecedor)).rejects.toMatchObject({
      statusCode: 401,
      message: MENSAGENS_HANDOVER.falha,
    });
  });
});

describe('the redirect decision on a storefront page (step 5)', () => {
  const pagina = (url: string, host: string, cookie?: string) =>
    app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });

  it('sends a logged-in user on another host to the supplier domain, keeping the page and dropping the API key', async () => {
    const token = await loginMaria();
    const r = await pagina(
      '/aurora/categoria/bebidas?api_key=sfk_x&id_erp_usuario=E&ordem=nome',
      'localhost:3000',
      `sf_token=${token}`,
    );
    expect(r.statusCode).toBe(302);
    const destino = new URL(String(r.headers.location));
    expect(destino.host).toBe('aurora.localhost:3000');
    expect(destino.pathname).toMatch(/^\/aurora\/login-token\/[A-Za-z0-9_-]{43}\/maria%40exemplo\.com\.br$/);
    const chegada = await abrir(destino.href);
    expect(chegada.headers.location).toBe('/aurora/categoria/bebidas?ordem=nome');
    // On the supplier domain, with the new session: the page itself (no loop).
    const la = await pagina(
      '/aurora/categoria/bebidas?ordem=nome',
      'aurora.localhost:3000',
      `sf_token=${tokenDoCookie(chegada)}`,
    );
    expect(la.statusCode).not.toBe(302);
  });

  it('sends a visitor, or a session of another supplier, to the same page on the domain without a code', async () => {
    const semCodigo = async (cookie?: string) => {
      const r = await pagina('/aurora/busca?q=caf%C3%A9&ordem=nome', 'localhost:3000', cookie);
      expect(r.statusCode).toBe(302);
      expect(r.headers.location).toBe('http://aurora.localhost:3000/aurora/busca?q=caf%C3%A9&ordem=nome');
      expect(r.headers['cache-control']).toBe('no-store');
    };
    await semCodigo();
    await semCodigo(`sf_token=${anonToken()}`);
    const daConstruforte = await criarSessao(database.db, { idfornecedor: database.construforte });
    await semCodigo(`sf_token=${daConstruforte.token}`);
    // An API-key entry URL keeps its key: the page on the domain logs in with it (and drops it from the bar).
    const comChave = await pagina('/aurora?api_key=sfk_x&id_erp_usuario=E', '127.0.0.1:3000');
    expect(comChave.headers.location).toBe('http://aurora.localhost:3000/aurora?api_key=sfk_x&id_erp_usuario=E');
    // The shop's other addresses on the platform ('/commerce/{slug}', its UUID) open on the domain too.
    for (const caminho of ['/commerce/aurora', `/${database.aurora}/busca?q=cafe`]) {
      const r = await pagina(caminho, 'localhost:3000');
      expect(r.headers.location).toBe(`http://aurora.localhost:3000${caminho}`);
      const la = await pagina(caminho, 'aurora.localhost:3000');
      expect([la.statusCode, la.headers.location]).not.toContain(302);
      expect(la.statusCode).not.toBe(404);
    }
    // A path that starts with '//' stays a path of the domain.
    const duasBarras = await pagina('//aurora', 'localhost:3000');
    expect(duasBarras.headers.location).toBe('http://aurora.localhost:3000/aurora');
  });

  it('does not fire on the domain itself, for a supplier without one, or with DOMAIN_HANDOVER=false', async () => {
    expect((await pagina('/aurora', 'aurora.localhost:3000')).statusCode).not.toBe(302);
    expect((await pagina('/aurora', 'www.aurora.localhost:3000')).statusCode).not.toBe(302);
    expect((await pagina('/aurora-atacado', 'localhost:3000')).statusCode).not.toBe(302);
    const token = await loginMaria();
    const desligado = buildApp({
      config: testConfig({ rateLimitMax: 0, domainHandover: false }),
      db: database.db,
      dbKind: database.kind,
      logger: false,
    });
    await desligado.ready();
    try {
      for (const cookie of [`sf_token=${token}`, '']) {
        const r = await desligado.inject({ url: '/aurora', headers: { host: 'localhost:3000', cookie } });
        expect(r.statusCode).not.toBe(302);
      }
    } finally {
      await desligado.close();
    }
  });
});

describe('logs', () => {
  it('never carry a handover code nor the e-mail of a login-token URL', async () => {
    const token = await loginMaria();
    const url = await criarUrl(token);
    await abrir(url);
    await abrir(url);
    const codigo = new URL(url).pathname.split('/')[3]!;
    const log = linhas.join('');
    expect(log).toContain('/aurora/login-token/***/***');
    expect(log).not.toContain(codigo);
    expect(log).not.toContain(codigo.slice(0, 16));
    expect(log).toContain(MENSAGENS_HANDOVER.falha);
  });
});
