/** Sessions: who is calling (`{auth}`, `{authCliente}`), session creation, the JWT, and logout. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CacheSessoes } from './cache-sessoes';
import { chaveJwt, EmissorJwt } from './jwt';
import { jwtHandlers } from './jwt-v4';
import { sessaoHandlers } from './sessao-handlers';
import { SessaoRepository } from './sessao-repository';
import { SessaoService } from './sessao-service';

declare module 'fastify' {
  interface FastifyInstance {
    sessaoService: SessaoService;
  }
}

async function sessaoModule(app: FastifyInstance): Promise<void> {
  const cache = new CacheSessoes({
    kind: app.dbKind,
    databaseUrl: app.config.databaseUrl,
    ttlMs: app.config.sessionCacheTtlS * 1000,
    log: app.log,
  });
  app.decorate(
    'sessaoService',
    new SessaoService(
      new SessaoRepository(app.db),
      new EmissorJwt(chaveJwt(app.config)),
      undefined,
      cache,
      app.config.corsOrigins,
    ),
  );
  app.addHook('onReady', async () => {
    await cache.iniciar();
  });
  app.addHook('onClose', async () => {
    await cache.fechar();
  });
  app.apiHandlers.add('sessao', sessaoHandlers(app));
  app.apiHandlers.add('sessao-jwt', jwtHandlers(app));
}

export const serverModule = fp(sessaoModule, { name: 'sessao', fastify: '5.x', dependencies: ['core'] });

export { parseAuth } from './auth-path';
export { hashToken } from './sessao-token';
export { exigirClienteJwt, exigirJwt } from './jwt-v4';
export {
  SESSAO_EXPIRADA,
  logadoNoFornecedor,
  sessaoExpirada,
  veOsPrecosNoFornecedor,
  type Chamador,
  type SessaoCriada,
  type SessaoService,
} from './sessao-service';
export { chamadorDaRequisicao, sessaoDaRequisicao, type SessaoDaRequisicao } from './sessao-requisicao';
