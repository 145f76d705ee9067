import type { BlockFields } from '#engine/layout/define-block';
import type { footerProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const footerFields: BlockFields<typeof footerProps> = {
  mostrarRedesSociais: { control: 'boolean', label: 'Mostrar redes sociais' },
  mostrarContato: {
    control: 'boolean',
    label: 'Mostrar contato',
    help: 'Telefone, WhatsApp, e-mail e endereço do rodapé do fornecedor.',
  },
};
