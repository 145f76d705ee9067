/**
 * What the storefront's documents and the visitor mean for rendering: the gate context of `when`
 * conditions, and the validated layout, menu and features documents. A bad document falls back
 * to the default and its errors are logged with their JSON paths; the layout is validated with
 * the block registry's schema that `appStarted` brings (engine may not import blocks).
 */
import { combine, createEffect, createStore, sample } from 'effector';
import { formatErros } from '#schemas/errors';
import type { ErroDocumento } from '#schemas/errors';
import { defaultFeaturesDocument, parseFeaturesDocument } from '#schemas/features';
import type { FeaturesDocument } from '#schemas/features';
import type { GateContext } from '#schemas/gate';
import { parseLayoutDocument } from '#schemas/layout';
import type { LayoutDocument } from '#schemas/layout';
import { defaultMenuDocument, parseMenuDocument } from '#schemas/menu';
import type { MenuDocument } from '#schemas/menu';
import { $layoutRules } from '../app';
import { $documentos, documentosLoaded } from '../documents';
import { $session } from '../session';
import type { ModelSlice } from '../slice';
import { $fornecedor, $tagsFornecedor } from '../supplier';

export const $gateContext = combine(
  $session,
  $tagsFornecedor,
  $fornecedor,
  (session, supplierTags, fornecedor): GateContext => ({
    supplierTags,
    userTags: session.tags,
    role: session.role,
    loggedIn: session.authenticated,
    // Spec section 5 module access: a `modulos` gate (menu entries, features that open routes, blocks).
    supplierModules: fornecedor?.modulos,
  }),
);

type Parsed<Doc> = { documento: Doc; erros: ErroDocumento[] | null };

function parseOr<Doc>(
  raw: unknown,
  parse: (raw: unknown) => { ok: true; document: Doc } | { ok: false; erros: ErroDocumento[] },
  fallback: Doc,
): Parsed<Doc> {
  if (raw === null || raw === undefined) return { documento: fallback, erros: null };
  const result = parse(raw);
  return result.ok ? { documento: result.document, erros: null } : { documento: fallback, erros: result.erros };
}

const $menuParsed = $documentos.map((d) => parseOr<MenuDocument>(d?.menu, parseMenuDocument, defaultMenuDocument));
const $featuresParsed = $documentos.map((d) =>
  parseOr<FeaturesDocument>(d?.features, parseFeaturesDocument, defaultFeaturesDocument),
);

export const $menu = $menuParsed.map((p) => p.documento);
export const $features = $featuresParsed.map((p) => p.documento);

/** Logs a supplier document that failed validation (the default is used instead). */
const documentoInvalidoFx = createEffect(({ tipo, erros }: { tipo: string; erros: ErroDocumento[] }) => {
  console.error(`Documento "${tipo}" do fornecedor inválido; usando o padrão.\n${formatErros(erros)}`);
});

sample({
  clock: $menuParsed,
  filter: (p) => p.erros !== null,
  fn: (p) => ({ tipo: 'menu', erros: p.erros! }),
  target: documentoInvalidoFx,
});
sample({
  clock: $featuresParsed,
  filter: (p) => p.erros !== null,
  fn: (p) => ({ tipo: 'features', erros: p.erros! }),
  target: documentoInvalidoFx,
});

// ——— The layout ———

/** The supplier's layout parsed; `documento` null when the default is needed. */
const layoutResolved = sample({
  clock: documentosLoaded,
  source: { rules: $layoutRules, fornecedor: $fornecedor },
  filter: ({ rules }) => rules !== null,
  fn: ({ fornecedor }, documentos) => ({
    raw: documentos?.layout,
    // The server validates the layout with every block's schema and says why one fails.
    servidor: documentos?.layout_erros ?? null,
    fonte: `fornecedor ${fornecedor?.slug ?? '?'}`,
  }),
});
const layoutParsed = sample({
  clock: layoutResolved,
  source: $layoutRules,
  fn: (rules, { raw, servidor, fonte }) => ({
    ...(servidor && servidor.length > 0
      ? { documento: null, erros: servidor }
      : parseOr<LayoutDocument | null>(raw, (doc) => parseLayoutDocument(doc, rules!.schema), null)),
    fonte,
    raw,
  }),
});

/** The default layout: the rules' own, or loaded from their loader (the browser's, a chunk of its own). */
const defaultLayoutFx = createEffect(async (fallback: LayoutDocument | (() => Promise<LayoutDocument>)) =>
  typeof fallback === 'function' ? await fallback() : fallback,
);
sample({
  clock: layoutParsed,
  source: $layoutRules,
  filter: (rules, parsed) => rules !== null && parsed.documento === null,
  fn: (rules) => rules!.fallback,
  target: defaultLayoutFx,
});

/** The page's layout: the supplier's document, or the default one; null while the documents load (no flash of the default). */
export const $layout = createStore<LayoutDocument | null>(null)
  .on(layoutParsed, (current, r) => r.documento ?? current)
  .on(defaultLayoutFx.doneData, (_, documento) => documento);

/** Logs a rejected layout document with its JSON paths (the default layout is shown). */
/** The `type` of the block an error's path is in ('regions.header[0].props' → the type of regions.header[0]), if any. */
function blockTypeAt(raw: unknown, caminho: string): string | null {
  let node: unknown = raw;
  let type: string | null = null;
  for (const step of caminho.match(/[^.[\]]+/g) ?? []) {
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[step];
    const own = typeof node === 'object' && node !== null ? (node as { type?: unknown }).type : undefined;
    if (typeof own === 'string') type = own;
  }
  return type;
}

const layoutInvalidoFx = createEffect(
  ({ fonte, erros, raw }: { fonte: string; erros: ErroDocumento[]; raw: unknown }) => {
    // Each error names the block it is in: the browser checks only the envelope, so a block the server
    // could not validate (an unknown type, say) shows here by its type.
    const comBloco = erros.map((e) => {
      const type = blockTypeAt(raw, e.caminho);
      return type && !e.mensagem.includes(`"${type}"`) ? { ...e, caminho: `${e.caminho} (bloco "${type}")` } : e;
    });
    console.error(
      `[layout] documento de layout inválido (${fonte}); usando o layout padrão:\n${formatErros(comBloco)}`,
    );
  },
);
sample({
  clock: layoutParsed,
  filter: (r) => r.erros !== null,
  fn: (r) => ({ fonte: r.fonte, erros: r.erros!, raw: r.raw }),
  target: layoutInvalidoFx,
});

export const storefrontSlice: ModelSlice = { name: 'storefront' };
