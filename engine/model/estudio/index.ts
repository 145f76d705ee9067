/**
 * The layout studio slice (issue 14, `/{slug}/painel/loja`): the supplier admin edits the shop's
 * layout, menu, features and tema documents in the browser. Loaded with the studio's own chunk,
 * never at first view (not in MODEL_SLICES). The server checks the admin role and the supplier of
 * every call (403 `estudio.acesso-negado` for anyone else); this slice only shows what it answers.
 * - load: GET /v4/admin/{idfornecedor}/estudio/{tipo} (the latest version, its number for If-Match);
 * - edit: the draft lives here, in memory; tree operations are the pure ones of
 *   engine/rules/layout-tree.ts; every change of a layout, menu or features draft is validated here
 *   with the storefront's own schemas (pt-BR errors at their JSON paths); the tema's errors are the
 *   server's (on load and on each save: its schema would pull zod parts into the shopper's first view);
 *   every draft is also checked against the emitted JSON Schema of its version (the file the server
 *   names in `jsonSchemaUrl`, fetched once; ./json-schema.ts), and a draft with errors of either
 *   check cannot be published;
 * - save: PUT with `If-Match: "<versão>"` and a note; a 409 shows the server's message as sent
 *   (nothing is overwritten); publish: POST …/publicar of the saved version;
 * - history: GET …/versoes (with the readable diff); restore: POST …/versoes/{n}/restaurar;
 * - export/import of the four documents as one JSON file.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $session, loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { ModelSlice } from '../slice';
import { installPtBRErrorMessages } from '#schemas/error-messages';
import type { ErroDocumento } from '#schemas/errors';
import { parseFeaturesDocument } from '#schemas/features';
import { LAYOUT_SCHEMA_VERSION, parseLayoutDocument } from '#schemas/layout';
import { dentroDosLimites } from '#schemas/limits';
import { parseMenuDocument } from '#schemas/menu';
import { migrateDocument, type Migration } from '#schemas/migrations';
import {
  alterarNo,
  caminhoDoId,
  duplicarNo,
  idNovo,
  idsDaLista,
  inserirNo,
  moverParaBaixo,
  moverParaCima,
  moverParaDentro,
  moverParaFora,
  removerNo,
  reordenarNo,
  type CaminhoNo,
  type NoArvore,
} from '../../rules/layout-tree';
import { errosDoJsonSchema, juntarErros } from './json-schema';
import { $draftLayoutRules } from './pages';

export {
  $chosenList,
  $draftLayoutRules,
  $listCatalogue,
  $studioBlocks,
  STUDIO_LISTS,
  blockAllowedIn,
  blocksAllowedIn,
  blocksWithChildren,
  errorsByList,
  listChosen,
  listOfPath,
  studioBlocksProvided,
  studioListOf,
  type StudioBlock,
  type StudioBlocks,
  type StudioList,
} from './pages';

// The studio shows validation errors to a person: in pt-BR (the studio's chunk only).
installPtBRErrorMessages();

export const TIPOS_ESTUDIO = ['layout', 'menu', 'features', 'tema'] as const;
export type TipoEstudio = (typeof TIPOS_ESTUDIO)[number];

export const TEXTOS_ESTUDIO = {
  erroCarregar: 'Não foi possível carregar o documento. Tente novamente.',
  erroSalvar: 'Não foi possível salvar o rascunho. Tente novamente.',
  erroPublicar: 'Não foi possível publicar. Tente novamente.',
  erroHistorico: 'Não foi possível carregar o histórico. Tente novamente.',
  erroRestaurar: 'Não foi possível restaurar a versão. Tente novamente.',
  erroExportar: 'Não foi possível exportar os documentos. Tente novamente.',
  erroImportar: 'Não foi possível importar o arquivo. Tente novamente.',
  arquivoInvalido: 'O arquivo não é um JSON válido. Escolha o arquivo exportado pelo estúdio.',
  salvo: (versao: number) => `Rascunho salvo (versão ${versao}). Ele ainda não está no ar: publique quando quiser.`,
  publicado: (versao: number) => `Versão ${versao} publicada. Os clientes passam a vê-la em alguns segundos.`,
  restaurado: (de: number, versao: number) =>
    `A versão ${de} virou o rascunho (versão ${versao}). Publique para colocá-la no ar.`,
  importado: 'Documentos importados como rascunhos. Confira e publique cada um.',
  semAlteracoes: 'Nada mudou desde a última versão salva.',
} as const;

/** One document of the studio: what the server said, and the admin's draft in memory. */
export interface DocumentoEstudio {
  /** The version the draft is based on (If-Match); 0 when never saved. */
  versaoAtual: number;
  versaoPublicada: number | null;
  /** The last saved (or loaded) document. */
  salvo: unknown;
  /** The draft being edited (may be invalid: saving never loses the admin's work). */
  rascunho: unknown;
  schemaVersion: number;
  jsonSchemaUrl: string;
  /** The server's validation errors of the last loaded or saved version. */
  errosServidor: ErroDocumento[];
}

export interface MudancaVersao {
  tipo: 'adicionado' | 'removido' | 'movido' | 'alterado';
  caminho: string;
  descricao: string;
}

export interface VersaoEstudio {
  versao: number;
  autor: string;
  salvo_em: string;
  nota: string | null;
  publicada: boolean;
  publicadaEm: string | null;
  restauradaDe: number | null;
  mudancas: MudancaVersao[];
}

export interface MensagemEstudio {
  tom: 'positive' | 'critical' | 'caution';
  texto: string;
}

/** A list of the layout: 'pages.home', 'regions.header'… */
export type ChaveLista = `pages.${string}` | `regions.${string}`;

/** A tree edit of the layout draft. */
export type OperacaoArvore =
  | { op: 'adicionar'; tipo: string; indice: number; pai?: CaminhoNo }
  | { op: 'remover' | 'duplicar' | 'cima' | 'baixo' | 'fora'; caminho: CaminhoNo }
  | { op: 'dentro'; caminho: CaminhoNo; aceitaFilhos: readonly string[] }
  | { op: 'reordenar'; pai: CaminhoNo; de: number; para: number }
  | { op: 'props'; caminho: CaminhoNo; props: Record<string, unknown> }
  | { op: 'when'; caminho: CaminhoNo; when: Record<string, unknown> | undefined };

export interface NoSelecionado {
  chave: ChaveLista;
  id: string;
}

// ——— events ———
export const studioOpened = createEvent();
export const documentTypeChosen = createEvent<TipoEstudio>();
/** A whole new draft (the JSON view, a form of menu/features/tema). */
export const draftChanged = createEvent<{ tipo: TipoEstudio; documento: unknown }>();
/** The JSON view's text does not parse: save and publish wait until it does. */
export const jsonSyntaxChecked = createEvent<string | null>();
export const treeOperationApplied = createEvent<{ chave: ChaveLista; operacao: OperacaoArvore }>();
export const nodeSelected = createEvent<NoSelecionado | null>();
export const saveClicked = createEvent<{ nota: string }>();
export const publishClicked = createEvent();
export const historyOpened = createEvent();
export const restoreClicked = createEvent<number>();
export const reloadClicked = createEvent();
export const exportClicked = createEvent();
export const importChosen = createEvent<string>();
export const messageClosed = createEvent();

// ——— who may use it ———
/** Logged in as staff of some supplier (the server decides whether this one, and whether admin). */
const $equipe = $session.map((s) =>
  s.authenticated && (s.role === 'atendente' || s.role === 'admin_fornecedor')
    ? { token: s.token, papel: s.role }
    : null,
);
export const $ehEquipe = $equipe.map(Boolean);
/** An attendant: the studio refuses (the server would answer 403 too). */
export const $ehAtendente = $equipe.map((e) => e?.papel === 'atendente');
const $admin = $equipe.map((e) => (e?.papel === 'admin_fornecedor' ? e : null));

// ——— stores ———
export const $tipoEstudio = createStore<TipoEstudio>('layout').on(documentTypeChosen, (_, t) => t);
export const $documentosEstudio = createStore<Partial<Record<TipoEstudio, DocumentoEstudio>>>({});
export const $mensagemEstudio = createStore<MensagemEstudio | null>(null).reset(messageClosed);
export const $erroCarregarEstudio = createStore<string | null>(null);
export const $versoesEstudio = createStore<VersaoEstudio[] | null>(null);
export const $selecionado = createStore<NoSelecionado | null>(null).on(nodeSelected, (_, s) => s);
export const $erroSintaxeJson = createStore<string | null>(null).on(jsonSyntaxChecked, (_, e) => e);

export const $documentoAtual = combine($documentosEstudio, $tipoEstudio, (docs, tipo) => docs[tipo] ?? null);
/** Unsaved changes in the current document. */
export const $sujo = $documentoAtual.map((d) => (d ? JSON.stringify(d.rascunho) !== JSON.stringify(d.salvo) : false));

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

/** The emitted JSON Schemas fetched so far, by their URL (`jsonSchemaUrl`). */
export const $esquemasJson = createStore<Record<string, object>>({});

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

const naoExpirou = (e: unknown) => !(e instanceof ApiError && e.status === 401);
const mensagemDe = (e: unknown, padrao: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.mensagem ? e.mensagem : padrao;
const critica = (texto: string): MensagemEstudio => ({ tom: 'critical', texto });

type Fonte = {
  api: Parameters<typeof requireApi>[0];
  admin: { token: string } | null;
  fornecedor: { idfornecedor: string } | null;
};
function contexto({ api, admin, fornecedor }: Fonte, erro: string) {
  if (!admin || !fornecedor) throw new Error(erro);
  return {
    v4: requireApi(api).v4,
    idfornecedor: fornecedor.idfornecedor,
    headers: { Authorization: `Bearer ${admin.token}` },
  };
}

const carregarFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (fonte, tipo: TipoEstudio) => {
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroCarregar);
    const r = await requestData(
      v4.GET('/v4/admin/{idfornecedor}/estudio/{tipo}', { params: { path: { idfornecedor, tipo } }, headers }),
    );
    return { tipo, resposta: r };
  },
});

const salvarFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (
    fonte,
    { tipo, documento, versao, nota }: { tipo: TipoEstudio; documento: unknown; versao: number; nota: string },
  ) => {
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroSalvar);
    const corpo = {
      documento: documento as Record<string, never>,
      ...(nota.trim() ? { nota: nota.trim().slice(0, 200) } : {}),
    };
    const r = await requestData(
      v4.PUT('/v4/admin/{idfornecedor}/estudio/{tipo}', {
        params: { path: { idfornecedor, tipo } },
        body: corpo,
        headers: { ...headers, 'If-Match': `"${versao}"` },
      }),
    );
    return { tipo, documento, versao: r.versao, erros: r.erros };
  },
});

const publicarFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (fonte, { tipo, versao }: { tipo: TipoEstudio; versao: number }) => {
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroPublicar);
    const r = await requestData(
      v4.POST('/v4/admin/{idfornecedor}/estudio/{tipo}/publicar', {
        params: { path: { idfornecedor, tipo } },
        body: { versao },
        headers,
      }),
    );
    return { tipo, versaoPublicada: r.versaoPublicada };
  },
});

const historicoFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (fonte, tipo: TipoEstudio): Promise<VersaoEstudio[]> => {
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroHistorico);
    const r = await requestData(
      v4.GET('/v4/admin/{idfornecedor}/estudio/{tipo}/versoes', { params: { path: { idfornecedor, tipo } }, headers }),
    );
    return r.versoes;
  },
});

const restaurarFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (fonte, { tipo, versao, base }: { tipo: TipoEstudio; versao: number; base: number }) => {
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroRestaurar);
    const r = await requestData(
      v4.POST('/v4/admin/{idfornecedor}/estudio/{tipo}/versoes/{versao}/restaurar', {
        params: { path: { idfornecedor, tipo, versao } },
        headers: { ...headers, 'If-Match': `"${base}"` },
      }),
    );
    return { tipo, de: versao, versao: r.versao };
  },
});

const exportarFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (fonte) => {
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroExportar);
    return requestData(
      v4.GET('/v4/admin/{idfornecedor}/estudio-exportar', { params: { path: { idfornecedor } }, headers }),
    );
  },
});

const importarFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (fonte, texto: string) => {
    let arquivo: unknown;
    try {
      arquivo = JSON.parse(texto);
    } catch {
      throw new Error(TEXTOS_ESTUDIO.arquivoInvalido);
    }
    const { v4, idfornecedor, headers } = contexto(fonte, TEXTOS_ESTUDIO.erroImportar);
    return requestData(
      v4.POST('/v4/admin/{idfornecedor}/estudio-importar', {
        params: { path: { idfornecedor } },
        body: arquivo as never,
        headers,
      }),
    );
  },
});

/** The exported file, handed to the page (which offers it as a download). */
export const exportado = exportarFx.doneData.map((arquivo) => ({
  nome: `${(arquivo as { fornecedor?: string }).fornecedor ?? 'loja'}-documentos.json`,
  json: JSON.stringify(arquivo, null, 2),
}));
/** The file the browser saves: one effect so that the page needs no DOM code of its own. */
const baixarFx = createEffect(({ nome, json }: { nome: string; json: string }) => {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});
sample({ clock: exportado, target: baixarFx });

export const $carregandoEstudio = carregarFx.pending;
export const $salvando = salvarFx.pending;
export const $publicando = publicarFx.pending;
export const $carregandoHistorico = historicoFx.pending;
export const $restaurando = restaurarFx.pending;
export const $importando = importarFx.pending;

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
// The JSON Schema of the loaded version, once per URL (same origin: the CSP's connect-src 'self').
const carregarEsquemaFx = createEffect(async (url: string): Promise<{ url: string; esquema: object }> => {
  const r = await fetch(url, { headers: { accept: 'application/schema+json, application/json' } });
  if (!r.ok) throw new Error(`JSON Schema ${url}: HTTP ${r.status}`);
  const esquema: unknown = await r.json();
  if (typeof esquema !== 'object' || esquema === null) throw new Error(`JSON Schema ${url}: não é um objeto`);
  return { url, esquema };
});
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
  filter: naoExpirou,
  fn: (e) => mensagemDe(e, TEXTOS_ESTUDIO.erroCarregar),
  target: $erroCarregarEstudio,
});
$selecionado.reset(documentTypeChosen, carregarFx.done);
$erroSintaxeJson.reset(documentTypeChosen, carregarFx.done);

// ——— editing ———
$documentosEstudio.on(draftChanged, (docs, { tipo, documento }) => {
  const doc = docs[tipo];
  return doc ? { ...docs, [tipo]: { ...doc, rascunho: documento } } : docs;
});

/** The list at `chave` of a layout draft, or null when the draft has none there (bad JSON typed). */
export function listaDoLayout(rascunho: unknown, chave: ChaveLista): NoArvore[] | null {
  const [grupo, nome] = chave.split('.') as [string, string];
  const g =
    typeof rascunho === 'object' && rascunho !== null ? (rascunho as Record<string, unknown>)[grupo] : undefined;
  const lista = typeof g === 'object' && g !== null ? (g as Record<string, unknown>)[nome] : undefined;
  return Array.isArray(lista) &&
    lista.every((n) => typeof n === 'object' && n !== null && typeof (n as NoArvore).id === 'string')
    ? (lista as NoArvore[])
    : null;
}

/** Every node id of a layout draft (for fresh ids). */
function idsDoLayout(rascunho: unknown): Set<string> {
  const ids = new Set<string>();
  if (typeof rascunho !== 'object' || rascunho === null) return ids;
  for (const grupo of ['regions', 'pages']) {
    const g = (rascunho as Record<string, unknown>)[grupo];
    if (typeof g !== 'object' || g === null) continue;
    for (const nome of Object.keys(g)) {
      const lista = listaDoLayout(rascunho, `${grupo}.${nome}` as ChaveLista);
      if (lista) for (const id of idsDaLista(lista)) ids.add(id);
    }
  }
  return ids;
}

/** Applies a tree edit to a layout draft; returns the new draft and the node to select. */
export function aplicarOperacao(
  rascunho: unknown,
  chave: ChaveLista,
  operacao: OperacaoArvore,
): { rascunho: unknown; selecionar: string | null } {
  const lista = listaDoLayout(rascunho, chave);
  if (!lista) return { rascunho, selecionar: null };
  let nova: readonly NoArvore[] = lista;
  let selecionar: string | null = null;
  const idEm = (c: CaminhoNo) => {
    let nos: readonly NoArvore[] | undefined = lista;
    let id: string | null = null;
    for (const i of c) {
      const n: NoArvore | undefined = nos?.[i];
      id = n?.id ?? null;
      nos = n?.children;
    }
    return id;
  };
  switch (operacao.op) {
    case 'adicionar': {
      const id = idNovo(operacao.tipo, idsDoLayout(rascunho));
      nova = inserirNo(lista, operacao.pai ?? [], operacao.indice, { type: operacao.tipo, id, props: {} });
      selecionar = id;
      break;
    }
    case 'remover':
      nova = removerNo(lista, operacao.caminho);
      break;
    case 'duplicar': {
      const r = duplicarNo(lista, operacao.caminho, idsDoLayout(rascunho));
      nova = r.lista;
      selecionar = r.id;
      break;
    }
    case 'cima':
      nova = moverParaCima(lista, operacao.caminho);
      selecionar = idEm(operacao.caminho);
      break;
    case 'baixo':
      nova = moverParaBaixo(lista, operacao.caminho);
      selecionar = idEm(operacao.caminho);
      break;
    case 'dentro': {
      const aceita = new Set(operacao.aceitaFilhos);
      nova = moverParaDentro(lista, operacao.caminho, (t) => aceita.has(t));
      selecionar = idEm(operacao.caminho);
      break;
    }
    case 'fora':
      nova = moverParaFora(lista, operacao.caminho);
      selecionar = idEm(operacao.caminho);
      break;
    case 'reordenar':
      nova = reordenarNo(lista, operacao.pai, operacao.de, operacao.para);
      selecionar = idEm([...operacao.pai, operacao.de]);
      break;
    case 'props':
      nova = alterarNo(lista, operacao.caminho, (n) => ({ ...n, props: operacao.props }));
      selecionar = idEm(operacao.caminho);
      break;
    case 'when':
      nova = alterarNo(lista, operacao.caminho, (n) => {
        const { when: _antigo, ...resto } = n;
        return operacao.when && Object.keys(operacao.when).length > 0 ? { ...resto, when: operacao.when } : resto;
      });
      selecionar = idEm(operacao.caminho);
      break;
  }
  if (nova === lista) return { rascunho, selecionar };
  const [grupo, nome] = chave.split('.') as [string, string];
  const doc = rascunho as Record<string, Record<string, unknown>>;
  return { rascunho: { ...doc, [grupo]: { ...doc[grupo], [nome]: nova } }, selecionar };
}

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

// ——— save, publish ———
sample({
  clock: saveClicked,
  source: { docs: $documentosEstudio, tipo: $tipoEstudio, salvando: salvarFx.pending, sintaxe: $erroSintaxeJson },
  filter: ({ docs, tipo, salvando, sintaxe }) => !salvando && sintaxe === null && docs[tipo] !== undefined,
  fn: ({ docs, tipo }, { nota }) => ({ tipo, documento: docs[tipo]!.rascunho, versao: docs[tipo]!.versaoAtual, nota }),
  target: salvarFx,
});
$documentosEstudio.on(salvarFx.doneData, (docs, { tipo, documento, versao, erros }) => {
  const doc = docs[tipo];
  return doc ? { ...docs, [tipo]: { ...doc, versaoAtual: versao, salvo: documento, errosServidor: erros } } : docs;
});
sample({
  clock: salvarFx.doneData,
  fn: ({ versao }): MensagemEstudio => ({ tom: 'positive', texto: TEXTOS_ESTUDIO.salvo(versao) }),
  target: $mensagemEstudio,
});

sample({
  clock: publishClicked,
  source: {
    docs: $documentosEstudio,
    tipo: $tipoEstudio,
    publicando: publicarFx.pending,
    sujo: $sujo,
    erros: $errosEstudio,
  },
  filter: ({ docs, tipo, publicando, sujo, erros }) =>
    !publicando && !sujo && erros.length === 0 && (docs[tipo]?.versaoAtual ?? 0) > 0,
  fn: ({ docs, tipo }) => ({ tipo, versao: docs[tipo]!.versaoAtual }),
  target: publicarFx,
});
$documentosEstudio.on(publicarFx.doneData, (docs, { tipo, versaoPublicada }) => {
  const doc = docs[tipo];
  return doc ? { ...docs, [tipo]: { ...doc, versaoPublicada } } : docs;
});
sample({
  clock: publicarFx.doneData,
  fn: ({ versaoPublicada }): MensagemEstudio => ({ tom: 'positive', texto: TEXTOS_ESTUDIO.publicado(versaoPublicada) }),
  target: $mensagemEstudio,
});

// ——— history, restore ———
sample({ clock: historyOpened, source: $tipoEstudio, target: historicoFx });
sample({
  clock: [salvarFx.done, publicarFx.done],
  source: { tipo: $tipoEstudio, versoes: $versoesEstudio },
  filter: ({ versoes }) => versoes !== null,
  fn: ({ tipo }) => tipo,
  target: historicoFx,
});
$versoesEstudio.on(historicoFx.doneData, (_, v) => v).reset(documentTypeChosen);
sample({
  clock: restoreClicked,
  source: { docs: $documentosEstudio, tipo: $tipoEstudio, restaurando: restaurarFx.pending },
  filter: ({ docs, tipo, restaurando }) => !restaurando && docs[tipo] !== undefined,
  fn: ({ docs, tipo }, versao) => ({ tipo, versao, base: docs[tipo]!.versaoAtual }),
  target: restaurarFx,
});
sample({ clock: restaurarFx.doneData, fn: ({ tipo }) => tipo, target: [carregarFx, historicoFx] });
sample({
  clock: restaurarFx.doneData,
  fn: ({ de, versao }): MensagemEstudio => ({ tom: 'positive', texto: TEXTOS_ESTUDIO.restaurado(de, versao) }),
  target: $mensagemEstudio,
});

// ——— export, import ———
sample({ clock: exportClicked, source: $admin, filter: Boolean, target: exportarFx });
sample({
  clock: importChosen,
  source: importarFx.pending,
  filter: (p) => !p,
  fn: (_, texto) => texto,
  target: importarFx,
});
$documentosEstudio.reset(importarFx.done);
sample({ clock: importarFx.done, source: $tipoEstudio, target: carregarFx });
sample({
  clock: importarFx.done,
  fn: (): MensagemEstudio => ({ tom: 'positive', texto: TEXTOS_ESTUDIO.importado }),
  target: $mensagemEstudio,
});

/** A call refused with a document's errors (422): the server's message and each `caminho: mensagem`. */
function mensagemComErros(e: unknown, padrao: string): MensagemEstudio {
  if (e instanceof ApiError) {
    const erros = (e.corpo as { erros?: ErroDocumento[] } | undefined)?.erros;
    const lista = Array.isArray(erros) ? erros.slice(0, 8).map((x) => `${x.caminho}: ${x.mensagem}`) : [];
    return critica([mensagemDe(e, padrao), ...lista].join('\n'));
  }
  return critica(e instanceof Error && e.message === TEXTOS_ESTUDIO.arquivoInvalido ? e.message : padrao);
}
const mensagemImportar = (e: unknown) => mensagemComErros(e, TEXTOS_ESTUDIO.erroImportar);

// ——— failures: the server's message as it sends it (a 409 conflict among them) ———
sample({
  clock: salvarFx.failData,
  filter: naoExpirou,
  fn: (e) => critica(mensagemDe(e, TEXTOS_ESTUDIO.erroSalvar)),
  target: $mensagemEstudio,
});
// A refused publish (422: the server's validation, the same schemas) lists the errors at their paths.
sample({
  clock: publicarFx.failData,
  filter: naoExpirou,
  fn: (e) => mensagemComErros(e, TEXTOS_ESTUDIO.erroPublicar),
  target: $mensagemEstudio,
});
sample({
  clock: historicoFx.failData,
  filter: naoExpirou,
  fn: (e) => critica(mensagemDe(e, TEXTOS_ESTUDIO.erroHistorico)),
  target: $mensagemEstudio,
});
sample({
  clock: restaurarFx.failData,
  filter: naoExpirou,
  fn: (e) => critica(mensagemDe(e, TEXTOS_ESTUDIO.erroRestaurar)),
  target: $mensagemEstudio,
});
sample({
  clock: exportarFx.failData,
  filter: naoExpirou,
  fn: (e) => critica(mensagemDe(e, TEXTOS_ESTUDIO.erroExportar)),
  target: $mensagemEstudio,
});
sample({ clock: importarFx.failData, filter: naoExpirou, fn: mensagemImportar, target: $mensagemEstudio });
$mensagemEstudio.reset(documentTypeChosen);

for (const store of [
  $documentosEstudio,
  $mensagemEstudio,
  $erroCarregarEstudio,
  $versoesEstudio,
  $selecionado,
  $erroSintaxeJson,
])
  store.reset([loggedOut, sessionExpired]);

export const estudioSlice: ModelSlice = { name: 'estudio' };
