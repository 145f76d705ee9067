/**
 * Users of a client account, managed by its principal user (spec section 7, "Representatives and
 * linked users"): list, add by e-mail (with an invitation e-mail), remove, permissions.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usuariosVinculadosHandlers } from './usuarios-vinculados-handlers';
import { UsuariosVinculadosRepository } from './usuarios-vinculados-repository';
import { UsuariosVinculadosService } from './usuarios-vinculados-service';

declare module 'fastify' {
  interface FastifyInstance {
    usuariosVinculadosService: UsuariosVinculadosService;
  }
}

async function usuariosVinculadosModule(app: FastifyInstance): Promise<void> {
  const service = new UsuariosVinculadosService(
    new UsuariosVinculadosRepository(app.db),
    app.fornecedorService,
    app.sessaoService,
    app.recuperacaoSenhaService,
    app.email,
    app.log,
  );
  app.decorate('usuariosVinculadosService', service);
  app.apiHandlers.add('usuarios-vinculados', usuariosVinculadosHandlers(app));
  // Invitations still on their way go out before the database closes.
  app.addHook('preClose', async () => service.aguardarEnvios());
}

export const serverModule = fp(usuariosVinculadosModule, {
  name: 'usuarios-vinculados',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'email', 'recuperacao-senha'],
});

export {
  MENSAGENS_ERP,
  MENSAGENS_USUARIOS,
  PERMISSOES,
  UsuariosVinculadosService,
} from './usuarios-vinculados-service';
