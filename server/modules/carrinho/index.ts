/** Carts: one per client and supplier, recomputed by the pricing core on every answer. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { carrinhoHandlers } from './carrinho-handlers';
import { CarrinhoRepository } from './carrinho-repository';
import { CarrinhoService } from './carrinho-service';
import { HttpError } from '../../shared/http-error';
import { PLANILHA_GRANDE_DEMAIS, PLANILHA_MAX_BYTES, XLSX_MIME } from './planilha';

declare module 'fastify' {
  interface FastifyInstance {
    carrinhoService: CarrinhoService;
  }
}

async function carrinhoModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'carrinhoService',
    new CarrinhoService(
      new CarrinhoRepository(app.db),
      app.catalogoService,
      app.cuponsService,
      app.assinaturasService,
      app.formasPagamentoService,
      app.combosService,
      app.avisosCliente,
    ),
  );
  // The quick order's spreadsheet arrives as the request body (the .xlsx bytes), at most 2 MB.
  // A larger file is refused before it is read, with the spreadsheet's own pt-BR message (a body
  // sent without Content-Length still stops at the parser's bodyLimit, with the generic 413).
  app.addContentTypeParser(XLSX_MIME, { parseAs: 'buffer', bodyLimit: PLANILHA_MAX_BYTES }, (_request, corpo, done) =>
    done(null, corpo),
  );
  app.addHook('onRequest', async (request) => {
    const tipo = request.headers['content-type'];
    if (
      typeof tipo === 'string' &&
      tipo.toLowerCase().startsWith(XLSX_MIME) &&
      Number(request.headers['content-length'] ?? 0) > PLANILHA_MAX_BYTES
    ) {
      throw new HttpError(413, PLANILHA_GRANDE_DEMAIS, 'planilha.grande-demais');
    }
  });
  app.apiHandlers.add('carrinho', carrinhoHandlers(app));
}

export const serverModule = fp(carrinhoModule, {
  name: 'carrinho',
  fastify: '5.x',
  dependencies: [
    'core',
    'fornecedor',
    'sessao',
    'catalogo',
    'cupons',
    'assinaturas',
    'formas-pagamento',
    'combos',
    'avisos',
  ],
});

export { CARRINHO_BLOQUEADO, SEM_CLIENTE } from './carrinho-service';
export type { CarrinhoSalvo, LinhaSalva } from './carrinho-repository';
export type { CarrinhoService } from './carrinho-service';
export { PLANILHA_GRANDE_DEMAIS, XLSX_MIME } from './planilha';
