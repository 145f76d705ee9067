import type { BlockFields } from '#engine/layout/define-block';
import { BUY_BOX_CHILDREN_POSITIONS } from './schema';
import type { productBuyBoxProps } from './schema';

export const productBuyBoxFields: BlockFields<typeof productBuyBoxProps> = {
  mostrarMarca: { control: 'boolean', label: 'Mostrar a marca e a unidade', help: 'Abaixo do nome do produto.' },
  mostrarFaixas: {
    control: 'boolean',
    label: 'Mostrar a tabela de desconto progressivo',
    help: 'Só aparece nos produtos com preço por faixa de quantidade.',
  },
  tituloFaixas: { control: 'text', label: 'Título da tabela de desconto progressivo' },
  mostrarItensConjunto: {
    control: 'boolean',
    label: 'Mostrar os itens do conjunto',
    help: 'Só aparece nos kits (produtos do tipo conjunto).',
  },
  tituloItensConjunto: { control: 'text', label: 'Título dos itens do conjunto' },
  mostrarMensagem: {
    control: 'boolean',
    label: 'Mostrar a mensagem do produto',
    help: 'O destaque cadastrado no produto (o mesmo do cartão), quando ele tem um.',
  },
  posicaoBlocos: {
    control: 'select',
    label: 'Onde ficam os blocos de dentro',
    help: 'Os blocos colocados dentro desta caixa (aviso de disponibilidade, cálculo de frete).',
    options: BUY_BOX_CHILDREN_POSITIONS,
    optionLabels: { 'apos-quantidade': 'Logo depois da quantidade', 'no-fim': 'No fim da caixa' },
  },
};
