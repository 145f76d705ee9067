/**
 * Subscriptions (issue 28; spec sections 2, 3 and 7 "Subscriptions"). The types a supplier offers
 * (`GET /v4/subscription/type/list`), which the cart carries with the rule of spec section 5
 * (engine/rules/subscription); the subscriptions an order submitted with a type becomes (recorded
 * by the pedidos module inside the order's own transaction, `criarDoPedido`); a client's list, one
 * subscription and its cancel, each only for the session's client at the session's supplier. The
 * scheduler that places each due order lives in server/modules/recorrencia (it needs the order
 * submit, which needs this module); it reads and records through the methods below.
 */
import type { Transaction } from 'kysely';
import type { components as v2 } from '#openapi/generated/v2';
import type { components } from '#openapi/generated/v4';
import { toReais } from '#engine/rules/money';
import { diaEmBrasilia, escolherTipoAssinatura, mensagemRecorrencia, somarDias } from '#engine/rules/subscription';
import type { Database } from '../../db/schema';
import { HttpError } from '../../shared/http-error';
import type { FornecedorService } from '../fornecedor';
import type {
  AssinaturaPedidoRow,
  AssinaturaRow,
  AssinaturasRepository,
  NovaAssinatura,
  TipoAssinaturaRow,
} from './assinaturas-repository';

type ListaTiposAssinatura = components['schemas']['ListaTiposAssinatura'];
type AssinaturaWire = components['schemas']['Assinatura'];
type ListaAssinaturas = components['schemas']['ListaAssinaturas'];
type PedidoDaAssinaturaWire = components['schemas']['PedidoDaAssinatura'];
type AssinaturasCarrinho = v2['schemas']['AssinaturasCarrinho'];
type MetaInfoCarrinho = v2['schemas']['MetaInfoCarrinho'];

/** The choice's label on the cart (spec `assinaturas.label`). */
export const ROTULO_ASSINATURA = 'Repetir este pedido';
export const ASSINATURA_NAO_ENCONTRADA = 'Assinatura não encontrada.';
const CLIENTE_INVALIDO = 'Acesso negado: este cliente não é o da sua sessão.';
const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';

export interface AssinaturaDoCarrinho {
  idtipoassinatura: number | null;
  assinaturas: AssinaturasCarrinho;
  meta_info: MetaInfoCarrinho;
}

/** What of a session these calls read (a session token, a `jwttoken` or the `sf_token` cookie). */
export interface SessaoAssinaturas {
  idcliente: number | null;
  idfornecedor: string;
}

/** The order a subscription is made from, as the submit's transaction knows it. */
export type AssinaturaDoPedido = Omit<NovaAssinatura, 'proximaData' | 'idtipoassinatura'> & {
  tipo: TipoAssinaturaRow;
};

function pedidoWire(p: AssinaturaPedidoRow): PedidoDaAssinaturaWire {
  return {
    dataPrevista: p.data_prevista,
    resultado: p.resultado,
    numpedido: p.numpedido,
    motivo: p.motivo,
    em: new Date(p.em).toISOString(),
  };
}

function wire(a: AssinaturaRow, pedidos: AssinaturaPedidoRow[]): AssinaturaWire {
  const linhas = pedidos.map(pedidoWire);
  const ultima = linhas[0] ?? null;
  return {
    idassinatura: a.idassinatura,
    idfornecedor: a.idfornecedor,
    idcliente: a.idcliente,
    status: a.status,
    tipo: a.tipo,
    proximaData: a.status === 'ativa' ? a.proxima_data : null,
    criadoEm: new Date(a.criado_em).toISOString(),
    canceladaEm: a.cancelada_em === null ? null : new Date(a.cancelada_em).toISOString(),
    numpedidoOrigem: a.numpedido_origem,
    itens: a.itens.map((i) => ({
      id: i.idproduto,
      nome: i.nome,
      unidade: i.unidade,
      quantidade: i.quantidade / 1000,
      precoUnitario: toReais(i.precoUnitario),
      embalarParaPresente: i.embalar,
    })),
    tipoEntrega: a.entrega.tipoEntrega,
    pedidos: linhas,
    ultimaFalha: ultima !== null && ultima.resultado === 'falhou' ? ultima : null,
  };
}

export class AssinaturasService {
  constructor(
    private readonly repository: AssinaturasRepository,
    private readonly fornecedores: FornecedorService,
    private readonly agora: () => Date,
  ) {}

  async lista(idfornecedor: string): Promise<ListaTiposAssinatura> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return { tipos: await this.repository.tipos(fornecedor.idfornecedor) };
  }

  async tipos(idfornecedor: string): Promise<TipoAssinaturaRow[]> {
    return this.repository.tipos(idfornecedor);
  }

  /** The type a cart carries for a requested id (spec section 5's fallback), with the cart's choice and notice. */
  paraCarrinho(tipos: readonly TipoAssinaturaRow[], idpedido: number | null): AssinaturaDoCarrinho {
    const tipo = escolherTipoAssinatura(tipos, idpedido);
    return {
      idtipoassinatura: tipo?.idtipoassinatura ?? null,
      assinaturas: { tipos: [...tipos], label: ROTULO_ASSINATURA },
      meta_info: {
        hasRecorrencia: tipo !== null,
        recorrencia: tipo === null ? null : { mensagem: mensagemRecorrencia(tipo) },
      },
    };
  }

  /** The type an order submitted with `idtipoassinatura` subscribes to (spec section 5's fallback; null: a one-off order). */
  async tipoParaPedido(idfornecedor: string, idtipoassinatura: number | null): Promise<TipoAssinaturaRow | null> {
    if (idtipoassinatura === null || idtipoassinatura === 0) return null;
    return escolherTipoAssinatura(await this.repository.tipos(idfornecedor), idtipoassinatura);
  }

  /**
   * Records the subscription an order becomes, inside the order's transaction (the pedidos
   * module's submit): its first repeat falls one interval after the order's day in Brasília.
   */
  async criarDoPedido(trx: Transaction<Database>, a: AssinaturaDoPedido): Promise<number> {
    const { tipo, ...resto } = a;
    return this.repository.criar(trx, {
      ...resto,
      idtipoassinatura: tipo.idtipoassinatura,
      proximaData: somarDias(diaEmBrasilia(a.criadoEm), tipo.intervalo_dias),
    });
  }

  /** Links the order made for a due date, inside that order's transaction. */
  async vincularPedido(
    trx: Transaction<Database>,
    idassinatura: number,
    dataPrevista: string,
    numpedido: number,
    em: Date,
  ): Promise<void> {
    await this.repository.vincularPedido(trx, idassinatura, dataPrevista, numpedido, em);
  }

  /** The session's client must be the path's, and the supplier the session's (403 otherwise). */
  private conferir(sessao: SessaoAssinaturas, idcliente: number, idfornecedor: string): void {
    if (sessao.idcliente === null || sessao.idcliente !== idcliente)
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    if (sessao.idfornecedor !== idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
  }

  /** A subscription of the session's client at its supplier; 404 for any other (another tenant's included). */
  private async visivel(sessao: SessaoAssinaturas, idassinatura: number): Promise<AssinaturaRow> {
    const a = await this.repository.porId(idassinatura);
    if (
      a === null ||
      sessao.idcliente === null ||
      a.idcliente !== sessao.idcliente ||
      a.idfornecedor !== sessao.idfornecedor
    )
      throw new HttpError(404, ASSINATURA_NAO_ENCONTRADA, 'assinatura.nao-encontrada');
    return a;
  }

  private async comPedidos(rows: AssinaturaRow[]): Promise<AssinaturaWire[]> {
    const pedidos = await this.repository.pedidos(rows.map((a) => a.idassinatura));
    return rows.map((a) =>
      wire(
        a,
        pedidos.filter((p) => p.idassinatura === a.idassinatura),
      ),
    );
  }

  /** `GET /v4/subscription/list/{idcliente}/{idfornecedor}`. */
  async listar(sessao: SessaoAssinaturas, idcliente: number, idfornecedor: string): Promise<ListaAssinaturas> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    this.conferir(sessao, idcliente, fornecedor.idfornecedor);
    return { assinaturas: await this.comPedidos(await this.repository.doCliente(fornecedor.idfornecedor, idcliente)) };
  }

  /** `GET /v4/subscription/get/{id}`. */
  async obter(sessao: SessaoAssinaturas, idassinatura: number): Promise<AssinaturaWire> {
    const [a] = await this.comPedidos([await this.visivel(sessao, idassinatura)]);
    return a!;
  }

  /** `DELETE /v4/subscription/cancel/{id}`: no order is made for it any more; cancelling again answers it again. */
  async cancelar(sessao: SessaoAssinaturas, idassinatura: number): Promise<AssinaturaWire> {
    await this.visivel(sessao, idassinatura);
    await this.repository.cancelar(idassinatura, this.agora());
    return this.obter(sessao, idassinatura);
  }

  // The scheduler's reads and records (server/modules/recorrencia).

  /** Active subscriptions due on or before `hoje`. */
  devidas(hoje: string, limite = 100): Promise<AssinaturaRow[]> {
    return this.repository.devidas(hoje, limite);
  }

  /** Active subscriptions due on `dia` not yet told the day before. */
  aAvisar(dia: string, limite = 100): Promise<AssinaturaRow[]> {
    return this.repository.aAvisar(dia, limite);
  }

  marcarAviso(idassinatura: number, dia: string): Promise<boolean> {
    return this.repository.marcarAviso(idassinatura, dia);
  }

  porId(idassinatura: number): Promise<AssinaturaRow | null> {
    return this.repository.porId(idassinatura);
  }

  doDia(idassinatura: number, dataPrevista: string): Promise<AssinaturaPedidoRow | null> {
    return this.repository.doDia(idassinatura, dataPrevista);
  }

  registrarFalha(idassinatura: number, dataPrevista: string, motivo: string, em: Date): Promise<boolean> {
    return this.repository.registrarFalha(idassinatura, dataPrevista, motivo, em);
  }

  avancar(idassinatura: number, de: string, para: string): Promise<void> {
    return this.repository.avancar(idassinatura, de, para);
  }

  destinatario(idusuario: number | null, idcliente: number): Promise<{ email: string; nome: string } | null> {
    return this.repository.destinatario(idusuario, idcliente);
  }

  limiteAumento(idfornecedor: string): Promise<number> {
    return this.repository.limiteAumento(idfornecedor);
  }

  definirLimiteAumento(idfornecedor: string, pct: number): Promise<void> {
    return this.repository.definirLimiteAumento(idfornecedor, pct);
  }
}
