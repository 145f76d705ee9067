import type { BlockFields } from '#engine/layout/define-block';
import type { cartLinesProps } from './schema';

export const cartLinesFields: BlockFields<typeof cartLinesProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Opcional: um título acima dos itens.' },
  mostrarImagem: { control: 'boolean', label: 'Mostrar a imagem do produto' },
  mostrarPrecoUnitario: {
    control: 'boolean',
    label: 'Mostrar o preço unitário',
    help: 'Abaixo do nome, por exemplo "R$ 12,90 / UN".',
  },
  mostrarDescontoCupom: {
    control: 'boolean',
    label: 'Mostrar o desconto do cupom em cada item',
    help: 'Abaixo do total do item, quando o cupom dá desconto nele.',
  },
};
