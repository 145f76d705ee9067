// @vitest-environment node
import { allSettled, createEffect, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { showSaveFailure, type MensagemConta } from './save-failure';

function setup() {
  const salvarFx = createEffect(async (erro: ApiError): Promise<void> => {
    throw erro;
  });
  const $mensagem = createStore<MensagemConta | null>(null);
  const $erros = createStore<{ nome?: string }>({});
  showSaveFailure(salvarFx, $mensagem, $erros);
  return { salvarFx, $mensagem, $erros, scope: fork() };
}

describe('a failed save of an account screen', () => {
  it("shows the server's refusal and puts a 422's field errors by their fields", async () => {
    const t = setup();
    await allSettled(t.salvarFx, {
      scope: t.scope,
      params: new ApiError({
        status: 422,
        mensagem: 'Verifique os campos',
        corpo: { campos: { nome: 'Informe o nome' } },
      }),
    });
    expect(t.scope.getState(t.$mensagem)).toEqual({ tom: 'critical', texto: 'Verifique os campos' });
    expect(t.scope.getState(t.$erros)).toEqual({ nome: 'Informe o nome' });
  });

  it("shows spec 8's text for a server error, and nothing for 401 and 429 (screens of their own)", async () => {
    const t = setup();
    await allSettled(t.salvarFx, { scope: t.scope, params: new ApiError({ status: 500, mensagem: 'x' }) });
    expect(t.scope.getState(t.$mensagem)?.texto).toBe('Erro tentando atualizado usuário. Tente novamente mais tarde');
    expect(t.scope.getState(t.$erros)).toEqual({});
    const outro = setup();
    await allSettled(outro.salvarFx, { scope: outro.scope, params: new ApiError({ status: 401, mensagem: 'x' }) });
    await allSettled(outro.salvarFx, { scope: outro.scope, params: new ApiError({ status: 429, mensagem: 'x' }) });
    expect(outro.scope.getState(outro.$mensagem)).toBeNull();
  });
});
