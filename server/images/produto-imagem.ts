/**
 * The product picture: the illustration of the product's kind (server/images/tipos-produto) centred
 * on its packaging colour, encoded to WebP with sharp at 150, 300 or 600 px: the kind's 3D render
 * (server/images/renders.ts) over the SVG background, or the flat icon drawn in the SVG for a kind
 * with no render. No text is ever drawn in it: the card prints the name, brand and unit below.
 *
 * `desenharProduto` is pure (same product → same SVG); `ProdutoImagens` encodes and keeps the WebP
 * in a bounded LRU (by bytes), and shares an encoding in progress between simultaneous requests.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp, { type OverlayOptions } from 'sharp';
import { hashTexto, hsl } from './colors';
import { icone } from './icones';
import { render3d } from './renders';
import { tipoDoProduto, type ProdutoTipoEntrada } from './tipos-produto';
import { imagemNoTamanho } from './imagem-enviada';

export const TAMANHOS_IMAGEM = [150, 300, 600] as const;
export type TamanhoImagem = (typeof TAMANHOS_IMAGEM)[number];

export function isTamanhoImagem(valor: unknown): valor is TamanhoImagem {
  return typeof valor === 'number' && (TAMANHOS_IMAGEM as readonly number[]).includes(valor);
}

export interface ProdutoImagem extends ProdutoTipoEntrada {
  id: number;
}

/** Bumped when the drawing changes, so the ETags change with it. */
const VERSAO_DESENHO = 'w3';
const QUALIDADE_WEBP = 82;

function iconeEm(nome: string, x: number, y: number, lado: number): string {
  const { body, width, height } = icone(nome);
  return `<svg x="${x}" y="${y}" width="${lado}" height="${lado}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Where the kind's icon sits in the picture's 100×100 box: x, y and side. */
const ICONE = { x: 20, y: 15, lado: 60 } as const;

/**
 * An SVG document of `size`×`size` px: the product's packaging colour with the kind's flat icon
 * drawn in it, or without it (`comIcone` false) for a 3D render to be laid over.
 */
export function desenharProduto(produto: ProdutoImagem, size: TamanhoImagem, comIcone = true): string {
  if (!isTamanhoImagem(size)) {
    throw new RangeError(`Tamanho de imagem inválido: ${String(size)} (use ${TAMANHOS_IMAGEM.join(', ')})`);
  }
  const tipo = tipoDoProduto(produto);
  // A shade per product around the kind's hue: two coffees side by side are not the same box.
  const variacao = hashTexto(`${produto.id}:${produto.nome}`);
  const matiz = (tipo.matiz + (variacao % 41) - 20 + 360) % 360;
  const claro = 88 + ((variacao >>> 8) % 5);
  const topo = hsl(matiz, 62, claro);
  const base = hsl(matiz, 52, claro - 9);
  const sombra = hsl(matiz, 40, 45);
  const desenho = comIcone ? iconeEm(tipo.icone, ICONE.x, ICONE.y, ICONE.lado) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${topo}"/><stop offset="1" stop-color="${base}"/></linearGradient>` +
    `<radialGradient id="l" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100" height="100" fill="url(#f)"/>` +
    `<circle cx="50" cy="46" r="42" fill="url(#l)"/>` +
    `<ellipse cx="50" cy="81" rx="25" ry="3.6" fill="${sombra}" opacity="0.22"/>` +
    desenho +
    `</svg>`
  );
}

/** The 3D render resized to the icon's place in a `size` px picture, as a sharp overlay. */
async function renderNaImagem(render: Buffer, size: TamanhoImagem): Promise<OverlayOptions> {
  const escala = size / 100;
  const lado = Math.round(ICONE.lado * escala);
  const input = await sharp(render).resize(lado, lado, { kernel: 'lanczos3' }).png().toBuffer();
  return { input, left: Math.round(ICONE.x * escala), top: Math.round(ICONE.y * escala) };
}

export interface ImagemPronta {
  etag: string;
  webp: () => Promise<Buffer>;
  /** The same picture as a JPEG on white (link previews show no WebP: the page head's og:image). */
  jpeg: () => Promise<Buffer>;
}

/** A JPEG of a WebP picture, on white. */
const QUALIDADE_JPEG = 85;

export interface OpcoesProdutoImagens {
  /** Bytes of encoded WebP kept in memory (default 24 MiB). */
  maxBytes?: number;
}

/** Encodes product pictures to WebP and keeps them (bounded LRU keyed by the drawing's hash). */
export class ProdutoImagens {
  private readonly cache: LRUCache<string, Buffer>;
  private readonly emCurso = new Map<string, Promise<Buffer>>();
  /** Encodings done (for tests and logs: a cached answer does not encode again). */
  codificacoes = 0;

  constructor(opcoes: OpcoesProdutoImagens = {}) {
    this.cache = new LRUCache<string, Buffer>({
      maxSize: opcoes.maxBytes ?? 24 * 1024 * 1024,
      sizeCalculation: (buffer) => Math.max(1, buffer.length),
    });
  }

  /** The picture's ETag (known before encoding, so a 304 costs no encoding) and its WebP. */
  imagem(produto: ProdutoImagem, size: TamanhoImagem): ImagemPronta {
    const { icone: nomeIcone } = tipoDoProduto(produto);
    const render = render3d(nomeIcone);
    const svg = desenharProduto(produto, size, render === undefined);
    const chave = createHash('sha1')
      .update(VERSAO_DESENHO)
      .update(svg)
      .update(render ? `3d:${nomeIcone}` : '')
      .digest('base64url')
      .slice(0, 27);
    const webp = (): Promise<Buffer> =>
      this.codificar(chave, async () => {
        const fundo = sharp(Buffer.from(svg));
        if (render) fundo.composite([await renderNaImagem(render, size)]);
        return fundo.webp({ quality: QUALIDADE_WEBP, effort: 4 }).toBuffer();
      });
    return { etag: `"${chave}"`, webp, jpeg: () => this.comoJpeg(chave, webp) };
  }

  /**
   * An uploaded picture at one size (server/images/imagem-enviada.ts): its ETag from the upload's
   * hash, its bytes read only when they must be encoded (`ler`), then kept like the drawn ones.
   */
  enviada(sha: string, size: TamanhoImagem, ler: () => Promise<Uint8Array>): ImagemPronta {
    const chave = `e-${sha}-${size}`;
    const webp = (): Promise<Buffer> => this.codificar(chave, async () => imagemNoTamanho(await ler(), size));
    return { etag: `"${chave}"`, webp, jpeg: () => this.comoJpeg(chave, webp) };
  }

  private comoJpeg(chave: string, webp: () => Promise<Buffer>): Promise<Buffer> {
    return this.codificar(`${chave}-jpg`, async () =>
      sharp(await webp())
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: QUALIDADE_JPEG, mozjpeg: true })
        .toBuffer(),
    );
  }

  private codificar(chave: string, codificar: () => Promise<Buffer>): Promise<Buffer> {
    const pronto = this.cache.get(chave);
    if (pronto) return Promise.resolve(pronto);
    const andando = this.emCurso.get(chave);
    if (andando) return andando;
    const promessa = codificar()
      .then((buffer) => {
        this.codificacoes++;
        this.cache.set(chave, buffer);
        return buffer;
      })
      .finally(() => this.emCurso.delete(chave));
    this.emCurso.set(chave, promessa);
    return promessa;
  }
}
