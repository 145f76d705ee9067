/** Suppliers: lookup by UUID, slug and domain, configuration, theme and footer. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fornecedorHandlers } from './fornecedor-handlers';
import { FornecedorRepository } from './fornecedor-repository';
import { FornecedorService } from './fornecedor-service';
import { AreasAtendimento } from './areas-atendimento';

declare module 'fastify' {
  interface FastifyInstance {
    fornecedorService: FornecedorService;
    areasAtendimento: AreasAtendimento;
  }
}

async function fornecedorModule(app: FastifyInstance): Promise<void> {
  app.decorate('fornecedorService', new FornecedorService(new FornecedorRepository(app.db), app.config.platformHosts));
  app.decorate('areasAtendimento', new AreasAtendimento(app.db));
  app.apiHandlers.add('fornecedor', fornecedorHandlers(app));
}

export const serverModule = fp(fornecedorModule, {
  name: 'fornecedor',
  fastify: '5.x',
  dependencies: ['core', 'sessao'],
});

export { FornecedorRepository, type FornecedorRow } from './fornecedor-repository';
export { FornecedorService } from './fornecedor-service';
export { origemDoDominio, toSeo } from './fornecedor-mapper';
export { AreasAtendimento, NAO_ATENDIDO } from './areas-atendimento';
