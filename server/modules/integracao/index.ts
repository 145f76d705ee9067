/**
 * The ERP integration (issue 33): a supplier's integration credentials (created and revoked by its
 * admin in the desk, scoped, limited per key, hashed at rest) and the ERP's bulk upserts by its own
 * codes (categories, products, prices, stock). docs/erp-integration.md.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { autenticadorErp, integracaoHandlers, type ChamadaErp } from './integracao-handlers';
import { IntegracaoRepository } from './integracao-repository';
import { IntegracaoService } from './integracao-service';
import { Upserts } from './upserts';

declare module 'fastify' {
  interface FastifyInstance {
    integracaoService: IntegracaoService;
    integracaoUpserts: Upserts;
    /**
     * An ERP call's key: of the path's supplier, live, with `escopo` (401/403), within its
     * per-minute limit (429). For the ERP operations of other modules too.
     */
    integracaoErp: ReturnType<typeof autenticadorErp>;
  }
}

async function integracaoModule(app: FastifyInstance): Promise<void> {
  app.decorate('integracaoService', new IntegracaoService(new IntegracaoRepository(app.db), () => app.relogio.agora()));
  app.decorate('integracaoUpserts', new Upserts(app.db, () => app.relogio.agora()));
  app.decorate('integracaoErp', autenticadorErp(app));
  app.apiHandlers.add('integracao', integracaoHandlers(app));
}

export const serverModule = fp(integracaoModule, {
  name: 'integracao',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'notificacao', 'listas-preco'],
});

export {
  ESCOPOS_INTEGRACAO,
  hashChaveIntegracao,
  MENSAGEM_CHAVE_INVALIDA,
  MENSAGEM_OUTRO_FORNECEDOR,
  MENSAGEM_SO_ADMIN,
  mensagemSemEscopo,
} from './integracao-service';
export type { EscopoIntegracao } from './integracao-service';
// The report and value checks of the upserts, for the price lists' import (module listas-preco).
export {
  centavos,
  codigos,
  emPartes,
  igual,
  milesimos,
  Relatorio,
  type ErroItem,
  type RelatorioImportacao,
} from './upserts';
export type { ChamadaErp };
export type { CredencialRow } from './integracao-repository';
