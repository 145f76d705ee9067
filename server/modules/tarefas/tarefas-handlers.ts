/**
 * The supplier's dead letters (issue 28): its attendants and admins list the jobs of their
 * supplier that failed after every retry, with the reason, and put one back in its queue. The
 * session from `Authorization: Bearer` or the `sf_token` cookie (401 without one); anyone else,
 * a customer or another supplier's staff, gets 403; a job of another supplier is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao, type SessaoDaRequisicao } from '../sessao';

export const SO_EQUIPE_TAREFAS =
  'Acesso negado: as tarefas com falha são só para os atendentes e administradores desta loja.';
export const TAREFA_NAO_ENCONTRADA = 'Tarefa com falha não encontrada.';

function exigirEquipe(sessao: SessaoDaRequisicao, idfornecedor: string): void {
  const equipe = sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor';
  if (!equipe || sessao.idfornecedor !== idfornecedor)
    throw new HttpError(403, SO_EQUIPE_TAREFAS, 'tarefas.acesso-negado');
}

export function tarefasHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    listarTarefasFalhas: operation<operations['listarTarefasFalhas']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      exigirEquipe(sessao, fornecedor.idfornecedor);
      return { tarefas: await app.tarefas.falhas(fornecedor.idfornecedor) };
    }),
    repetirTarefaFalha: operation<operations['repetirTarefaFalha']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      exigirEquipe(sessao, fornecedor.idfornecedor);
      if (!(await app.tarefas.repetir(fornecedor.idfornecedor, params.fila, params.id)))
        throw new HttpError(404, TAREFA_NAO_ENCONTRADA, 'tarefa.nao-encontrada');
      return { ok: true };
    }),
  };
}
