import type { BlockFields } from '#engine/layout/define-block';
import type { creditLimitProps } from './schema';

export const creditLimitFields: BlockFields<typeof creditLimitProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Vazio: sem título.' },
  textoAjuda: { control: 'textarea', label: 'Texto abaixo dos valores', help: 'Vazio: sem texto.' },
};
