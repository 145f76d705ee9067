/**
 * The ERP's side of the orders (issue 33, item 4): the order feed by cursor (scope `orders:read`),
 * and the status, delivery date and DANFE the ERP sets (scope `orders:write`). A status move is
 * the order desk's own (PainelService.moverPedido: the same rule, engine/rules/pedido-status.ts,
 * history, live notice and customer e-mail), recorded as the ERP key's.
 */
import type { components } from '#openapi/generated/v4';
import {
  isStatusPedido,
  proximosStatusPedido,
  statusPedidoFinal,
  type StatusPedido,
} from '#engine/rules/pedido-status';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import type { CredencialRow } from '../integracao';
import type { AutorMovimento, PainelService } from '../painel';
import type { PedidoRow, PedidosFornecedorService, PedidosService } from '../pedidos';
import type { CursorFeed, IntegracaoPedidosRepository } from './integracao-pedidos-repository';

type S = components['schemas'];

export const CURSOR_INVALIDO = "Cursor inválido: envie o 'proximoCursor' da resposta anterior, como veio.";
export const DATA_INVALIDA = 'Data de entrega inválida: informe uma data existente no formato AAAA-MM-DD.';
export const DATA_PEDIDO_FINAL = 'Não é possível mudar a data de entrega de um pedido entregue ou cancelado.';
export const LIMITE_PADRAO_FEED = 50;

/** The cursor as handed out: `<xid>.<seq>`, both decimal. */
export function lerCursor(cursor: string | undefined): CursorFeed | null {
  if (cursor === undefined || cursor === '') return null;
  const m = /^(\d{1,19})\.(\d{1,19})$/.exec(cursor);
  if (!m) throw new HttpError(400, CURSOR_INVALIDO, 'integracao.cursor-invalido');
  return { xid: BigInt(m[1] as string), seq: BigInt(m[2] as string) };
}

export function escreverCursor(c: CursorFeed | null): string {
  return c === null ? '' : `${c.xid}.${c.seq}`;
}

/** A real calendar date 'AAAA-MM-DD'. */
export function dataValida(data: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === data;
}

/** The history's name of an ERP move: the key's name. */
export function autorErp(credencial: CredencialRow): AutorMovimento {
  return { idusuario: null, nome: `ERP (${credencial.nome})` };
}

export interface PedidosErpDeps {
  repository: IntegracaoPedidosRepository;
  pedidos: PedidosService;
  pedidosFornecedor: PedidosFornecedorService;
  painel: PainelService;
}

export class PedidosErpService {
  constructor(private readonly deps: PedidosErpDeps) {}

  /** The order as the ERP sees it: as its customer does, with the client's ERP code and the next statuses. */
  async pedidoErp(row: PedidoRow): Promise<S['PedidoErp']> {
    const [detalhe, cliente] = await Promise.all([
      this.deps.pedidos.detalhe(row),
      this.deps.repository.clientePedido(row.idcliente, row.idfornecedor),
    ]);
    return {
      ...(detalhe as S['Pedido']),
      cliente: {
        idcliente: row.idcliente,
        cod_erp: cliente?.cod_erp ?? null,
        nome: cliente?.nome ?? '',
        documento: cliente?.documento ?? '',
        email: cliente?.email ?? '',
      },
      proximosStatus: proximosStatusPedido(row.status, row.tipoEntrega),
    };
  }

  private async pedido(fornecedor: FornecedorRow, numpedido: number): Promise<PedidoRow> {
    const row = await this.deps.pedidosFornecedor.doFornecedor(fornecedor.idfornecedor, numpedido);
    if (!row) throw new HttpError(404, 'Pedido não encontrado.', 'pedido.nao-encontrado');
    return row;
  }

  /** The order of an event (null when it is gone). */
  async pedidoDoEvento(idfornecedor: string, numpedido: number): Promise<S['PedidoErp'] | null> {
    const row = await this.deps.pedidosFornecedor.doFornecedor(idfornecedor, numpedido);
    return row ? this.pedidoErp(row) : null;
  }

  async feed(
    fornecedor: FornecedorRow,
    cursor: string | undefined,
    limite: number | undefined,
  ): Promise<S['FeedPedidosErp']> {
    const depois = lerCursor(cursor);
    const n = limite ?? LIMITE_PADRAO_FEED;
    const linhas = await this.deps.repository.feed(fornecedor.idfornecedor, depois, n);
    const pagina = linhas.slice(0, n);
    const pedidos: S['PedidoErp'][] = [];
    for (const l of pagina) {
      const row = await this.deps.pedidosFornecedor.doFornecedor(fornecedor.idfornecedor, l.numpedido);
      if (row) pedidos.push(await this.pedidoErp(row));
    }
    const ultima = pagina.at(-1);
    return {
      pedidos,
      proximoCursor: escreverCursor(ultima ? { xid: ultima.xid, seq: ultima.seq } : depois),
      temMais: linhas.length > n,
    };
  }

  /** The desk's move, as the ERP's; the status it already has changes nothing (a retried call). */
  async mudarStatus(
    fornecedor: FornecedorRow,
    credencial: CredencialRow,
    numpedido: number,
    status: string,
    origem: string | null,
  ): Promise<S['PedidoErp']> {
    const row = await this.pedido(fornecedor, numpedido);
    if (!isStatusPedido(status)) throw new HttpError(400, 'Situação do pedido desconhecida.', 'requisicao.invalida');
    if (row.status === status) return this.pedidoErp(row);
    const novo = await this.deps.painel.moverPedido(
      autorErp(credencial),
      fornecedor,
      numpedido,
      status as StatusPedido,
      origem,
    );
    return this.pedidoErp(novo);
  }

  async definirDataEntrega(fornecedor: FornecedorRow, numpedido: number, data: string): Promise<S['PedidoErp']> {
    const row = await this.pedido(fornecedor, numpedido);
    if (!dataValida(data)) throw new HttpError(400, DATA_INVALIDA, 'integracao.data-invalida');
    if (statusPedidoFinal(row.status)) throw new HttpError(409, DATA_PEDIDO_FINAL, 'pedido.status-invalido');
    if (row.dataEntrega !== data)
      await this.deps.pedidosFornecedor.definirDataEntrega(fornecedor.idfornecedor, numpedido, data);
    return this.pedidoErp(await this.pedido(fornecedor, numpedido));
  }

  async anexarDanfe(fornecedor: FornecedorRow, numpedido: number, chave: string, pdf: Buffer): Promise<S['PedidoErp']> {
    await this.deps.painel.anexarDanfeComo(null, fornecedor, numpedido, chave, pdf);
    return this.pedidoErp(await this.pedido(fornecedor, numpedido));
  }
}
