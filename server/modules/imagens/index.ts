/** The images under /imagens: product pictures, supplier logos and carousel banners (products as WebP, logos and banners as SVG). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ImagensRepository } from './imagens-repository';
import { imagensRoutes } from './imagens-routes';
import { prepararIcones } from '../../images/icones';

async function imagensModule(app: FastifyInstance): Promise<void> {
  await app.register(imagensRoutes, { prefix: '/imagens', repository: new ImagensRepository(app.db) });
  // The icon set (a 9 MB JSON) is read once: soon after the server listens rather than in the
  // first shopper's picture request. (Test apps driven by inject never listen: they read it lazily.)
  app.addHook('onListen', async () => {
    setTimeout(() => {
      try {
        prepararIcones();
      } catch (erro) {
        app.log.error({ err: erro }, 'ícones dos produtos indisponíveis');
      }
    }, 500).unref();
  });
}

export const serverModule = fp(imagensModule, { name: 'imagens', fastify: '5.x', dependencies: ['core'] });
