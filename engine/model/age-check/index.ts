/**
 * Age-over-18 check (spec section 2), loaded lazily with its modal when the supplier's
 * configuration asks for it (`exige_maioridade`) and the visitor has not confirmed yet. A
 * confirmation is remembered in the necessary cookie `sf_maioridade` (engine/rules/age-check);
 * declining shows the blocking message, and the visitor may correct the answer.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE } from '../../rules/age-check';
import { writeBrowserCookies } from '../consent';

export type RespostaIdade = 'pergunta' | 'confirmada' | 'recusada';

export const ageAccepted = createEvent();
export const ageDeclined = createEvent();
/** 'Corrigir minha resposta' on the blocking message. */
export const answerCorrected = createEvent();

export const gravarIdadeFx = createEffect((): void => {
  writeBrowserCookies([{ name: AGE_COOKIE, value: '1', options: { maxAge: AGE_COOKIE_MAX_AGE } }]);
});

export const $respostaIdade = createStore<RespostaIdade>('pergunta')
  .on(ageDeclined, () => 'recusada')
  .on(answerCorrected, () => 'pergunta')
  .on(gravarIdadeFx.finally, () => 'confirmada');

sample({ clock: ageAccepted, target: gravarIdadeFx });
