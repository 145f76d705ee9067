/**
 * The ERP integration's calls (issue 33): the desk's credentials (an admin's session from
 * `Authorization: Bearer` or the `sf_token` cookie) and the ERP's bulk upserts (an integration key
 * in `Authorization: Bearer sfi_…`, its scope, its own per-minute limit).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { isInternalCall } from '../../shared/internal-call';
import { tooManyRequests } from '../../shared/http-error';
import { accepted, jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { ESCOPO_DA_IMPORTACAO, LINHAS_POR_CHAMADA } from './importacoes';
import type { TipoImportacao } from './tables';
import { sessaoDaRequisicao } from '../sessao';
import { origemDoDominio, type FornecedorRow } from '../fornecedor';
import type { CredencialRow } from './integracao-repository';
import type { EscopoIntegracao } from './integracao-service';

type S = components['schemas'];

/** The shape every bulk upsert operation shares: the supplier in the path, the report or the job. */
interface OperacaoImportacao {
  parameters: { path: { idfornecedor: string }; query?: unknown };
  responses: {
    200: { content: { 'application/json': S['RelatorioImportacao'] } };
    202: { content: { 'application/json': S['UmaImportacaoErp'] } };
  };
}

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
  /**
   * The shop's address for the links of the e-mails an import sends (the clients' invitations):
   * the supplier's own domain, else the request's host when it is this supplier's shop, else none.
   */
  const origemDaLoja = async (request: FastifyRequest, fornecedor: FornecedorRow): Promise<string | null> => {
    return origemDoDominio(fornecedor) ?? app.fornecedorService.origemDaRequisicao(request, fornecedor.idfornecedor);
  };
  /**
   * A bulk upsert: up to LINHAS_POR_CHAMADA lines answered at once with the report; more kept and
   * run as a job (202, the import's status call in `Location`).
   */
  const importar = <O extends OperacaoImportacao>(tipo: TipoImportacao) =>
    operation<O>(async ({ params, request, reply }) => {
      const { fornecedor, credencial } = await app.integracaoErp(
        request,
        reply,
        params.idfornecedor,
        ESCOPO_DA_IMPORTACAO[tipo],
      );
      const { itens } = jsonBody<{ itens: { cod_erp: string }[] }>(request);
      // Only a client import sends e-mails (the invitations of its people).
      const origem = tipo === 'clientes' ? await origemDaLoja(request, fornecedor) : null;
      if (itens.length <= LINHAS_POR_CHAMADA)
        return app.integracaoExecutar(tipo, fornecedor.idfornecedor, itens, origem);
      const corpo = await app.integracaoImportacoes.criar(
        fornecedor.idfornecedor,
        credencial.idcredencial,
        tipo,
        itens,
        origem,
      );
      reply.header(
        'location',
        `/api/v4/integracao/${fornecedor.idfornecedor}/importacoes/${corpo.importacao.idimportacao}`,
      );
      return accepted<O>(reply, corpo);
    });
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
    importarCategoriasErp: importar<operations['importarCategoriasErp']>('categorias'),
    importarProdutosErp: importar<operations['importarProdutosErp']>('produtos'),
    importarPrecosErp: importar<operations['importarPrecosErp']>('precos'),
    // Price lists per client (issue 33, item 3): module listas-preco. A batch is up to 10,000
    // lists, each sent whole: answered at once.
    importarListasPrecoErp: operation<operations['importarListasPrecoErp']>(async ({ params, request, reply }) => {
      const fornecedor = await erp(request, reply, params.idfornecedor, 'prices');
      const corpo = jsonBody<S['LoteListasPrecoErp']>(request);
      return app.listasPrecoImportacao.importar(fornecedor.idfornecedor, corpo.itens);
    }),
    importarEstoqueErp: importar<operations['importarEstoqueErp']>('estoque'),
    importarClientesErp: importar<operations['importarClientesErp']>('clientes'),
    importarCondicoesPagamentoErp: operation<operations['importarCondicoesPagamentoErp']>(
      async ({ params, request, reply }) => {
        const fornecedor = await erp(request, reply, params.idfornecedor, 'customers');
        const corpo = jsonBody<S['LoteCondicoesPagamentoErp']>(request);
        return app.integracaoClientes.condicoesPagamento(fornecedor.idfornecedor, corpo.itens);
      },
    ),
    obterImportacaoErp: operation<operations['obterImportacaoErp']>(async ({ params, request, reply }) => {
      // The key first (401 before anything is read), with the scope of the import's kind.
      const tipo = await app.integracaoImportacoes.tipo(params.idfornecedor, params.idimportacao);
      await erp(request, reply, params.idfornecedor, tipo ? ESCOPO_DA_IMPORTACAO[tipo] : 'catalogue');
      return app.integracaoImportacoes.uma(params.idfornecedor, params.idimportacao);
    }),
  };
}
