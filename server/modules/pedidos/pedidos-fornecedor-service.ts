/**
 * The supplier's side of the orders, for the order desk (server/modules/painel): a supplier's
 * orders and quotes, their customers, the status moves, the quote prices and the DANFE. The order
 * tables stay behind the pedidos module: the desk calls this service, never the repository.
 */
import type { FiltroPainel, MudancaStatus, PedidoRow, PedidosRepository, Precificacao } from './pedidos-repository';

export class PedidosFornecedorService {
  constructor(private readonly repository: PedidosRepository) {}

  /** A user's name, for the history of a move (null when the user is gone). */
  nomeUsuario(idusuario: number): Promise<string | null> {
    return this.repository.nomeUsuario(idusuario);
  }

  /** One order of this supplier, or null when it is not the supplier's. */
  doFornecedor(idfornecedor: string, numpedido: number): Promise<PedidoRow | null> {
    return this.repository.doFornecedor(idfornecedor, numpedido);
  }

  /** The customer an order was placed for. */
  cliente(idcliente: number): ReturnType<PedidosRepository['cliente']> {
    return this.repository.cliente(idcliente);
  }

  /** A page of the supplier's orders, with each customer's name and document. */
  listarDoFornecedor(filtro: FiltroPainel): ReturnType<PedidosRepository['listarDoFornecedor']> {
    return this.repository.listarDoFornecedor(filtro);
  }

  /** Each order's lines as code, name and quantity (the desk's export). */
  produtosDosPedidos(numpedidos: readonly number[]): ReturnType<PedidosRepository['produtosDosPedidos']> {
    return this.repository.produtosDosPedidos(numpedidos);
  }

  /** Moves an order to another status, with its history row (false when it had moved meanwhile). */
  mudarStatus(mudanca: MudancaStatus): Promise<boolean> {
    return this.repository.mudarStatus(mudanca);
  }

  /** Sets an order's delivery date, 'AAAA-MM-DD' (false when it is not the supplier's). */
  definirDataEntrega(idfornecedor: string, numpedido: number, data: string): Promise<boolean> {
    return this.repository.definirDataEntrega(idfornecedor, numpedido, data);
  }

  /** Prices a quote's items. */
  precificar(precificacao: Precificacao): ReturnType<PedidosRepository['precificar']> {
    return this.repository.precificar(precificacao);
  }

  /** Attaches (or replaces) the order's DANFE. */
  anexarDanfe(danfe: Parameters<PedidosRepository['anexarDanfe']>[0]): Promise<void> {
    return this.repository.anexarDanfe(danfe);
  }

  /** The order's DANFE PDF, or null when none is attached. */
  danfePdf(numpedido: number): Promise<Buffer | null> {
    return this.repository.danfePdf(numpedido);
  }

  /** The order's DANFE key and whether its NF-e XML is attached, or null without a DANFE. */
  danfe(numpedido: number): ReturnType<PedidosRepository['danfe']> {
    return this.repository.danfe(numpedido);
  }

  /** Attaches the NF-e XML beside a DANFE of that key (false when the order's DANFE has no such key). */
  anexarNfeXml(xml: Parameters<PedidosRepository['anexarNfeXml']>[0]): Promise<boolean> {
    return this.repository.anexarNfeXml(xml);
  }

  /** The NF-e XML attached beside the order's DANFE, or null. */
  nfeXml(numpedido: number): ReturnType<PedidosRepository['nfeXml']> {
    return this.repository.nfeXml(numpedido);
  }
}
