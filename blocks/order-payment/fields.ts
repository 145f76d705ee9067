import type { BlockFields } from '#engine/layout/define-block';
import type { orderPaymentProps } from './schema';

// `import type` of the schema: the fields are for the studio only.
export const orderPaymentFields: BlockFields<typeof orderPaymentProps> = {
  titulo: {
    control: 'text',
    label: 'Título',
    help: 'Vazio: sem título (dentro do bloco do pedido, o título "Pagamento" já fica acima).',
  },
  mostrarInstrucoes: {
    control: 'boolean',
    label: 'Mostrar como pagar',
    help: 'O QR code e o "copia e cola" do Pix, a linha digitável e o PDF do boleto, enquanto o pedido aguarda pagamento.',
  },
  mostrarTrocaForma: {
    control: 'boolean',
    label: 'Mostrar "Alterar forma de pagamento"',
    help: 'Enquanto o pedido aguarda pagamento.',
  },
};
