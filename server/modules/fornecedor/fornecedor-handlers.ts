import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v2';
import { operation, type OperationHandler } from '../../shared/operation';
import { HttpError } from '../../shared/http-error';
import { CLIENTE_SEPARATOR } from '#engine/rules/session-token';
import { parseAuth } from '../sessao';

/** An address lookup needs a client (a staff session without one has no addresses). */
const SEM_CLIENTE = 'Escolha um cliente para consultar os fornecedores do endereço.';

export function fornecedorHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    // Without a place the list does not depend on who asks: {auth} is only checked for its format.
    // With one (lat and lng, or idendereco: an address of the session's client at the session's
    // supplier) only the suppliers whose areas serve it are listed (empty: none serves it); the
    // type is RETIRADA with queryPoligonoDeColeta, else tipoEntrega (DELIVERY by default).
    // The segment may also be the spec's `{auth}{split}{id}`: a non-zero client must be the
    // session's (chamadorCliente: 401/403), and an idendereco is then that client's address.
    getFornecedores: operation<operations['getFornecedores']>(async ({ params, query }) => {
      const porCliente = params.auth.includes(CLIENTE_SEPARATOR)
        ? await app.sessaoService.chamadorCliente(params.auth)
        : undefined;
      const token = porCliente?.token ?? parseAuth(params.auth);
      const fornecedores = await app.fornecedorService.listar({
        idfornecedor: query.idfornecedor,
        dominio: query.dominio,
        idempresa: query.idempresa,
      });
      const tipo = query.queryPoligonoDeColeta === true ? 'RETIRADA' : (query.tipoEntrega ?? 'DELIVERY');
      if (query.lat !== undefined && query.lng !== undefined) {
        return app.areasAtendimento.queAtendem(
          fornecedores,
          { lat: query.lat, lng: query.lng, cidade: '', uf: '' },
          tipo,
        );
      }
      if (query.cidade !== undefined && query.uf !== undefined) {
        return app.areasAtendimento.queAtendem(
          fornecedores,
          { lat: null, lng: null, cidade: query.cidade, uf: query.uf },
          tipo,
        );
      }
      if (query.idendereco !== undefined && query.idendereco > 0) {
        if (porCliente !== undefined && porCliente.idcliente > 0 && porCliente.sessao !== null) {
          const local = await app.areasAtendimento.localDoEndereco(
            query.idendereco,
            porCliente.idcliente,
            porCliente.sessao.idfornecedor,
          );
          return app.areasAtendimento.queAtendem(fornecedores, local, tipo);
        }
        const { sessao } = await app.sessaoService.exigirSessao(token);
        if (sessao.idcliente === null) throw new HttpError(403, SEM_CLIENTE, 'sessao.sem-cliente');
        const local = await app.areasAtendimento.localDoEndereco(
          query.idendereco,
          sessao.idcliente,
          sessao.idfornecedor,
        );
        return app.areasAtendimento.queAtendem(fornecedores, local, tipo);
      }
      return fornecedores;
    }),
    // Public (the areas and stores a storefront shows); {auth} is only checked for its format.
    getAreaAtendimento: operation<operations['getAreaAtendimento']>(async ({ params, query }) => {
      parseAuth(params.auth);
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor);
      return app.areasAtendimento.areaAtendimento(fornecedor, query.tipoEntrega ?? 'DELIVERY');
    }),
    getConfiguracaoFornecedor: operation<operations['getConfiguracaoFornecedor']>(async ({ query }) =>
      app.fornecedorService.configuracao(query.idfornecedor),
    ),
    getTemaFornecedor: operation<operations['getTemaFornecedor']>(async ({ params }) =>
      app.fornecedorService.tema(params.idfornecedor),
    ),
    getRodapeFornecedor: operation<operations['getRodapeFornecedor']>(async ({ params }) =>
      app.fornecedorService.rodape(params.idfornecedor),
    ),
  };
}
