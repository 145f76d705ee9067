/**
 * pt-BR error messages over zod issues, with JSON paths such as `pages.home[2].props.pageSize`.
 *
 * Schemas that need a domain-specific message (unknown block, unknown menu destination) set their
 * own `error` at schema level; generic issues get the pt-BR messages of ./error-messages wherever
 * a person reads them (installed by the server's validation path, see there).
 */
import * as z from 'zod/mini';

/** One validation error of a document: where (JSON path) and what (pt-BR). */
export interface ErroDocumento {
  caminho: string;
  mensagem: string;
}

export type ParseDocumentResult<Doc> = { ok: true; document: Doc } | { ok: false; erros: ErroDocumento[] };

/** The path shown for an error on the document itself. */
export const ROOT_PATH = '(documento)';

/** ['pages', 'home', 2, 'props', 'pageSize'] → 'pages.home[2].props.pageSize'. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$-]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out === '' ? ROOT_PATH : out;
}

/** 'caminho: mensagem' lines, for logs. */
export function formatErros(erros: readonly ErroDocumento[]): string {
  return erros.map((e) => `${e.caminho}: ${e.mensagem}`).join('\n');
}

/** Turns zod issues into `{ caminho, mensagem }` pairs (pt-BR where the pt-BR messages are installed). */
export function issuesToErros(issues: readonly z.core.$ZodIssue[]): ErroDocumento[] {
  const out: ErroDocumento[] = [];
  for (const issue of issues) {
    out.push({ caminho: formatPath(issue.path), mensagem: issue.message });
  }
  return out;
}

/**
 * Parses a document and returns `{ ok, document }` or `{ ok: false, erros }` with JSON paths. The
 * messages are the schema's own pt-BR ones (unknown block, unknown destination, limits, links) and,
 * for generic issues (wrong type, too long...), the pt-BR map of ./error-messages where it is
 * installed: the server's validation path and the tests install it; the shopper's first view does
 * not carry it (it only logs why it fell back to a default document).
 */
export function safeParseDocument<Doc>(schema: z.ZodMiniType<Doc>, raw: unknown): ParseDocumentResult<Doc> {
  const result = z.safeParse(schema, raw);
  if (result.success) return { ok: true, document: result.data };
  return { ok: false, erros: issuesToErros(result.error.issues) };
}

/** Levenshtein distance, for "você quis dizer" suggestions. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j] ?? 0;
      prev[j] = Math.min((prev[j] ?? 0) + 1, (prev[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length] ?? 0;
}

/** The closest of `options` to `value` when it is plausibly a typo (distance ≤ 3), else undefined. */
export function closest(value: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const o of options) {
    const d = editDistance(value.toLowerCase(), o.toLowerCase());
    if (d < bestDistance) {
      best = o;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.min(3, Math.max(1, Math.floor(value.length / 2))) ? best : undefined;
}
