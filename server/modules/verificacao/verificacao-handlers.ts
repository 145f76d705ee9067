import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { exigirClienteJwt } from '../sessao';

type ConfirmacaoVerificacao = components['schemas']['ConfirmacaoVerificacao'];

export function verificacaoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    // The login's jwttoken must be of this client at this supplier (401/403 before anything is sent).
    enviarVerificacao: operation<operations['enviarVerificacao']>(async ({ query, request }) => {
      await exigirClienteJwt(app.sessaoService, request, query);
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      return app.verificacaoService.enviar({
        idcliente: query.idcliente,
        fornecedor,
        canal: query.canal,
        fonte: query.fonte,
        telefone: query.telefone,
      });
    }),
    confirmarVerificacao: operation<operations['confirmarVerificacao']>(async ({ request }) => {
      const corpo = jsonBody<ConfirmacaoVerificacao>(request);
      await exigirClienteJwt(app.sessaoService, request, corpo);
      const fornecedor = await app.fornecedorService.porId(corpo.idfornecedor);
      return app.verificacaoService.confirmar({ ...corpo, idfornecedor: fornecedor.idfornecedor });
    }),
  };
}
