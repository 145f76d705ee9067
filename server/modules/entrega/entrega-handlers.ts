import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { chamadorDaRequisicao } from '../sessao';

export const SEM_CLIENTE_ENTREGA = 'Entre na sua conta para escolher a entrega do pedido.';

type CorpoCotacao = operations['cotarFreteCep']['requestBody']['content']['application/json'];

export function entregaHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    /** `{authCliente}`: a live session of the path's supplier acting for a client (401/403 otherwise). */
    getFormasEntrega: operation<operations['getFormasEntrega']>(async ({ params, query }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente, fornecedor.idfornecedor);
      if (chamador.sessao === null || chamador.idcliente === 0)
        throw new HttpError(403, SEM_CLIENTE_ENTREGA, 'entrega.sem-cliente');
      const idformapagamento = query.idformapagamento ?? null;
      return app.entregaService.opcoes(fornecedor, chamador.idcliente, {
        tipoEntrega: query.tipoEntrega,
        idendereco: query.idendereco,
        totalCentavos: () => app.carrinhoService.totalSalvoCentavos(chamador, fornecedor, idformapagamento),
      });
    }),
    /** Anonymous allowed; a session (Bearer or the sf_token cookie) prices the products as it sees them. */
    cotarFreteCep: operation<operations['cotarFreteCep']>(async ({ params, query, request }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const chamador = await chamadorDaRequisicao(app.sessaoService, request);
      const corpo = jsonBody<CorpoCotacao>(request);
      const coordenadas =
        query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
      return app.entregaService.cotar(
        fornecedor,
        params.cep,
        query.tipoEntrega,
        () => app.carrinhoService.totalProdutosCentavos(chamador, fornecedor, corpo.produtos),
        coordenadas,
      );
    }),
  };
}
