/**
 * The supplier's theme colours (the API's Tema): four '#rrggbb' colours, and the spec's default
 * ones (section 9: primary #436bac, secondary #203e6c, auxiliary #e2a929, text #ffffff).
 *
 * One definition for every side: the admin's document is validated with `temaSchema`; the API
 * answers and the image renderer use `resolveTema`, which keeps each valid colour (lower case)
 * and puts the default in place of a missing or malformed one; themes/ builds its default tokens
 * from `TEMA_PADRAO`.
 */
import * as z from 'zod/mini';
import { safeParseDocument } from './errors';
import type { ParseDocumentResult } from './errors';

export interface Tema {
  cor_primaria: string;
  cor_secundaria: string;
  cor_auxiliar: string;
  cor_texto: string;
}

/** A Tema as it may arrive from storage or the network: any colour missing, null or malformed. */
export type TemaParcial = { readonly [K in keyof Tema]?: string | null };

/** Spec section 9 default theme colours. */
export const TEMA_PADRAO: Readonly<Tema> = Object.freeze({
  cor_primaria: '#436bac',
  cor_secundaria: '#203e6c',
  cor_auxiliar: '#e2a929',
  cor_texto: '#ffffff',
});

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** True for a '#rrggbb' colour (either case), the contract's `Cor`. */
export function isCor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/** One '#rrggbb' colour, with the pt-BR error. */
export const corSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(HEX_COLOUR, { error: 'cor deve estar no formato #rrggbb (ex.: #436bac)' }));

export const temaSchema: z.ZodMiniType<Tema> = /* @__PURE__ */ z.strictObject({
  cor_primaria: corSchema,
  cor_secundaria: corSchema,
  cor_auxiliar: corSchema,
  cor_texto: corSchema,
});

/** Validates a Tema with pt-BR, path-precise errors. */
export function parseTema(raw: unknown): ParseDocumentResult<Tema> {
  return safeParseDocument(temaSchema, raw);
}

/** Every colour valid and lower-cased; a missing or malformed one (never injected anywhere) becomes the default. */
export function resolveTema(tema: TemaParcial | null | undefined): Tema {
  const pick = (key: keyof Tema): string => {
    const value = tema?.[key];
    return isCor(value) ? value.toLowerCase() : TEMA_PADRAO[key];
  };
  return {
    cor_primaria: pick('cor_primaria'),
    cor_secundaria: pick('cor_secundaria'),
    cor_auxiliar: pick('cor_auxiliar'),
    cor_texto: pick('cor_texto'),
  };
}
