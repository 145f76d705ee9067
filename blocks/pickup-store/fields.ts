import { defineFields } from '#engine/layout/define-block';
import { pickupStoreProps } from './schema';

export const pickupStoreFields = defineFields(pickupStoreProps, {
  titulo: { control: 'text', label: 'Título' },
  mostrarHorario: { control: 'boolean', label: 'Mostrar o horário de cada loja' },
  mostrarMapa: {
    control: 'boolean',
    label: 'Mostrar o mapa das lojas',
    help: 'Um alfinete por loja; um clique no alfinete escolhe a loja.',
  },
});
