import type { BlockFields } from '#engine/layout/define-block';
import { OFFERS_BUTTON_POSITIONS } from './schema';
import type { offersButtonProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const offersButtonFields: BlockFields<typeof offersButtonProps> = {
  label: { control: 'text', label: 'Texto do botão' },
  posicao: {
    control: 'select',
    label: 'Posição',
    options: OFFERS_BUTTON_POSITIONS,
    optionLabels: { direita: 'Direita', esquerda: 'Esquerda' },
  },
};
