/**
 * The chat's REST calls (openapi/v4/paths/chat.yaml): the session from `Authorization: Bearer`
 * (the jwttoken or the session token) or the `sf_token` cookie; the supplier and client are the
 * session's; ChatService checks the room.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import type { Ator } from './chat-service';

type Corpo<K extends keyof operations> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

async function ator(app: FastifyInstance, request: FastifyRequest): Promise<Ator> {
  const s = await sessaoDaRequisicao(app.sessaoService, request);
  return { idusuario: s.idusuario, idfornecedor: s.idfornecedor, papel: s.papel, idcliente: s.idcliente };
}

export function chatHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const chat = () => app.chatService;
  return {
    listarSalasChat: operation<operations['listarSalasChat']>(async ({ query, request }) =>
      chat().salas(await ator(app, request), {
        naoLidas: query.naoLidas === 1,
        atribuidaAMim: query.atribuida === 'me',
      }),
    ),
    listarMensagensChat: operation<operations['listarMensagensChat']>(async ({ params, query, request }) =>
      chat().mensagens(await ator(app, request), params.sala, query.page ?? 1, query.perpage ?? 30),
    ),
    enviarMensagemChat: operation<operations['enviarMensagemChat']>(async ({ params, request }) => {
      const quem = await ator(app, request);
      const corpo = jsonBody<Corpo<'enviarMensagemChat'>>(request);
      return chat().enviar(quem, params.sala, corpo.texto, corpo.chave);
    }),
    marcarLidaChat: operation<operations['marcarLidaChat']>(async ({ params, request }) => {
      const quem = await ator(app, request);
      return chat().marcarLida(quem, params.sala, jsonBody<Corpo<'marcarLidaChat'>>(request).ate);
    }),
    atribuirSalaChat: operation<operations['atribuirSalaChat']>(async ({ params, request }) => {
      const quem = await ator(app, request);
      return chat().atribuir(quem, params.sala, jsonBody<Corpo<'atribuirSalaChat'>>(request).idusuario);
    }),
    listarEquipeChat: operation<operations['listarEquipeChat']>(async ({ request }) =>
      chat().equipe(await ator(app, request)),
    ),
  };
}
