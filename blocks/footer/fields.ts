import { defineFields } from '../../engine/layout/define-block';
import { footerProps } from './schema';

export const footerFields = defineFields(footerProps, {
  mostrarRedesSociais: { control: 'boolean', label: 'Mostrar redes sociais' },
  mostrarContato: { control: 'boolean', label: 'Mostrar contato', help: 'Telefone, WhatsApp, e-mail e endereço do rodapé do fornecedor.' },
});
