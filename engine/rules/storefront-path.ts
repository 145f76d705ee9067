/**
 * The storefront's path rules (spec section 2), shared by the browser router and the server's
 * page writer: `/{idfornecedor}/…`, a leading `/commerce` ignored, and the first segments the
 * server keeps for itself. Pure string work, no DOM.
 */

/** The prefix segment the spec ignores: '/commerce/aurora' is '/aurora'. */
export const COMMERCE_PREFIX = 'commerce';

/** First segments the server answers itself (the API, the built assets, the images, health). */
export const SERVER_SEGMENTS = ['api', 'assets', 'imagens', 'static', 'health', 'healthz', 'readyz'] as const;
/** Files at the root of the built storefront. */
export const ROOT_FILE_SEGMENTS = ['favicon.ico', 'robots.txt', 'manifest.webmanifest'] as const;
/** Storefront pages that belong to no supplier. */
export const SUPPLIERLESS_PAGE_SEGMENTS = ['erro', 'login', 'admin'] as const;

/** First path segments the server uses itself; no supplier slug may be one of them (contract). */
export const RESERVED_SEGMENTS = [
  COMMERCE_PREFIX,
  ...SERVER_SEGMENTS,
  ...ROOT_FILE_SEGMENTS,
  ...SUPPLIERLESS_PAGE_SEGMENTS,
] as const;

export type ReservedSegment = (typeof RESERVED_SEGMENTS)[number];

const reserved: ReadonlySet<string> = new Set(RESERVED_SEGMENTS);
const serverSegments: ReadonlySet<string> = new Set(SERVER_SEGMENTS);
const rootFiles: ReadonlySet<string> = new Set(ROOT_FILE_SEGMENTS);
const supplierlessPages: ReadonlySet<string> = new Set(SUPPLIERLESS_PAGE_SEGMENTS);

/** True when `segment` (case-insensitive) is reserved, e.g. 'api', 'Commerce', 'favicon.ico'. */
export function isReservedSegment(segment: string): segment is ReservedSegment {
  return reserved.has(segment.toLowerCase());
}

/** What a (decoded) first path segment addresses. */
export type FirstSegmentKind = 'server' | 'root-file' | 'supplierless-page' | 'commerce' | 'supplier';

/**
 * 'api' → 'server', 'favicon.ico' → 'root-file', 'erro' → 'supplierless-page', 'commerce' →
 * 'commerce', anything else → 'supplier' (case-insensitive; pass the decoded segment).
 */
export function classifyFirstSegment(segment: string): FirstSegmentKind {
  const s = segment.toLowerCase();
  if (s === COMMERCE_PREFIX) return 'commerce';
  if (serverSegments.has(s)) return 'server';
  if (rootFiles.has(s)) return 'root-file';
  if (supplierlessPages.has(s)) return 'supplierless-page';
  return 'supplier';
}

/** decodeURIComponent that leaves a malformed segment as it is. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isCommerceSegment(segment: string | undefined): boolean {
  return segment !== undefined && decodeSegment(segment).toLowerCase() === COMMERCE_PREFIX;
}

/** The path without query or fragment: '/aurora?x=1' → '/aurora'. */
function pathOnly(pathOrUrl: string): string {
  const cut = pathOrUrl.search(/[?#]/);
  return cut === -1 ? pathOrUrl : pathOrUrl.slice(0, cut);
}

/**
 * The non-empty raw (still encoded) segments of a path, after a leading `/commerce` (any case):
 * '/commerce/aurora//busca?q=x' → ['aurora', 'busca'].
 */
export function storefrontSegments(pathOrUrl: string): string[] {
  const segments = pathOnly(pathOrUrl)
    .split('/')
    .filter((s) => s !== '');
  if (isCommerceSegment(segments[0])) segments.shift();
  return segments;
}

/** Drops a leading `/commerce` segment (any case): '/commerce/aurora' → '/aurora', '/commerce' → '/'. */
export function stripCommercePrefix(pathname: string): string {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  if (!match || !isCommerceSegment(match[1])) return pathname;
  return match[2] ?? '/';
}

export interface StorefrontPath {
  /** The supplier id or slug from the first path segment (after `/commerce`), decoded; null when absent or reserved. */
  segmento: string | null;
  /** The rest of the path after the supplier segment, '' or starting with '/' (raw, empty segments dropped). */
  resto: string;
  /** `fselecionado` query value, when given. */
  fselecionado: string | null;
}

/** '/commerce/aurora/categoria/bebidas', '?fselecionado=x' → { segmento: 'aurora', resto: '/categoria/bebidas', fselecionado: 'x' }. */
export function parseStorefrontPath(pathname: string, search: string): StorefrontPath {
  const path = stripCommercePrefix(pathname);
  const segments = path.split('/').filter((s) => s !== '');
  const first = segments[0];
  let segmento: string | null = null;
  let resto = path;
  if (first !== undefined && !isReservedSegment(decodeSegment(first))) {
    segmento = decodeSegment(first);
    resto = segments.length > 1 ? `/${segments.slice(1).join('/')}` : '';
  }
  const fselecionado = new URLSearchParams(search).get('fselecionado')?.trim() || null;
  return { segmento, resto, fselecionado };
}

/** The inverse of parseStorefrontPath's path part: { segmento: 'aurora', resto: '/busca' } → '/aurora/busca'. */
export function formatStorefrontPath(path: { segmento: string; resto: string }): string {
  return `/${encodeURIComponent(path.segmento)}${path.resto}`;
}
