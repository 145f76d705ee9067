/**
 * The studio's versions: save (a 409 shows the server's message as sent: nothing is overwritten),
 * publish (a draft with errors of either check, or unsaved, cannot be published), history with the
 * readable diff, restore, export and import of the four documents as one JSON file, and the
 * message each of them leaves.
 */
import { createEvent, createStore, sample } from 'effector';
import { ApiError } from '../../api';
import type { ErroDocumento } from '#schemas/errors';
import { notExpired, refusalMessage } from '../lib/api-effect';
import { loggedOut, sessionExpired } from '../session';
import { $documentosEstudio, $errosEstudio, $erroSintaxeJson, $sujo, $tipoEstudio, documentTypeChosen } from './drafts';
import {
  $admin,
  baixarFx,
  carregarFx,
  exportarFx,
  historicoFx,
  importarFx,
  publicarFx,
  restaurarFx,
  salvarFx,
} from './requests';
import { TEXTOS_ESTUDIO, type MensagemEstudio, type VersaoEstudio } from './texts';

export const saveClicked = createEvent<{ nota: string }>();
export const publishClicked = createEvent();
export const historyOpened = createEvent();
export const restoreClicked = createEvent<number>();
export const exportClicked = createEvent();
export const importChosen = createEvent<string>();
export const messageClosed = createEvent();

export const $mensagemEstudio = createStore<MensagemEstudio | null>(null).reset(messageClosed);
export const $versoesEstudio = createStore<VersaoEstudio[] | null>(null);

export const $salvando = salvarFx.pending;
export const $publicando = publicarFx.pending;
export const $carregandoHistorico = historicoFx.pending;
export const $restaurando = restaurarFx.pending;
export const $importando = importarFx.pending;

const critica = (texto: string): MensagemEstudio => ({ tom: 'critical', texto });

/** The exported file, handed to the page (which offers it as a download). */
export const exportado = exportarFx.doneData.map((arquivo) => ({
  nome: `${(arquivo as { fornecedor?: string }).fornecedor ?? 'loja'}-documentos.json`,
  json: JSON.stringify(arquivo, null, 2),
}));
sample({ clock: exportado, target: baixarFx });

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
    return critica([refusalMessage(e, padrao), ...lista].join('\n'));
  }
  return critica(e instanceof Error && e.message === TEXTOS_ESTUDIO.arquivoInvalido ? e.message : padrao);
}
const mensagemImportar = (e: unknown) => mensagemComErros(e, TEXTOS_ESTUDIO.erroImportar);

// ——— failures: the server's message as it sends it (a 409 conflict among them) ———
sample({
  clock: salvarFx.failData,
  filter: notExpired,
  fn: (e) => critica(refusalMessage(e, TEXTOS_ESTUDIO.erroSalvar)),
  target: $mensagemEstudio,
});
// A refused publish (422: the server's validation, the same schemas) lists the errors at their paths.
sample({
  clock: publicarFx.failData,
  filter: notExpired,
  fn: (e) => mensagemComErros(e, TEXTOS_ESTUDIO.erroPublicar),
  target: $mensagemEstudio,
});
sample({
  clock: historicoFx.failData,
  filter: notExpired,
  fn: (e) => critica(refusalMessage(e, TEXTOS_ESTUDIO.erroHistorico)),
  target: $mensagemEstudio,
});
sample({
  clock: restaurarFx.failData,
  filter: notExpired,
  fn: (e) => critica(refusalMessage(e, TEXTOS_ESTUDIO.erroRestaurar)),
  target: $mensagemEstudio,
});
sample({
  clock: exportarFx.failData,
  filter: notExpired,
  fn: (e) => critica(refusalMessage(e, TEXTOS_ESTUDIO.erroExportar)),
  target: $mensagemEstudio,
});
sample({ clock: importarFx.failData, filter: notExpired, fn: mensagemImportar, target: $mensagemEstudio });
$mensagemEstudio.reset(documentTypeChosen);

for (const store of [$mensagemEstudio, $versoesEstudio]) store.reset([loggedOut, sessionExpired]);
