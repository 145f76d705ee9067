/**
 * A product picture uploaded by the supplier's admin (issue 11): checked and re-encoded with
 * sharp before anything is kept. Whatever arrives (JPEG, PNG, WebP, AVIF or GIF, at most 8 MB,
 * 40 megapixels, at least 150 px a side) leaves as a WebP of at most 1200 px a side, turned
 * upright by its EXIF orientation and stripped of its metadata (camera, GPS). The file's own bytes
 * are never stored nor served: a file that only claims to be an image fails to decode and is
 * refused with a pt-BR message.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../shared/http-error';

export const IMAGEM_MAX_BYTES = 8 * 1024 * 1024;
export const TIPOS_IMAGEM_ENVIADA = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
const FORMATOS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const MAX_PIXELS = 40_000_000;
export const LADO_MINIMO = 150;
export const LADO_MAXIMO = 1200;
const QUALIDADE = 82;

export const IMAGEM_INVALIDA = 'O arquivo não é uma imagem que possamos ler. Envie um JPEG, PNG, WebP, AVIF ou GIF.';
export const IMAGEM_GRANDE_DEMAIS = 'A imagem passa de 8 MB. Envie um arquivo menor.';
const IMAGEM_PIXELS_DEMAIS = 'A imagem tem pixels demais (mais de 40 megapixels). Reduza-a antes de enviar.';
const IMAGEM_PEQUENA_DEMAIS = `A imagem é pequena demais: envie uma de pelo menos ${LADO_MINIMO} × ${LADO_MINIMO} pixels.`;

export interface ImagemReencodada {
  webp: Buffer;
  /** sha1 of the WebP, base64url (27 characters). */
  sha: string;
  largura: number;
  altura: number;
}

export const shaDaImagem = (bytes: Uint8Array): string =>
  createHash('sha1').update(bytes).digest('base64url').slice(0, 27);

/** The upload as the storefront keeps it, or a 400/413 with the reason in pt-BR. */
export async function reencodarImagem(bytes: Buffer): Promise<ImagemReencodada> {
  if (bytes.length > IMAGEM_MAX_BYTES) throw new HttpError(413, IMAGEM_GRANDE_DEMAIS, 'imagem.grande-demais');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, IMAGEM_INVALIDA, 'imagem.invalida');
  }
  if (!meta.format || !FORMATOS.has(meta.format) || !meta.width || !meta.height)
    throw new HttpError(400, IMAGEM_INVALIDA, 'imagem.invalida');
  // HEIF is AVIF's container: an HEIC photo (HEVC) is not something sharp's build decodes.
  if (meta.format === 'heif' && meta.compression !== 'av1')
    throw new HttpError(400, IMAGEM_INVALIDA, 'imagem.invalida');
  const altura = meta.pageHeight ?? meta.height;
  if (meta.width * altura > MAX_PIXELS) throw new HttpError(400, IMAGEM_PIXELS_DEMAIS, 'imagem.pixels-demais');
  // Upright sides (EXIF orientations 5–8 swap them).
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [altura, meta.width] : [meta.width, altura];
  if (w < LADO_MINIMO || h < LADO_MINIMO) throw new HttpError(400, IMAGEM_PEQUENA_DEMAIS, 'imagem.pequena-demais');
  try {
    // Only the first frame of an animation; no metadata is copied (sharp's default).
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(LADO_MAXIMO, LADO_MAXIMO, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALIDADE, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, sha: shaDaImagem(data), largura: info.width, altura: info.height };
  } catch {
    throw new HttpError(400, IMAGEM_INVALIDA, 'imagem.invalida');
  }
}

/** One of the served sizes (a square, the picture centred on white, as the drawn ones are). */
export function imagemNoTamanho(webp: Uint8Array, tamanho: number): Promise<Buffer> {
  return sharp(webp)
    .resize(tamanho, tamanho, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .flatten({ background: '#ffffff' })
    .webp({ quality: QUALIDADE, effort: 4 })
    .toBuffer();
}
