import type { BlockFields } from '#engine/layout/define-block';
import type { subscriptionListProps } from './schema';

export const subscriptionListFields: BlockFields<typeof subscriptionListProps> = {
  textoAjuda: { control: 'textarea', label: 'Texto acima das assinaturas', help: 'Vazio: sem texto.' },
  textoVazio: { control: 'text', label: 'Texto sem assinaturas' },
  mostrarCanceladas: { control: 'boolean', label: 'Mostrar as assinaturas canceladas' },
  pedidosPorAssinatura: {
    control: 'number',
    label: 'Pedidos listados por assinatura',
    help: 'De 1 a 50, os mais recentes.',
  },
};
