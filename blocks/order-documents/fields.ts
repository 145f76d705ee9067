import type { BlockFields } from '#engine/layout/define-block';
import type { orderDocumentsProps } from './schema';

// `import type` of the schema: the fields are for the studio only.
export const orderDocumentsFields: BlockFields<typeof orderDocumentsProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Vazio: sem título.' },
  mostrarComprovante: {
    control: 'boolean',
    label: 'Mostrar "Baixar comprovante (PDF)"',
    help: 'O comprovante do pedido (orçamentos não têm).',
  },
  mostrarDanfe: {
    control: 'boolean',
    label: 'Mostrar "Baixar nota fiscal (DANFE)"',
    help: 'Quando a loja anexou a nota fiscal ao pedido.',
  },
};
