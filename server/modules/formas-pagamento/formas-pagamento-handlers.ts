import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import { HttpError } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { SEM_CLIENTE_PAGAMENTO } from './formas-pagamento-service';

const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';

/**
 * `{auth}` must be a live session of the path's supplier acting for `idcliente` (or serving it:
 * a representative, a linked user): anonymous 403 `pagamento.sem-cliente`, anything else 403
 * `sessao.cliente-invalido`.
 */
export function formasPagamentoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    getFormasPagamento: operation<operations['getFormasPagamento']>(async ({ params, query }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const chamador = await app.sessaoService.chamador(params.auth);
      if (chamador.sessao === null || query.idcliente === 0)
        throw new HttpError(403, SEM_CLIENTE_PAGAMENTO, 'pagamento.sem-cliente');
      if (chamador.sessao.idfornecedor !== fornecedor.idfornecedor)
        throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
      await app.sessaoService.chamadorCliente(`${chamador.token}~${query.idcliente}`, fornecedor.idfornecedor);
      return app.formasPagamentoService.listar(fornecedor, query.idcliente);
    }),
  };
}
