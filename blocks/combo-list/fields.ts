import type { BlockFields } from '#engine/layout/define-block';
import type { comboListProps } from './schema';

export const comboListFields: BlockFields<typeof comboListProps> = {
  textoAjuda: { control: 'textarea', label: 'Texto acima dos combos', help: 'Vazio: sem texto.' },
  textoVazio: { control: 'text', label: 'Texto sem combos' },
  mostrarItens: { control: 'boolean', label: 'Listar os produtos de cada combo' },
};
