/**
 * The durable job queue every background task runs on (issue 28, item 1): pg-boss over the
 * database the server already has, so a job is a row that outlives the process that made it.
 *
 * - PostgreSQL (DATABASE_URL): pg-boss runs its statements over the server's own pool. Several
 *   server processes share the queue: a job is taken with `FOR UPDATE SKIP LOCKED` by exactly one
 *   of them; a process killed mid-job (`kill -9`) leaves it `active` until its expiry, then the
 *   supervisor of any live process puts it back for a retry.
 * - PGlite (the default): the same pg-boss schema and SQL on the embedded engine, whose single
 *   connection is shared with Kysely. Each pg-boss statement takes Kysely's connection for its
 *   duration (`db.connection()`), so it never lands inside a transaction of a request. A PGlite
 *   data folder is opened by one process only, so "several processes" is the PostgreSQL case.
 *
 * A job that throws is retried with exponential back-off (`atrasoS * 2^n`, jittered, at most
 * `atrasoMaxS`) up to `tentativas` retries, then stays `failed`: the dead letter, listed to the
 * supplier's staff when its data names the supplier (`idfornecedor`), and retried from there.
 * A job is at-least-once: a handler whose effect must happen once records it with `umaVez`.
 *
 * Inside a Kysely transaction, `enfileirar` must be given it (`{ trx }`): the job is then part of
 * the transaction (committed with it or not at all); on PGlite, without it, it would wait for the
 * connection the transaction holds.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { PgBoss, fromKysely, type Db, type JobWithMetadata } from 'pg-boss';
import type { ConexaoNativa } from '../../db/connect';
import type { Database } from '../../db/schema';

/** The schema pg-boss keeps its tables in (its own migrations, run at start). */
export const ESQUEMA_TAREFAS = 'tarefas';

export interface OpcoesFila {
  /** Retries after the first attempt before the job is a dead letter (default 5). */
  tentativas?: number;
  /** First retry delay in seconds, doubled each retry (default 5). */
  atrasoS?: number;
  /** Longest delay between two retries, in seconds (default 600). */
  atrasoMaxS?: number;
  /** An `active` job older than this (a process that died) is retried (default 300 s). */
  expiraS?: number;
  /** Jobs of this queue run at once in one process (default 1). */
  concorrencia?: number;
}

export interface OpcoesEnfileirar {
  /** One job per key and queue while it is kept (dedup: enqueuing the same key again does nothing). */
  chave?: string;
  /** Not before this moment. */
  executarEm?: Date;
  /** The caller's open transaction: the job is enqueued in it. */
  trx?: Kysely<Database>;
}

/** A dead letter as the supplier's staff see it (no message body, no stack). */
export interface TarefaFalha {
  fila: string;
  id: string;
  descricao: string | null;
  motivo: string | null;
  tentativas: number;
  criadaEm: string;
  falhouEm: string | null;
}

export type Manipulador<T> = (dados: T) => Promise<void>;

export interface Tarefas {
  enfileirar(fila: string, dados: object, opcoes?: OpcoesEnfileirar): Promise<void>;
  processar<T extends object>(fila: string, manipulador: Manipulador<T>, opcoes?: OpcoesFila): Promise<void>;
  /** One job of `fila` per period across every process: an interval in ms, or a cron expression. */
  periodica(fila: string, intervalo: number | string): Promise<void>;
  /**
   * Runs `efeito` unless `chave` was recorded, then records it: a job retried after its effect was
   * done skips it. `naTransacao`: the effect (database writes on the `db` it is given) and the
   * record commit together, exactly once; otherwise (an SMTP send) a crash between the effect and
   * the record can still repeat it. False when it had been done.
   */
  umaVez(
    chave: string,
    efeito: (db: Kysely<Database>) => Promise<void>,
    opcoes?: { naTransacao?: boolean },
  ): Promise<boolean>;
  /** Waits until `fila` has no job waiting or running (tests, and a graceful close). */
  aguardarFila(fila: string, limiteMs?: number): Promise<void>;
  /** The supplier's dead letters, newest first. */
  falhas(idfornecedor: string): Promise<TarefaFalha[]>;
  /** Puts one dead letter of the supplier back in its queue; false when it is not one of theirs. */
  repetir(idfornecedor: string, fila: string, id: string): Promise<boolean>;
  iniciar(): Promise<void>;
  parar(): Promise<void>;
}

export interface LogTarefas {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OpcoesCriarTarefas {
  db: Kysely<Database>;
  /** The driver under `db` (server/db/connect.ts); without it, pg-boss goes through Kysely (single statements only). */
  conexao: ConexaoNativa | undefined;
  log: LogTarefas;
  /** How often an idle worker looks for jobs, in seconds (default 2; at least 0.5). */
  intervaloS?: number;
  /** How often expired jobs are looked for, in seconds (default 60; at least 1). */
  supervisaoS?: number;
}

/** pg-boss's statements over the server's connection (see the module comment). */
function adaptador(db: Kysely<Database>, conexao: ConexaoNativa | undefined): Db {
  // A Kysely made elsewhere (a test's unreachable database): pg-boss's own Kysely adapter.
  if (!conexao) return fromKysely(db);
  if (conexao.kind === 'postgres') {
    // node-postgres answers a multi-statement text with one result per statement; pg-boss reads that.
    return { executeSql: (text, values) => conexao.pool.query(text, values) as Promise<{ rows: unknown[] }> };
  }
  const client = conexao.client;
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        try {
          if (values?.length) return await client.query(text, values);
          // Without parameters it may be a BEGIN … COMMIT block: exec runs it, rows of every statement.
          const resultados = await client.exec(text);
          return { rows: resultados.flatMap((r) => r.rows) };
        } catch (error) {
          // A failed block leaves the one session in an aborted transaction: end it before anyone else runs.
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

/** A job id from a dedup key: the same key in the same queue is the same job (pg-boss skips a known id). */
export function idDaChave(fila: string, chave: string): string {
  const h = createHash('sha256').update(`${fila}\0${chave}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function motivoDe(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message).slice(0, 500);
  return null;
}

const OPCOES_PADRAO: Required<Omit<OpcoesFila, 'concorrencia'>> = {
  tentativas: 5,
  atrasoS: 5,
  atrasoMaxS: 600,
  expiraS: 300,
};

export function criarTarefas(opcoes: OpcoesCriarTarefas): Tarefas {
  const { db, log } = opcoes;
  const boss = new PgBoss({
    db: adaptador(db, opcoes.conexao),
    schema: ESQUEMA_TAREFAS,
    backend: opcoes.conexao?.kind === 'pglite' ? 'pglite' : 'postgres',
    superviseIntervalSeconds: opcoes.supervisaoS ?? 60,
    monitorIntervalSeconds: opcoes.supervisaoS ?? 60,
  });
  boss.on('error', (error: Error) => log.error({ motivo: error.message }, 'erro na fila de tarefas'));
  const intervaloS = Math.max(0.5, opcoes.intervaloS ?? 2);
  const filas = new Map<string, Promise<void>>();
  /** This process's workers, by queue (pg-boss's worker ids), to wake when there is work for them. */
  const trabalhadores = new Map<string, string[]>();
  /** Wakes this process's workers of a queue, so they fetch now instead of after their polling interval. */
  const acordar = (fila: string): void => {
    for (const id of trabalhadores.get(fila) ?? []) boss.notifyWorker(id);
  };
  const timers = new Set<NodeJS.Timeout>();
  let iniciado: Promise<unknown> | null = null;
  let parado = false;

  /** Workers asked for before the start: they begin with it. */
  const aoIniciar: (() => Promise<void>)[] = [];
  let iniciou = false;

  const iniciar = (): Promise<void> => {
    const tentativa = (iniciado ??= (async () => {
      await boss.start();
      iniciou = true;
      for (let comecar = aoIniciar.shift(); comecar; comecar = aoIniciar.shift()) await comecar();
    })());
    // A start that failed (the database unreachable) is tried again by the next call.
    tentativa.catch(() => {
      if (iniciado === tentativa && !iniciou) iniciado = null;
    });
    return tentativa.then(() => undefined);
  };

  /** Creates the queue once (pg-boss needs it before a send); later options update it. */
  const garantirFila = (fila: string, o?: OpcoesFila): Promise<void> => {
    const existente = filas.get(fila);
    if (existente && !o) return existente;
    const c = { ...OPCOES_PADRAO, ...o };
    const opcoesPgBoss = {
      retryLimit: c.tentativas,
      retryDelay: c.atrasoS,
      retryBackoff: true,
      retryDelayMax: c.atrasoMaxS,
      expireInSeconds: c.expiraS,
    };
    const feita = (async () => {
      if (!iniciou) await iniciar();
      await existente?.catch(() => undefined);
      if (await boss.getQueue(fila)) {
        if (o) await boss.updateQueue(fila, opcoesPgBoss);
      } else {
        await boss.createQueue(fila, opcoesPgBoss);
      }
    })();
    filas.set(fila, feita);
    feita.catch(() => filas.delete(fila));
    return feita;
  };

  async function trabalhar<T extends object>(fila: string, manipulador: Manipulador<T>, o: OpcoesFila): Promise<void> {
    await garantirFila(fila, o);
    const id = await boss.work<T>(
      fila,
      { pollingIntervalSeconds: intervaloS, batchSize: 1, localConcurrency: o.concorrencia ?? 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await manipulador(job.data);
        } catch (error) {
          // Queue, id and reason only: a job's data may hold a message body.
          log.warn(
            { fila, id: job.id, tentativa: job.retryCount + 1, motivo: (error as Error).message },
            'tarefa falhou; será repetida ou ficará como falha',
          );
          throw error;
        } finally {
          // One job per fetch (batchSize 1), and pg-boss waits its polling interval after each
          // fetch: without this a backlog went out at one job per interval (one e-mail every 2 s).
          // Woken, the worker fetches again at once, and waits only when the queue is empty.
          acordar(fila);
        }
      },
    );
    trabalhadores.set(fila, [...(trabalhadores.get(fila) ?? []), id]);
  }

  async function agendar(fila: string, intervalo: number | string): Promise<void> {
    await garantirFila(fila);
    if (typeof intervalo === 'string') {
      await boss.schedule(fila, intervalo); // pg-boss's clock: one job per cron tick across processes
      return;
    }
    // Every process offers a job each period; the throttle key lets one through per period.
    const segundos = Math.max(1, Math.round(intervalo / 1000));
    const oferecer = () =>
      boss.sendThrottled(fila, {}, null, segundos, fila).catch((error: Error) => {
        if (!parado) log.warn({ fila, motivo: error.message }, 'não foi possível agendar a tarefa periódica');
      });
    await oferecer();
    const timer = setInterval(() => void oferecer(), intervalo);
    timer.unref();
    timers.add(timer);
  }

  return {
    iniciar,

    async enfileirar(fila, dados, o = {}) {
      await garantirFila(fila);
      await boss.send(fila, dados, {
        ...(o.chave === undefined ? {} : { id: idDaChave(fila, o.chave) }),
        ...(o.executarEm ? { startAfter: o.executarEm } : {}),
        ...(o.trx ? { db: fromKysely(o.trx) } : {}),
      });
      // A job to run now, already visible (not in a transaction still open): this process's workers
      // take it at once rather than after their polling interval (2 s by default).
      if (!o.executarEm && !o.trx) acordar(fila);
    },

    async processar<T extends object>(fila: string, manipulador: Manipulador<T>, o: OpcoesFila = {}) {
      const comecar = () => trabalhar(fila, manipulador, o);
      if (iniciou) await comecar();
      else aoIniciar.push(comecar);
    },

    async periodica(fila, intervalo) {
      const comecar = () => agendar(fila, intervalo);
      if (iniciou) await comecar();
      else aoIniciar.push(comecar);
    },

    async umaVez(chave, efeito, o = {}) {
      const feita = (em: Kysely<Database>) =>
        em.selectFrom('tarefas_feitas').select('chave').where('chave', '=', chave).executeTakeFirst();
      const registrar = (em: Kysely<Database>) =>
        em
          .insertInto('tarefas_feitas')
          .values({ chave })
          .onConflict((oc) => oc.column('chave').doNothing())
          .returning('chave')
          .executeTakeFirst();
      if (o.naTransacao) {
        return db.transaction().execute(async (trx) => {
          // The record first: a second runner of the same key waits on it, then finds it taken.
          if (!(await registrar(trx))) return false;
          await efeito(trx);
          return true;
        });
      }
      if (await feita(db)) return false;
      await efeito(db);
      await registrar(db);
      return true;
    },

    async aguardarFila(fila, limiteMs = 30_000) {
      await iniciado?.catch(() => undefined);
      if (!iniciou) return; // never started: nothing of this process is waiting
      await garantirFila(fila);
      const ate = Date.now() + limiteMs;
      for (;;) {
        const pendentes = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM ${sql.table(`${ESQUEMA_TAREFAS}.job`)}
          WHERE name = ${fila} AND state IN ('created', 'retry', 'active')`.execute(db);
        if ((pendentes.rows[0]?.n ?? 0) === 0) return;
        if (Date.now() > ate) throw new Error(`a fila ${fila} não esvaziou em ${limiteMs} ms`);
        // Whoever waits for the queue wants it worked now (a job sent in a transaction woke nobody).
        acordar(fila);
        await new Promise((r) => setTimeout(r, 100));
      }
    },

    async falhas(idfornecedor) {
      await iniciar();
      const lista: TarefaFalha[] = [];
      for (const { name } of await boss.getQueues()) {
        const jobs = (await boss.findJobs(name, { data: { idfornecedor } })) as JobWithMetadata<{
          descricao?: unknown;
        }>[];
        for (const job of jobs) {
          if (job.state !== 'failed') continue;
          lista.push({
            fila: name,
            id: job.id,
            descricao: typeof job.data?.descricao === 'string' ? job.data.descricao : null,
            motivo: motivoDe(job.output),
            tentativas: job.retryCount + 1,
            criadaEm: new Date(job.createdOn).toISOString(),
            falhouEm: job.completedOn ? new Date(job.completedOn).toISOString() : null,
          });
        }
      }
      return lista.sort((a, b) => (b.falhouEm ?? b.criadaEm).localeCompare(a.falhouEm ?? a.criadaEm));
    },

    async repetir(idfornecedor, fila, id) {
      await iniciar();
      if (!(await boss.getQueue(fila))) return false;
      const [job] = (await boss.findJobs(fila, { id })) as JobWithMetadata<{ idfornecedor?: unknown }>[];
      if (!job || job.state !== 'failed' || job.data?.idfornecedor !== idfornecedor) return false;
      await boss.retry(fila, id);
      return true;
    },

    async parar() {
      parado = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await iniciado?.catch(() => undefined);
      if (!iniciou) return; // never started (the database unreachable): nothing to stop
      // Jobs running now finish (up to 10 s); a job cut short is retried after its expiry.
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
