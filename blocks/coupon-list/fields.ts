import type { BlockFields } from '#engine/layout/define-block';
import type { couponListProps } from './schema';

export const couponListFields: BlockFields<typeof couponListProps> = {
  textoAjuda: { control: 'text', label: 'Texto acima dos cupons', help: 'Vazio: sem texto.' },
  textoVazio: { control: 'text', label: 'Texto sem cupons' },
  mostrarValidade: { control: 'boolean', label: 'Mostrar a validade', help: "'Válido até' em cada cupom." },
  mostrarIndicacao: {
    control: 'boolean',
    label: 'Mostrar o cupom de indicação',
    help: 'Só nas lojas que compartilham cupons de indicação.',
  },
  tituloIndicacao: { control: 'text', label: 'Título da indicação' },
  textoIndicacao: { control: 'textarea', label: 'Texto da indicação', help: 'Vazio: sem texto.' },
};
