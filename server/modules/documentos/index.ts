/**
 * The supplier's published storefront documents (layout, menu, features, tema), kept in memory
 * per supplier (./publicados.ts) and dropped on every process when the studio publishes
 * (`app.publishing`, server/modules/estudio/publishing.ts). The published tema overrides the supplier row wherever the storefront reads it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentosHandlers } from './documentos-handlers';
import { DocumentosRepository } from './documentos-repository';
import { DocumentosService } from './documentos-service';
import { DocumentosPublicados } from './publicados';

declare module 'fastify' {
  interface FastifyInstance {
    documentosService: DocumentosService;
  }
}

/** How long the published documents stay in memory when every publish is sure to reach this process. */
const VIDA_MS = 60_000;
/** …and while it is not (listener starting or reconnecting): within the 5 s a shopper may wait. */
const VIDA_INSEGURA_MS = 1_000;

async function documentosModule(app: FastifyInstance): Promise<void> {
  const publicados = new DocumentosPublicados(new DocumentosRepository(app.db), {
    vidaMs: VIDA_MS,
    vidaInseguraMs: VIDA_INSEGURA_MS,
    confiavel: () => app.publishing.reliable,
  });
  const service = new DocumentosService(publicados, app.fornecedorService);
  app.decorate('documentosService', service);
  // A publish anywhere drops this process's copies of that supplier's documents.
  app.publishing.onPublish((idfornecedor) => service.esquecer(idfornecedor));
  app.fornecedorService.usarSobreposicao((row) => service.comTemaPublicado(row));
  app.apiHandlers.add('documentos', documentosHandlers(app));
}

export const serverModule = fp(documentosModule, {
  name: 'documentos',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'estudio'],
});

export { DocumentosRepository } from './documentos-repository';
export { aplicarTema, DocumentoInvalidoError, DocumentosService } from './documentos-service';
export { DocumentosPublicados } from './publicados';
