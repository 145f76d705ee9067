/**
 * Carousel banners: 1440×400, a gradient in the supplier's colours with soft shapes and, on the
 * right, three products of the supplier's segment as 3D renders (server/images/renders.ts, embedded
 * as WebP data so the SVG stays one request; issue 35, item 9). The artwork carries no words
 * (issue 11, item 3): the storefront sets the banner's title, subtitle and call to action as HTML
 * text over it (blocks/carousel), readable at every width, indexable and translatable. The title
 * only varies the pattern and names the SVG.
 */
import { resolveTema, type TemaParcial } from '#schemas/theme';
import { hashTexto, misturar } from './colors';
import { render3d } from './renders';
import { escapeXml } from './svg-text';
import { type IdTipo, TIPOS, tipoDoSegmento, type TipoProduto } from './tipos-produto';

/** What a banner shows, by the supplier's segment (its default kind): a shelf of its kinds, three at a time. */
const VITRINES: Partial<Record<IdTipo, readonly TipoProduto[]>> = {
  mercado: [
    TIPOS.cafe,
    TIPOS.queijo,
    TIPOS.suco,
    TIPOS.chocolate,
    TIPOS.pao,
    TIPOS.refrigerante,
    TIPOS.maca,
    TIPOS.leite,
    TIPOS.biscoito,
  ],
  construcao: [
    TIPOS.tijolo,
    TIPOS.tinta,
    TIPOS.martelo,
    TIPOS.capacete,
    TIPOS.furadeira,
    TIPOS.trena,
    TIPOS.balde,
    TIPOS.madeira,
    TIPOS.escada,
  ],
};
const VITRINE_PADRAO: readonly TipoProduto[] = [TIPOS.kit, TIPOS.sacola, TIPOS.pacote];

/** The 3D renders a banner at `indice` (1-based) of a supplier with these segments shows: three, varying by position. */
export function produtosDoBanner(segmentos: readonly string[], indice: number): Buffer[] {
  const segmento = tipoDoSegmento(segmentos);
  const tipos = (segmento && VITRINES[segmento]) || VITRINE_PADRAO;
  const inicio = ((Math.max(1, Math.floor(indice)) - 1) * 3) % tipos.length;
  const escolhidos = [0, 1, 2].map((i) => tipos[(inicio + i) % tipos.length]!);
  return escolhidos.map((t) => render3d(t.icone)).filter((b): b is Buffer => b !== undefined);
}

/**
 * Where the three products stand (x, y, side), a larger one in the middle: right of x = 990, the
 * part a phone's carousel crops away (it shows the middle 535 px), so they never sit under the text.
 */
const POSICOES = [
  { x: 995, y: 150, lado: 145 },
  { x: 1120, y: 95, lado: 195 },
  { x: 1300, y: 160, lado: 130 },
] as const;

export const BANNER_LARGURA = 1440;
export const BANNER_ALTURA = 400;

export interface BannerImagem {
  titulo: string;
  subtitulo?: string | null;
  /** A colour that is not '#rrggbb' is drawn in its default (never injected into the SVG). */
  tema: TemaParcial | null | undefined;
  /** 1-based position in the carousel: varies the pattern. */
  indice?: number;
  /** Product renders (WebP) to stand on the right: at most three are drawn. */
  produtos?: readonly Buffer[];
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

  const vitrine = (banner.produtos ?? []).slice(0, POSICOES.length).map((webp, i) => {
    const { x, y, lado } = POSICOES[i]!;
    return (
      `<ellipse cx="${x + lado / 2}" cy="${y + Math.round(lado * 0.96)}" rx="${Math.round(lado * 0.38)}" ry="${Math.round(lado * 0.06)}" fill="#000" opacity="0.16"/>` +
      `<image x="${x}" y="${y}" width="${lado}" height="${lado}" href="data:image/webp;base64,${webp.toString('base64')}"/>`
    );
  });

  const id = `b${semente.toString(16)}`;
  const rotulo = escapeXml([banner.titulo, banner.subtitulo].filter(Boolean).join(' - '));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_LARGURA}" height="${BANNER_ALTURA}" viewBox="0 0 ${BANNER_LARGURA} ${BANNER_ALTURA}" role="img" aria-labelledby="${id}-t">` +
    `<title id="${id}-t">${rotulo}</title>` +
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${secundaria}"/><stop offset="0.55" stop-color="${primaria}"/><stop offset="1" stop-color="${misturar(primaria, 0.2)}"/></linearGradient></defs>` +
    `<rect width="${BANNER_LARGURA}" height="${BANNER_ALTURA}" fill="url(#${id}-g)"/>` +
    formas.join('') +
    vitrine.join('') +
    `</svg>`
  );
}
