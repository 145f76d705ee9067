// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidFullName, stripHtml } from './names';

describe('isValidFullName', () => {
  it('needs at least two words', () => {
    expect(isValidFullName('Maria Silva')).toBe(true);
    expect(isValidFullName('  José   da  Silva ')).toBe(true);
    expect(isValidFullName('Maria')).toBe(false);
    expect(isValidFullName('   ')).toBe(false);
    expect(isValidFullName('Maria 2')).toBe(false);
  });
  it('property: two letter-words joined by any whitespace are valid', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ú]{1,12}$/);
    fc.assert(
      fc.property(word, word, fc.stringMatching(/^\s{1,3}$/), (a, b, ws) => {
        expect(isValidFullName(`${a}${ws}${b}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(word, (a) => {
        expect(isValidFullName(` ${a} `)).toBe(false);
      }),
    );
  });
});

describe('stripHtml', () => {
  it('removes tags, scripts, comments and decodes entities', () => {
    expect(stripHtml('<b>Arroz</b> Tipo&nbsp;1 <i>5kg</i>')).toBe('Arroz Tipo 1 5kg');
    expect(stripHtml('Café<script>alert(1)</script> &amp; Leite')).toBe('Café & Leite');
    expect(stripHtml('<!-- x -->Feijão &#233; &#x41;')).toBe('Feijão é A');
    expect(stripHtml('a < b')).toBe('a < b');
    expect(stripHtml('<img src=x onerror=alert(1)>Óleo')).toBe('Óleo');
  });
  it('property: plain text without markup characters only gets its whitespace collapsed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[<&]/.test(s)),
        (s) => {
          expect(stripHtml(s)).toBe(s.replace(/\s+/g, ' ').trim());
        },
      ),
    );
  });
  it('property: wrapping text in tags does not change the result', () => {
    const text = fc.string().filter((s) => !/[<>&]/.test(s));
    const tag = fc.constantFrom('b', 'i', 'span', 'p', 'strong');
    fc.assert(
      fc.property(text, tag, (s, t) => {
        expect(stripHtml(`<${t} class="x">${s}</${t}>`)).toBe(stripHtml(s));
      }),
    );
  });
});
