import type { BlockFields } from '#engine/layout/define-block';
import type { storeChoiceProps } from './schema';

export const storeChoiceFields: BlockFields<typeof storeChoiceProps> = {
  tituloDisponiveis: {
    control: 'text',
    label: 'Título das lojas do endereço',
    help: 'Aparece depois que a pessoa escolhe um endereço ou uma cidade.',
  },
  mostrarEmpresa: { control: 'boolean', label: 'Mostrar as lojas da mesma empresa' },
  tituloEmpresa: { control: 'text', label: 'Título das lojas da mesma empresa' },
  tituloOnde: { control: 'text', label: "Título de 'onde comprar'" },
  textoOnde: { control: 'textarea', label: "Texto de 'onde comprar'", help: 'Vazio: sem texto.' },
  mostrarEnderecos: {
    control: 'boolean',
    label: 'Mostrar os endereços do cliente',
    help: "Cada endereço salvo, com 'Usar este endereço'.",
  },
};
