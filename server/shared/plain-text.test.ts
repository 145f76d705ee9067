import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('strips tags and decodes every HTML entity, named, numeric and legacy', () => {
    expect(plainText('<b>Arroz</b> Tipo&nbsp;1 <i>5kg</i>')).toBe('Arroz Tipo 1 5kg');
    expect(plainText('Caf&eacute; &amp; P&atilde;o &ndash; 500&#8239;g')).toBe('Café & Pão – 500 g'); // a narrow no-break space is whitespace: collapsed;
    expect(plainText('Feij&atilde;o &#233; &#x41; &hellip; &frac12; &euro; &trade;')).toBe('Feijão é A … ½ € ™');
    expect(plainText('A&amp B &copy 2026')).toBe('A& B © 2026');
    expect(plainText('Óleo<script>alert(1)</script> &lt;b&gt;')).toBe('Óleo <b>');
    expect(plainText('&amp;lt;')).toBe('&lt;');
  });

  it('leaves plain text as it is (whitespace collapsed)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\p{L}\p{N} .,\-/()]*$/u), (s) => {
        expect(plainText(s)).toBe(s.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 1000 },
    );
  });
});
