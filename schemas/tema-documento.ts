/**
 * The supplier's theme document (`tema`), edited in the layout studio beside layout, menu and
 * features: the four colours of the Tema (schemas/theme.ts), the logo URL and the page head
 * (title, subtitle, description, keywords). The published one overrides the supplier row's
 * colours, logo and head wherever the server answers the storefront (server-side only).
 *
 * Document: `{ schemaVersion: 1, cor_primaria, cor_secundaria, cor_auxiliar, cor_texto,
 * logo: string | null, head: { titulo, subtitulo, descricao, palavrasChave } }`, every colour
 * '#rrggbb', the logo an https URL or a path of this host ('/…'), texts trimmed of nothing (the
 * admin's text as typed) within their limits.
 */
import * as z from 'zod/mini';
import { safeParseDocument } from './errors';
import type { ParseDocumentResult } from './errors';
import { DOCUMENT_LIMITS, checkDocumentLimits } from './limits';
import { migrateDocument } from './migrations';
import type { Migration } from './migrations';
import { corSchema, TEMA_PADRAO } from './theme';
import type { Tema } from './theme';

export const TEMA_SCHEMA_VERSION = 1;

export interface TemaHead {
  titulo: string;
  subtitulo: string | null;
  descricao: string | null;
  /** Comma-separated, as in `<meta name="keywords">`. */
  palavrasChave: string | null;
}

export interface TemaDocument extends Tema {
  schemaVersion: typeof TEMA_SCHEMA_VERSION;
  logo: string | null;
  head: TemaHead;
}

export const TEMA_LIMITES = { titulo: 120, subtitulo: 120, descricao: 300, palavrasChave: 300, logo: 2000 } as const;

/** https://… or a path of this host (not '//host'): never javascript:, data: or http:. */
const LOGO_URL = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;

const texto = (max: number) => z.string().check(z.maxLength(max, { error: `no máximo ${max} caracteres` }));

const textoOpcional = (max: number) => z.nullable(texto(max));

const temaHeadSchema = z.strictObject({
  titulo: texto(TEMA_LIMITES.titulo).check(z.minLength(1, { error: 'informe o título da loja' })),
  subtitulo: textoOpcional(TEMA_LIMITES.subtitulo),
  descricao: textoOpcional(TEMA_LIMITES.descricao),
  palavrasChave: textoOpcional(TEMA_LIMITES.palavrasChave),
});

export const temaDocumentSchema: z.ZodMiniType<TemaDocument> = z.strictObject({
  schemaVersion: z.literal(TEMA_SCHEMA_VERSION),
  cor_primaria: corSchema,
  cor_secundaria: corSchema,
  cor_auxiliar: corSchema,
  cor_texto: corSchema,
  logo: z.nullable(
    z.string().check(
      z.maxLength(TEMA_LIMITES.logo, { error: `no máximo ${TEMA_LIMITES.logo} caracteres` }),
      z.regex(LOGO_URL, {
        error: 'o logo deve ser um endereço https://… ou um caminho desta loja começando com "/"',
      }),
    ),
  ),
  head: temaHeadSchema,
});

/** Migrations of the tema document. 0 → 1: unversioned drafts get `schemaVersion: 1`. */
export const temaMigrations: readonly Migration[] = [{ from: 0, to: 1, migrate: (doc) => ({ ...doc }) }];

/** Checks the limits, migrates and validates a tema document; pt-BR, path-precise errors. */
export function parseTemaDocument(raw: unknown): ParseDocumentResult<TemaDocument> {
  const limites = checkDocumentLimits(raw, DOCUMENT_LIMITS);
  if (limites.length > 0) return { ok: false, erros: limites };
  const migrated = migrateDocument(raw, temaMigrations, TEMA_SCHEMA_VERSION);
  if (!migrated.ok) return migrated;
  return safeParseDocument(temaDocumentSchema, migrated.document);
}

/** A whole, valid tema document (the spec's colours): an example for editors and tests. */
export const TEMA_PADRAO_DOCUMENTO_EXEMPLO: TemaDocument = {
  schemaVersion: TEMA_SCHEMA_VERSION,
  ...TEMA_PADRAO,
  logo: 'https://cdn.example.com/logo.png',
  head: {
    titulo: 'Minha Loja',
    subtitulo: 'Atacado',
    descricao: 'Confira nossas ofertas!',
    palavrasChave: 'atacado, ofertas',
  },
};

/** What a supplier row already says (colours, logo, head): the tema document before any is saved. */
export interface TemaDaLoja {
  nome: string;
  tema?: Partial<Record<keyof Tema, string | null>> | null | undefined;
  logo?: string | null | undefined;
  seo?:
    | { title?: string | null; subtitle?: string | null; description?: string | null; keywords?: string | null }
    | null
    | undefined;
}

const textoOuNull = (valor: string | null | undefined, max: number): string | null =>
  typeof valor === 'string' && valor.trim() !== '' ? valor.slice(0, max) : null;

/** The default tema document of a supplier: its row's colours (or the spec's), logo and head. */
export function temaDocumentoPadrao(loja: TemaDaLoja): TemaDocument {
  const cor = (chave: keyof Tema): string => {
    const valor = loja.tema?.[chave];
    return typeof valor === 'string' && /^#[0-9a-fA-F]{6}$/.test(valor) ? valor.toLowerCase() : TEMA_PADRAO[chave];
  };
  const logo =
    typeof loja.logo === 'string' && LOGO_URL.test(loja.logo) && loja.logo.length <= TEMA_LIMITES.logo
      ? loja.logo
      : null;
  return {
    schemaVersion: TEMA_SCHEMA_VERSION,
    cor_primaria: cor('cor_primaria'),
    cor_secundaria: cor('cor_secundaria'),
    cor_auxiliar: cor('cor_auxiliar'),
    cor_texto: cor('cor_texto'),
    logo,
    head: {
      titulo: textoOuNull(loja.seo?.title, TEMA_LIMITES.titulo) ?? (loja.nome.slice(0, TEMA_LIMITES.titulo) || 'Loja'),
      subtitulo: textoOuNull(loja.seo?.subtitle, TEMA_LIMITES.subtitulo),
      descricao: textoOuNull(loja.seo?.description, TEMA_LIMITES.descricao),
      palavrasChave: textoOuNull(loja.seo?.keywords, TEMA_LIMITES.palavrasChave),
    },
  };
}
