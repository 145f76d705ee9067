import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { isStatusPedido } from '#engine/rules/pedido-status';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import { CSV_MIME, XLSX_MIME } from './exportar-pedidos';
import { XML_INVALIDO } from './nfe-xml';
import { DANFE_PDF_INVALIDO } from './painel-service';

const CLIENTE_DO_LINK = 'Acesso negado: este pedido não é do cliente da sua sessão.';

/** The desk's `status` filter: one status or several, comma-separated (validated by the document). */
const statusDaQuery = (status: string | undefined) =>
  status ? [...new Set(status.split(',').filter(isStatusPedido))] : null;

const FORNECEDOR_DA_SESSAO = 'Acesso negado: o fornecedor não é o da sua sessão.';

type Params<K extends keyof operations> = NonNullable<operations[K]['parameters']['path']>;
type Corpo<K extends keyof operations> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * The order desk and the customer's quote confirmation: the session from `Authorization: Bearer`
 * or the `sf_token` cookie (401 without one); the supplier from the path (404 unknown); the role
 * and supplier checked by the services.
 */
export function painelHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  // The e-mail's 'Ver pedido' links the request's own origin, only on a host of this supplier (else no link).
  return {
    listarPedidosPainel: operation<operations['listarPedidosPainel']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.painelService.listar(sessao, fornecedor, {
        status: statusDaQuery(query.status),
        busca: query.busca ?? null,
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      });
    }),
    getPedidoPainel: operation<operations['getPedidoPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.painelService.obter(sessao, fornecedor, params.numpedido);
    }),
    mudarStatusPedidoPainel: operation<operations['mudarStatusPedidoPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const corpo = jsonBody<Corpo<'mudarStatusPedidoPainel'>>(request);
      return app.painelService.mudarStatus(
        sessao,
        fornecedor,
        params.numpedido,
        corpo.status,
        await app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor),
      );
    }),
    precificarOrcamento: operation<operations['precificarOrcamento']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const corpo = jsonBody<Corpo<'precificarOrcamento'>>(request);
      return app.painelService.precificar(
        sessao,
        fornecedor,
        params.numpedido,
        corpo,
        await app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor),
      );
    }),
    anexarDanfePainel: operation<operations['anexarDanfePainel']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, DANFE_PDF_INVALIDO, 'danfe.pdf-invalido');
      return app.painelService.anexarDanfe(sessao, fornecedor, params.numpedido, query.chave, request.body);
    }),
    anexarNfeXmlPainel: operation<operations['anexarNfeXmlPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, XML_INVALIDO, 'nfe-xml.invalido');
      return app.painelService.anexarNfeXml(sessao, fornecedor, params.numpedido, request.body);
    }),
    // Issue 34: the NF-e XML beside the DANFE, as the supplier attached it; the order page's link names its client.
    nfeXmlPedido: async (request, reply) => {
      const params = request.params as Params<'nfeXmlPedido'>;
      const query = (request.query ?? {}) as NonNullable<operations['nfeXmlPedido']['parameters']['query']>;
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      if (fornecedor.idfornecedor !== sessao.idfornecedor)
        throw new HttpError(403, FORNECEDOR_DA_SESSAO, 'sessao.fornecedor-invalido');
      if (query.idcliente !== undefined && sessao.idcliente !== query.idcliente)
        throw new HttpError(403, CLIENTE_DO_LINK, 'sessao.cliente-invalido');
      const { chave, xml } = await app.painelService.nfeXml(sessao, fornecedor, params.numpedido);
      return reply
        .header('content-type', 'application/xml')
        .header('content-disposition', `attachment; filename="${chave}-procNFe.xml"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(xml);
    },
    // Spec section 7's `GET /v4/danfe/{numpedido}/{idfornecedor}`: the PDF as attached, for the order's client and the supplier's staff.
    danfePedido: async (request, reply) => {
      const params = request.params as Params<'danfePedido'>;
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      if (fornecedor.idfornecedor !== sessao.idfornecedor)
        throw new HttpError(403, FORNECEDOR_DA_SESSAO, 'sessao.fornecedor-invalido');
      const pdf = await app.painelService.danfePdf(sessao, fornecedor, params.numpedido);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="danfe-${params.numpedido}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    // Spec section 7's `POST /v4/orders/export/{id}`: {id} is the supplier; the desk's filters in the query.
    exportarPedidos: async (request, reply) => {
      const params = request.params as Params<'exportarPedidos'>;
      const query = (request.query ?? {}) as NonNullable<operations['exportarPedidos']['parameters']['query']>;
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.id);
      const formato = query.formato ?? 'xlsx';
      const arquivo = await app.painelService.exportar(
        sessao,
        fornecedor,
        { status: statusDaQuery(query.status), busca: query.busca ?? null },
        formato,
      );
      const dia = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', formato === 'csv' ? CSV_MIME : XLSX_MIME)
        .header('content-disposition', `attachment; filename="pedidos-${fornecedor.slug}-${dia}.${formato}"`)
        .header('cache-control', 'private, no-store')
        .send(arquivo);
    },
    confirmarOrcamento: operation<operations['confirmarOrcamento']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.pedidosService.confirmarOrcamento(sessao, fornecedor, params.numpedido);
    }),
  };
}
