import { defineFields } from '#engine/layout/define-block';
import { orderCharacteristicsProps } from './schema';

export const orderCharacteristicsFields = defineFields(orderCharacteristicsProps, {
  titulo: { control: 'text', label: 'Título' },
  mostrarNotaObrigatorio: {
    control: 'boolean',
    label: "Mostrar a nota '* Campo obrigatório'",
    help: 'As perguntas obrigatórias continuam marcadas com *.',
  },
});
