/**
 * The studio's documents and drafts: a document type chosen loads its latest version; the draft
 * lives here, in memory (a whole new draft from the JSON view or a form, or a tree edit of the
 * layout); its errors are the two checks of ./validation.ts, with the JSON Schema of the loaded
 * version fetched once per URL.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { caminhoDoId } from '../../rules/layout-tree';
import { notExpired, refusalMessage } from '../lib/api-effect';
import { loggedOut, sessionExpired } from '../session';
import { $admin, carregarEsquemaFx, carregarFx } from './requests';
import {
  TEXTOS_ESTUDIO,
  type ChaveLista,
  type DocumentoEstudio,
  type NoSelecionado,
  type OperacaoArvore,
  type TipoEstudio,
} from './texts';
import { $draftLayoutRules } from './pages';
import { aplicarOperacao, listaDoLayout } from './tree-operations';
import { errosDoRascunho } from './validation';

export const studioOpened = createEvent();
export const documentTypeChosen = createEvent<TipoEstudio>();
/** A whole new draft (the JSON view, a form of menu/features/tema). */
export const draftChanged = createEvent<{ tipo: TipoEstudio; documento: unknown }>();
/** The JSON view's text does not parse: save and publish wait until it does. */
export const jsonSyntaxChecked = createEvent<string | null>();
export const treeOperationApplied = createEvent<{ chave: ChaveLista; operacao: OperacaoArvore }>();
export const nodeSelected = createEvent<NoSelecionado | null>();
export const reloadClicked = createEvent();

export const $tipoEstudio = createStore<TipoEstudio>('layout').on(documentTypeChosen, (_, t) => t);
export const $documentosEstudio = createStore<Partial<Record<TipoEstudio, DocumentoEstudio>>>({});
export const $erroCarregarEstudio = createStore<string | null>(null);
export const $selecionado = createStore<NoSelecionado | null>(null).on(nodeSelected, (_, s) => s);
export const $erroSintaxeJson = createStore<string | null>(null).on(jsonSyntaxChecked, (_, e) => e);

export const $documentoAtual = combine($documentosEstudio, $tipoEstudio, (docs, tipo) => docs[tipo] ?? null);
/** Unsaved changes in the current document. */
export const $sujo = $documentoAtual.map((d) => (d ? JSON.stringify(d.rascunho) !== JSON.stringify(d.salvo) : false));

/** The emitted JSON Schemas fetched so far, by their URL (`jsonSchemaUrl`). */
export const $esquemasJson = createStore<Record<string, object>>({});

/**
 * The current draft's validation errors (both checks). A layout is checked with the full schema and
 * the server's migrations the studio page provides (./pages.ts `$draftLayoutRules`: every block's
 * props, where it may go, the blocks each page cannot lose).
 */
export const $errosEstudio = combine(
  $documentoAtual,
  $tipoEstudio,
  $draftLayoutRules,
  $esquemasJson,
  (doc, tipo, rules, esquemas) =>
    doc
      ? errosDoRascunho(
          tipo,
          doc.rascunho,
          rules?.schema ?? null,
          esquemas[doc.jsonSchemaUrl],
          doc.errosServidor,
          rules?.migrations,
        )
      : [],
);

export const $carregandoEstudio = carregarFx.pending;

// ——— loading ———
sample({
  clock: studioOpened,
  source: { admin: $admin, tipo: $tipoEstudio },
  filter: ({ admin }) => admin !== null,
  fn: ({ tipo }) => tipo,
  target: carregarFx,
});
sample({
  clock: documentTypeChosen,
  source: { admin: $admin, docs: $documentosEstudio },
  filter: ({ admin, docs }, tipo) => admin !== null && !docs[tipo],
  fn: (_, tipo) => tipo,
  target: carregarFx,
});
sample({ clock: reloadClicked, source: $tipoEstudio, target: carregarFx });
$documentosEstudio.on(carregarFx.doneData, (docs, { tipo, resposta }) => ({
  ...docs,
  [tipo]: {
    versaoAtual: resposta.versaoAtual,
    versaoPublicada: resposta.versaoPublicada ?? null,
    salvo: resposta.documento,
    rascunho: resposta.documento,
    schemaVersion: resposta.schemaVersion,
    jsonSchemaUrl: resposta.jsonSchemaUrl,
    errosServidor: resposta.erros,
  },
}));
// The JSON Schema of the loaded version, once per URL.
sample({
  clock: carregarFx.doneData,
  source: $esquemasJson,
  filter: (esquemas, { resposta }) => Boolean(resposta.jsonSchemaUrl) && !(resposta.jsonSchemaUrl in esquemas),
  fn: (_, { resposta }) => resposta.jsonSchemaUrl,
  target: carregarEsquemaFx,
});
// Without it the zod check still stands; the next load tries again.
$esquemasJson.on(carregarEsquemaFx.doneData, (esquemas, { url, esquema }) => ({ ...esquemas, [url]: esquema }));
$erroCarregarEstudio.reset(carregarFx.done, documentTypeChosen);
sample({
  clock: carregarFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_ESTUDIO.erroCarregar),
  target: $erroCarregarEstudio,
});
$selecionado.reset(documentTypeChosen, carregarFx.done);
$erroSintaxeJson.reset(documentTypeChosen, carregarFx.done);

// ——— editing ———
$documentosEstudio.on(draftChanged, (docs, { tipo, documento }) => {
  const doc = docs[tipo];
  return doc ? { ...docs, [tipo]: { ...doc, rascunho: documento } } : docs;
});

const operado = sample({
  clock: treeOperationApplied,
  source: $documentosEstudio,
  filter: (docs) => docs.layout !== undefined,
  fn: (docs, { chave, operacao }) => ({ chave, ...aplicarOperacao(docs.layout!.rascunho, chave, operacao) }),
});
$documentosEstudio.on(operado, (docs, { rascunho }) =>
  docs.layout ? { ...docs, layout: { ...docs.layout, rascunho } } : docs,
);
$selecionado.on(operado, (atual, { chave, selecionar, rascunho }) => {
  if (selecionar) return { chave, id: selecionar };
  // A removed node is no longer selected.
  const lista = atual ? listaDoLayout(rascunho, atual.chave) : null;
  return atual && lista && caminhoDoId(lista, atual.id) ? atual : null;
});

for (const store of [$documentosEstudio, $erroCarregarEstudio, $selecionado, $erroSintaxeJson]) {
  store.reset([loggedOut, sessionExpired]);
}
