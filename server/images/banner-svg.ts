/**
 * Carousel banners: 1440×400, a gradient in the supplier's colours with an abstract pattern,
 * and the title/subtitle drawn in the left text area (or left empty for an HTML overlay).
 */
import { resolveTema, type TemaParcial } from '../../schemas/theme';
import { hashTexto, misturar } from './colors';
import { escapeXml, FONTE, quebrarLinhas } from './svg-text';

export const BANNER_LARGURA = 1440;
export const BANNER_ALTURA = 400;

export interface BannerImagem {
  titulo: string;
  subtitulo?: string | null;
  /** A colour that is not '#rrggbb' is drawn in its default (never injected into the SVG). */
  tema: TemaParcial | null | undefined;
  /** 1-based position in the carousel: varies the pattern. */
  indice?: number;
  /** Draw the title and subtitle (default true); false leaves the text area empty for an overlay. */
  comTexto?: boolean;
}

export function renderBannerSvg(banner: BannerImagem): string {
  const { cor_primaria: primaria, cor_secundaria: secundaria, cor_auxiliar: auxiliar, cor_texto: texto } = resolveTema(banner.tema);
  const indice = Math.max(1, Math.floor(banner.indice ?? 1));
  const semente = hashTexto(`${banner.titulo}|${indice}`);

  // Deterministic decoration on the right two thirds (the text area is the left 800 px).
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

  let conteudoTexto = '';
  if (banner.comTexto !== false) {
    const linhasTitulo = quebrarLinhas(banner.titulo, 720, 68, 2, true);
    const linhasSub = banner.subtitulo ? quebrarLinhas(banner.subtitulo, 700, 32, 2) : [];
    const alturaTotal = linhasTitulo.length * 78 + (linhasSub.length ? 20 + linhasSub.length * 42 : 0);
    let y = (BANNER_ALTURA - alturaTotal) / 2 + 60;
    const partes: string[] = [];
    for (const l of linhasTitulo) {
      partes.push(`<text x="96" y="${Math.round(y)}" font-size="68" font-weight="800" fill="${texto}">${escapeXml(l)}</text>`);
      y += 78;
    }
    y += linhasSub.length ? 8 : 0;
    for (const l of linhasSub) {
      partes.push(`<text x="96" y="${Math.round(y)}" font-size="32" font-weight="500" fill="${texto}" opacity="0.92">${escapeXml(l)}</text>`);
      y += 42;
    }
    conteudoTexto =
      `<rect x="64" y="${Math.round((BANNER_ALTURA - alturaTotal) / 2) - 4}" width="8" height="${Math.round(alturaTotal)}" rx="4" fill="${auxiliar}"/>` +
      `<g font-family="${FONTE}">${partes.join('')}</g>`;
  }

  const id = `b${semente.toString(16)}`;
  const rotulo = escapeXml([banner.titulo, banner.subtitulo].filter(Boolean).join(' - '));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_LARGURA}" height="${BANNER_ALTURA}" viewBox="0 0 ${BANNER_LARGURA} ${BANNER_ALTURA}" role="img" aria-labelledby="${id}-t">` +
    `<title id="${id}-t">${rotulo}</title>` +
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${secundaria}"/><stop offset="0.55" stop-color="${primaria}"/><stop offset="1" stop-color="${misturar(primaria, 0.2)}"/></linearGradient></defs>` +
    `<rect width="${BANNER_LARGURA}" height="${BANNER_ALTURA}" fill="url(#${id}-g)"/>` +
    formas.join('') +
    conteudoTexto +
    `</svg>`
  );
}
