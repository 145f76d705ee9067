/**
 * The studio's checks of a draft: every change of a layout, menu or features draft is validated
 * with the storefront's own schemas (pt-BR errors at their JSON paths); the tema's errors are the
 * server's (on load and on each save: its schema would pull zod parts into the shopper's first
 * view); every draft is also checked against the emitted JSON Schema of its version (./json-schema.ts).
 */
import { installPtBRErrorMessages } from '#schemas/error-messages';
import type { ErroDocumento } from '#schemas/errors';
import { parseFeaturesDocument } from '#schemas/features';
import { LAYOUT_SCHEMA_VERSION, parseLayoutDocument } from '#schemas/layout';
import { dentroDosLimites } from '#schemas/limits';
import { parseMenuDocument } from '#schemas/menu';
import { migrateDocument, type Migration } from '#schemas/migrations';
import { errosDoJsonSchema, juntarErros } from './json-schema';
import type { TipoEstudio } from './texts';

// The studio shows validation errors to a person: in pt-BR (the studio's chunk only).
installPtBRErrorMessages();

/**
 * Validates a layout, menu or features draft with the storefront's own schemas (pt-BR errors with
 * JSON paths); null for the tema, which the server validates (on load and on save). A layout of an
 * older version is migrated first, with the server's migrations when given (an old page list gets
 * the new page types' default layouts, as on publish), else the browser's.
 */
export function validarDocumento(
  tipo: TipoEstudio,
  documento: unknown,
  schemaLayout: Parameters<typeof parseLayoutDocument>[1] | null,
  migracoes?: readonly Migration[],
): ErroDocumento[] | null {
  const r =
    tipo === 'layout'
      ? schemaLayout
        ? dentroDosLimites(tipo, documento, (raw) => parseLayoutDocument(raw, schemaLayout, migracoes))
        : { ok: true as const }
      : tipo === 'menu'
        ? dentroDosLimites(tipo, documento, parseMenuDocument)
        : tipo === 'features'
          ? dentroDosLimites(tipo, documento, parseFeaturesDocument)
          : null;
  return r === null ? null : r.ok ? [] : r.erros;
}

/**
 * Every error of a draft: the storefront's zod check (the tema's: the server's, of its last loaded
 * or saved version), then the JSON Schema's at the paths zod did not already explain.
 */
export function errosDoRascunho(
  tipo: TipoEstudio,
  documento: unknown,
  schemaLayout: Parameters<typeof parseLayoutDocument>[1] | null,
  esquemaJson: object | undefined,
  errosServidor: ErroDocumento[] = [],
  migracoes?: readonly Migration[],
): ErroDocumento[] {
  const doZod = validarDocumento(tipo, documento, schemaLayout, migracoes) ?? errosServidor;
  if (!esquemaJson) return doZod;
  // The JSON Schema is the current version's: an older layout is checked as it will be published
  // (migrated: its paths stay), not refused for its version or for the pages it predates.
  const migrado = tipo === 'layout' && migracoes ? migrateDocument(documento, migracoes, LAYOUT_SCHEMA_VERSION) : null;
  return juntarErros(doZod, errosDoJsonSchema(esquemaJson, migrado?.ok ? migrado.document : documento));
}
