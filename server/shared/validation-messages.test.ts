import { describe, expect, it } from 'vitest';
import { describeValidationErrors } from './validation-messages';

describe('describeValidationErrors', () => {
  it('names the parameter and the rule in pt-BR', () => {
    expect(
      describeValidationErrors([{ keyword: 'maximum', instancePath: '/limit', params: { limit: 100 } }], 'querystring'),
    ).toBe("o parâmetro de consulta 'limit' deve ser no máximo 100");
    expect(
      describeValidationErrors(
        [{ keyword: 'required', instancePath: '', params: { missingProperty: 'idfornecedor' } }],
        'querystring',
      ),
    ).toBe("o parâmetro de consulta 'idfornecedor' é obrigatório");
    expect(
      describeValidationErrors(
        [{ keyword: 'type', instancePath: '/page', params: { type: 'integer' } }],
        'querystring',
      ),
    ).toBe("o parâmetro de consulta 'page' deve ser um número inteiro");
    expect(
      describeValidationErrors(
        [{ keyword: 'enum', instancePath: '/device', params: { allowedValues: ['desktop', 'mobile'] } }],
        'querystring',
      ),
    ).toBe("o parâmetro de consulta 'device' deve ser um de: desktop, mobile");
  });

  it('prefers specific messages over anyOf summaries and de-duplicates', () => {
    const text = describeValidationErrors(
      [
        { keyword: 'pattern', instancePath: '/auth', params: { pattern: '^x$' } },
        { keyword: 'pattern', instancePath: '/auth', params: { pattern: '^x$' } },
        { keyword: 'anyOf', instancePath: '/auth', params: {} },
      ],
      'params',
    );
    expect(text).toBe("o parâmetro de caminho 'auth' tem formato inválido (esperado o padrão ^x$)");
  });
});
