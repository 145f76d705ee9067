import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

type Corpo<K extends keyof operations> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

const ORIGEM_INVALIDA = 'Não foi possível registrar o alerta a partir deste endereço.';

/**
 * No `{auth}` segment: the session comes from `Authorization: Bearer` (session token or jwttoken)
 * or the `sf_token` cookie (`sessaoDaRequisicao`), then the body's client and supplier are checked
 * against it before anything is read.
 */
export function notificacaoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  /**
   * The storefront origin the alert's e-mail links to: the request's own, only on a platform host
   * or one of this supplier's domains (as the password recovery's link).
   */
  async function origemDoPedido(request: FastifyRequest, idfornecedor: string): Promise<string> {
    const origem = await app.fornecedorService.origemDaRequisicao(request, idfornecedor);
    if (origem === null) throw new HttpError(400, ORIGEM_INVALIDA, 'alerta.origem-invalida');
    return origem;
  }

  return {
    getAlertaDisponibilidade: operation<operations['getAlertaDisponibilidade']>(async ({ query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.notificacaoService.contexto(sessao, query.idcliente, query.idfornecedor);
      return app.notificacaoService.estado(fornecedor, query.idcliente, query.idcadastroextraproduto);
    }),
    criarAlertaDisponibilidade: operation<operations['criarAlertaDisponibilidade']>(async ({ request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const corpo = jsonBody<Corpo<'criarAlertaDisponibilidade'>>(request);
      const fornecedor = await app.notificacaoService.contexto(sessao, corpo.idcliente, corpo.idfornecedor);
      const origem = await origemDoPedido(request, fornecedor.idfornecedor);
      return app.notificacaoService.inscrever(fornecedor, sessao, corpo, origem);
    }),
    removerAlertaDisponibilidade: operation<operations['removerAlertaDisponibilidade']>(async ({ request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const corpo = jsonBody<Corpo<'removerAlertaDisponibilidade'>>(request);
      const fornecedor = await app.notificacaoService.contexto(sessao, corpo.idcliente, corpo.idfornecedor);
      return app.notificacaoService.remover(fornecedor, corpo);
    }),
    atualizarEstoque: operation<operations['atualizarEstoque']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const corpo = jsonBody<Corpo<'atualizarEstoque'>>(request);
      return app.notificacaoService.atualizarEstoque(sessao, params.idfornecedor, corpo);
    }),
  };
}
