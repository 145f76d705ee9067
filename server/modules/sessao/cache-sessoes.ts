/**
 * Live sessions kept in memory, so a logged-in call needs one round trip to PostgreSQL (its own
 * query), not two (the session's, then its own). On a 2-core machine that round trip was a fifth
 * of a logged-in catalogue call's CPU (docs/catalogue-and-search.md, "Sessions kept in memory").
 *
 * - Only with PostgreSQL (DATABASE_URL) and only while this process LISTENs on `sessoes`
 *   (migration 0036: every change to `sessoes` or `cadastros_cliente` NOTIFYs it, on commit, from
 *   whichever process or tool wrote it). A notice, a lost connection or a reconnection forgets
 *   every session kept; while nobody listens, every call reads its session. PGlite (one process,
 *   no socket) always reads.
 * - The process that ends or changes a session (logout, a client chosen, a password changed)
 *   forgets at once, after its write: there, the next call never sees the old session. Other
 *   processes see it when the notice arrives (milliseconds).
 * - A session read before a forget is not kept (a generation, as CatalogueVersions does), so a read
 *   in flight during a logout cannot bring the ended session back.
 * - An entry lives at most SESSION_CACHE_TTL_S seconds (default 30; 0 turns the cache off) and
 *   never past the session's own expiry; at most MAX_ENTRADAS are kept (least recently used out).
 * - Each caller gets its own copy of the row (handlers may change it: agirPorCliente).
 */
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DatabaseKind } from '../../db/connect';
import { CANAL_SESSOES } from '../../db/migrations/0036-sessoes-notify';
import { PostgresListener } from '../../shared/postgres-listener';
import type { SessaoRow } from './sessao-repository';

const MAX_ENTRADAS = 50_000;

export interface OpcoesCacheSessoes {
  kind: DatabaseKind;
  databaseUrl: string | undefined;
  /** Longest life of an entry, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export class CacheSessoes {
  private readonly entradas: LRUCache<string, SessaoRow> | undefined;
  private ouvinte: PostgresListener | undefined;
  private ouvindo = false;
  private geracao = 0;
  private readonly aoMudarOuvintes = new Set<() => void>();
  /** Notices heard (for tests). */
  notificacoes = 0;

  constructor(private readonly opcoes: OpcoesCacheSessoes) {
    this.entradas =
      opcoes.ttlMs > 0 && opcoes.kind === 'postgres' && opcoes.databaseUrl !== undefined
        ? // MAX_ENTRADAS as a size of 1 each, not `max`: lru-cache allocates `max` slots up front.
          new LRUCache<string, SessaoRow>({ maxSize: MAX_ENTRADAS, sizeCalculation: () => 1, ttl: opcoes.ttlMs })
        : undefined;
  }

  /** True while sessions are kept (PostgreSQL, listening). */
  get ativo(): boolean {
    return this.ouvindo;
  }

  async iniciar(): Promise<void> {
    if (!this.entradas || !this.opcoes.databaseUrl || this.ouvinte) return;
    this.ouvinte = new PostgresListener({
      databaseUrl: this.opcoes.databaseUrl,
      canal: CANAL_SESSOES,
      log: this.opcoes.log,
      mensagemQueda: 'sessões em memória: conexão LISTEN perdida; lendo cada sessão do banco até reconectar',
      aoNotificar: () => this.notificado(),
      aoConectar: () => {
        this.esquecer();
        this.ouvindo = true;
      },
      aoCair: () => {
        this.ouvindo = false;
        this.esquecer();
      },
    });
    await this.ouvinte.iniciar();
  }

  async fechar(): Promise<void> {
    this.ouvindo = false;
    this.esquecer();
    await this.ouvinte?.fechar();
  }

  /** The kept session of this token hash, when it is still live at `agora`. */
  obter(tokenHash: string, agora: Date): SessaoRow | undefined {
    if (!this.ouvindo || !this.entradas) return undefined;
    const sessao = this.entradas.get(tokenHash);
    if (!sessao) return undefined;
    if (new Date(sessao.expira_em).getTime() <= agora.getTime()) {
      this.entradas.delete(tokenHash);
      return undefined;
    }
    return { ...sessao };
  }

  /** Taken before reading a session from the database: `guardar` keeps it only if nothing was forgotten since. */
  marca(): number {
    return this.geracao;
  }

  guardar(tokenHash: string, sessao: SessaoRow, marca: number): void {
    if (!this.ouvindo || !this.entradas || marca !== this.geracao) return;
    this.entradas.set(tokenHash, { ...sessao });
  }

  /** A notice of `sessoes`: something changed, in this process or another one. */
  notificado(): void {
    this.notificacoes++;
    this.esquecer();
  }

  /** Forgets every session kept (a change somewhere, or this process's own write). */
  esquecer(): void {
    this.geracao++;
    this.entradas?.clear();
    for (const ouvinte of this.aoMudarOuvintes) ouvinte();
  }

  /**
   * Told whenever sessions may have changed (this process's own logout, a NOTIFY from any
   * process): the chat checks its sockets' sessions then. Answers the unsubscribe.
   */
  aoMudar(ouvinte: () => void): () => void {
    this.aoMudarOuvintes.add(ouvinte);
    return () => this.aoMudarOuvintes.delete(ouvinte);
  }
}
