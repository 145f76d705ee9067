import { defineFields } from '#engine/layout/define-block';
import { deliveryMethodProps } from './schema';

export const deliveryMethodFields = defineFields(deliveryMethodProps, {
  tituloTipo: {
    control: 'text',
    label: 'Título da escolha entre entrega e retirada',
    help: 'Aparece só quando a loja oferece as duas.',
  },
  textoEntrega: { control: 'text', label: 'Texto da opção de entrega' },
  textoRetirada: { control: 'text', label: 'Texto da opção de retirada' },
  tituloOpcoesEntrega: { control: 'text', label: 'Título das formas de entrega' },
  tituloOpcoesRetirada: { control: 'text', label: 'Título das formas de entrega, na retirada' },
  mostrarData: {
    control: 'boolean',
    label: 'Deixar o cliente escolher a data',
    help: 'Desligado: o pedido vai com a primeira data da forma de entrega escolhida.',
  },
  rotuloDataEntrega: { control: 'text', label: 'Rótulo da data de entrega' },
  rotuloDataRetirada: { control: 'text', label: 'Rótulo da data de retirada' },
});
