/**
 * Sessions kept in memory (cache-sessoes.ts, migration 0036): kept only with PostgreSQL while
 * LISTENing, forgotten at once by the process that ends a session, and by every other process
 * when the notice of a change arrives (two apps on one database stand for two processes).
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  criarSessao,
  openSeededTestDatabase,
  startTestApp,
  type TestDatabase,
} from '../../testing/test-app';
import { urlDoBancoDeTeste } from '../../testing/test-database';
import { CacheSessoes } from './cache-sessoes';
import { SessaoRepository, type SessaoRow } from './sessao-repository';
import { DURACAO_MS } from './sessao-service';
import { hashToken } from './sessao-token';

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call that needs the session of its {authCliente} (401 sessao.expirada without one). */
const carrosseis = (app: FastifyInstance, idfornecedor: string, token: string, idcliente: number) =>
  app.inject({
    url: `/api/v2/app/${token}~${idcliente}/customizacao/carrossel/list-for-page/${idfornecedor}?page=HOME`,
  });

describe('sessions kept in memory: PGlite and a configuration without a listener', () => {
  it('reads every session from the database', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.sessaoService.cache?.ativo).toBe(false);
      const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
      const leituras = vi.spyOn(SessaoRepository.prototype, 'findLive');
      for (let i = 0; i < 3; i++)
        expect((await carrosseis(t.app, t.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(200);
      expect(leituras).toHaveBeenCalledTimes(3);
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'sessions kept in memory across processes (PostgreSQL LISTEN/NOTIFY)',
  () => {
    let database: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let urlDoBanco: string;

    /** Waits until `app` heard `n` notices after `antes` (at most 2 s). */
    async function ouvido(app: FastifyInstance, antes: number, n = 1): Promise<void> {
      for (let i = 0; i < 100 && (app.sessaoService.cache?.notificacoes ?? 0) < antes + n; i++) await esperar(20);
      expect(app.sessaoService.cache?.notificacoes).toBeGreaterThanOrEqual(antes + n);
    }

    /** Runs one statement on a connection of its own (another process, a tool). */
    async function outraConexao(texto: string, valores: unknown[]): Promise<void> {
      const outro = new pg.Client({ connectionString: urlDoBanco });
      await outro.connect();
      try {
        await outro.query(texto, valores);
      } finally {
        await outro.end();
      }
    }

    /**
     * A new client's session as a login leaves it (its first calls renew nothing: a renewal's own
     * notice would forget it again); the notices of its registration (cadastros_cliente) and of that
     * expiry are heard by both apps before it is used.
     */
    async function novaSessao(): Promise<Awaited<ReturnType<typeof criarSessao>>> {
      const antes = [a, b].map((app) => app.sessaoService.cache?.notificacoes ?? 0);
      const sessao = await criarSessao(database.db, { idfornecedor: database.aurora });
      await database.db
        .updateTable('sessoes')
        .set({ expira_em: new Date(Date.now() + DURACAO_MS) })
        .where('token_hash', '=', hashToken(sessao.token))
        .execute();
      await ouvido(a, antes[0]!, 2);
      await ouvido(b, antes[1]!, 2);
      return sessao;
    }

    beforeAll(async () => {
      database = await openSeededTestDatabase();
      urlDoBanco = await urlDoBancoDeTeste(database.db, process.env.DATABASE_URL as string);
      a = buildTestApp(database, { databaseUrl: urlDoBanco });
      b = buildTestApp(database, { databaseUrl: urlDoBanco });
      await Promise.all([a.ready(), b.ready()]);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.close();
    });

    it('reads a session once, then answers from memory', async () => {
      expect(a.sessaoService.cache?.ativo).toBe(true);
      const sessao = await novaSessao();
      const leituras = vi.spyOn(SessaoRepository.prototype, 'findLive');
      for (let i = 0; i < 3; i++)
        expect((await carrosseis(a, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(200);
      expect(leituras).toHaveBeenCalledTimes(1);
    });

    it('a logout is refused at once in its process, and in another one when the notice arrives', async () => {
      const sessao = await novaSessao();
      expect((await carrosseis(a, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(200);
      expect((await carrosseis(b, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(200);
      const antes = b.sessaoService.cache?.notificacoes ?? 0;

      // The process that logs out does not wait for the notice: held back here, it still refuses.
      const aviso = vi.spyOn(a.sessaoService.cache!, 'notificado').mockImplementation(() => undefined);
      expect((await a.inject({ url: `/api/v1/app/${sessao.token}/cliente/logout` })).statusCode).toBe(200);
      const logo = await carrosseis(a, database.aurora, sessao.token, sessao.idcliente);
      expect(logo.statusCode).toBe(401);
      expect(logo.json()).toEqual({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });
      aviso.mockRestore();

      await ouvido(b, antes);
      expect((await carrosseis(b, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(401);
    });

    it('a session ended or a client changed by another connection is read again after the notice', async () => {
      const sessao = await novaSessao();
      expect((await carrosseis(a, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(200);

      // A client's approval (cadastros_cliente) is part of the session: any write there is heard.
      let antes = a.sessaoService.cache?.notificacoes ?? 0;
      const leituras = vi.spyOn(SessaoRepository.prototype, 'findLive');
      await outraConexao('UPDATE cadastros_cliente SET cadastro_aprovado = cadastro_aprovado WHERE idcliente = $1', [
        sessao.idcliente,
      ]);
      await ouvido(a, antes);
      expect((await carrosseis(a, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(200);
      expect(leituras).toHaveBeenCalledTimes(1);

      antes = a.sessaoService.cache?.notificacoes ?? 0;
      await outraConexao("UPDATE sessoes SET expira_em = now() - interval '1 second' WHERE token_hash = $1", [
        hashToken(sessao.token),
      ]);
      await ouvido(a, antes);
      expect((await carrosseis(a, database.aurora, sessao.token, sessao.idcliente)).statusCode).toBe(401);
    });

    it('a session read before a forget is not kept, and an entry never outlives the session', async () => {
      const cache = new CacheSessoes({
        kind: 'postgres',
        databaseUrl: urlDoBanco,
        ttlMs: 30_000,
        log: { warn: () => undefined },
      });
      await cache.iniciar();
      try {
        expect(cache.ativo).toBe(true);
        const agora = new Date();
        const linha = {
          token_hash: 'h',
          idusuario: 1,
          idcliente: 2,
          expira_em: new Date(agora.getTime() + 60_000),
        } as unknown as SessaoRow;

        const marca = cache.marca();
        cache.esquecer(); // a logout while the read was in flight
        cache.guardar('h', linha, marca);
        expect(cache.obter('h', agora)).toBeUndefined();

        cache.guardar('h', linha, cache.marca());
        const copia = cache.obter('h', agora);
        expect(copia).toEqual(linha);
        copia!.idcliente = 99; // a caller's change stays its own
        expect(cache.obter('h', agora)?.idcliente).toBe(2);
        expect(cache.obter('h', new Date(agora.getTime() + 61_000))).toBeUndefined();
      } finally {
        await cache.fechar();
      }
      expect(cache.ativo).toBe(false);
    });
  },
);
