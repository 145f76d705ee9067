/**
 * JSON pointers of the validator's errors (./json-schema.ts): where in the document an error is,
 * as the studio writes a path ('pages.home[0].props.intervaloMs'), the value there, and the schema
 * node a keyword location names (local `$ref`s followed).
 */
import type { OutputUnit } from '@cfworker/json-schema';
import { formatPath } from '#schemas/errors';

export type Json = unknown;

/** '#/pages/home/0' → ['pages', 'home', '0'] (JSON pointer, as the validator encodes it). */
export function segmentos(ponteiro: string): string[] {
  const p = ponteiro.replace(/^#/, '');
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  return p
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function filho(valor: Json, chave: string): Json {
  if (Array.isArray(valor)) return valor[Number(chave)];
  if (typeof valor === 'object' && valor !== null) return (valor as Record<string, Json>)[chave];
  return undefined;
}

/** The instance's path as the studio writes it: array indices as numbers. */
export function caminhoDaInstancia(documento: Json, ponteiro: string, extra: string[] = []): string {
  const out: (string | number)[] = [];
  let atual = documento;
  for (const s of [...segmentos(ponteiro), ...extra]) {
    out.push(Array.isArray(atual) && /^\d+$/.test(s) ? Number(s) : s);
    atual = filho(atual, s);
  }
  return formatPath(out);
}

export function valorEm(documento: Json, ponteiro: string): Json {
  let atual = documento;
  for (const s of segmentos(ponteiro)) atual = filho(atual, s);
  return atual;
}

/** Follows a keyword location through the schema ('$ref' segments jump to their local target). */
export function noDoEsquema(raiz: object, ponteiro: string): Json {
  let atual: Json = raiz;
  for (const s of segmentos(ponteiro)) {
    if (
      s === '$ref' &&
      typeof atual === 'object' &&
      atual !== null &&
      typeof (atual as { $ref?: unknown }).$ref === 'string'
    ) {
      atual = noDoEsquema(raiz, (atual as { $ref: string }).$ref);
      continue;
    }
    atual = filho(atual, s);
    if (atual === undefined) return undefined;
  }
  return atual;
}

/** The keyword's schema node (the object holding 'minimum', 'required'…). */
export function paiDoEsquema(raiz: object, e: OutputUnit): Record<string, Json> {
  const pai = noDoEsquema(raiz, e.keywordLocation.replace(/\/[^/]*$/, ''));
  return typeof pai === 'object' && pai !== null ? (pai as Record<string, Json>) : {};
}
