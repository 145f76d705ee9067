/**
 * docs/glossary.md, rendered from scripts/vocabulary/glossary.ts (the list the vocabulary test
 * checks names against). Run `npx tsx scripts/vocabulary/render-glossary.ts` after changing the list.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ABBREVIATIONS, GLOSSARY } from './glossary';

export function renderGlossary(): string {
  const rows = GLOSSARY.map((entry) => {
    const words =
      entry.identifierWords.length > 0 ? entry.identifierWords.map((w) => `\`${w}\``).join(', ') : '(English)';
    return `| ${entry.en} | ${entry.ptBR} | ${words} | ${entry.note ?? ''} |`;
  });
  const abbreviations = Object.entries(ABBREVIATIONS).map(([word, meaning]) => `| \`${word}\` | ${meaning} |`);
  return [
    '# Glossary',
    '',
    '<!-- Rendered from scripts/vocabulary/glossary.ts by `npx tsx scripts/vocabulary/render-glossary.ts`; do not edit by hand. -->',
    '',
    'The names that appear in both languages (the rule: README, Language). A name in code may use',
    'the identifier words of the third column; every other word of a name is English. Text a person',
    'reads (screens, error bodies) is pt-BR.',
    '',
    '| English | pt-BR (spec, wire, screens) | In identifiers | Where, or why |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '## Accepted abbreviations',
    '',
    'Words of names that no English dictionary lists but the code may use.',
    '',
    '| Word | Meaning |',
    '| --- | --- |',
    ...abbreviations,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL('../../docs/glossary.md', import.meta.url)), renderGlossary());
}
