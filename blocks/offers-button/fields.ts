import { defineFields } from '../../engine/layout/define-block';
import { OFFERS_BUTTON_POSITIONS, offersButtonProps } from './schema';

export const offersButtonFields = defineFields(offersButtonProps, {
  label: { control: 'text', label: 'Texto do botão' },
  posicao: { control: 'select', label: 'Posição', options: OFFERS_BUTTON_POSITIONS, optionLabels: { direita: 'Direita', esquerda: 'Esquerda' } },
});
