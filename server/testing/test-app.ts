/**
 * Test support for the server suite: the app built on a fresh seeded test database
 * (`openTestDatabase` of ./test-database: PGlite by default, PostgreSQL when DATABASE_URL is set),
 * with the demo suppliers' ids, anonymous tokens and real session rows.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { testConfig, type ServerConfig } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { Database } from '../db/schema';
import type { Papel } from '../modules/usuario/tables';
import { openTestDatabase } from './test-database';
import { generateAnonymousToken } from '#engine/rules/session-token';
import { hashToken } from '../modules/sessao/sessao-token';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DatabaseKind;
  aurora: string;
  construforte: string;
  close(): Promise<void>;
}

export interface TestDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  aurora: string;
  construforte: string;
  close(): Promise<void>;
}

export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  const rows = await database.db.selectFrom('fornecedores').select(['idfornecedor', 'slug']).execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r.idfornecedor]));
  const aurora = bySlug.get('aurora');
  const construforte = bySlug.get('construforte');
  if (!aurora || !construforte) {
    await database.close();
    throw new Error('openTestDatabase() did not return the demo suppliers (aurora, construforte)');
  }
  return { db: database.db, kind: database.kind, aurora, construforte, close: () => database.close() };
}

export function buildTestApp(
  database: Pick<TestDatabase, 'db' | 'kind'>,
  config: Partial<ServerConfig> = {},
): FastifyInstance {
  return buildApp({ config: testConfig(config), db: database.db, dbKind: database.kind, logger: false });
}

export async function startTestApp(config: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database = await openSeededTestDatabase();
  const app = buildTestApp(database, config);
  await app.ready();
  return {
    ...database,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** An anonymous token as the browser makes them: `anon-` + 32 lowercase hex. */
export function anonToken(): string {
  return generateAnonymousToken();
}

export interface SessaoDeTeste {
  token: string;
  idusuario: number;
  idcliente: number;
}

/**
 * Inserts a client (approved at `idfornecedor` unless `aprovado: false`), a user and a live (or
 * expired) session for it at `idfornecedor`; returns the token (the row keeps only its SHA-256).
 * The rows are new (unique document and e-mail), so tests never depend on the demo accounts.
 */
export async function criarSessao(
  db: Kysely<Database>,
  options: { idfornecedor: string; expirada?: boolean; papel?: Papel; aprovado?: boolean },
): Promise<SessaoDeTeste> {
  const sufixo = randomBytes(6).toString('hex');
  const cliente = await db
    .insertInto('clientes')
    .values({
      nome: `Cliente Teste ${sufixo}`,
      documento: `9${BigInt(`0x${sufixo}`).toString().padStart(13, '0').slice(0, 13)}`,
      tipo_documento: 'CNPJ',
      email: `cliente-${sufixo}@teste.local`,
      tags: JSON.stringify([]),
    })
    .returning('idcliente')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cadastros_cliente')
    .values({
      idcliente: cliente.idcliente,
      idfornecedor: options.idfornecedor,
      cadastro_aprovado: options.aprovado ?? true,
      tags: JSON.stringify([]),
    })
    .execute();
  const usuario = await db
    .insertInto('usuarios')
    .values({
      email: `usuario-${sufixo}@teste.local`,
      documento: null,
      nome: `Usuário Teste ${sufixo}`,
      senha_hash: 'scrypt$16384$c2FsdA$aGFzaA',
      papel: options.papel ?? 'cliente',
      idfornecedor: options.idfornecedor,
      idcliente: cliente.idcliente,
      principal: true,
    })
    .returning('idusuario')
    .executeTakeFirstOrThrow();
  const token = `sess_${randomBytes(24).toString('hex')}`;
  const agora = Date.now();
  await db
    .insertInto('sessoes')
    .values({
      token_hash: hashToken(token),
      idusuario: usuario.idusuario,
      idcliente: cliente.idcliente,
      idfornecedor: options.idfornecedor,
      papel: options.papel ?? 'cliente',
      expira_em: new Date(options.expirada ? agora - 60_000 : agora + 3_600_000),
    })
    .execute();
  return { token, idusuario: usuario.idusuario, idcliente: cliente.idcliente };
}

/**
 * A jwttoken for a test session (as the login issues it: bound to the user's latest session by
 * `sid`, with its client's approval), claiming `idfornecedor` and the session's client.
 */
export async function jwtDeTeste(
  t: { app: FastifyInstance; db: Kysely<Database> },
  s: { idusuario: number; idcliente: number | null },
  idfornecedor: string,
  papel: Papel = 'cliente',
): Promise<string> {
  const row = await t.db
    .selectFrom('sessoes as s')
    .leftJoin('cadastros_cliente as cc', (join) =>
      join.onRef('cc.idcliente', '=', 's.idcliente').onRef('cc.idfornecedor', '=', 's.idfornecedor'),
    )
    .select(['s.sid', 's.idcliente', 'cc.cadastro_aprovado'])
    .where('s.idusuario', '=', s.idusuario)
    .orderBy('s.criado_em', 'desc')
    .executeTakeFirst();
  return t.app.sessaoService.jwt.emitir({
    sub: String(s.idusuario),
    idfornecedor,
    idcliente: s.idcliente,
    papel,
    sid: row?.sid ?? '',
    apr: row?.idcliente == null ? null : (row.cadastro_aprovado ?? null),
  });
}
