// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ageConfirmed } from '../../rules/age-check';
import { $respostaIdade, gravarIdadeFx, ageAccepted, ageDeclined, answerCorrected } from './index';

describe('age-over-18 check', () => {
  it('declining blocks until the answer is corrected; confirming writes the necessary cookie once', async () => {
    let gravacoes = 0;
    const scope = fork({ handlers: [[gravarIdadeFx, () => void (gravacoes += 1)]] });
    expect(scope.getState($respostaIdade)).toBe('pergunta');
    await allSettled(ageDeclined, { scope });
    expect(scope.getState($respostaIdade)).toBe('recusada');
    expect(gravacoes).toBe(0);
    await allSettled(answerCorrected, { scope });
    expect(scope.getState($respostaIdade)).toBe('pergunta');
    await allSettled(ageAccepted, { scope });
    expect(scope.getState($respostaIdade)).toBe('confirmada');
    expect(gravacoes).toBe(1);
  });

  it('reads only a confirmation from the cookie header', () => {
    expect(ageConfirmed('sf_token=anon-1; sf_maioridade=1')).toBe(true);
    expect(ageConfirmed('sf_maioridade=0')).toBe(false);
    expect(ageConfirmed('')).toBe(false);
  });
});
