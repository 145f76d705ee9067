/**
 * Limits of every document a supplier admin edits (layout, menu, features), checked BEFORE the
 * zod parse, without recursion, so that no document can exhaust the stack or the memory of the
 * validator, the server or a visitor's page:
 *
 * - size: at most 256 kB of JSON (1 kB = 1024 bytes, UTF-8, as `JSON.stringify` writes it);
 * - JSON nesting: at most 32 levels (the deepest valid layout needs about 25);
 * - texts: at most 2,000 characters per string, 100 per object key;
 * - layout only: blocks nested at most 8 deep, at most 500 blocks in the whole document.
 *
 * Each problem is reported as the other validation errors are: `{ caminho, mensagem }` with the
 * JSON path and a pt-BR message. They are checked where a document enters the server (save,
 * publish, import), before the server serves one, and in the studio; the values live in
 * ./limits-valores.ts, which is all the storefront's first view reads of them.
 */
import { ROOT_PATH, formatPath } from './errors';
import type { ErroDocumento, ParseDocumentResult } from './errors';

export {
  DOCUMENT_LIMITS,
  LAYOUT_LIMITS,
  MAX_MENU_ITEMS,
  type DocumentLimits,
  type LayoutLimits,
} from './limits-valores';
import { DOCUMENT_LIMITS, LAYOUT_LIMITS, type DocumentLimits, type LayoutLimits } from './limits-valores';

/** At most this many errors about long texts are listed (the rest would only repeat). */
const MAX_STRING_ERRORS = 20;

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 262144 → '256 kB', 11114905 → '10,6 MB' (1 kB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${numberFormat.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${numberFormat.format(bytes / 1024)} kB`;
  return `${numberFormat.format(bytes / (1024 * 1024))} MB`;
}

/** UTF-8 length of a string, without allocating (lone surrogates count 3, as TextEncoder writes U+FFFD). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/** Bytes `JSON.stringify(text)` writes for a string (quotes and escapes included). */
function jsonStringBytes(text: string): number {
  // Plain texts (the common case) need no escaping: count them without building the JSON.
  // eslint-disable-next-line no-control-regex
  if (!/["\\\u0000-\u001f\u2028\u2029\ud800-\udfff]/.test(text)) return utf8Length(text) + 2;
  return utf8Length(JSON.stringify(text));
}

/** Bytes of a JSON primitive as `JSON.stringify` writes it; undefined for values JSON drops. */
function primitiveBytes(value: unknown): number | undefined {
  if (value === null) return 4;
  switch (typeof value) {
    case 'string':
      return jsonStringBytes(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4; // NaN/Infinity → null
    case 'boolean':
      return value ? 4 : 5;
    default:
      return undefined; // undefined, functions, symbols: not JSON (zod reports them)
  }
}

interface Frame {
  value: unknown;
  path: (string | number)[];
  depth: number;
}

/**
 * Checks size, JSON nesting and text lengths of `raw` iteratively (an explicit stack: a document
 * nested 100,000 levels deep is refused, never a stack overflow). Stops at the first size or
 * nesting problem; lists up to 20 texts that are too long. An empty list means within limits.
 */
export function checkDocumentLimits(raw: unknown, limits: DocumentLimits = DOCUMENT_LIMITS): ErroDocumento[] {
  const erros: ErroDocumento[] = [];
  let bytes = 0;
  let stringErrors = 0;
  const tooBig = (): ErroDocumento[] => [
    {
      caminho: ROOT_PATH,
      mensagem: `documento grande demais: o JSON passa do máximo de ${formatBytes(limits.maxBytes)}`,
    },
  ];
  const stack: Frame[] = [{ value: raw, path: [], depth: 1 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as Frame;
    if (typeof value !== 'object' || value === null) {
      if (typeof value === 'string' && value.length > limits.maxStringLength) {
        if (stringErrors < MAX_STRING_ERRORS) {
          erros.push({
            caminho: formatPath(path),
            mensagem: `texto longo demais: ${numberFormat.format(value.length)} caracteres (máximo ${numberFormat.format(limits.maxStringLength)})`,
          });
        }
        stringErrors++;
      }
      bytes += primitiveBytes(value) ?? 0;
      if (bytes > limits.maxBytes) return tooBig();
      continue;
    }
    // A cycle (never in parsed JSON) ends here too: it is infinitely deep.
    if (depth > limits.maxJsonDepth) {
      return [
        {
          caminho: formatPath(path),
          mensagem: `aninhamento profundo demais: mais de ${limits.maxJsonDepth} níveis de JSON`,
        },
      ];
    }
    if (Array.isArray(value)) {
      bytes += 2 + Math.max(0, value.length - 1); // [ ] and commas
      if (bytes > limits.maxBytes) return tooBig();
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i], depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => primitiveBytes(v) !== undefined || (typeof v === 'object' && v !== null),
    );
    bytes += 2 + Math.max(0, entries.length - 1); // { } and commas
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      bytes += jsonStringBytes(key) + 1; // "key":
      if (key.length > limits.maxKeyLength) {
        return [
          {
            caminho: formatPath(path),
            mensagem: `chave longa demais: ${numberFormat.format(key.length)} caracteres (máximo ${numberFormat.format(limits.maxKeyLength)})`,
          },
        ];
      }
      if (bytes > limits.maxBytes) return tooBig();
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  if (stringErrors > MAX_STRING_ERRORS) {
    erros.push({
      caminho: ROOT_PATH,
      mensagem: `e mais ${numberFormat.format(stringErrors - MAX_STRING_ERRORS)} textos longos demais`,
    });
  }
  return erros;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The layout's own limits, over the raw document (before zod, iteratively): blocks nested deeper
 * than `maxBlockDepth` and more than `maxBlocks` blocks. Only lists of nodes under
 * `regions.*`, `pages.*` and a node's `children` are walked; anything else is left to the schema.
 */
export function checkLayoutLimits(raw: unknown, limits: LayoutLimits = LAYOUT_LIMITS): ErroDocumento[] {
  if (!isRecord(raw)) return [];
  interface NodeList {
    nodes: unknown[];
    path: (string | number)[];
    depth: number;
  }
  // Breadth first, regions then pages: a queue, never recursion.
  const queue: NodeList[] = [];
  for (const group of ['regions', 'pages'] as const) {
    const lists = raw[group];
    if (!isRecord(lists)) continue;
    for (const [name, nodes] of Object.entries(lists)) {
      if (Array.isArray(nodes)) queue.push({ nodes, path: [group, name], depth: 1 });
    }
  }
  let blocks = 0;
  for (let next = 0; next < queue.length; next++) {
    const { nodes, path, depth } = queue[next] as NodeList;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      const nodePath = [...path, i];
      if (depth > limits.maxBlockDepth) {
        return [
          {
            caminho: formatPath(nodePath),
            mensagem: `blocos aninhados demais: no máximo ${limits.maxBlockDepth} níveis de blocos dentro de blocos`,
          },
        ];
      }
      blocks++;
      if (blocks > limits.maxBlocks) {
        return [
          {
            caminho: formatPath(nodePath),
            mensagem: `blocos demais: o documento pode ter no máximo ${numberFormat.format(limits.maxBlocks)} blocos`,
          },
        ];
      }
      if (isRecord(node) && Array.isArray(node['children'])) {
        queue.push({ nodes: node['children'], path: [...nodePath, 'children'], depth: depth + 1 });
      }
    }
  }
  return [];
}

/**
 * The limits of a storefront document of `tipo` ('layout' also counts its blocks, their depth and
 * their texts). They are checked where a document enters (the server's validation on save,
 * publish and import: blocks/validate-document.ts; the studio's editor) and before the server
 * serves one (server/modules/documentos): the storefront's parsers in the browser get documents
 * already within them, so the first view carries none of this code.
 */
export function limitesDoDocumento(tipo: 'layout' | 'menu' | 'features' | 'tema', raw: unknown): ErroDocumento[] {
  if (tipo !== 'layout') return checkDocumentLimits(raw, DOCUMENT_LIMITS);
  // Iteratively, before zod (recursive) sees the document: blocks nested 5,000 deep or a 10 MB document are refused.
  const estrutura = checkLayoutLimits(raw, LAYOUT_LIMITS);
  return estrutura.length > 0 ? estrutura : checkDocumentLimits(raw, LAYOUT_LIMITS);
}

/** `parse(raw)` when `raw` is within the limits of its kind, else the limits' errors. */
export function dentroDosLimites<T>(
  tipo: 'layout' | 'menu' | 'features' | 'tema',
  raw: unknown,
  parse: (raw: unknown) => ParseDocumentResult<T>,
): ParseDocumentResult<T> {
  const erros = limitesDoDocumento(tipo, raw);
  return erros.length > 0 ? { ok: false, erros } : parse(raw);
}
