import type { BlockFields } from '#engine/layout/define-block';
import type { productServicesProps } from './schema';

export const productServicesFields: BlockFields<typeof productServicesProps> = {
  titulo: { control: 'text', label: 'Título' },
  texto: {
    control: 'textarea',
    label: 'Texto abaixo do título',
    help: 'Vazio: sem texto. Cada serviço vai para o carrinho como um item separado do produto; não prometa aqui o que o pedido não faz (por exemplo, vincular o serviço ao produto).',
  },
};
