/**
 * "A supplier published a storefront document": told to every server process, so each one drops
 * what it keeps in memory of that supplier (the published documents and tema, the public answer
 * cache) and shoppers see the change within seconds, without a restart (issue 14).
 *
 * - PostgreSQL (DATABASE_URL): `NOTIFY documentos_loja, '<idfornecedor>'` in the publishing
 *   transaction (delivered on commit), heard by a dedicated `LISTEN` connection of each process
 *   that reconnects after a drop.
 * - Redis (REDIS_URL): also `PUBLISH documentos_loja <idfornecedor>`, heard by a subscriber
 *   connection of each process (for deployments that scale on Redis).
 * - PGlite (one process): the publishing process is the only one; it is told directly.
 * The publishing process is always told directly too. `confiavel` says whether every transport
 * is listening: while one is not (starting, reconnecting), the documents are kept only briefly.
 */
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/connect';
import { PostgresListener } from './postgres-listener';

export const DOCUMENT_CHANNEL = 'documentos_loja';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Ouvinte = (idfornecedor: string) => void;

/** A supplier id as NOTIFY / PUBLISH carry it (a UUID: nothing else is ever sent or accepted). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DocumentChannelOptions {
  db: Db;
  kind: DatabaseKind;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Where a lost connection is reported (the server's logger). */
  log: { warn(obj: unknown, msg: string): void };
}

export class DocumentChannel {
  private readonly ouvintes = new Set<Ouvinte>();
  private fechado = false;
  private redisOuvindo = false;
  private ouvinte: PostgresListener | undefined;
  private assinante: Redis | undefined;
  private publicador: Redis | undefined;
  /** Notices heard from other processes (for tests and logs). */
  recebidos = 0;

  constructor(private readonly opcoes: DocumentChannelOptions) {}

  private get usaPostgres(): boolean {
    return this.opcoes.kind === 'postgres' && this.opcoes.databaseUrl !== undefined;
  }

  /** True when every other process is sure to be told (or there is no other: PGlite). */
  get confiavel(): boolean {
    if (this.fechado) return false;
    if (this.usaPostgres && !this.ouvinte?.ouvindo) return false;
    if (this.opcoes.redisUrl && !this.redisOuvindo) return false;
    // PostgreSQL without a URL to listen on (a pool given by a test): other processes cannot be told.
    return this.opcoes.kind === 'pglite' || this.usaPostgres || this.opcoes.redisUrl !== undefined;
  }

  aoMudar(ouvinte: Ouvinte): void {
    this.ouvintes.add(ouvinte);
  }

  async iniciar(): Promise<void> {
    if (this.usaPostgres && this.opcoes.databaseUrl) await this.ouvirPostgres(this.opcoes.databaseUrl);
    if (this.opcoes.redisUrl) await this.ouvirRedis(this.opcoes.redisUrl);
  }

  /**
   * Tells every process (this one at once) that `idfornecedor`'s documents changed. Pass the
   * publishing transaction as `db`: the NOTIFY is then delivered when it commits.
   */
  async avisar(idfornecedor: string, db: Db = this.opcoes.db): Promise<void> {
    if (this.opcoes.kind === 'postgres') await sql`SELECT pg_notify(${DOCUMENT_CHANNEL}, ${idfornecedor})`.execute(db);
    this.local(idfornecedor);
  }

  /** After the transaction committed: Redis, and this process again (a read may have raced the commit). */
  async depoisDoCommit(idfornecedor: string): Promise<void> {
    this.local(idfornecedor);
    if (this.publicador) {
      await this.publicador.publish(DOCUMENT_CHANNEL, idfornecedor).catch((error: unknown) => {
        this.opcoes.log.warn({ err: error }, 'documentos: não foi possível avisar pelo Redis');
      });
    }
  }

  private local(idfornecedor: string): void {
    for (const ouvinte of this.ouvintes) ouvinte(idfornecedor);
  }

  private recebido(payload: string | undefined): void {
    if (!payload || !UUID.test(payload)) return;
    this.recebidos++;
    this.local(payload.toLowerCase());
  }

  /** Whatever was kept may have missed a notice while a listener was down: every supplier is dropped. */
  private tudoMudou(): void {
    for (const ouvinte of this.ouvintes) ouvinte('*');
  }

  async fechar(): Promise<void> {
    this.fechado = true;
    this.redisOuvindo = false;
    await this.ouvinte?.fechar();
    this.assinante?.disconnect();
    this.publicador?.disconnect();
    this.assinante = undefined;
    this.publicador = undefined;
  }

  private async ouvirPostgres(databaseUrl: string): Promise<void> {
    this.ouvinte = new PostgresListener({
      databaseUrl,
      canal: DOCUMENT_CHANNEL,
      log: this.opcoes.log,
      mensagemQueda: 'documentos: conexão LISTEN perdida; reconectando',
      aoNotificar: (payload) => this.recebido(payload),
      // Whatever was kept may have missed a notice while nobody listened.
      aoConectar: () => this.tudoMudou(),
    });
    await this.ouvinte.iniciar();
  }

  private async ouvirRedis(url: string): Promise<void> {
    const assinante = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: true });
    const publicador = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: true });
    this.assinante = assinante;
    this.publicador = publicador;
    assinante.on('error', (error: Error) => {
      this.opcoes.log.warn({ err: error }, 'documentos: Redis indisponível');
    });
    publicador.on('error', () => undefined);
    assinante.on('message', (canal: string, mensagem: string) => {
      if (canal === DOCUMENT_CHANNEL) this.recebido(mensagem);
    });
    // Every (re)connection subscribes again and drops what may have been missed meanwhile.
    assinante.on('ready', () => {
      assinante
        .subscribe(DOCUMENT_CHANNEL)
        .then(() => {
          this.tudoMudou();
          this.redisOuvindo = true;
        })
        .catch(() => undefined);
    });
    assinante.on('close', () => {
      this.redisOuvindo = false;
    });
    await Promise.all([assinante.connect().catch(() => undefined), publicador.connect().catch(() => undefined)]);
  }
}
