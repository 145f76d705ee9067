import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v1';
import type { operations as operationsV2 } from '#openapi/generated/v2';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';

/**
 * `{authCliente}` is checked first (a live session acting for that client: 401/403), then the
 * body is read: a stranger learns nothing about the address from a validation message.
 */
export function enderecosHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const chamador = (authCliente: string) => app.sessaoService.chamadorCliente(authCliente);
  return {
    listarEnderecos: operation<operations['listarEnderecos']>(async ({ params }) =>
      app.enderecosService.listar(await chamador(params.authCliente)),
    ),
    criarEndereco: operation<operations['criarEndereco']>(async ({ params, request }) => {
      const c = await chamador(params.authCliente);
      return app.enderecosService.criar(c, jsonBody(request));
    }),
    atualizarEndereco: operation<operations['atualizarEndereco']>(async ({ params, request }) => {
      const c = await chamador(params.authCliente);
      return app.enderecosService.atualizar(c, jsonBody<{ idendereco: number } & Record<string, unknown>>(request));
    }),
    excluirEndereco: operation<operations['excluirEndereco']>(async ({ params }) =>
      app.enderecosService.excluir(await chamador(params.authCliente), params.idendereco),
    ),
    consultarCep: operation<operations['consultarCep']>(async ({ params }) =>
      app.enderecosService.consultarCep(await chamador(params.authCliente), params.cep),
    ),
    getEnderecoFaturamento: operation<operationsV2['getEnderecoFaturamento']>(async ({ params }) =>
      app.enderecosService.faturamento(await chamador(params.authCliente), params.idcliente),
    ),
  };
}
