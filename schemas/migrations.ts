/**
 * Versioned documents. Every document a supplier admin edits (layout, menu, features) carries a
 * `schemaVersion`; a document without one is version 0 (the unversioned drafts). An ordered list
 * of pure migrations brings an older document up to the current version before it is validated.
 */
import type { ErroDocumento } from './errors';

export type JsonObject = Record<string, unknown>;

/** One step `from → to` (to = from + 1). `migrate` must be pure: it gets a copy and returns a new object. */
export interface Migration {
  from: number;
  to: number;
  migrate: (doc: JsonObject) => JsonObject;
}

export type MigrateResult =
  { ok: true; document: JsonObject; from: number; to: number } | { ok: false; erros: ErroDocumento[] };

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks that a migration list is well formed: each step goes from n to n+1 and the list is in
 * order without gaps. Throws (a programming error, not a document error).
 */
export function assertMigrations(migrations: readonly Migration[], current: number): void {
  migrations.forEach((m, i) => {
    if (m.to !== m.from + 1) throw new Error(`Migração ${m.from}→${m.to} inválida: cada passo deve avançar uma versão`);
    const prev = migrations[i - 1];
    if (prev && prev.to !== m.from)
      throw new Error(`Migrações fora de ordem: ${prev.from}→${prev.to} seguida de ${m.from}→${m.to}`);
    if (m.to > current) throw new Error(`Migração ${m.from}→${m.to} passa da versão atual ${current}`);
  });
}

/**
 * Brings `raw` from its `schemaVersion` (missing = 0) to `current` by applying `migrations` in
 * order. Never throws for bad documents: returns pt-BR errors (a newer version than supported,
 * a missing step, a migration that failed). The input is never mutated.
 */
export function migrateDocument(raw: unknown, migrations: readonly Migration[], current: number): MigrateResult {
  if (!isPlainObject(raw)) {
    return { ok: false, erros: [{ caminho: '(documento)', mensagem: 'esperado um objeto JSON' }] };
  }
  const declared = raw['schemaVersion'];
  const from = declared === undefined ? 0 : declared;
  if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 0) {
    return {
      ok: false,
      erros: [
        {
          caminho: 'schemaVersion',
          mensagem: `esperado número inteiro maior ou igual a 0, recebido ${JSON.stringify(from)}`,
        },
      ],
    };
  }
  if (from > current) {
    return {
      ok: false,
      erros: [{ caminho: 'schemaVersion', mensagem: `versão ${from} é mais nova que a suportada (${current})` }],
    };
  }
  let doc: JsonObject = structuredClone(raw);
  let version = from;
  while (version < current) {
    const step = migrations.find((m) => m.from === version);
    if (!step) {
      return {
        ok: false,
        erros: [
          { caminho: 'schemaVersion', mensagem: `não há migração da versão ${version} para a versão ${version + 1}` },
        ],
      };
    }
    try {
      const next = step.migrate(structuredClone(doc));
      if (!isPlainObject(next)) throw new Error('a migração não devolveu um objeto');
      doc = { ...next, schemaVersion: step.to };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        erros: [{ caminho: '(documento)', mensagem: `migração ${step.from}→${step.to} falhou: ${detail}` }],
      };
    }
    version = step.to;
  }
  return { ok: true, document: doc, from, to: current };
}
