/** The supplier's storefront documents (layout, menu, features). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentosHandlers } from './documentos-handlers';
import { DocumentosRepository } from './documentos-repository';
import { DocumentosService } from './documentos-service';

declare module 'fastify' {
  interface FastifyInstance {
    documentosService: DocumentosService;
  }
}

async function documentosModule(app: FastifyInstance): Promise<void> {
  app.decorate('documentosService', new DocumentosService(new DocumentosRepository(app.db), app.fornecedorService));
  app.apiHandlers.add('documentos', documentosHandlers(app));
}

export const serverModule = fp(documentosModule, {
  name: 'documentos',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor'],
});

export { DocumentosRepository } from './documentos-repository';
export { DocumentoInvalidoError, DocumentosService } from './documentos-service';
