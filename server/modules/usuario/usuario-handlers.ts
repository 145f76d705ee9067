import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '#openapi/generated/v1';
import type { operations as operationsV2 } from '#openapi/generated/v2';
import type { operations as operationsV4 } from '#openapi/generated/v4';
import { readCookie } from '#engine/rules/cookies';
import { createKeyedRateLimit } from '../../shared/keyed-rate-limit';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { COOKIE_DISPOSITIVO, cookieDispositivo } from './dispositivo';
import { ErroCampos, type ModoLogin } from './usuario-service';
import { consultarDadosReceita } from './dados-receita';
import { ReceitaHttpProvider } from './provedor-receita';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Per-IP limits of the account calls (the per-login failure count is in the service), counted in
 * Redis when REDIS_URL is set. RATE_LIMIT_MAX=0 turns them off (not the per-login count).
 */
export const LIMITES_IP = {
  login: { max: 100, janelaMs: 15 * 60_000 },
  cadastro: { max: 20, janelaMs: 60 * 60_000 },
  consulta: { max: 60, janelaMs: 60_000 },
} as const;

export function usuarioHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const limite = (nome: keyof typeof LIMITES_IP): Hook => {
    if (app.config.rateLimitMax === 0) return async () => {};
    const porIp = createKeyedRateLimit(app, { nome: `ip-${nome}`, ...LIMITES_IP[nome] });
    return (request, reply) => porIp(request, reply, request.ip);
  };
  const limiteLogin = limite('login');
  const limiteCadastro = limite('cadastro');
  const limiteConsulta = limite('consulta');
  const provedorReceita = app.config.receitaCnpjUrl ? new ReceitaHttpProvider(app.config.receitaCnpjUrl) : null;

  const autenticar =
    (modo: ModoLogin): OperationHandler =>
    async (request, reply) => {
      await limiteLogin(request, reply);
      const { auth } = request.params as { auth: string };
      await app.sessaoService.chamador(auth); // validates the segment
      const cookies = typeof request.headers.cookie === 'string' ? request.headers.cookie : '';
      const { resposta, dispositivo } = await app.usuarioService.autenticar(
        jsonBody<components['schemas']['RequisicaoAutenticar']>(request),
        modo,
        { ip: request.ip, dispositivo: readCookie(cookies, COOKIE_DISPOSITIVO) },
      );
      reply.header('set-cookie', cookieDispositivo(dispositivo, request.protocol === 'https'));
      return resposta;
    };

  return {
    getUsuarioPorLogin: operation<operationsV2['getUsuarioPorLogin']>(async ({ params, query, request, reply }) => {
      await limiteConsulta(request, reply);
      await app.sessaoService.chamador(params.auth);
      return app.usuarioService.consultarLogin(params.login, query.usesForeignDoc === true);
    }),
    autenticar: autenticar('cliente'),
    autenticarRepresentante: autenticar('representante'),
    autenticarEquipe: autenticar('equipe'),
    getDadosUsuario: operation<operations['getDadosUsuario']>(async ({ params }) =>
      app.usuarioService.dados(await app.sessaoService.chamadorCliente(params.authCliente)),
    ),
    salvarUsuario: async (request, reply) => {
      const { authCliente } = request.params as operations['salvarUsuario']['parameters']['path'];
      const chamador = await app.sessaoService.chamadorCliente(authCliente);
      const dados = jsonBody<components['schemas']['RequisicaoSalvarUsuario']>(request);
      if (chamador.idcliente === 0) await limiteCadastro(request, reply);
      try {
        return await app.usuarioService.salvar(chamador, dados);
      } catch (error) {
        if (error instanceof ErroCampos) {
          request.log.info({ status: 422, codigo: error.codigo, campos: Object.keys(error.campos) }, error.message);
          return reply.code(422).send({ mensagem: error.message, codigo: error.codigo, campos: error.campos });
        }
        throw error;
      }
    },
    dadosReceita: operation<operations['dadosReceita']>(async ({ params, query, request, reply }) => {
      await limiteConsulta(request, reply);
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente, query.idfornecedor);
      return consultarDadosReceita(
        { provedor: provedorReceita, fornecedores: app.fornecedorService },
        chamador,
        query.idfornecedor,
        params.doc,
      );
    }),
    getClientes: operation<operations['getClientes']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente);
      return app.usuarioService.clientes(chamador, query);
    }),
    clientesVinculados: async (request) => {
      const { auth, id } = request.params as operations['clientesVinculados']['parameters']['path'];
      const chamador = await app.sessaoService.exigirSessao(auth);
      return app.usuarioService.trocarCliente(
        chamador,
        Number(id),
        jsonBody<components['schemas']['RequisicaoClienteVinculado']>(request),
      );
    },
    getClientesRepresentante: operation<operationsV4['getClientesRepresentante']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.exigirSessao(params.auth);
      return app.usuarioService.clientesDoRepresentante(chamador, params.idfornecedor, query);
    }),
    getAcessoRepresentante: operation<operationsV4['getAcessoRepresentante']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.exigirSessao(params.auth);
      return app.usuarioService.acessoRepresentante(chamador, query.idfornecedor);
    }),
  };
}
