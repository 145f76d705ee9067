import type { BlockFields } from '#engine/layout/define-block';
import type { submissionSuccessProps } from './schema';

// `import type` of the schema: the fields are for the studio only.
export const submissionSuccessFields: BlockFields<typeof submissionSuccessProps> = {
  titulo: { control: 'text', label: 'Título', help: 'O título da página, acima do número do pedido.' },
  mostrarPagamento: {
    control: 'boolean',
    label: 'Mostrar o pagamento',
    help: 'A forma de pagamento, a entrega, a taxa e o total.',
  },
  tituloPagamento: { control: 'text', label: 'Título do pagamento' },
  mostrarInstrucoes: {
    control: 'boolean',
    label: 'Mostrar como pagar',
    help: 'O QR code e o "copia e cola" do Pix, a linha digitável e o PDF do boleto.',
  },
  textoVerPedido: { control: 'text', label: 'Botão "Ver pedido"', help: 'Abre a página do pedido.' },
  textoVoltar: { control: 'text', label: 'Botão "Voltar"', help: 'Volta à página inicial da loja.' },
};
