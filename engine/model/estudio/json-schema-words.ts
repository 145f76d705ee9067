/** The pt-BR words of the JSON Schema's errors, as the zod messages of schemas/error-messages.ts say them. */
import type { Json } from './json-pointer';

export const TIPOS: Readonly<Record<string, string>> = {
  string: 'texto',
  number: 'número',
  integer: 'número inteiro',
  boolean: 'verdadeiro ou falso (boolean)',
  array: 'lista',
  object: 'objeto',
  null: 'null',
};

export function recebido(valor: Json): string {
  if (valor === undefined) return 'ausente';
  if (valor === null) return 'null';
  if (Array.isArray(valor)) return 'lista';
  if (typeof valor === 'string') return `texto ${JSON.stringify(valor.length > 40 ? `${valor.slice(0, 40)}…` : valor)}`;
  if (typeof valor === 'number') return `número ${String(valor)}`;
  if (typeof valor === 'boolean') return String(valor);
  return 'objeto';
}

export const numero = (n: Json) => String(n).replace('.', ',');
export const plural = (n: Json, um: string, muitos: string) => `${String(n)} ${Number(n) === 1 ? um : muitos}`;
export const aspas = (valores: readonly Json[]) =>
  valores.map((v) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v))).join(', ');

/** 'número inteiro entre 2000 e 30000' from a schema node's type and bounds (as zod's messages say it). */
export function faixa(no: Record<string, Json>): string {
  const tipo = no.type === 'integer' ? 'número inteiro' : 'número';
  const min =
    typeof no.minimum === 'number'
      ? { v: no.minimum, incl: true }
      : typeof no.exclusiveMinimum === 'number'
        ? { v: no.exclusiveMinimum, incl: false }
        : null;
  const max =
    typeof no.maximum === 'number'
      ? { v: no.maximum, incl: true }
      : typeof no.exclusiveMaximum === 'number'
        ? { v: no.exclusiveMaximum, incl: false }
        : null;
  // A bound at JavaScript's safe-integer limit is the emitter's, not the author's: not worth saying.
  const maxReal = max && Math.abs(max.v) < Number.MAX_SAFE_INTEGER ? max : null;
  if (min && maxReal && min.incl && maxReal.incl) return `${tipo} entre ${numero(min.v)} e ${numero(maxReal.v)}`;
  const partes: string[] = [];
  if (min) partes.push(`${min.incl ? 'maior ou igual a' : 'maior que'} ${numero(min.v)}`);
  if (maxReal) partes.push(`${maxReal.incl ? 'menor ou igual a' : 'menor que'} ${numero(maxReal.v)}`);
  return partes.length ? `${tipo} ${partes.join(' e ')}` : tipo;
}
