import type { BlockFields } from '#engine/layout/define-block';
import type { shoppingListProps } from './schema';

export const shoppingListFields: BlockFields<typeof shoppingListProps> = {
  mostrarPrecos: { control: 'boolean', label: 'Mostrar os preços de hoje' },
  permitirCopiar: { control: 'boolean', label: "Mostrar 'Copiar para outra lista'" },
};
