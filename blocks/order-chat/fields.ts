import type { BlockFields } from '#engine/layout/define-block';
import type { orderChatProps } from './schema';

// `import type` of the schema: the fields are for the studio only.
export const orderChatFields: BlockFields<typeof orderChatProps> = {
  rotulo: { control: 'text', label: 'Texto do botão', help: "Abre o chat do pedido ('Chat pedido {n}')." },
  texto: { control: 'text', label: 'Texto acima do botão', help: 'Vazio: só o botão.' },
};
