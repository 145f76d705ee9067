/**
 * Validates a supplier's storefront document (layout, menu, features or tema) with the very schemas
 * the storefront uses. React-free: the server's seed and admin import it.
 */
import { installPtBRErrorMessages } from '#schemas/error-messages';
import {
  FEATURES_SCHEMA_VERSION,
  defaultFeaturesDocument,
  featuresMigrations,
  parseFeaturesDocument,
} from '#schemas/features';
import { LAYOUT_SCHEMA_VERSION, parseLayoutDocument } from '#schemas/layout';
import { MENU_SCHEMA_VERSION, defaultMenuDocument, menuMigrations } from '#schemas/menu';
import { migrateDocument, type Migration } from '#schemas/migrations';
import { dentroDosLimites } from '#schemas/limits';
import { parseMenuDocument } from '#schemas/menu';
import { TEMA_SCHEMA_VERSION, parseTemaDocument, temaMigrations } from '#schemas/tema-documento';
import { defaultLayoutInput } from './default-layout';
import { layoutMigrationsLoja } from './layout-migrations';
import { layoutSchema } from './layout-schema';

// Whoever validates a document here shows its errors to a person (admin, seed): in pt-BR.
installPtBRErrorMessages();

export const TIPOS_DOCUMENTO_LOJA = ['layout', 'menu', 'features', 'tema'] as const;
export type TipoDocumentoLoja = (typeof TIPOS_DOCUMENTO_LOJA)[number];

export type ResultadoValidacaoDocumento =
  { ok: true; documento: unknown } | { ok: false; erros: { caminho: string; mensagem: string }[] };

export function validateDocumentoLoja(tipo: TipoDocumentoLoja, documento: unknown): ResultadoValidacaoDocumento {
  const result =
    tipo === 'layout'
      ? dentroDosLimites(tipo, documento, (raw) => parseLayoutDocument(raw, layoutSchema, layoutMigrationsLoja))
      : tipo === 'menu'
        ? dentroDosLimites(tipo, documento, parseMenuDocument)
        : tipo === 'features'
          ? dentroDosLimites(tipo, documento, parseFeaturesDocument)
          : tipo === 'tema'
            ? parseTemaDocument(documento)
            : null;
  if (result === null) {
    return {
      ok: false,
      erros: [
        {
          caminho: '(documento)',
          mensagem: `tipo de documento desconhecido ${JSON.stringify(tipo)} (tipos válidos: ${TIPOS_DOCUMENTO_LOJA.join(', ')})`,
        },
      ],
    };
  }
  return result.ok ? { ok: true, documento: result.document } : { ok: false, erros: result.erros };
}

/** The current schemaVersion of each document, and the migrations that bring an older one up to it. */
export const VERSOES_DOCUMENTO_LOJA: Readonly<
  Record<TipoDocumentoLoja, { schemaVersion: number; migrations: readonly Migration[] }>
> = {
  layout: { schemaVersion: LAYOUT_SCHEMA_VERSION, migrations: layoutMigrationsLoja },
  menu: { schemaVersion: MENU_SCHEMA_VERSION, migrations: menuMigrations },
  features: { schemaVersion: FEATURES_SCHEMA_VERSION, migrations: featuresMigrations },
  tema: { schemaVersion: TEMA_SCHEMA_VERSION, migrations: temaMigrations },
};

export type ResultadoMigracaoDocumento =
  { ok: true; documento: Record<string, unknown> } | { ok: false; erros: { caminho: string; mensagem: string }[] };

/** Brings a stored document of `tipo` up to its current schemaVersion (not validated; never mutates it). */
export function migrarDocumentoLoja(tipo: TipoDocumentoLoja, documento: unknown): ResultadoMigracaoDocumento {
  const { schemaVersion, migrations } = VERSOES_DOCUMENTO_LOJA[tipo];
  const migrado = migrateDocument(documento, migrations, schemaVersion);
  return migrado.ok ? { ok: true, documento: migrado.document } : { ok: false, erros: migrado.erros };
}

/**
 * The storefront's default document of a type, as an admin would write it (a fresh copy): what
 * the storefront shows without one. The tema has none of its own: it is the supplier's row
 * (schemas/tema-documento.ts `temaDocumentoPadrao`).
 */
export function documentoPadraoLoja(tipo: Exclude<TipoDocumentoLoja, 'tema'>): Record<string, unknown> {
  const padrao =
    tipo === 'layout' ? defaultLayoutInput : tipo === 'menu' ? defaultMenuDocument : defaultFeaturesDocument;
  return structuredClone(padrao) as unknown as Record<string, unknown>;
}
