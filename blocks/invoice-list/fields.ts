import type { BlockFields } from '#engine/layout/define-block';
import { SITUACOES_LISTA, type invoiceListProps } from './schema';

export const invoiceListFields: BlockFields<typeof invoiceListProps> = {
  situacao: {
    control: 'select',
    label: 'Títulos',
    options: SITUACOES_LISTA,
    optionLabels: { abertos: 'Em aberto (vencidos e a vencer)', pagos: 'Pagos' },
  },
  titulo: { control: 'text', label: 'Título da lista', help: "Vazio: 'Títulos em aberto' ou 'Títulos pagos'." },
  textoVazio: { control: 'text', label: 'Texto sem títulos', help: 'Vazio: o texto padrão.' },
  mostrarSegundaVia: {
    control: 'boolean',
    label: 'Oferecer a segunda via',
    help: 'Num título vencido: o boleto com multa e juros, vencendo hoje.',
  },
};
