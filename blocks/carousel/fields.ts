import { defineFields } from '../../engine/layout/define-block';
import { CAROUSEL_TYPES, carouselProps } from './schema';

export const carouselFields = defineFields(carouselProps, {
  tipo: { control: 'select', label: 'Tipo', options: CAROUSEL_TYPES, optionLabels: { BANNER: 'Banners (slides)', PRODUTOS: 'Vitrine de produtos' } },
  idcarrossel: { control: 'carousel', label: 'Carrossel', help: 'Vazio: todos os carrosséis deste tipo da página, em ordem.' },
  autoAvancar: { control: 'boolean', label: 'Avançar sozinho', help: 'Só para banners; pausa ao passar o mouse, com o foco e com o botão Pausar.' },
  intervaloMs: { control: 'number', label: 'Tempo de cada slide', unit: 'ms', help: 'De 2000 a 30000 milissegundos.' },
});
