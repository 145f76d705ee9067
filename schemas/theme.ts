/**
 * The supplier's theme colours as an admin edits them (the API's Tema): four '#rrggbb' colours.
 * The storefront never trusts them blindly: themes/supplier-theme.ts falls back to the defaults
 * for a bad colour and enforces text contrast; this schema is for editors and the server.
 */
import * as z from 'zod/mini';
import { safeParsePtBR } from './errors';
import type { ParseDocumentResult } from './errors';

export interface Tema {
  cor_primaria: string;
  cor_secundaria: string;
  cor_auxiliar: string;
  cor_texto: string;
}

const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'cor deve estar no formato #rrggbb (ex.: #436bac)' }));

export const temaSchema: z.ZodMiniType<Tema> = z.strictObject({
  cor_primaria: colour,
  cor_secundaria: colour,
  cor_auxiliar: colour,
  cor_texto: colour,
});

/** Validates a Tema with pt-BR, path-precise errors. */
export function parseTema(raw: unknown): ParseDocumentResult<Tema> {
  return safeParsePtBR(temaSchema, raw);
}
