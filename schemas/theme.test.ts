import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import type { components } from '#openapi/generated/v2';
import { TEMA_PADRAO, isCor, parseTema, resolveTema } from './theme';
import type { Tema } from './theme';

describe('parseTema', () => {
  it('accepts four #rrggbb colours', () => {
    const tema = { cor_primaria: '#436bac', cor_secundaria: '#203E6C', cor_auxiliar: '#e2a929', cor_texto: '#ffffff' };
    expect(parseTema(tema)).toEqual({ ok: true, document: tema });
  });
  it('rejects bad or missing colours with pt-BR messages', () => {
    expect(parseTema({ cor_primaria: 'azul', cor_secundaria: '#fff', cor_auxiliar: '#e2a929' })).toEqual({
      ok: false,
      erros: [
        { caminho: 'cor_primaria', mensagem: 'cor deve estar no formato #rrggbb (ex.: #436bac)' },
        { caminho: 'cor_secundaria', mensagem: 'cor deve estar no formato #rrggbb (ex.: #436bac)' },
        { caminho: 'cor_texto', mensagem: 'campo obrigatório ausente (esperado texto)' },
      ],
    });
  });
});

describe('Tema defaults (spec section 9)', () => {
  it('are the spec colours and a valid Tema', () => {
    expect(TEMA_PADRAO).toEqual({
      cor_primaria: '#436bac',
      cor_secundaria: '#203e6c',
      cor_auxiliar: '#e2a929',
      cor_texto: '#ffffff',
    });
    expect(parseTema(TEMA_PADRAO).ok).toBe(true);
    expect(Object.isFrozen(TEMA_PADRAO)).toBe(true);
  });
  it('is the contract Tema', () => {
    expectTypeOf<Tema>().toEqualTypeOf<components['schemas']['Tema']>();
  });
});

describe('resolveTema', () => {
  it('keeps valid colours (lower case) and defaults the rest', () => {
    expect(resolveTema(undefined)).toEqual(TEMA_PADRAO);
    expect(
      resolveTema({ cor_primaria: '#AA0000', cor_secundaria: 'red', cor_auxiliar: null, cor_texto: '#fff' }),
    ).toEqual({
      ...TEMA_PADRAO,
      cor_primaria: '#aa0000',
    });
  });
  it('always gives a valid Tema, and is idempotent', () => {
    const maybeColour = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.string(),
      fc.stringMatching(/^#[0-9a-fA-F]{6}$/),
    );
    fc.assert(
      fc.property(
        fc.record({
          cor_primaria: maybeColour,
          cor_secundaria: maybeColour,
          cor_auxiliar: maybeColour,
          cor_texto: maybeColour,
        }),
        (raw) => {
          const tema = resolveTema(raw);
          expect(parseTema(tema).ok).toBe(true);
          expect(resolveTema(tema)).toEqual(tema);
          for (const key of Object.keys(tema) as (keyof Tema)[]) {
            expect(tema[key]).toBe(isCor(raw[key]) ? (raw[key] as string).toLowerCase() : TEMA_PADRAO[key]);
          }
        },
      ),
    );
  });
});
