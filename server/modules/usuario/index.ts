/** Accounts: login lookup, login (customers, linked users, representatives, staff), registration, the user's own data, a representative's clients. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAttemptCounter } from '../../shared/attempt-counter';
import { criarAvisoLimitado } from './aviso-limitado';
import { usuarioHandlers } from './usuario-handlers';
import { UsuarioRepository } from './usuario-repository';
import { UsuarioService } from './usuario-service';

declare module 'fastify' {
  interface FastifyInstance {
    usuarioService: UsuarioService;
  }
}

/** Wrong passwords per (login, address) or (login, device) before 429, and the window they are counted in. */
export const FALHAS_LOGIN = { max: 5, janelaMs: 15 * 60_000 } as const;
/** Wrong passwords per login from anywhere but a known device (guessing spread over many addresses). */
export const FALHAS_LOGIN_CONTA = { max: 100, janelaMs: 15 * 60_000 } as const;

async function usuarioModule(app: FastifyInstance): Promise<void> {
  const contador = (nome: string, limite: { max: number; janelaMs: number }) => {
    const c = createAttemptCounter({
      ...limite,
      nome,
      redisUrl: app.config.redisUrl,
      aoFalhar: (motivo) => app.log.warn({ motivo }, 'contador de tentativas: Redis indisponível'),
    });
    app.addHook('onClose', async () => c.fechar());
    return c;
  };
  const tentativas = contador('falhas-login', FALHAS_LOGIN);
  const contadoresLogin = {
    porOrigem: contador('falhas-login-origem', FALHAS_LOGIN),
    porConta: contador('falhas-login-conta', FALHAS_LOGIN_CONTA),
  };
  const aviso = criarAvisoLimitado({
    enviar: (mensagem) => app.email.enviar(mensagem),
    janelaMs: FALHAS_LOGIN.janelaMs,
    log: app.log,
  });
  app.decorate(
    'usuarioService',
    new UsuarioService(
      new UsuarioRepository(app.db),
      app.fornecedorService,
      app.sessaoService,
      tentativas,
      contadoresLogin,
      aviso,
    ),
  );
  app.apiHandlers.add('usuario', usuarioHandlers(app));
}

export const serverModule = fp(usuarioModule, {
  name: 'usuario',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'email'],
});

export { MENSAGENS } from './usuario-service';
