import type { BlockFields } from '#engine/layout/define-block';
import type { cartSummaryProps } from './schema';

export const cartSummaryFields: BlockFields<typeof cartSummaryProps> = {
  rotuloTotal: { control: 'text', label: 'Rótulo do total' },
  mostrarDesconto: {
    control: 'boolean',
    label: 'Mostrar o desconto do cupom',
    help: 'A linha "Desconto do cupom", quando um cupom dá desconto.',
  },
  mostrarEmbalagens: {
    control: 'boolean',
    label: 'Mostrar as embalagens para presente',
    help: 'A linha "Embalagens para presente", quando algum item é embalado.',
  },
  mostrarFreteGratis: {
    control: 'boolean',
    label: 'Mostrar quanto falta para o frete grátis',
    help: 'Só aparece quando o fornecedor oferece frete grátis a partir de um valor mínimo (a mesma configuração da faixa de frete grátis).',
  },
  textoFaltaFreteGratis: {
    control: 'text',
    label: 'Texto abaixo do mínimo do frete grátis',
    help: '{valor} é trocado pelo valor que falta, por exemplo "R$ 120,00".',
  },
  textoFreteGratisAlcancado: { control: 'text', label: 'Texto ao alcançar o mínimo do frete grátis' },
};
