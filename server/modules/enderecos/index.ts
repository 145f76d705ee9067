/**
 * A client's addresses (issue 12, item 1; spec section 7 'Addresses'): list, create, update
 * (also making one the primary), delete, the billing address, and the CEP lookup of the address
 * form through the provider behind `ProvedorCep` (ViaCEP's API by default, `CEP_PROVIDER_URL`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enderecosHandlers } from './enderecos-handlers';
import { EnderecosRepository } from './enderecos-repository';
import { EnderecosService } from './enderecos-service';
import { ViaCepProvider } from './provedor-cep';

declare module 'fastify' {
  interface FastifyInstance {
    enderecosService: EnderecosService;
  }
}

async function enderecosModule(app: FastifyInstance): Promise<void> {
  const provedor = new ViaCepProvider(app.config.cep.providerUrl, app.config.cep.timeoutMs);
  app.decorate('enderecosService', new EnderecosService(new EnderecosRepository(app.db), provedor, app.log));
  app.apiHandlers.add('enderecos', enderecosHandlers(app));
}

export const serverModule = fp(enderecosModule, {
  name: 'enderecos',
  fastify: '5.x',
  dependencies: ['core', 'sessao'],
});

export { ENDERECO_NAO_ENCONTRADO, EnderecosService, toEnderecoWire } from './enderecos-service';
export { ViaCepProvider, type ProvedorCep } from './provedor-cep';
export { enderecoSchema } from './endereco-schema';
export type { DonoEndereco, EnderecoRow } from './enderecos-repository';
