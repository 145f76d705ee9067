import type { BlockFields } from '#engine/layout/define-block';
import type { passwordResetFormProps } from './schema';

// `import type` of the schema: the studio's labels stay out of the shopper's chunks.
export const passwordResetFormFields: BlockFields<typeof passwordResetFormProps> = {
  texto: { control: 'textarea', label: 'Texto de instruções', help: 'Aparece acima do formulário. Vazio: sem texto.' },
  dicaSenha: {
    control: 'text',
    label: 'Dica da nova senha',
    help: 'Aparece sob o campo "Nova senha" (a regra da senha continua valendo). Vazio: sem dica.',
  },
};
