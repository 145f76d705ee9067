import { defineFields } from '#engine/layout/define-block';
import { paymentMethodProps } from './schema';

export const paymentMethodFields = defineFields(paymentMethodProps, {
  titulo: { control: 'text', label: 'Título' },
  rotuloParcelas: {
    control: 'text',
    label: 'Rótulo das parcelas',
    help: 'Aparece quando a forma escolhida aceita mais de uma parcela.',
  },
  mostrarMaximoParcelas: {
    control: 'boolean',
    label: 'Mostrar o máximo de parcelas de cada forma',
    help: "Por exemplo 'Em até 6x', sob o nome da forma.",
  },
});
