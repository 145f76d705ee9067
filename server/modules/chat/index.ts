/**
 * Chat and live updates (issue 30; docs/chat.md): the rooms and messages (ChatService, REST in
 * openapi/v4/paths/chat.yaml) and the socket.io server on the app's own port (chat-socket.ts),
 * which also carries the live updates of `app.avisosCliente` to the customer's sockets.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAttemptCounter } from '../../shared/attempt-counter';
import { chatHandlers } from './chat-handlers';
import { ChatRepository } from './chat-repository';
import { ChatService, RATE_JANELA_MS, RATE_MAX } from './chat-service';
import { iniciarSocketChat, type SocketChatServidor } from './chat-socket';

declare module 'fastify' {
  interface FastifyInstance {
    chatService: ChatService;
    /** The socket.io server (tests reach it to check the sessions at once). */
    chatSocket: SocketChatServidor;
  }
}

async function chatModule(app: FastifyInstance): Promise<void> {
  const limite = createAttemptCounter({
    nome: 'chat-mensagens',
    max: RATE_MAX,
    janelaMs: RATE_JANELA_MS,
    redisUrl: app.config.redisUrl,
    aoFalhar: (motivo) => app.log.warn({ motivo }, 'chat: limite de mensagens sem Redis'),
  });
  const service = new ChatService(new ChatRepository(app.db), {
    limite,
    principal: async (idusuario, idcliente) =>
      (await app.usuariosVinculadosService.permissoesEfetivas(idusuario, idcliente)).principal,
  });
  app.decorate('chatService', service);
  const socket = iniciarSocketChat(app, service);
  app.decorate('chatSocket', socket);
  app.addHook('preClose', async () => {
    await socket.fechar();
  });
  app.addHook('onClose', async () => {
    await limite.fechar();
  });
  app.apiHandlers.add('chat', chatHandlers(app));
}

export const serverModule = fp(chatModule, {
  name: 'chat',
  fastify: '5.x',
  dependencies: ['core', 'sessao', 'avisos', 'usuarios-vinculados'],
});

export { nomeSalaGeral, nomeSalaPedido, type MensagemWire, type SalaWire } from './chat-service';
