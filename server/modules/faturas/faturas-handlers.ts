/**
 * The invoices' calls (issue 28): the spec's `GET /v2/app/{auth}{split}{id}/faturas-cliente/
 * fornecedor/{id}/cliente/{id}?completeInfo` (role, supplier and client checked here), a title's
 * boleto PDF and its second copy (the session of `Authorization: Bearer` or the `sf_token` cookie),
 * the order desk's titles (list, mark paid; staff of the supplier only, checked by the service), and
 * the supplier's charging settings (read by its staff, set by its admin).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { operations as operationsV2 } from '#openapi/generated/v2';
import type { operations as operationsV4 } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import { SEM_CLIENTE_FATURAS } from './faturas-service';

const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';

type NovasConfiguracoesCobranca =
  operationsV4['salvarConfiguracoesCobranca']['requestBody']['content']['application/json'];
type Params<K extends keyof operationsV4> = NonNullable<operationsV4[K]['parameters']['path']>;
type Query<K extends keyof operationsV4> = NonNullable<operationsV4[K]['parameters']['query']>;

function pdf(reply: FastifyReply, nome: string, conteudo: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${nome}"`)
    .header('cache-control', 'private, no-store')
    .send(conteudo);
}

export function faturasHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getFaturasCliente: operation<operationsV2['getFaturasCliente']>(async ({ params, query }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      // A live session of this supplier serving the segment's client (401 / 403 otherwise) ...
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente, fornecedor.idfornecedor);
      if (chamador.sessao === null || chamador.idcliente === 0 || params.idcliente === 0)
        throw new HttpError(403, SEM_CLIENTE_FATURAS, 'faturas.sem-cliente');
      // ... and the path's client is that one.
      if (chamador.idcliente !== params.idcliente)
        throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
      return app.faturasService.faturasCliente(fornecedor, params.idcliente, query.completeInfo === true);
    }),
    boletoTitulo: async (request, reply) => {
      const params = request.params as Params<'boletoTitulo'>;
      const query = (request.query ?? {}) as Query<'boletoTitulo'>;
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const segundaVia = query.segundaVia === true;
      return pdf(
        reply,
        `${segundaVia ? 'segunda-via' : 'boleto'}-titulo-${params.idtitulo}.pdf`,
        await app.faturasService.boletoPdf(sessao, fornecedor, params.idtitulo, segundaVia),
      );
    },
    listarTitulosPainel: operation<operationsV4['listarTitulosPainel']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.faturasService.listarPainel(sessao, fornecedor, {
        idcliente: query.idcliente ?? null,
        status: query.status ?? null,
      });
    }),
    marcarTituloPagoPainel: operation<operationsV4['marcarTituloPagoPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.faturasService.marcarPago(sessao, fornecedor, params.idtitulo);
    }),
    obterConfiguracoesCobranca: operation<operationsV4['obterConfiguracoesCobranca']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.faturasService.configuracoesCobranca(sessao, fornecedor);
    }),
    salvarConfiguracoesCobranca: operation<operationsV4['salvarConfiguracoesCobranca']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      // The caller first, then the body: a stranger learns nothing from a 400.
      app.faturasService.exigirAdminCobranca(sessao, fornecedor);
      const novas = jsonBody<NovasConfiguracoesCobranca>(request);
      return app.faturasService.salvarConfiguracoesCobranca(sessao, fornecedor, novas);
    }),
  };
}
