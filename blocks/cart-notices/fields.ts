import type { BlockFields } from '#engine/layout/define-block';
import type { cartNoticesProps } from './schema';

export const cartNoticesFields: BlockFields<typeof cartNoticesProps> = {
  textoBloqueio: {
    control: 'textarea',
    label: 'Aviso de carrinho bloqueado',
    help: 'Exibido enquanto um atendente precifica o carrinho do cliente; os botões "Cancelar" e "Desbloquear carrinho" vêm depois dele.',
  },
  mostrarAvisos: {
    control: 'boolean',
    label: 'Mostrar os avisos dos itens',
    help: 'Os avisos que o servidor manda sobre os itens (preço alterado, sem estoque…).',
  },
};
