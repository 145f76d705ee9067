/**
 * Carousel banners: 1440×400, a gradient in the supplier's colours with an abstract pattern. The
 * artwork carries no words (issue 11, item 3): the storefront sets the banner's title, subtitle and
 * call to action as HTML text over it (blocks/carousel), readable at every width, indexable and
 * translatable. The title only varies the pattern and names the SVG.
 */
import { resolveTema, type TemaParcial } from '#schemas/theme';
import { hashTexto, misturar } from './colors';
import { escapeXml } from './svg-text';

export const BANNER_LARGURA = 1440;
export const BANNER_ALTURA = 400;

export interface BannerImagem {
  titulo: string;
  subtitulo?: string | null;
  /** A colour that is not '#rrggbb' is drawn in its default (never injected into the SVG). */
  tema: TemaParcial | null | undefined;
  /** 1-based position in the carousel: varies the pattern. */
  indice?: number;
}

export function renderBannerSvg(banner: BannerImagem): string {
  const { cor_primaria: primaria, cor_secundaria: secundaria, cor_auxiliar: auxiliar } = resolveTema(banner.tema);
  const indice = Math.max(1, Math.floor(banner.indice ?? 1));
  const semente = hashTexto(`${banner.titulo}|${indice}`);

  // Deterministic decoration on the right two thirds (the storefront's text sits on the left by default).
  const formas: string[] = [];
  for (let i = 0; i < 7; i++) {
    const h = hashTexto(`${semente}:${i}`);
    const cx = 920 + (h % 460);
    const cy = 30 + ((h >>> 9) % 340);
    const r = 30 + ((h >>> 17) % 110);
    const cor = i % 3 === 0 ? auxiliar : i % 3 === 1 ? misturar(primaria, 0.25) : misturar(secundaria, 0.15);
    const opacidade = (0.25 + ((h >>> 5) % 40) / 100).toFixed(2);
    formas.push(
      indice % 2 === 0
        ? `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 3)}" transform="rotate(${(h >>> 3) % 45} ${cx} ${cy})" fill="${cor}" opacity="${opacidade}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${cor}" opacity="${opacidade}"/>`,
    );
  }

  const id = `b${semente.toString(16)}`;
  const rotulo = escapeXml([banner.titulo, banner.subtitulo].filter(Boolean).join(' - '));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_LARGURA}" height="${BANNER_ALTURA}" viewBox="0 0 ${BANNER_LARGURA} ${BANNER_ALTURA}" role="img" aria-labelledby="${id}-t">` +
    `<title id="${id}-t">${rotulo}</title>` +
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${secundaria}"/><stop offset="0.55" stop-color="${primaria}"/><stop offset="1" stop-color="${misturar(primaria, 0.2)}"/></linearGradient></defs>` +
    `<rect width="${BANNER_LARGURA}" height="${BANNER_ALTURA}" fill="url(#${id}-g)"/>` +
    formas.join('') +
    `</svg>`
  );
}
