import type { BlockFields } from '#engine/layout/define-block';
import type { quickOrderProps } from './schema';

// `import type` of the schema: the studio's labels stay out of the shopper's chunks.
export const quickOrderFields: BlockFields<typeof quickOrderProps> = {
  texto: {
    control: 'textarea',
    label: 'Texto de instruções',
    help: 'Aparece acima do formulário. Vazio: sem texto.',
  },
  rotuloLinhas: { control: 'text', label: 'Rótulo da caixa de linhas', help: 'Até 80 caracteres.' },
  mostrarArquivo: {
    control: 'boolean',
    label: 'Aceitar arquivo',
    help: 'Mostra o campo para abrir uma planilha do Excel (.xlsx) ou um arquivo CSV ou TXT.',
  },
  rotuloArquivo: { control: 'text', label: 'Rótulo do campo de arquivo', help: 'Só quando o arquivo é aceito.' },
};
