/**
 * What a failed save of the account screens shows (the account's data, the company's): the
 * server's pt-BR message for a refusal (4xx), else 'Erro tentando atualizado usuário…' (spec
 * section 8); nothing for 429 and 401, which have screens of their own. A 422 also puts the
 * server's per-field errors (`campos`) by their fields.
 */
import { sample, type Effect, type StoreWritable } from 'effector';
import { ApiError } from '../../api';
import { TEXTOS_AUTENTICACAO } from '../session/logged-in';

export interface MensagemConta {
  tom: 'critical' | 'positive';
  texto: string;
}

export function showSaveFailure<Params, Done, Erros extends object>(
  fx: Effect<Params, Done, unknown>,
  mensagem: StoreWritable<MensagemConta | null>,
  erros: StoreWritable<Erros>,
): void {
  sample({
    clock: fx.failData,
    filter: (error) => !(error instanceof ApiError && (error.status === 429 || error.status === 401)),
    fn: (error): MensagemConta => ({
      tom: 'critical',
      texto:
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.mensagem
          ? error.mensagem
          : TEXTOS_AUTENTICACAO.erroAtualizarUsuario,
    }),
    target: mensagem,
  });
  sample({
    clock: fx.failData,
    filter: (error) => error instanceof ApiError && error.status === 422,
    fn: (error): Erros =>
      ({ ...(((error as ApiError).corpo as { campos?: Erros } | undefined)?.campos ?? {}) }) as Erros,
    target: erros,
  });
}
