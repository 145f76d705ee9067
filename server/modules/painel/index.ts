/**
 * The supplier's order desk (issue 13): the orders and quotes of a supplier for its attendants
 * and admins (list, one order, status moves with the customer e-mailed, quote pricing), and the
 * customer's confirmation of a priced quote.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { painelHandlers } from './painel-handlers';
import { HttpError } from '../../shared/http-error';
import { NFE_XML_MAX_BYTES } from './nfe-xml';
import { DANFE_GRANDE_DEMAIS, DANFE_MAX_BYTES, PainelService, XML_GRANDE_DEMAIS } from './painel-service';

const PDF = 'application/pdf';
/** The NF-e XML's media types (issue 34), read as bytes: the server reads and stores them as sent. */
const XML = ['application/xml', 'text/xml'];

declare module 'fastify' {
  interface FastifyInstance {
    painelService: PainelService;
  }
}

async function painelModule(app: FastifyInstance): Promise<void> {
  app.decorate(
    'painelService',
    new PainelService({
      pedidosFornecedor: app.pedidosFornecedorService,
      pedidos: app.pedidosService,
      avisos: app.avisosCliente,
    }),
  );
  // The DANFE arrives as the request body (the PDF's bytes), at most 5 MB; a larger file is refused
  // before it is read, with its own pt-BR message (without Content-Length, the parser's bodyLimit stops it).
  app.addContentTypeParser(PDF, { parseAs: 'buffer', bodyLimit: DANFE_MAX_BYTES }, (_request, corpo, done) =>
    done(null, corpo),
  );
  app.addContentTypeParser(XML, { parseAs: 'buffer', bodyLimit: NFE_XML_MAX_BYTES }, (_request, corpo, done) =>
    done(null, corpo),
  );
  app.addHook('onRequest', async (request) => {
    const tipo = request.headers['content-type'];
    if (
      typeof tipo === 'string' &&
      XML.some((x) => tipo.toLowerCase().startsWith(x)) &&
      Number(request.headers['content-length'] ?? 0) > NFE_XML_MAX_BYTES
    ) {
      throw new HttpError(413, XML_GRANDE_DEMAIS, 'nfe-xml.grande-demais');
    }
    if (
      typeof tipo === 'string' &&
      tipo.toLowerCase().startsWith(PDF) &&
      Number(request.headers['content-length'] ?? 0) > DANFE_MAX_BYTES
    ) {
      throw new HttpError(413, DANFE_GRANDE_DEMAIS, 'danfe.grande-demais');
    }
  });
  app.apiHandlers.add('painel', painelHandlers(app));
}

export const serverModule = fp(painelModule, {
  name: 'painel',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'pedidos', 'avisos'],
});

export { PainelService, movimentoInvalido, type AutorMovimento } from './painel-service';
