/**
 * Live updates for customers (issue 30): `app.avisosCliente`, the bus the cart, the order desk
 * and the orders emit on; the chat module carries each event to the client's sockets.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AvisosCliente } from './avisos-cliente';

declare module 'fastify' {
  interface FastifyInstance {
    avisosCliente: AvisosCliente;
  }
}

async function avisosModule(app: FastifyInstance): Promise<void> {
  app.decorate('avisosCliente', new AvisosCliente());
}

export const serverModule = fp(avisosModule, { name: 'avisos', fastify: '5.x', dependencies: ['core'] });

export { AvisosCliente, type AlvoAviso, type EventosAviso, type NomeAviso } from './avisos-cliente';
