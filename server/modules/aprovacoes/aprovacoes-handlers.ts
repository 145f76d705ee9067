/**
 * Registration approvals' calls (issue 33, item 5): the desk's (a session of the supplier's staff,
 * Bearer or the `sf_token` cookie) and the ERP's (an integration key with scope `customers`).
 */
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

type S = components['schemas'];

export function aprovacoesHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const equipe = async (request: Parameters<OperationHandler>[0], idfornecedor: string) => {
    const sessao = await sessaoDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    app.aprovacoesService.exigirEquipe(sessao, fornecedor);
    return { fornecedor, autor: await app.aprovacoesService.autorDaSessao(sessao) };
  };
  const origem = (request: Parameters<OperationHandler>[0], idfornecedor: string) =>
    app.fornecedorService.origemDaRequisicao(request, idfornecedor);
  return {
    listarCadastrosPainel: operation<operations['listarCadastrosPainel']>(async ({ params, query, request }) => {
      const { fornecedor } = await equipe(request, params.idfornecedor);
      return app.aprovacoesService.listar(fornecedor, query.situacao);
    }),
    aprovarCadastroPainel: operation<operations['aprovarCadastroPainel']>(async ({ params, request }) => {
      const { fornecedor, autor } = await equipe(request, params.idfornecedor);
      return app.aprovacoesService.aprovar(
        fornecedor,
        params.idcadastro,
        autor,
        await origem(request, fornecedor.idfornecedor),
      );
    }),
    recusarCadastroPainel: operation<operations['recusarCadastroPainel']>(async ({ params, request }) => {
      const { fornecedor, autor } = await equipe(request, params.idfornecedor);
      const corpo = jsonBody<S['RequisicaoRecusaCadastro']>(request);
      return app.aprovacoesService.recusar(
        fornecedor,
        params.idcadastro,
        corpo.motivo,
        autor,
        await origem(request, fornecedor.idfornecedor),
      );
    }),
    listarCadastrosErp: operation<operations['listarCadastrosErp']>(async ({ params, query, request, reply }) => {
      const { fornecedor } = await app.integracaoErp(request, reply, params.idfornecedor, 'customers');
      return app.aprovacoesService.listar(fornecedor, query.situacao);
    }),
    aprovarCadastroErp: operation<operations['aprovarCadastroErp']>(async ({ params, request, reply }) => {
      const { fornecedor, credencial } = await app.integracaoErp(request, reply, params.idfornecedor, 'customers');
      return app.aprovacoesService.aprovar(
        fornecedor,
        params.idcadastro,
        { idusuario: null, por: `ERP (${credencial.nome})` },
        await origem(request, fornecedor.idfornecedor),
      );
    }),
    recusarCadastroErp: operation<operations['recusarCadastroErp']>(async ({ params, request, reply }) => {
      const { fornecedor, credencial } = await app.integracaoErp(request, reply, params.idfornecedor, 'customers');
      const corpo = jsonBody<S['RequisicaoRecusaCadastro']>(request);
      return app.aprovacoesService.recusar(
        fornecedor,
        params.idcadastro,
        corpo.motivo,
        { idusuario: null, por: `ERP (${credencial.nome})` },
        await origem(request, fornecedor.idfornecedor),
      );
    }),
  };
}
