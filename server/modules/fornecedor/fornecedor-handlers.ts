import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../openapi/generated/v2';
import { operation, type OperationHandler } from '../../shared/operation';
import { parseAuth } from '../sessao';

export function fornecedorHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    // The supplier list does not depend on who asks: {auth} is only checked for its format.
    getFornecedores: operation<operations['getFornecedores']>(async ({ params, query }) => {
      parseAuth(params.auth);
      return app.fornecedorService.listar({
        idfornecedor: query.idfornecedor,
        dominio: query.dominio,
        idempresa: query.idempresa,
      });
    }),
    getConfiguracaoFornecedor: operation<operations['getConfiguracaoFornecedor']>(async ({ query }) =>
      app.fornecedorService.configuracao(query.idfornecedor),
    ),
    getTemaFornecedor: operation<operations['getTemaFornecedor']>(async ({ params }) =>
      app.fornecedorService.tema(params.idfornecedor),
    ),
    getRodapeFornecedor: operation<operations['getRodapeFornecedor']>(async ({ params }) =>
      app.fornecedorService.rodape(params.idfornecedor),
    ),
  };
}
