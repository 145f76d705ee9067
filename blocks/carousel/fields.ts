import { defineFields } from '#engine/layout/define-block';
import { BANNER_TEXT_POSITIONS, CAROUSEL_TYPES, carouselProps } from './schema';

export const carouselFields = defineFields(carouselProps, {
  tipo: {
    control: 'select',
    label: 'Tipo',
    options: CAROUSEL_TYPES,
    optionLabels: { BANNER: 'Banners (slides)', PRODUTOS: 'Vitrine de produtos' },
  },
  titulo: { control: 'text', label: 'Título', help: 'Aparece acima do carrossel. Vazio: sem título.' },
  idcarrossel: {
    control: 'carousel',
    label: 'Carrossel',
    help: 'Vazio: todos os carrosséis deste tipo da página, em ordem.',
  },
  autoAvancar: {
    control: 'boolean',
    label: 'Avançar sozinho',
    help: 'Só para banners; pausa ao passar o mouse, com o foco e com o botão Pausar.',
  },
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
  mostrarTexto: {
    control: 'boolean',
    label: 'Mostrar o texto dos banners',
    help: 'Só para banners: o título e o subtítulo de cada banner aparecem como texto sobre a imagem. Desligue se a sua arte já traz o texto.',
  },
  textoBotao: {
    control: 'text',
    label: 'Texto do botão do banner',
    help: 'Só para banners com link. Até 30 caracteres; vazio: sem botão (o título continua levando ao link).',
  },
  posicaoTexto: {
    control: 'select',
    label: 'Posição do texto',
    options: BANNER_TEXT_POSITIONS,
    optionLabels: { esquerda: 'À esquerda', centro: 'Ao centro', direita: 'À direita' },
    help: 'Só para banners, em telas a partir de 768 px; no celular o texto fica embaixo, na largura toda.',
  },
});
