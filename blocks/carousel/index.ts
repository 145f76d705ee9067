import { defineBlock } from '#engine/layout/define-block';
import { Carousel } from './carousel';
import { carouselSchema } from './schema';

export const carouselBlock = defineBlock({ type: 'carousel', ...carouselSchema, component: Carousel });
