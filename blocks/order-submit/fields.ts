import { defineFields } from '#engine/layout/define-block';
import { orderSubmitProps } from './schema';

export const orderSubmitFields = defineFields(orderSubmitProps, {
  titulo: { control: 'text', label: 'Título', help: 'Acima das opções de entrega e pagamento. Vazio: sem título.' },
  mostrarInstrucoes: {
    control: 'boolean',
    label: 'Mostrar as instruções do pedido',
    help: 'O conteúdo “Instruções do pedido” do fornecedor, acima das opções; sem conteúdo, nada aparece.',
  },
  tituloInstrucoes: { control: 'text', label: 'Título das instruções do pedido' },
  textoTotal: { control: 'text', label: 'Texto do total', help: 'O total do carrinho com a taxa de entrega.' },
  textoBotao: { control: 'text', label: 'Texto do botão de enviar' },
  textoBotaoOrcamento: {
    control: 'text',
    label: 'Texto do botão nas lojas de orçamento',
    help: 'Nas lojas em que todo pedido é um orçamento.',
  },
});
