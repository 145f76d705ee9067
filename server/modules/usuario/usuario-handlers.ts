import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../../openapi/generated/v1';
import type { operations as operationsV2 } from '../../../openapi/generated/v2';
import { limitarTaxa } from '../../shared/limite-taxa';
import { operation, type OperationHandler } from '../../shared/operation';
import { ErroCampos, type ModoLogin } from './usuario-service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Per-IP limits of the account calls (the per-login failure count is in the service). RATE_LIMIT_MAX=0 turns them off. */
export const LIMITES_IP = {
  login: { max: 30, janelaMs: 15 * 60_000 },
  cadastro: { max: 10, janelaMs: 60 * 60_000 },
  consulta: { max: 60, janelaMs: 60_000 },
} as const;

export function usuarioHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const limite = (nome: keyof typeof LIMITES_IP): Hook => {
    if (app.config.rateLimitMax === 0) return async () => {};
    return limitarTaxa(app, { nome: `conta-${nome}`, ...LIMITES_IP[nome] }) as unknown as Hook;
  };
  const limiteLogin = limite('login');
  const limiteCadastro = limite('cadastro');
  const limiteConsulta = limite('consulta');

  const autenticar =
    (modo: ModoLogin): OperationHandler =>
    async (request, reply) => {
      await limiteLogin(request, reply);
      const { auth } = request.params as { auth: string };
      await app.sessaoService.chamador(auth); // validates the segment
      return app.usuarioService.autenticar(request.body as components['schemas']['RequisicaoAutenticar'], modo);
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
    salvarUsuario: async (request, reply) => {
      const { authCliente } = request.params as operations['salvarUsuario']['parameters']['path'];
      const chamador = await app.sessaoService.chamadorCliente(authCliente);
      if (chamador.idcliente === 0) await limiteCadastro(request, reply);
      try {
        return await app.usuarioService.salvar(chamador, request.body as components['schemas']['RequisicaoSalvarUsuario']);
      } catch (error) {
        if (error instanceof ErroCampos) {
          request.log.info({ status: 422, codigo: error.codigo, campos: Object.keys(error.campos) }, error.message);
          return reply.code(422).send({ mensagem: error.message, codigo: error.codigo, campos: error.campos });
        }
        throw error;
      }
    },
    getClientes: operation<operations['getClientes']>(async ({ params, query }) => {
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente);
      return app.usuarioService.clientes(chamador, query);
    }),
  };
}
