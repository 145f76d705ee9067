import type { BlockFields } from '#engine/layout/define-block';
import type { addressBookProps } from './schema';

export const addressBookFields: BlockFields<typeof addressBookProps> = {
  mostrarSoCidade: {
    control: 'boolean',
    label: "Mostrar 'Usar apenas cidade ou bairro'",
    help: 'O link para a escolha da loja pela cidade ou pelo bairro.',
  },
  tituloLista: {
    control: 'text',
    label: 'Título da lista',
    help: 'O número de endereços aparece depois, entre parênteses.',
  },
  textoVazio: { control: 'text', label: 'Texto da lista vazia' },
  ajudaCep: { control: 'text', label: 'Ajuda do CEP', help: 'Vazio: sem ajuda.' },
  mostrarReferencia: {
    control: 'boolean',
    label: 'Mostrar o ponto de referência',
    help: 'O campo opcional do formulário e a referência de cada endereço.',
  },
  mostrarMapa: {
    control: 'boolean',
    label: 'Mostrar o mapa',
    help: 'O pino no mapa do formulário, com a latitude e a longitude.',
  },
};
