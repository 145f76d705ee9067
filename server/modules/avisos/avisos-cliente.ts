/**
 * Live updates for a customer's open pages (issue 30, item 4): the internal event bus modules
 * emit on ("this client at this supplier should know now"), and the chat module carries to the
 * client's sockets (`io.to(channel).emit`, which the socket.io Redis adapter delivers on every
 * server process). A module emits after its change is committed; nobody listening (a test app
 * without sockets) is fine. Never awaited: a live update never fails the call that caused it.
 */
export interface AlvoAviso {
  idfornecedor: string;
  idcliente: number;
}

/** The events and their payloads (docs/chat.md "Live updates"). */
export interface EventosAviso {
  /** An attendant price locked the cart (or the last one was removed / the customer unlocked it). */
  'carrinho-bloqueado': { bloqueado: boolean; idusuarioAtendente?: number };
  'pedido-status': { numpedido: number; status: string; descricao: string };
  'cotacao-precificada': { numpedido: number };
  'titulo-novo': { idtitulo?: number; numpedido?: number };
}

export type NomeAviso = keyof EventosAviso;

type Ouvinte = <E extends NomeAviso>(alvo: AlvoAviso, evento: E, dados: EventosAviso[E]) => void;

export class AvisosCliente {
  private readonly ouvintes = new Set<Ouvinte>();
  /** Emitted so far (for tests and logs). */
  emitidos = 0;

  ouvir(ouvinte: Ouvinte): () => void {
    this.ouvintes.add(ouvinte);
    return () => this.ouvintes.delete(ouvinte);
  }

  emitir<E extends NomeAviso>(alvo: AlvoAviso, evento: E, dados: EventosAviso[E]): void {
    this.emitidos++;
    for (const ouvinte of this.ouvintes) {
      try {
        ouvinte(alvo, evento, dados);
      } catch {
        // A listener's failure never reaches the call that made the change.
      }
    }
  }
}
