/**
 * What the storefront's documents and the visitor mean for rendering: the gate context of
 * `when` conditions, and the validated menu and features documents (bad documents fall back to
 * the defaults and are logged). The layout document is validated where the block registry is
 * known (src/ shell), with the same fallback rule.
 */
import { combine, createEffect, sample } from 'effector';
import { formatErros } from '../../../schemas/errors';
import type { ErroDocumento } from '../../../schemas/errors';
import { defaultFeaturesDocument, parseFeaturesDocument } from '../../../schemas/features';
import type { FeaturesDocument } from '../../../schemas/features';
import type { GateContext } from '../../../schemas/gate';
import { defaultMenuDocument, parseMenuDocument } from '../../../schemas/menu';
import type { MenuDocument } from '../../../schemas/menu';
import { $session } from '../session';
import { $documentos, $tagsFornecedor } from '../supplier';

export const $gateContext = combine(
  $session,
  $tagsFornecedor,
  (session, supplierTags): GateContext => ({
    supplierTags,
    userTags: session.tags,
    role: session.role,
    loggedIn: session.authenticated,
  }),
);

type Parsed<Doc> = { documento: Doc; erros: ErroDocumento[] | null };

function parseOr<Doc>(raw: unknown, parse: (raw: unknown) => { ok: true; document: Doc } | { ok: false; erros: ErroDocumento[] }, fallback: Doc): Parsed<Doc> {
  if (raw === null || raw === undefined) return { documento: fallback, erros: null };
  const result = parse(raw);
  return result.ok ? { documento: result.document, erros: null } : { documento: fallback, erros: result.erros };
}

const $menuParsed = $documentos.map((d) => parseOr<MenuDocument>(d?.menu, parseMenuDocument, defaultMenuDocument));
const $featuresParsed = $documentos.map((d) => parseOr<FeaturesDocument>(d?.features, parseFeaturesDocument, defaultFeaturesDocument));

export const $menu = $menuParsed.map((p) => p.documento);
export const $features = $featuresParsed.map((p) => p.documento);

/** Logs a supplier document that failed validation (the default is used instead). */
export const documentoInvalidoFx = createEffect(({ tipo, erros }: { tipo: string; erros: ErroDocumento[] }) => {
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
