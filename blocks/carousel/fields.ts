import { defineFields } from '../../engine/layout/define-block';
import { CAROUSEL_TYPES, carouselProps } from './schema';

export const carouselFields = defineFields(carouselProps, {
  tipo: { control: 'select', label: 'Tipo', options: CAROUSEL_TYPES, optionLabels: { BANNER: 'Banners (slides)', PRODUTOS: 'Vitrine de produtos' } },
  idcarrossel: { control: 'carousel', label: 'Carrossel', help: 'Vazio: todos os carrosséis deste tipo da página, em ordem.' },
  autoAvancar: { control: 'boolean', label: 'Avançar sozinho', help: 'Só para banners; pausa ao passar o mouse, com o foco e com o botão Pausar.' },
  intervaloMs: { control: 'number', label: 'Tempo de cada slide', unit: 'ms', help: 'De 2000 a 30000 milissegundos.' },
  atrasoCarregamentoMs: {
    control: 'number',
    label: 'Espera antes de começar',
    unit: 'ms',
    help: 'Quanto o primeiro carrossel espera, depois de a página aparecer, para começar a avançar. De 0 a 10000 (padrão 10).',
  },
  intervaloEntreCarrosseisMs: {
    control: 'number',
    label: 'Intervalo entre carrosséis',
    unit: 'ms',
    help: 'Cada carrossel seguinte deste bloco começa este tempo depois do anterior, para não mudarem todos juntos. De 0 a 60000 (padrão 1000).',
  },
});
