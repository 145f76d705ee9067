/** Static texts of a supplier. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { conteudoHandlers } from './conteudo-handlers';
import { ConteudoRepository } from './conteudo-repository';
import { ConteudoService } from './conteudo-service';

declare module 'fastify' {
  interface FastifyInstance {
    conteudoService: ConteudoService;
  }
}

async function conteudoModule(app: FastifyInstance): Promise<void> {
  app.decorate('conteudoService', new ConteudoService(new ConteudoRepository(app.db), app.fornecedorService));
  app.apiHandlers.add('conteudo', conteudoHandlers(app));
}

export const serverModule = fp(conteudoModule, {
  name: 'conteudo',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor'],
});

export type { CaracteristicaRow } from './conteudo-repository';
