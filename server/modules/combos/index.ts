/**
 * Promotional combos (issue 29; spec sections 2, 3 `idcombopromocional_cabecalho` and 7): the
 * spec's three lists, the desk's create and end, and the rules the cart and the order price combo
 * lines with (`combosService.paraCarrinho`, engine/rules/combo).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { combosHandlers } from './combos-handlers';
import { CombosRepository } from './combos-repository';
import { CombosService } from './combos-service';

declare module 'fastify' {
  interface FastifyInstance {
    combosService: CombosService;
  }
}

async function combosModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'combosService',
    new CombosService(new CombosRepository(app.db), app.catalogoService, () => app.relogio.agora()),
  );
  app.apiHandlers.add('combos', combosHandlers(app));
}

export const serverModule = fp(combosModule, {
  name: 'combos',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'catalogo'],
});

export { CombosService } from './combos-service';
export type { CombosDoCarrinho, EscolhaCombo } from './combos-service';
