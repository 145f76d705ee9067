/**
 * The supplier's order desk (issue 13, `/{slug}/painel`): its attendants and admins list the
 * supplier's orders and quotes, move an order along its statuses (engine/rules/pedido-status.ts:
 * each move recorded with who and when, the customer e-mailed) and price a quote
 * (engine/rules/orcamento.ts). Every call checks the role and the supplier on the server: a
 * customer, a representative or another supplier's staff get 403; another supplier's order is 404.
 */
import type { components } from '#openapi/generated/v4';
import { toCentavos } from '#engine/rules/money';
import { validarChaveNfe } from '#engine/rules/nfe-key';
import { precificarOrcamento } from '#engine/rules/orcamento';
import {
  podeMudarStatusPedido,
  podePrecificarOrcamento,
  proximosStatusPedido,
  rotuloStatusPedido,
  type StatusPedido,
} from '#engine/rules/pedido-status';
import { HttpError } from '../../shared/http-error';
import type { AvisosCliente } from '../avisos';
import type { FornecedorRow } from '../fornecedor';
import { proximoPasso, type PedidoRow, type PedidosFornecedorService, type PedidosService } from '../pedidos';
import type { SessaoDaRequisicao } from '../sessao';
import { MAX_LINHAS_EXPORTACAO, pedidosCsv, pedidosXlsx } from './exportar-pedidos';
import { lerNfeXml, NFE_XML_MAX_BYTES } from './nfe-xml';

type Schemas = components['schemas'];

export const SO_EQUIPE = 'Acesso negado: o painel de pedidos é só para os atendentes e administradores desta loja.';
export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado.';
export const PEDIDO_MUDOU = 'O pedido mudou enquanto você o via. Atualize a página e tente de novo.';
export const ITENS_ORCAMENTO = 'Informe um preço para cada item do orçamento, e só para eles.';
export const NAO_E_ORCAMENTO = 'Este pedido não é um orçamento a precificar.';
export const DANFE_NAO_ANEXADA = 'A nota fiscal (DANFE) deste pedido ainda não foi anexada pelo fornecedor.';
export const DANFE_PDF_INVALIDO = 'O arquivo da nota fiscal (DANFE) deve ser um PDF completo.';
export const DANFE_SEM_PEDIDO = 'Não é possível anexar a nota fiscal a um orçamento nem a um pedido cancelado.';
/** The largest DANFE PDF accepted (5 MB); the migration's CHECK says the same. */
export const DANFE_MAX_BYTES = 5 * 1024 * 1024;
export const DANFE_GRANDE_DEMAIS = 'O arquivo da nota fiscal (DANFE) passa de 5 MB.';

export const XML_NAO_ANEXADO = 'O XML da nota fiscal (NF-e) deste pedido ainda não foi anexado pelo fornecedor.';
export const XML_SEM_DANFE = 'Anexe primeiro o DANFE deste pedido: o XML deve ter a mesma chave de acesso.';
export const XML_OUTRA_CHAVE = 'A chave de acesso deste XML não é a do DANFE anexado a este pedido.';
export const XML_GRANDE_DEMAIS = 'O arquivo XML da nota fiscal passa de 1 MB.';

/** A whole PDF: its header first, its end-of-file marker within the last 1 KB. */
export function pareceUmPdf(arquivo: Buffer): boolean {
  return (
    arquivo.subarray(0, 5).toString('latin1') === '%PDF-' &&
    arquivo.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

/** 409 for a move the rules do not allow, saying which. */
export function movimentoInvalido(de: StatusPedido, para: StatusPedido): HttpError {
  return new HttpError(
    409,
    `Não é possível passar o pedido de '${rotuloStatusPedido(de)}' para '${rotuloStatusPedido(para)}'.`,
    'pedido.status-invalido',
  );
}

/** Who makes a move, for the order's history: a person of the desk, or the ERP (idusuario null). */
export interface AutorMovimento {
  idusuario: number | null;
  nome: string | null;
}

export interface PainelDeps {
  /** The supplier's side of the orders (the pedidos module's service). */
  pedidosFornecedor: PedidosFornecedorService;
  pedidos: PedidosService;
  /** Live updates (issue 30): a status change or a priced quote reaches the customer's open pages. */
  avisos?: Pick<AvisosCliente, 'emitir'>;
  now?: () => Date;
}

export class PainelService {
  private readonly now: () => Date;

  constructor(private readonly deps: PainelDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** An attendant or admin of this supplier (403 for anyone else). */
  private equipe(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    const staff = sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor';
    if (!staff || sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, SO_EQUIPE, 'painel.acesso-negado');
  }

  /** Who makes a move, for its history row. */
  private async quem(sessao: SessaoDaRequisicao): Promise<{ idusuario: number; nome: string | null }> {
    return { idusuario: sessao.idusuario, nome: await this.deps.pedidosFornecedor.nomeUsuario(sessao.idusuario) };
  }

  private async pedido(fornecedor: FornecedorRow, numpedido: number): Promise<PedidoRow> {
    const row = await this.deps.pedidosFornecedor.doFornecedor(fornecedor.idfornecedor, numpedido);
    if (!row) throw new HttpError(404, PEDIDO_NAO_ENCONTRADO, 'pedido.nao-encontrado');
    return row;
  }

  private async paraPainel(row: PedidoRow): Promise<Schemas['PedidoPainel']> {
    const [detalhe, cliente] = await Promise.all([
      this.deps.pedidos.detalhe(row),
      this.deps.pedidosFornecedor.cliente(row.idcliente),
    ]);
    return {
      ...(detalhe as Schemas['Pedido']),
      cliente: {
        idcliente: row.idcliente,
        nome: cliente?.nome ?? '',
        documento: cliente?.documento ?? '',
        email: cliente?.email ?? '',
      },
      proximosStatus: proximosStatusPedido(row.status, row.tipoEntrega),
      podePrecificar: podePrecificarOrcamento(row.status),
    };
  }

  async listar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    filtro: { status: StatusPedido[] | null; busca: string | null; page: number; limit: number },
  ): Promise<Schemas['ListaPedidosPainel']> {
    this.equipe(sessao, fornecedor);
    const { pedidos, total } = await this.deps.pedidosFornecedor.listarDoFornecedor({
      idfornecedor: fornecedor.idfornecedor,
      ...filtro,
    });
    return {
      pedidos: pedidos.map((p) => ({
        ...(this.deps.pedidos.resumo(p) as Schemas['PedidoResumo']),
        cliente: { idcliente: p.idcliente, nome: p.clienteNome },
      })),
      total,
      temMais: filtro.page * filtro.limit < total,
    };
  }

  async obter(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
  ): Promise<Schemas['PedidoPainel']> {
    this.equipe(sessao, fornecedor);
    return this.paraPainel(await this.pedido(fornecedor, numpedido));
  }

  /** Moves the order (409 for a move the rules forbid, or one made meanwhile); e-mails the customer. */
  async mudarStatus(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
    para: StatusPedido,
    origem: string | null,
  ): Promise<Schemas['PedidoPainel']> {
    this.equipe(sessao, fornecedor);
    const quem = await this.quem(sessao);
    return this.paraPainel(await this.moverPedido(quem, fornecedor, numpedido, para, origem));
  }

  /**
   * The desk's move made by `autor` (the desk's person, or the ERP: issue 33), whoever checked the
   * caller: only the moves of `proximosStatusPedido` (409 otherwise, or when the order moved
   * meanwhile), recorded with who and when, told live and e-mailed to the customer.
   */
  async moverPedido(
    autor: AutorMovimento,
    fornecedor: FornecedorRow,
    numpedido: number,
    para: StatusPedido,
    origem: string | null,
  ): Promise<PedidoRow> {
    const row = await this.pedido(fornecedor, numpedido);
    if (!podeMudarStatusPedido(row.status, para, row.tipoEntrega)) throw movimentoInvalido(row.status, para);
    const ok = await this.deps.pedidosFornecedor.mudarStatus({
      idfornecedor: fornecedor.idfornecedor,
      numpedido,
      de: row.status,
      para,
      em: this.now(),
      ...autor,
    });
    if (!ok) throw new HttpError(409, PEDIDO_MUDOU, 'pedido.status-mudou');
    const novo = { ...row, status: para };
    this.avisarAoVivo(novo);
    await this.avisarCliente(fornecedor, novo, origem);
    return novo;
  }

  /** Prices a quote: a unit price for exactly its lines, optionally the fee; e-mails the customer. */
  async precificar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
    corpo: Schemas['RequisicaoPrecoOrcamento'],
    origem: string | null,
  ): Promise<Schemas['PedidoPainel']> {
    this.equipe(sessao, fornecedor);
    const quem = await this.quem(sessao);
    const row = await this.pedido(fornecedor, numpedido);
    if (!podePrecificarOrcamento(row.status)) throw new HttpError(409, NAO_E_ORCAMENTO, 'pedido.status-invalido');
    const precos = new Map<number, number>();
    for (const item of corpo.itens) {
      if (precos.has(item.id)) throw new HttpError(400, ITENS_ORCAMENTO, 'orcamento.itens');
      precos.set(item.id, toCentavos(item.precoUnitario));
    }
    if ([...precos.values()].some((c) => c <= 0))
      throw new HttpError(
        400,
        'Requisição inválida: o preço de cada item deve ser maior que zero',
        'requisicao.invalida',
      );
    const resultado = await this.deps.pedidosFornecedor.precificar({
      idfornecedor: fornecedor.idfornecedor,
      numpedido,
      precos,
      taxaEntrega: corpo.taxaentrega === undefined ? null : toCentavos(corpo.taxaentrega),
      calcular: precificarOrcamento,
      em: this.now(),
      ...quem,
    });
    if (resultado === 'itens') throw new HttpError(400, ITENS_ORCAMENTO, 'orcamento.itens');
    if (resultado === 'status') throw new HttpError(409, PEDIDO_MUDOU, 'pedido.status-mudou');
    const novo = await this.pedido(fornecedor, numpedido);
    this.avisarAoVivo(novo);
    this.deps.avisos?.emitir({ idfornecedor: novo.idfornecedor, idcliente: novo.idcliente }, 'cotacao-precificada', {
      numpedido: novo.numpedido,
    });
    await this.avisarCliente(fornecedor, novo, origem);
    return this.paraPainel(novo);
  }

  /**
   * Attaches the order's DANFE (the PDF and its NF-e access key, checked by engine/rules/nfe-key.ts
   * against the supplier's CNPJ), replacing the one attached before. Not for a quote or a
   * cancelled order (409).
   */
  async anexarDanfe(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
    chaveDigitada: string,
    pdf: Buffer,
  ): Promise<Schemas['PedidoPainel']> {
    this.equipe(sessao, fornecedor);
    return this.paraPainel(await this.anexarDanfeComo(sessao.idusuario, fornecedor, numpedido, chaveDigitada, pdf));
  }

  /** The DANFE attached by `idusuario` (null: the ERP, issue 33), whoever checked the caller. */
  async anexarDanfeComo(
    idusuario: number | null,
    fornecedor: FornecedorRow,
    numpedido: number,
    chaveDigitada: string,
    pdf: Buffer,
  ): Promise<PedidoRow> {
    const row = await this.pedido(fornecedor, numpedido);
    if (row.orcamento || row.status === 'CANCELADO' || row.status.startsWith('ORCAMENTO'))
      throw new HttpError(409, DANFE_SEM_PEDIDO, 'pedido.status-invalido');
    if (pdf.length > DANFE_MAX_BYTES) throw new HttpError(413, DANFE_GRANDE_DEMAIS, 'danfe.grande-demais');
    if (!pareceUmPdf(pdf)) throw new HttpError(400, DANFE_PDF_INVALIDO, 'danfe.pdf-invalido');
    const chave = validarChaveNfe(chaveDigitada, { cnpjEmitente: fornecedor.config?.rodape?.cnpj ?? null });
    if (!chave.ok) throw new HttpError(400, chave.erro, 'danfe.chave-invalida');
    await this.deps.pedidosFornecedor.anexarDanfe({
      numpedido,
      chave: chave.chave,
      pdf,
      idusuario,
      em: this.now(),
    });
    return row;
  }

  /**
   * Attaches the NF-e's authorised XML beside the order's DANFE (issue 34, item 5): read by
   * ./nfe-xml.ts (well-formed, nfeProc with an authorisation protocol, key and emitter coherent,
   * the supplier's CNPJ), and its access key must be the attached DANFE's. Stored as sent.
   */
  async anexarNfeXml(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
    xml: Buffer,
  ): Promise<Schemas['PedidoPainel']> {
    this.equipe(sessao, fornecedor);
    const row = await this.pedido(fornecedor, numpedido);
    if (xml.length > NFE_XML_MAX_BYTES) throw new HttpError(413, XML_GRANDE_DEMAIS, 'nfe-xml.grande-demais');
    const danfe = await this.deps.pedidosFornecedor.danfe(row.numpedido);
    if (!danfe) throw new HttpError(409, XML_SEM_DANFE, 'nfe-xml.sem-danfe');
    const lido = lerNfeXml(xml, { cnpjEmitente: fornecedor.config?.rodape?.cnpj ?? null });
    if (!lido.ok) throw new HttpError(400, lido.erro, 'nfe-xml.invalido');
    if (lido.chave !== danfe.chave) throw new HttpError(400, XML_OUTRA_CHAVE, 'nfe-xml.outra-chave');
    const anexado = await this.deps.pedidosFornecedor.anexarNfeXml({
      numpedido: row.numpedido,
      chave: lido.chave,
      xml,
      em: this.now(),
    });
    if (!anexado) throw new HttpError(409, PEDIDO_MUDOU, 'pedido.status-mudou');
    return this.paraPainel(row);
  }

  /**
   * The NF-e XML attached beside the order's DANFE, as the supplier sent it, for whoever may
   * download the DANFE (`danfePdf`'s rule); 404 `nfe-xml.nao-anexado` while there is none.
   */
  async nfeXml(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
  ): Promise<{ chave: string; xml: Buffer }> {
    const row = await this.pedidoDoDocumento(sessao, fornecedor, numpedido);
    const xml = await this.deps.pedidosFornecedor.nfeXml(row.numpedido);
    if (!xml) throw new HttpError(404, XML_NAO_ANEXADO, 'nfe-xml.nao-anexado');
    return xml;
  }

  /** The order whose fiscal documents the session may download: staff any of the supplier's, others what they see. */
  private async pedidoDoDocumento(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    numpedido: number,
  ): Promise<PedidoRow> {
    const staff =
      (sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor') &&
      sessao.idfornecedor === fornecedor.idfornecedor;
    return staff ? this.pedido(fornecedor, numpedido) : this.deps.pedidos.pedidoVisivel(sessao, fornecedor, numpedido);
  }

  /**
   * The order's DANFE PDF: for the supplier's staff any order of the supplier, for anyone else the
   * orders the session sees (PedidosService.pedidoVisivel: 404 otherwise); 404 `danfe.nao-anexada`
   * while none is attached.
   */
  async danfePdf(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, numpedido: number): Promise<Buffer> {
    const row = await this.pedidoDoDocumento(sessao, fornecedor, numpedido);
    const pdf = await this.deps.pedidosFornecedor.danfePdf(row.numpedido);
    if (!pdf) throw new HttpError(404, DANFE_NAO_ANEXADA, 'danfe.nao-anexada');
    return pdf;
  }

  /**
   * The supplier's orders under the desk's filters (newest first, at most 5000), as XLSX or CSV
   * (./exportar-pedidos.ts). Only for its attendants and admins.
   */
  async exportar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    filtro: { status: StatusPedido[] | null; busca: string | null },
    formato: 'xlsx' | 'csv',
  ): Promise<Buffer> {
    this.equipe(sessao, fornecedor);
    const { pedidos } = await this.deps.pedidosFornecedor.listarDoFornecedor({
      idfornecedor: fornecedor.idfornecedor,
      ...filtro,
      page: 1,
      limit: MAX_LINHAS_EXPORTACAO,
    });
    const produtos = await this.deps.pedidosFornecedor.produtosDosPedidos(pedidos.map((p) => p.numpedido));
    const linhas = pedidos.map((p) => ({ ...p, produtos: produtos.get(p.numpedido) ?? [] }));
    return formato === 'csv' ? pedidosCsv(linhas) : pedidosXlsx(linhas, fornecedor.nome);
  }

  /** The new status to the customer's open pages (issue 30), as the desk just committed it. */
  private avisarAoVivo(row: PedidoRow): void {
    this.deps.avisos?.emitir({ idfornecedor: row.idfornecedor, idcliente: row.idcliente }, 'pedido-status', {
      numpedido: row.numpedido,
      status: row.status,
      descricao: rotuloStatusPedido(row.status),
    });
  }

  /** The customer's e-mail about the new status (PedidosService.avisarCliente: after the commit, never undoing the move). */
  private async avisarCliente(fornecedor: FornecedorRow, row: PedidoRow, origem: string | null): Promise<void> {
    const tipo = row.orcamento ? 'Orçamento' : 'Pedido';
    const titulo = `${tipo} ${row.numpedido}: ${rotuloStatusPedido(row.status)}`;
    await this.deps.pedidos.avisarCliente(
      fornecedor,
      row,
      origem,
      'falha ao avisar o cliente da nova situação do pedido',
      (primeiroNome) => ({
        titulo,
        assunto: `${titulo} | ${fornecedor.nome}`,
        paragrafos: [
          `Olá, ${primeiroNome}.`,
          row.status === 'ORCAMENTO_PRECIFICADO'
            ? `${fornecedor.nome} precificou o seu orçamento número ${row.numpedido}.`
            : `O seu ${tipo.toLowerCase()} número ${row.numpedido} em ${fornecedor.nome} agora está: ${rotuloStatusPedido(row.status)}.`,
          // Issue 34: every status e-mail says what happens next.
          proximoPasso(row.status, row.tipoEntrega === 'RETIRADA'),
        ],
      }),
    );
  }
}
