import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { invalidRequest } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { exigirClienteJwt } from '../sessao';
import { responderPagina } from './termos-uso-pagina';

type RequisicaoAceitarTermos = components['schemas']['RequisicaoAceitarTermos'];

export function termosUsoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getTermosUsoCliente: operation<operations['getTermosUsoCliente']>(async ({ params, request }) => {
      await exigirClienteJwt(app.sessaoService, request, params);
      return app.termosUsoService.situacao(params.idcliente, params.idfornecedor);
    }),
    aceitarTermosUso: operation<operations['aceitarTermosUso']>(async ({ params, request }) => {
      await exigirClienteJwt(app.sessaoService, request, params);
      const corpo = request.body as RequisicaoAceitarTermos | null | undefined;
      if (!corpo || typeof corpo.versao !== 'number') throw invalidRequest('informe a versão aceita (versao)');
      return app.termosUsoService.aceitar(params.idcliente, params.idfornecedor, corpo.versao);
    }),
    // The same page as GET {host}/termouso, under /api: by the Host, or the `idfornecedor` query.
    getTermoUso: async (request, reply) => {
      const query = request.query as NonNullable<operations['getTermoUso']['parameters']['query']>;
      const resolvido = await app.fornecedorService.resolveFornecedor({
        caminho: query.idfornecedor,
        dominio: request.hostname,
      });
      return responderPagina(app, reply, resolvido?.fornecedor ?? null, query.versaoArquivo);
    },
  };
}
