/**
 * One error shape for the whole server: `{ mensagem, codigo }` in pt-BR.
 * - request validation (Ajv, from the OpenAPI documents) → 400 requisicao.invalida
 * - HttpError thrown by a module → its status and code
 * - other client errors of Fastify (bad JSON, media type, size) → their status, pt-BR message
 * - anything else → 500 erro-interno, logged with its stack, never sent to the client
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CODIGO_REQUISICAO_INVALIDA, HttpError, type ErroBody } from '../shared/http-error';
import { descreverErrosDeValidacao, type ValidationIssue } from '../shared/validation-messages';

const FASTIFY_CLIENT_ERRORS: Record<string, { mensagem: string; codigo: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { mensagem: 'Tipo de conteúdo não suportado', codigo: 'requisicao.tipo-nao-suportado' },
  FST_ERR_CTP_BODY_TOO_LARGE: { mensagem: 'Corpo da requisição grande demais', codigo: 'requisicao.grande-demais' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    mensagem: 'Requisição inválida: o corpo JSON está vazio',
    codigo: CODIGO_REQUISICAO_INVALIDA,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    mensagem: 'Requisição inválida: o corpo não é um JSON válido',
    codigo: CODIGO_REQUISICAO_INVALIDA,
  },
};

export const erroInterno: ErroBody = { mensagem: 'Erro interno do servidor', codigo: 'erro-interno' };
export const naoEncontrado: ErroBody = { mensagem: 'Recurso não encontrado', codigo: 'nao-encontrado' };

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      const detalhe = descreverErrosDeValidacao(
        error.validation as unknown as ValidationIssue[],
        error.validationContext,
      );
      request.log.info({ validation: error.validation, context: error.validationContext }, 'requisição inválida');
      return reply.code(400).send({ mensagem: `Requisição inválida: ${detalhe}`, codigo: CODIGO_REQUISICAO_INVALIDA });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send({ mensagem: error.message, codigo: error.codigo });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'requisição rejeitada');
      if (known) return reply.code(status).send(known);
      if (status === 404) return reply.code(404).send(naoEncontrado);
      return reply.code(status).send({ mensagem: 'Requisição inválida', codigo: CODIGO_REQUISICAO_INVALIDA });
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply.code(500).send(erroInterno);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(naoEncontrado));
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
