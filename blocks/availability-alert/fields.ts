import type { BlockFields } from '#engine/layout/define-block';
import type { availabilityAlertProps } from './schema';

export const availabilityAlertFields: BlockFields<typeof availabilityAlertProps> = {
  titulo: { control: 'text', label: 'Título', help: 'O que um produto esgotado diz no lugar da quantidade.' },
  oferecerAviso: {
    control: 'boolean',
    label: 'Oferecer «Avise-me quando chegar»',
    help: 'O cliente pede um e-mail para quando o produto voltar ao estoque (o visitante entra antes).',
  },
  texto: {
    control: 'textarea',
    label: 'Texto do aviso',
    help: 'Acima do botão «Avise-me quando chegar». Vazio: só o botão.',
  },
};
