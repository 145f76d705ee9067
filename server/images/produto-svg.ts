/**
 * The product image: a clean illustration (background tinted by category, a pictogram of the
 * product family, the product's short name, brand and unit). Pure and deterministic.
 */
import { hashTexto, hsl } from './colors';
import { escolherPictograma, desenharPictograma } from './pictograms';
import { escapeXml, FONTE, quebrarLinhas } from './svg-text';

export const TAMANHOS_IMAGEM = [150, 300, 600] as const;
export type TamanhoImagem = (typeof TAMANHOS_IMAGEM)[number];

export interface ProdutoImagem {
  id: number;
  nome: string;
  marca?: string | null;
  /** 'UN', 'KG', 'CX c/ 12', 'SC 50 kg', ... */
  labelunidade?: string | null;
  unidade?: 'UN' | 'CX' | 'KG' | string | null;
  tipo_produto?: 'SIMPLES' | 'CONJUNTO' | string | null;
  /** The product's category (its slug picks the tint and the pictogram). */
  categoria?: { slug: string; nome?: string | null } | null;
}

export function isTamanhoImagem(valor: unknown): valor is TamanhoImagem {
  return typeof valor === 'number' && (TAMANHOS_IMAGEM as readonly number[]).includes(valor);
}

/** The product name without its brand, for the image ('Arroz Agulhinha Tipo 1 5 kg'). */
export function nomeCurto(nome: string, marca?: string | null): string {
  const semMarca = marca ? nome.replace(marca, ' ') : nome;
  const limpo = semMarca.replace(/\s+/g, ' ').trim() || nome.trim();
  // Keep a quantity with its unit ('350 ml', '2,5 m²') on one line.
  return limpo.replace(/(\d) (ml|L|g|kg|m|mm|cm|m²|m³|W|A|V)(?=$|[ ,)])/g, '$1\u00a0$2');
}

function rotuloUnidade(p: ProdutoImagem): string {
  const label = (p.labelunidade ?? '').trim();
  if (label) return label;
  return (p.unidade ?? 'UN').toString();
}

/** An SVG document of `size`×`size` pixels (150, 300 or 600). */
export function renderProdutoSvg(produto: ProdutoImagem, size: TamanhoImagem = 600): string {
  if (!isTamanhoImagem(size)) {
    throw new RangeError(`Tamanho de imagem inválido: ${String(size)} (use ${TAMANHOS_IMAGEM.join(', ')})`);
  }
  const chaveCor = produto.categoria?.slug || produto.categoria?.nome || produto.nome;
  const matiz = hashTexto(chaveCor) % 360;
  const fundo = hsl(matiz, 46, 93);
  const fundo2 = hsl(matiz, 50, 86);
  const tinta = hsl(matiz, 48, 34);
  const claro = hsl(matiz, 60, 97);
  const pictograma =
    produto.tipo_produto === 'CONJUNTO' ? 'presente' : escolherPictograma(produto.categoria?.slug, produto.nome);

  // One 600×600 drawing; small sizes get bigger text and fewer lines so they stay legible.
  const pequeno = size === 150;
  const fonteNome = pequeno ? 62 : 46;
  const maxLinhas = pequeno ? 1 : 2;
  const linhas = quebrarLinhas(nomeCurto(produto.nome, produto.marca), 500, fonteNome, maxLinhas, true);
  const unidade = rotuloUnidade(produto);
  const fonteUnidade = pequeno ? 56 : 38;
  const larguraSelo = Math.min(300, Math.max(110, unidade.length * fonteUnidade * 0.62 + 44));
  const alturaSelo = fonteUnidade + 30;

  const pictoTamanho = pequeno ? 300 : 280;
  const pictoX = (600 - pictoTamanho) / 2;
  const pictoY = pequeno ? 84 : 70;
  const escala = pictoTamanho / 100;

  const baseTexto = pequeno ? 470 : 430;
  const textoNome = linhas
    .map(
      (linha, i) =>
        `<text x="300" y="${baseTexto + i * (fonteNome + 8)}" text-anchor="middle" font-size="${fonteNome}" font-weight="700" fill="${tinta}">${escapeXml(linha)}</text>`,
    )
    .join('');
  const marca =
    !pequeno && produto.marca
      ? `<text x="300" y="${baseTexto + linhas.length * (fonteNome + 8) + 4}" text-anchor="middle" font-size="30" fill="${tinta}" opacity="0.8">${escapeXml(quebrarLinhas(produto.marca, 500, 30, 1)[0] ?? '')}</text>`
      : '';
  const selo = `<g transform="translate(${576 - larguraSelo} 24)"><rect width="${larguraSelo}" height="${alturaSelo}" rx="${alturaSelo / 2}" fill="${tinta}"/><text x="${larguraSelo / 2}" y="${alturaSelo / 2 + fonteUnidade * 0.35}" text-anchor="middle" font-size="${fonteUnidade}" font-weight="700" fill="#ffffff">${escapeXml(unidade)}</text></g>`;

  const titulo = escapeXml(`${produto.nome}${unidade ? ` (${unidade})` : ''}`);
  const id = `p${produto.id}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600" role="img" aria-labelledby="${id}-t">` +
    `<title id="${id}-t">${titulo}</title>` +
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${fundo}"/><stop offset="1" stop-color="${fundo2}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#${id}-g)"/>` +
    `<circle cx="300" cy="${pictoY + pictoTamanho / 2}" r="${pictoTamanho * 0.62}" fill="${claro}"/>` +
    `<g transform="translate(${pictoX} ${pictoY}) scale(${escala})">${desenharPictograma(pictograma, tinta, claro)}</g>` +
    `<g font-family="${FONTE}">${textoNome}${marca}${selo}</g>` +
    `</svg>`
  );
}
