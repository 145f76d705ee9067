/**
 * The names the language rule covers (README, Language), read with the TypeScript compiler API,
 * and the check of one name against it: each word of the name is an English word (cspell's
 * en_US dictionary), a pt-BR noun of the glossary or an accepted abbreviation; a name that is a
 * wire field of the contract as a whole (`$idendereco`) passes too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { has, importTrie } from 'cspell-trie-lib';
import ts from 'typescript';
import { ABBREVIATIONS, GLOSSARY } from './glossary';

export type NameKind = 'event' | 'effect' | 'store' | 'shared export' | 'shared file' | 'rules file';

export interface CoveredName {
  readonly kind: NameKind;
  readonly name: string;
  /** Relative to the repository root. */
  readonly file: string;
}

/** `$cartLines` → cart, lines; `loadFx` → load; `PUBLIC_CACHE` → public, cache; `nfe-key.ts` → nfe, key. */
export function splitWords(name: string): string[] {
  return name
    .replace(/\.(test\.)?tsx?$/, '')
    .replace(/^\$/, '')
    .replace(/Fx$/, '')
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

type IsWord = (word: string) => boolean;

let english: IsWord | undefined;

/** cspell's American English dictionary (@cspell/dict-en_us), any case of a word it lists. */
export function englishWords(): IsWord {
  if (english) return english;
  const require = createRequire(import.meta.url);
  const dictionary = join(dirname(require.resolve('@cspell/dict-en_us/cspell-ext.json')), 'en_US.trie.gz');
  const trie = importTrie(gunzipSync(readFileSync(dictionary)).toString('utf8').split('\n'));
  const cached = new Map<string, boolean>();
  english = (word) => {
    let known = cached.get(word);
    if (known === undefined) {
      const capital = word.charAt(0).toUpperCase() + word.slice(1);
      known = has(trie, word) || has(trie, capital) || has(trie, word.toUpperCase());
      cached.set(word, known);
    }
    return known;
  };
  return english;
}

const GLOSSARY_WORDS: ReadonlySet<string> = new Set(GLOSSARY.flatMap((entry) => entry.identifierWords));

/** The words of a name outside the rule (empty: the name follows it). */
export function wordsOutsideRule(name: string, wireFields: ReadonlySet<string> = new Set()): string[] {
  if (wireFields.has(name.replace(/^\$/, '').replace(/Fx$/, ''))) return [];
  const isEnglish = englishWords();
  return splitWords(name).filter((word) => !GLOSSARY_WORDS.has(word) && !(word in ABBREVIATIONS) && !isEnglish(word));
}

/**
 * Irregular past forms an event may use; a regular one ends in -ed (`lineAdded`,
 * `pedidoSubmitted`, `quickOrderAddedToCart`, `loggedIn`).
 */
const IRREGULAR_PAST = new Set([
  'became',
  'begun',
  'chosen',
  'cut',
  'done',
  'found',
  'given',
  'held',
  'hidden',
  'kept',
  'left',
  'lost',
  'made',
  'put',
  'read',
  'reset',
  'run',
  'seen',
  'sent',
  'set',
  'shown',
  'taken',
  'won',
  'written',
]);

/** Events are named for what happened: one of their words is a past form, or they end in Ready (a state reached). */
export function isPastTense(eventName: string): boolean {
  const words = splitWords(eventName);
  return words.at(-1) === 'ready' || words.some((word) => word.endsWith('ed') || IRREGULAR_PAST.has(word));
}

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

const UNIT_FACTORIES: Readonly<Record<string, NameKind>> = {
  createEvent: 'event',
  createEffect: 'effect',
  attach: 'effect',
  /** engine/model/lib/api-effect.ts: the one factory of the API's effects. */
  createApiEffect: 'effect',
  createStore: 'store',
  combine: 'store',
  restore: 'store',
};

/** The factory a declaration's initializer calls (`createStore(0).on(…)` → createStore). */
function unitKind(initializer: ts.Expression): NameKind | undefined {
  let expression: ts.Expression = initializer;
  for (;;) {
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      if (ts.isIdentifier(callee)) return UNIT_FACTORIES[callee.text];
      if (!ts.isPropertyAccessExpression(callee)) return undefined;
      expression = callee.expression;
    } else if (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression)) {
      expression = expression.expression;
    } else {
      return undefined;
    }
  }
}

function parse(root: string, file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The effector units declared in engine/model: events, effects and stores (`$`-prefixed or built by a store factory). */
export function modelUnits(root: string): CoveredName[] {
  const units: CoveredName[] = [];
  for (const file of filesUnder(root, 'engine/model').filter(isSource)) {
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const name = node.name.text;
        const kind = unitKind(node.initializer) ?? (name.startsWith('$') ? 'store' : undefined);
        if (kind) units.push({ kind, name, file });
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(root, file));
  }
  return units;
}

/** server/shared: its file names and the names its modules export. */
export function sharedNames(root: string): CoveredName[] {
  const names: CoveredName[] = [];
  for (const file of filesUnder(root, 'server/shared')) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const part of relative('server/shared', file).split('/')) {
      if (basename(part) !== 'index.ts') names.push({ kind: 'shared file', name: part, file });
    }
    if (!isSource(file)) continue;
    const source = parse(root, file);
    for (const statement of source.statements) {
      const exported =
        ts.canHaveModifiers(statement) &&
        ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name))
            names.push({ kind: 'shared export', name: declaration.name.text, file });
        }
      } else if (exported && 'name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
        names.push({ kind: 'shared export', name: (statement.name as ts.Identifier).text, file });
      } else if (
        ts.isExportDeclaration(statement) &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      ) {
        for (const element of statement.exportClause.elements)
          names.push({ kind: 'shared export', name: element.name.text, file });
      }
    }
  }
  // A folder is listed once per file in it: keep one of each.
  return names.filter((n, i) => names.findIndex((m) => m.kind === n.kind && m.name === n.name) === i);
}

/** engine/rules: its file names. */
export function rulesFileNames(root: string): CoveredName[] {
  return filesUnder(root, 'engine/rules')
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ kind: 'rules file' as const, name: basename(file), file }));
}

/** Every property name of the contract's published bundles (openapi/generated/*.openapi.json). */
export function wireFieldNames(root: string): Set<string> {
  const fields = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'properties' && child && typeof child === 'object')
          Object.keys(child).forEach((field) => fields.add(field));
        collect(child);
      }
    }
  };
  for (const file of readdirSync(join(root, 'openapi/generated')).filter((f) => f.endsWith('.openapi.json'))) {
    collect(JSON.parse(readFileSync(join(root, 'openapi/generated', file), 'utf8')));
  }
  return fields;
}
