/**
 * What happens when a supplier publishes a storefront document (issue 14), in one place.
 *
 * The studio announces a publish here (EstudioService.publicar, also behind `npm run documento --
 * set`): inside the publishing transaction, then after its commit. Every server process hears it
 * (server/shared/document-channel.ts: PostgreSQL NOTIFY, Redis, or in-process on PGlite) and runs
 * what the modules subscribed with `onPublish`, each from its own index, depending on 'estudio':
 *
 * - documentos: drops its in-memory published documents and tema of the supplier;
 * - catalogo: drops the supplier's public answers (carousels show the layout's choices; the tema is
 *   in several answers).
 *
 * A new reaction to a publish (a notification, an outbox row, another cache) subscribes here too.
 */
import type { Kysely } from 'kysely';
import { DocumentChannel, type DocumentChannelOptions } from '../../shared/document-channel';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Told a supplier's id after its publish, or '*' when every supplier may have changed (a listener was down). */
export type OnPublish = (idfornecedor: string) => void;

export class Publishing {
  private readonly canal: DocumentChannel;

  constructor(opcoes: DocumentChannelOptions) {
    this.canal = new DocumentChannel(opcoes);
  }

  /** Subscribes to every publish heard by this process (its own and the other processes'). */
  onPublish(listener: OnPublish): void {
    this.canal.aoMudar(listener);
  }

  /** True when every other process is sure to hear a publish (so what they keep may live longer). */
  get reliable(): boolean {
    return this.canal.confiavel;
  }

  /** Inside the publishing transaction `trx`: the other processes hear it when it commits. */
  async announce(idfornecedor: string, trx: Db): Promise<void> {
    await this.canal.avisar(idfornecedor, trx);
  }

  /** After the commit: Redis, and this process again (a read may have raced the commit). */
  async published(idfornecedor: string): Promise<void> {
    await this.canal.depoisDoCommit(idfornecedor);
  }

  async start(): Promise<void> {
    await this.canal.iniciar();
  }

  async close(): Promise<void> {
    await this.canal.fechar();
  }
}
