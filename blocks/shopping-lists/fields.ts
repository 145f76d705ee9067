import type { BlockFields } from '#engine/layout/define-block';
import type { shoppingListsProps } from './schema';

export const shoppingListsFields: BlockFields<typeof shoppingListsProps> = {
  textoAjuda: { control: 'textarea', label: 'Texto acima das listas', help: 'Vazio: sem texto.' },
  mostrarSugeridas: { control: 'boolean', label: "Mostrar 'Listas sugeridas'" },
  textoVazio: { control: 'text', label: 'Texto sem listas' },
};
