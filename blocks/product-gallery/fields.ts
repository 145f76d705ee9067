import type { BlockFields } from '#engine/layout/define-block';
import { GALLERY_FITS } from './schema';
import type { productGalleryProps } from './schema';

export const productGalleryFields: BlockFields<typeof productGalleryProps> = {
  ajuste: {
    control: 'select',
    label: 'Ajuste da foto',
    options: GALLERY_FITS,
    optionLabels: { inteira: 'Foto inteira no quadrado', preencher: 'Preencher o quadrado (corta as sobras)' },
  },
  moldura: {
    control: 'boolean',
    label: 'Moldura',
    help: 'Fundo, borda e cantos arredondados em volta da foto.',
  },
};
