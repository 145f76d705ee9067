/**
 * The layout studio slice (issue 14, `/{slug}/painel/loja`): the supplier admin edits the shop's
 * layout, menu, features and tema documents in the browser. Loaded with the studio's own chunk,
 * never at first view (not in MODEL_SLICES). The server checks the admin role and the supplier of
 * every call (403 `estudio.acesso-negado` for anyone else); this slice only shows what it answers.
 * Its concerns, one file each: the calls and who may make them (./requests.ts), the documents and
 * their drafts (./drafts.ts), the tree edits of a layout draft (./tree-operations.ts), the two
 * checks of a draft (./validation.ts, with ./json-schema.ts), save, publish, history, restore,
 * export and import (./versions.ts), the page picker and each page's block catalogue (./pages.ts)
 * and the props form's product picker (./product-picker.ts).
 * The preview inside the studio's iframe is its own face, ./previa, so that its chunk carries no
 * editor.
 */
export { TIPOS_ESTUDIO, type ChaveLista, type TipoEstudio, type VersaoEstudio } from './texts';
export { $ehAtendente, $ehEquipe } from './requests';
export { errosDoRascunho } from './validation';
export { listaDoLayout } from './tree-operations';
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
export {
  $carregandoEstudio,
  $documentoAtual,
  $documentosEstudio,
  $erroCarregarEstudio,
  $erroSintaxeJson,
  $errosEstudio,
  $esquemasJson,
  $selecionado,
  $sujo,
  $tipoEstudio,
  documentTypeChosen,
  draftChanged,
  jsonSyntaxChecked,
  nodeSelected,
  reloadClicked,
  studioOpened,
  treeOperationApplied,
} from './drafts';
export {
  $carregandoHistorico,
  $importando,
  $mensagemEstudio,
  $publicando,
  $restaurando,
  $salvando,
  $versoesEstudio,
  exportClicked,
  historyOpened,
  importChosen,
  publishClicked,
  restoreClicked,
  saveClicked,
} from './versions';
export {
  $buscaProduto,
  $buscaRespondida,
  $erroBuscaProduto,
  $nomesProdutos,
  $produtosSugeridos,
  produtoRemembered,
  produtoSearched,
  TEXTOS_SELETOR_PRODUTO,
} from './product-picker';
