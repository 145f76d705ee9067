/**
 * Shopping lists slice (issue 29): the client's own and suggested lists, a list's lines, and the
 * changes ('Salvar na lista', rename, remove, copy, a line's quantity, 'Enviar para o carrinho').
 * Loaded with its screens and the 'Salvar na lista' dialog, never at first view (not in MODEL_SLICES).
 */
export {
  $currentList,
  $listLoading,
  $listSaving,
  $listsError,
  $listsLoading,
  $listsMessage,
  $ownLists,
  $savedToList,
  $sendingToCart,
  $suggestedLists,
  TEXTOS_LISTAS,
  lineQuantitySet,
  listMessageDismissed,
  listPageShown,
  listRenamed,
  listsPageShown,
  productCopied,
  removeListConfirmed,
  saveToListSubmitted,
  sendToCartClicked,
  suggestedStripShown,
  type SaveToList,
  type ShoppingList,
  type ShoppingListDetail,
  type ShoppingListLine,
} from './model';
