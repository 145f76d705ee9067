/**
 * The ERP integration's calls (issue 33): the desk's credentials (an admin's session from
 * `Authorization: Bearer` or the `sf_token` cookie) and the ERP's bulk upserts (an integration key
 * in `Authorization: Bearer sfi_…`, its scope, its own per-minute limit).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { isInternalCall } from '../../shared/internal-call';
import { tooManyRequests } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import type { FornecedorRow } from '../fornecedor';
import type { CredencialRow } from './integracao-repository';
import type { EscopoIntegracao } from './integracao-service';

type S = components['schemas'];

/** The key's own per-minute limit, counted in the API's rate-limit store (Redis when shared). */
function limitePorChave(app: FastifyInstance) {
  const credenciais = new WeakMap<FastifyRequest, CredencialRow>();
  const contar = app.createRateLimit({
    max: (request) => credenciais.get(request)?.limite_por_minuto ?? 1,
    timeWindow: 60_000,
    keyGenerator: (request) => `integracao:${credenciais.get(request)?.idcredencial ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, credencial: CredencialRow) => {
    if (isInternalCall(request)) return;
    credenciais.set(request, credencial);
    const resultado = await contar(request);
    if (!resultado.isAllowed && resultado.isExceeded) {
      reply.header('Retry-After', String(resultado.ttlInSeconds));
      throw tooManyRequests(resultado.ttlInSeconds);
    }
  };
}

/** What an ERP call has once its key is accepted: the path's supplier and the key's credential. */
export interface ChamadaErp {
  fornecedor: FornecedorRow;
  credencial: CredencialRow;
}

/**
 * The key of an ERP call (401/403 before the body is read), then its own per-minute limit. Made
 * once per server (`app.integracaoErp`): every ERP operation, of this module or another, counts
 * against the same limit.
 */
export function autenticadorErp(
  app: FastifyInstance,
): (
  request: FastifyRequest,
  reply: FastifyReply,
  idfornecedor: string,
  escopo: EscopoIntegracao,
) => Promise<ChamadaErp> {
  const limitar = limitePorChave(app);
  return async (request, reply, idfornecedor, escopo) => {
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    const credencial = await app.integracaoService.autenticar(request.headers.authorization, fornecedor, escopo);
    await limitar(request, reply, credencial);
    return { fornecedor, credencial };
  };
}

export function integracaoHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const erp = async (
    request: FastifyRequest,
    reply: FastifyReply,
    idfornecedor: string,
    escopo: EscopoIntegracao,
  ): Promise<FornecedorRow> => (await app.integracaoErp(request, reply, idfornecedor, escopo)).fornecedor;
  return {
    listarCredenciaisIntegracao: operation<operations['listarCredenciaisIntegracao']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.integracaoService.listar(sessao, fornecedor);
    }),
    criarCredencialIntegracao: operation<operations['criarCredencialIntegracao']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      // The caller first, then the body: a stranger learns nothing from a 400.
      app.integracaoService.exigirAdmin(sessao, fornecedor);
      return app.integracaoService.criar(sessao, fornecedor, jsonBody<S['NovaCredencialIntegracao']>(request));
    }),
    revogarCredencialIntegracao: operation<operations['revogarCredencialIntegracao']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.integracaoService.revogar(sessao, fornecedor, params.idcredencial);
    }),
    importarCategoriasErp: operation<operations['importarCategoriasErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'catalogue');
      const corpo = jsonBody<S['LoteCategoriasErp']>(request);
      return app.integracaoUpserts.categorias(fornecedor.idfornecedor, corpo.itens);
    }),
    importarProdutosErp: operation<operations['importarProdutosErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'catalogue');
      const corpo = jsonBody<S['LoteProdutosErp']>(request);
      return app.integracaoUpserts.produtos(fornecedor.idfornecedor, corpo.itens);
    }),
    importarPrecosErp: operation<operations['importarPrecosErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'prices');
      const corpo = jsonBody<S['LotePrecosErp']>(request);
      return app.integracaoUpserts.precos(fornecedor.idfornecedor, corpo.itens);
    }),
    // Price lists per client (issue 33, item 3): module listas-preco.
    importarListasPrecoErp: operation<operations['importarListasPrecoErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'prices');
      const corpo = jsonBody<S['LoteListasPrecoErp']>(request);
      return app.listasPrecoImportacao.importar(fornecedor.idfornecedor, corpo.itens);
    }),
    importarEstoqueErp: operation<operations['importarEstoqueErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'stock');
      const corpo = jsonBody<S['LoteEstoqueErp']>(request);
      return app.integracaoUpserts.estoque(fornecedor.idfornecedor, corpo.itens, (mudancas) =>
        app.notificacaoService.definirEstoque(fornecedor, mudancas),
      );
    }),
    importarClientesErp: operation<operations['importarClientesErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'customers');
      const corpo = jsonBody<S['LoteClientesErp']>(request);
      return app.integracaoUpserts.clientes(fornecedor.idfornecedor, corpo.itens);
    }),
  };
}
