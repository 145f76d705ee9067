import type { BlockFields } from '#engine/layout/define-block';
import type { couponBoxProps } from './schema';

export const couponBoxFields: BlockFields<typeof couponBoxProps> = {
  titulo: { control: 'text', label: 'Título' },
  textoVisitante: {
    control: 'textarea',
    label: 'Texto para quem não entrou',
    help: 'Exibido no lugar do campo do cupom a um visitante sem login.',
  },
};
