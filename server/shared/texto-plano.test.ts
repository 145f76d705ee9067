import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textoPlano } from './texto-plano';

describe('textoPlano', () => {
  it('strips tags and decodes every HTML entity, named, numeric and legacy', () => {
    expect(textoPlano('<b>Arroz</b> Tipo&nbsp;1 <i>5kg</i>')).toBe('Arroz Tipo 1 5kg');
    expect(textoPlano('Caf&eacute; &amp; P&atilde;o &ndash; 500&#8239;g')).toBe('Café & Pão – 500 g'); // a narrow no-break space is whitespace: collapsed;
    expect(textoPlano('Feij&atilde;o &#233; &#x41; &hellip; &frac12; &euro; &trade;')).toBe('Feijão é A … ½ € ™');
    expect(textoPlano('A&amp B &copy 2026')).toBe('A& B © 2026');
    expect(textoPlano('Óleo<script>alert(1)</script> &lt;b&gt;')).toBe('Óleo <b>');
    expect(textoPlano('&amp;lt;')).toBe('&lt;');
  });

  it('leaves plain text as it is (whitespace collapsed)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\p{L}\p{N} .,\-/()]*$/u), (s) => {
        expect(textoPlano(s)).toBe(s.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 1000 },
    );
  });
});
