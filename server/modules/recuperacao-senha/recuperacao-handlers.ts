import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import { createKeyedRateLimit } from '../../shared/keyed-rate-limit';
import { HttpError, invalidRequest } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { normalizarLogin } from './login';
import { FALHA_SOLICITAR } from './recuperacao-service';

type PedidoRedefinir = operations['redefinirSenha']['requestBody']['content']['application/json'];

const QUINZE_MINUTOS = 15 * 60_000;

export function recuperacaoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const porIp = createKeyedRateLimit(app, { nome: 'recuperar-senha-ip', max: 20, janelaMs: QUINZE_MINUTOS });
  const porLogin = createKeyedRateLimit(app, { nome: 'recuperar-senha-login', max: 5, janelaMs: QUINZE_MINUTOS });
  const redefinirPorIp = createKeyedRateLimit(app, { nome: 'redefinir-senha-ip', max: 20, janelaMs: QUINZE_MINUTOS });

  /**
   * The storefront origin the e-mailed link points at: the request's own, but only on a platform
   * host or one of this supplier's domains, never a Host header an attacker chose (a link to their
   * site would hand them the code).
   */
  async function origemDoPedido(request: FastifyRequest, idfornecedor: string): Promise<string> {
    await app.fornecedorService.porId(idfornecedor); // 404 for an unknown supplier
    const origem = await app.fornecedorService.origemDaRequisicao(request, idfornecedor);
    if (origem === null) throw new HttpError(400, FALHA_SOLICITAR, 'senha.recuperacao-falhou');
    return origem;
  }

  return {
    recuperarSenha: operation<operations['recuperarSenha']>(async ({ params, query, request, reply }) => {
      await porIp(request, reply, request.ip);
      const login = normalizarLogin(params.id);
      const chaveLogin = login ? (login.tipo === 'email' ? login.email : login.documento) : params.id;
      await porLogin(request, reply, `${query.idfornecedor.toLowerCase()}:${chaveLogin}`);
      const origem = await origemDoPedido(request, query.idfornecedor);
      return app.recuperacaoSenhaService.solicitar(query.idfornecedor, params.id, origem);
    }),
    redefinirSenha: operation<operations['redefinirSenha']>(async ({ request, reply }) => {
      await redefinirPorIp(request, reply, request.ip);
      // The document requires the body; Fastify validates one only when it is present.
      const body = request.body as PedidoRedefinir | undefined;
      if (!body) throw invalidRequest('informe o corpo JSON com idfornecedor, codigo e senha');
      return app.recuperacaoSenhaService.redefinir(body);
    }),
  };
}
