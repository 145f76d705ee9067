// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KNOWN_DEBT } from './vocabulary/known-debt';
import { renderGlossary } from './vocabulary/render-glossary';
import {
  isPastTense,
  modelUnits,
  rulesFileNames,
  sharedNames,
  splitWords,
  wireFieldNames,
  wordsOutsideRule,
  type CoveredName,
} from './vocabulary/names';

/**
 * The language rule (README, Language): names are English words, except the glossary's pt-BR
 * spec nouns (scripts/vocabulary/glossary.ts), accepted abbreviations and the contract's wire
 * fields; events are in the past tense. Covered: the effector units of engine/model, the files
 * and exports of server/shared and the files of engine/rules. Stores and effects named before
 * the rule are listed in known-debt.ts, which may only shrink.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const wire = wireFieldNames(root);
const covered: CoveredName[] = [...modelUnits(root), ...sharedNames(root), ...rulesFileNames(root)];
const debt = new Set(KNOWN_DEBT);
const key = (n: CoveredName) => `${n.kind} ${n.name}`;

describe('one vocabulary', () => {
  it('finds the names it covers', () => {
    const kinds = new Map<string, number>();
    for (const n of covered) kinds.set(n.kind, (kinds.get(n.kind) ?? 0) + 1);
    expect(kinds.get('event')).toBeGreaterThan(100);
    expect(kinds.get('store')).toBeGreaterThan(100);
    expect(kinds.get('effect')).toBeGreaterThan(50);
    expect(kinds.get('shared export')).toBeGreaterThan(30);
    expect(kinds.get('shared file')).toBeGreaterThan(10);
    expect(kinds.get('rules file')).toBeGreaterThan(40);
  });

  it('every covered name follows the rule (or is known debt)', () => {
    const outside = covered
      .filter((n) => !debt.has(key(n)))
      .map((n) => ({ ...n, words: wordsOutsideRule(n.name, wire) }))
      .filter((n) => n.words.length > 0)
      .map((n) => `${n.file}: ${n.kind} ${n.name} (${n.words.join(', ')})`);
    expect(outside, 'rename to English, or add a spec noun to scripts/vocabulary/glossary.ts').toEqual([]);
  });

  it('every event is named in the past tense', () => {
    const notPast = covered
      .filter((n) => n.kind === 'event' && !isPastTense(n.name))
      .map((n) => `${n.file}: ${n.name}`);
    expect(notPast).toEqual([]);
  });

  it('the known debt only shrinks: each entry still exists and is still outside the rule', () => {
    const current = new Map(covered.map((n) => [key(n), n]));
    const stale = KNOWN_DEBT.filter((entry) => {
      const n = current.get(entry);
      return !n || wordsOutsideRule(n.name, wire).length === 0;
    });
    expect(stale, 'remove these from scripts/vocabulary/known-debt.ts').toEqual([]);
  });

  it('docs/glossary.md is rendered from the glossary list', () => {
    const doc = readFileSync(`${root}docs/glossary.md`, 'utf8');
    expect(doc, 'run: npx tsx scripts/vocabulary/render-glossary.ts').toBe(renderGlossary());
  });
});

describe('the rule itself', () => {
  it('splits names into words', () => {
    expect(splitWords('$cartLines')).toEqual(['cart', 'lines']);
    expect(splitWords('loadCategoriasFx')).toEqual(['load', 'categorias']);
    expect(splitWords('PUBLIC_CACHE')).toEqual(['public', 'cache']);
    expect(splitWords('nfe-key.test.ts')).toEqual(['nfe', 'key']);
    expect(splitWords('JSONBody')).toEqual(['json', 'body']);
  });

  it('fails on a Portuguese event name and passes on its English form', () => {
    expect(wordsOutsideRule('itemAdicionado')).toEqual(['adicionado']);
    expect(wordsOutsideRule('itemAdded')).toEqual([]);
    expect(wordsOutsideRule('cartaoEnviado')).toEqual(['cartao', 'enviado']);
    expect(wordsOutsideRule('cardSubmitted')).toEqual([]);
  });

  it('passes on the glossary nouns, the abbreviations and the wire fields, and fails without them', () => {
    expect(wordsOutsideRule('pedidoSubmitted')).toEqual([]);
    expect(wordsOutsideRule('loadCategoriasFx')).toEqual([]);
    expect(wordsOutsideRule('$jwt')).toEqual([]);
    expect(wordsOutsideRule('$idendereco', wire)).toEqual([]);
    expect(wordsOutsideRule('$idendereco')).toEqual(['idendereco']);
    expect(wordsOutsideRule('$enderecoEscolhido', wire)).toEqual(['endereco', 'escolhido']);
  });

  it('checks file names and constants too', () => {
    expect(wordsOutsideRule('ouvinte-postgres.ts')).toEqual(['ouvinte']);
    expect(wordsOutsideRule('postgres-listener.ts')).toEqual([]);
    expect(wordsOutsideRule('CACHE_CONTROL_PRIVADO')).toEqual(['privado']);
  });

  it('tells a past-tense event from another', () => {
    expect(isPastTense('itemAdded')).toBe(true);
    expect(isPastTense('storesPageShown')).toBe(true);
    expect(isPastTense('quickOrderAddedToCart')).toBe(true);
    expect(isPastTense('addItem')).toBe(false);
    expect(isPastTense('itemAdd')).toBe(false);
  });
});
