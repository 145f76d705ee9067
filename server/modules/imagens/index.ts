/** The images under /imagens: product pictures, supplier logos and carousel banners (products as WebP, logos and banners as SVG). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ImagensRepository } from './imagens-repository';
import { imagensRoutes } from './imagens-routes';

async function imagensModule(app: FastifyInstance): Promise<void> {
  await app.register(imagensRoutes, { prefix: '/imagens', repository: new ImagensRepository(app.db) });
}

export const serverModule = fp(imagensModule, { name: 'imagens', fastify: '5.x', dependencies: ['core'] });
