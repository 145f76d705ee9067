/**
 * One error shape for the whole server: `{ mensagem, codigo }` in pt-BR.
 * - request validation (Ajv, from the OpenAPI documents) → 400 requisicao.invalida
 * - HttpError thrown by a module or the edge plugins → its status and code
 * - other client errors of Fastify (bad JSON, media type, size, bad URL, …) → their status, pt-BR
 * - the answer's deadline (plugins/prazo.ts, code FST_ERR_HANDLER_TIMEOUT) → 503 servidor.tempo-esgotado
 * - a data error of the database (SQLSTATE class 22: a value out of range or not valid text that
 *   slipped past the edge) → 400, logged as a warning naming the SQLSTATE, never a 500
 * - a cancelled statement (statement_timeout, SQLSTATE 57014) → 503
 * - anything else → 500 erro-interno, logged with its stack, never sent to the client
 * A client's mistake is logged at info level with its code and message only (no stack trace).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  INVALID_REQUEST_CODE,
  ERRORS_BY_STATUS,
  HttpError,
  errorForStatus,
  type ErrorBody,
} from '../shared/http-error';
import { describeValidationErrors, type ValidationIssue } from '../shared/validation-messages';

const FASTIFY_CLIENT_ERRORS: Record<string, { mensagem: string; codigo: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    mensagem: 'Tipo de conteúdo não suportado',
    codigo: 'requisicao.tipo-nao-suportado',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    mensagem: 'Requisição inválida: o tamanho do corpo não confere com Content-Length',
    codigo: INVALID_REQUEST_CODE,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { mensagem: 'Corpo da requisição grande demais', codigo: 'requisicao.grande-demais' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    mensagem: 'Requisição inválida: o corpo JSON está vazio',
    codigo: INVALID_REQUEST_CODE,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    mensagem: 'Requisição inválida: o corpo não é um JSON válido',
    codigo: INVALID_REQUEST_CODE,
  },
  FST_ERR_BAD_URL: {
    mensagem: 'Requisição inválida: o endereço não está codificado corretamente',
    codigo: INVALID_REQUEST_CODE,
  },
  FST_ERR_PROTO_POISONING: {
    mensagem: 'Requisição inválida: o corpo contém a chave proibida __proto__',
    codigo: INVALID_REQUEST_CODE,
  },
  FST_ERR_CONSTRUCTOR_POISONING: {
    mensagem: 'Requisição inválida: o corpo contém a chave proibida constructor.prototype',
    codigo: INVALID_REQUEST_CODE,
  },
};

export const erroInterno: ErrorBody = ERRORS_BY_STATUS[500] as ErrorBody;
export const naoEncontrado: ErrorBody = ERRORS_BY_STATUS[404] as ErrorBody;

/** SQLSTATE class 22 (data exception): numeric out of range, NUL byte in text, bad text representation, … */
const SQLSTATE_DADO_INVALIDO = /^22[0-9A-Z]{3}$/;
const SQLSTATE_CANCELADO = '57014';

function sqlstate(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      const detalhe = describeValidationErrors(
        error.validation as unknown as ValidationIssue[],
        error.validationContext,
      );
      request.log.info({ validation: error.validation, context: error.validationContext }, 'requisição inválida');
      return reply.code(400).send({ mensagem: `Requisição inválida: ${detalhe}`, codigo: INVALID_REQUEST_CODE });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      else request.log.info({ status: error.statusCode, codigo: error.codigo }, error.message);
      if (error.cabecalhos) reply.headers(error.cabecalhos);
      return reply.code(error.statusCode).send({ ...error.extras, mensagem: error.message, codigo: error.codigo });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      if (request.raw.complete === false) {
        // The client is still sending its body: its request, not our answer, is late.
        request.log.info({ code: error.code }, 'o corpo da requisição não chegou a tempo: respondida com 408');
        return reply.code(408).header('connection', 'close').send(ERRORS_BY_STATUS[408]);
      }
      request.log.warn(
        { code: error.code, url: request.routeOptions.url },
        'requisição demorou demais: respondida com 503',
      );
      return reply.code(503).header('retry-after', '5').send(ERRORS_BY_STATUS[504]);
    }
    const estado = sqlstate(error);
    if (estado !== undefined && SQLSTATE_DADO_INVALIDO.test(estado)) {
      // The edge (strict-input) should have refused this value: worth a warning, not a stack trace.
      request.log.warn(
        { sqlstate: estado, url: request.routeOptions.url },
        'valor recusado pelo banco de dados: respondido com 400',
      );
      return reply.code(400).send({
        mensagem: 'Requisição inválida: um dos valores está fora do formato ou do intervalo aceito',
        codigo: INVALID_REQUEST_CODE,
      });
    }
    if (estado === SQLSTATE_CANCELADO) {
      request.log.warn({ sqlstate: estado, url: request.routeOptions.url }, 'consulta cancelada por tempo esgotado');
      return reply.code(503).header('retry-after', '5').send(ERRORS_BY_STATUS[504]);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ status, code: error.code, motivo: error.message }, 'requisição rejeitada');
      return reply.code(status).send(known ?? errorForStatus(status));
    }
    if (status === 503 || status === 501) {
      request.log.warn({ status, code: error.code, motivo: error.message }, 'requisição não atendida');
      return reply.code(status).send(errorForStatus(status));
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply.code(500).send(erroInterno);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(naoEncontrado));
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
