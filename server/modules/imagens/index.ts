/**
 * The images under /imagens: product pictures, supplier logos and carousel banners (products as
 * WebP, logos and banners as SVG); and the admin's calls that upload a product's own picture.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGEM_GRANDE_DEMAIS, IMAGEM_MAX_BYTES, TIPOS_IMAGEM_ENVIADA } from '../../images/imagem-enviada';
import { HttpError } from '../../shared/http-error';
import { ImagensAdminService, imagensAdminHandlers } from './imagens-admin';
import { ImagensRepository } from './imagens-repository';
import { imagensRoutes } from './imagens-routes';
import { prepararIcones } from '../../images/icones';

const ehImagemEnviada = (tipo: string | undefined): boolean =>
  typeof tipo === 'string' &&
  (TIPOS_IMAGEM_ENVIADA as readonly string[]).includes(tipo.split(';')[0]!.trim().toLowerCase());

async function imagensModule(app: FastifyInstance): Promise<void> {
  await app.register(imagensRoutes, { prefix: '/imagens', repository: new ImagensRepository(app.db) });
  // An uploaded picture arrives as the request body (the file's bytes), at most 8 MB; a larger
  // file is refused before it is read (without Content-Length, the parser's bodyLimit stops it).
  app.addContentTypeParser(
    [...TIPOS_IMAGEM_ENVIADA],
    { parseAs: 'buffer', bodyLimit: IMAGEM_MAX_BYTES },
    (_request, corpo, done) => done(null, corpo),
  );
  app.addHook('onRequest', async (request) => {
    if (
      ehImagemEnviada(request.headers['content-type']) &&
      Number(request.headers['content-length'] ?? 0) > IMAGEM_MAX_BYTES
    ) {
      throw new HttpError(413, IMAGEM_GRANDE_DEMAIS, 'imagem.grande-demais');
    }
  });
  app.apiHandlers.add('imagens-admin', imagensAdminHandlers(app, new ImagensAdminService(app.db)));
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

export const serverModule = fp(imagensModule, {
  name: 'imagens',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao'],
});

// The upload's checks, re-encoding and storing, for the ERP's pictures (module integracao).
export { ImagensAdminService } from './imagens-admin';
