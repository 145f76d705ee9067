/** Image URLs of the public bucket (contract): optional size suffix before the extension, `?v=` kept. */

export const PRODUCT_IMAGE_SIZES = [150, 300, 600] as const;
export type ProductImageSize = (typeof PRODUCT_IMAGE_SIZES)[number];

/** '/imagens/produtos/x/12.webp?v=20240101' + 300 → '/imagens/produtos/x/12-300.webp?v=20240101' */
export function withImageSize(url: string, size: ProductImageSize): string {
  const q = url.search(/[?#]/);
  const path = q === -1 ? url : url.slice(0, q);
  const rest = q === -1 ? '' : url.slice(q);
  if (/-(150|300|600)\.[a-z0-9]+$/i.test(path)) return url;
  const sized = path.replace(/(\.[a-z0-9]+)$/i, `-${size}$1`);
  return sized === path ? url : `${sized}${rest}`;
}

/** Prefixes relative image paths with the configured image base URL ('' = same origin). */
export function withImageBase(url: string, imageBaseUrl: string): string {
  if (!imageBaseUrl || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  return `${imageBaseUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
