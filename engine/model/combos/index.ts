/**
 * Promotional combos slice (issue 29): the combos valid for this visitor and 'Adicionar combo',
 * for the `combos` and `combo` pages and the home's combos strip. Loaded with them, never at first
 * view (not in MODEL_SLICES).
 */
export {
  $currentCombo,
  $combos,
  $combosError,
  $combosLoading,
  comboAddClicked,
  combosShown,
  TEXTOS_COMBOS,
  type ComboPromocional,
} from './model';
