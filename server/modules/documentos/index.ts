/**
 * The supplier's published storefront documents (layout, menu, features, tema), kept in memory
 * per supplier (./publicados.ts) and dropped on every process when the studio publishes
 * (server/shared/canal-documentos.ts: PostgreSQL LISTEN/NOTIFY, Redis pub/sub, or in-process on
 * PGlite). The published tema overrides the supplier row wherever the storefront reads it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentosHandlers } from './documentos-handlers';
import { DocumentosRepository } from './documentos-repository';
import { DocumentosService } from './documentos-service';
import { CanalDocumentos } from '../../shared/canal-documentos';
import { DocumentosPublicados } from './publicados';

declare module 'fastify' {
  interface FastifyInstance {
    documentosService: DocumentosService;
    /** Tells every process that a supplier published (server/shared/canal-documentos.ts). */
    canalDocumentos: CanalDocumentos;
  }
}

/** How long the published documents stay in memory when every publish is sure to reach this process. */
const VIDA_MS = 60_000;
/** …and while it is not (listener starting or reconnecting): within the 5 s a shopper may wait. */
const VIDA_INSEGURA_MS = 1_000;

async function documentosModule(app: FastifyInstance): Promise<void> {
  const canal = new CanalDocumentos({
    db: app.db,
    kind: app.dbKind,
    databaseUrl: app.config.databaseUrl,
    redisUrl: app.config.redisUrl,
    log: app.log,
  });
  const publicados = new DocumentosPublicados(new DocumentosRepository(app.db), {
    vidaMs: VIDA_MS,
    vidaInseguraMs: VIDA_INSEGURA_MS,
    confiavel: () => canal.confiavel,
  });
  const service = new DocumentosService(publicados, app.fornecedorService);
  app.decorate('documentosService', service);
  app.decorate('canalDocumentos', canal);
  canal.aoMudar((idfornecedor) => service.esquecer(idfornecedor));
  app.fornecedorService.usarSobreposicao((row) => service.comTemaPublicado(row));
  app.addHook('onReady', async () => {
    await canal.iniciar();
  });
  app.addHook('onClose', async () => {
    await canal.fechar();
  });
  app.apiHandlers.add('documentos', documentosHandlers(app));
}

export const serverModule = fp(documentosModule, {
  name: 'documentos',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor'],
});

export { DocumentosRepository } from './documentos-repository';
export { aplicarTema, DocumentoInvalidoError, DocumentosService } from './documentos-service';
export { DocumentosPublicados } from './publicados';
