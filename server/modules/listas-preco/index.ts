/**
 * Price lists per client (issue 33, item 3): the lists the supplier's ERP sends
 * (`PUT /api/v4/integracao/{idfornecedor}/listas-preco`, scope `prices`, handled by the integracao
 * module with `importar` below) and the prices they give a client's session. docs/erp-integration.md.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ImportacaoListasPreco } from './importacao';
import { ListasPrecoRepository } from './listas-preco-repository';
import { ListasPrecoService } from './listas-preco-service';

declare module 'fastify' {
  interface FastifyInstance {
    listasPrecoService: ListasPrecoService;
    listasPrecoImportacao: ImportacaoListasPreco;
  }
}

async function listasPrecoModule(app: FastifyInstance): Promise<void> {
  app.decorate('listasPrecoService', new ListasPrecoService(new ListasPrecoRepository(app.db)));
  app.decorate('listasPrecoImportacao', new ImportacaoListasPreco(app.db));
}

export const serverModule = fp(listasPrecoModule, {
  name: 'listas-preco',
  fastify: '5.x',
  dependencies: ['core'],
});

export type { ListasPrecoService } from './listas-preco-service';
export type { ImportacaoListasPreco } from './importacao';
