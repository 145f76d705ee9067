// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import { $failedJobsError, $failedJobsMessage, $failedJobs, failedJobRetried, failedJobsShown } from './index';
import { TEXTOS_PAINEL, type TarefaFalha } from './texts';

const falha = (id: string): TarefaFalha => ({
  fila: 'email',
  id,
  descricao: 'E-mail para maria@exemplo.com.br: Pedido 100001',
  motivo: 'connect ECONNREFUSED',
  tentativas: 13,
  criadaEm: '2026-12-01T10:00:00.000Z',
  falhouEm: '2026-12-01T11:30:00.000Z',
});

function escopo(recusar = false) {
  let lista = [falha('5f0c3e1a-9b7d-4c2e-8a1f-0d9e8c7b6a51'), falha('5f0c3e1a-9b7d-4c2e-8a1f-0d9e8c7b6a52')];
  const fake = createFakeApi([
    [
      /^\/v4\/painel\/[^/]+\/tarefas-falhas$/,
      () =>
        recusar
          ? json({ mensagem: 'Acesso negado: só a equipe.', codigo: 'tarefas.acesso-negado' }, 403)
          : json({ tarefas: lista }),
    ],
    [
      /^\/v4\/painel\/[^/]+\/tarefas-falhas\/email\/([^/]+)\/repetir$/,
      (request) => {
        const id = /email\/([^/]+)\/repetir/.exec(request.url)![1];
        lista = lista.filter((t) => t.id !== id);
        return json({ ok: true });
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSAO_ADMIN],
      [$usuario, ADMIN_AURORA],
    ] as never,
  });
  return { scope, fake };
}

describe('painel: failed background jobs', () => {
  it('lists the shop dead letters and, after a retry, reads the list again', async () => {
    const { scope } = escopo();
    await allSettled(failedJobsShown, { scope });
    expect(scope.getState($failedJobs)?.map((t) => t.id.slice(-2))).toEqual(['51', '52']);
    await allSettled(failedJobRetried, {
      scope,
      params: { fila: 'email', id: '5f0c3e1a-9b7d-4c2e-8a1f-0d9e8c7b6a51' },
    });
    expect(scope.getState($failedJobs)?.map((t) => t.id.slice(-2))).toEqual(['52']);
    expect(scope.getState($failedJobsMessage)).toEqual({ tom: 'positive', texto: TEXTOS_PAINEL.tarefaRepetida });
  });

  it("shows the server's refusal", async () => {
    const { scope } = escopo(true);
    await allSettled(failedJobsShown, { scope });
    expect(scope.getState($failedJobs)).toBeNull();
    expect(scope.getState($failedJobsError)).toBe('Acesso negado: só a equipe.');
  });
});
