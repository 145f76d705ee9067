/**
 * A PostgreSQL LISTEN that outlives its connection: one dedicated `pg` client (LISTEN needs a
 * session of its own, not a pooled one), reconnected a second after it drops, for as long as it
 * is not closed. Used by the public answers' cache (catalogue versions, public-cache.ts) and by
 * the publish notice of the supplier documents (document-channel.ts).
 *
 * The owner hears of three things:
 * - `aoNotificar(payload)`: a NOTIFY on the channel;
 * - `aoConectar()`: the LISTEN is in place (first time and after every reconnection): whatever
 *   the owner learned before may have missed notifications while nobody listened;
 * - `aoCair()`: the connection was lost (the owner stops trusting what it keeps).
 */
import pg from 'pg';

const RECONEXAO_MS = 1_000;
/** What LISTEN accepts unquoted: the channels are constants of ours, never a caller's text. */
const CANAL = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresListenerOptions {
  databaseUrl: string;
  canal: string;
  /** Where a lost connection is reported (the server's logger), with this text. */
  log: { warn(obj: unknown, msg: string): void };
  mensagemQueda: string;
  aoNotificar(payload: string | undefined): void;
  aoConectar?(): void;
  aoCair?(): void;
}

export class PostgresListener {
  private cliente: pg.Client | undefined;
  private reconexao: NodeJS.Timeout | undefined;
  private fechado = false;
  private conectado = false;

  constructor(private readonly opcoes: PostgresListenerOptions) {
    if (!CANAL.test(opcoes.canal)) throw new Error(`canal LISTEN inválido: ${opcoes.canal}`);
  }

  /** True while the LISTEN is in place. */
  get ouvindo(): boolean {
    return this.conectado;
  }

  /** Connects and listens; resolves after the first attempt (a failed one is retried in the background). */
  async iniciar(): Promise<void> {
    if (this.fechado) return;
    const cliente = new pg.Client({ connectionString: this.opcoes.databaseUrl, keepAlive: true });
    const caiu = (error?: Error) => {
      if (this.cliente !== cliente) return;
      this.cliente = undefined;
      this.conectado = false;
      this.opcoes.aoCair?.();
      cliente.end().catch(() => undefined);
      if (this.fechado) return;
      this.opcoes.log.warn({ err: error }, this.opcoes.mensagemQueda);
      this.reconexao = setTimeout(() => {
        this.iniciar().catch(() => undefined);
      }, RECONEXAO_MS);
      this.reconexao.unref();
    };
    cliente.on('error', caiu);
    cliente.on('end', () => caiu());
    cliente.on('notification', (msg) => {
      if (msg.channel === this.opcoes.canal) this.opcoes.aoNotificar(msg.payload);
    });
    this.cliente = cliente;
    try {
      await cliente.connect();
      await cliente.query(`LISTEN ${this.opcoes.canal}`);
    } catch (error) {
      caiu(error as Error);
      return;
    }
    if (this.cliente !== cliente) return;
    this.opcoes.aoConectar?.();
    this.conectado = true;
  }

  async fechar(): Promise<void> {
    this.fechado = true;
    this.conectado = false;
    if (this.reconexao) clearTimeout(this.reconexao);
    const cliente = this.cliente;
    this.cliente = undefined;
    await cliente?.end().catch(() => undefined);
  }
}
