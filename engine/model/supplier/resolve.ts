/**
 * Pure parts of "Supplier resolution at start" (spec section 4) and the entry URL rules of
 * section 2 (`/commerce` ignored, `fselecionado` forces the supplier).
 */
import { NIL_UUID, isReservedSegment } from '../../rules/slug';
import type { Fornecedor } from '../types';

/** The legacy API's marker for "no supplier on this domain". */
export const SEM_FORNECEDOR_MARKER = 'sem-fornecedor-nesse-dominio';

export interface StorefrontPath {
  /** The supplier id or slug from the first path segment (after `/commerce`), null when absent/reserved. */
  segmento: string | null;
  /** The rest of the path after the supplier segment, '' or starting with '/'. */
  resto: string;
  /** `fselecionado` query value, when given. */
  fselecionado: string | null;
}

/** Drops a leading `/commerce` segment: '/commerce/aurora' → '/aurora', '/commerce' → '/'. */
export function stripCommercePrefix(pathname: string): string {
  if (pathname === '/commerce' || pathname === '/commerce/') return '/';
  if (pathname.startsWith('/commerce/')) return pathname.slice('/commerce'.length);
  return pathname;
}

export function parseStorefrontPath(pathname: string, search: string): StorefrontPath {
  const path = stripCommercePrefix(pathname);
  const segments = path.split('/').filter((s) => s !== '');
  const first = segments[0] ?? null;
  let segmento: string | null = null;
  let resto = path;
  if (first !== null && !isReservedSegment(first)) {
    try {
      segmento = decodeURIComponent(first);
    } catch {
      segmento = first;
    }
    resto = segments.length > 1 ? `/${segments.slice(1).join('/')}` : '';
  }
  const fselecionado = new URLSearchParams(search).get('fselecionado')?.trim() || null;
  return { segmento, resto, fselecionado };
}

/** True when a supplier record is the API's way of saying "none". */
export function isNoSupplier(fornecedor: Pick<Fornecedor, 'idfornecedor' | 'slug'> | null | undefined): boolean {
  if (!fornecedor) return true;
  return (
    fornecedor.idfornecedor === NIL_UUID ||
    fornecedor.idfornecedor === SEM_FORNECEDOR_MARKER ||
    fornecedor.slug === SEM_FORNECEDOR_MARKER
  );
}

/** The real suppliers of a response (drops markers). */
export function realSuppliers(list: readonly Fornecedor[] | null | undefined): Fornecedor[] {
  return (list ?? []).filter((f) => !isNoSupplier(f));
}

/** The supplier's configured domains, lower-case, without port. */
export function supplierDomains(fornecedor: Fornecedor): string[] {
  const { dominio, dominio_adicionais } = fornecedor.config.dominio;
  return [dominio, ...dominio_adicionais]
    .filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    .map((d) => d.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/[:/].*$/, ''));
}

export function hostMatchesSupplier(hostname: string, fornecedor: Fornecedor): boolean {
  return supplierDomains(fornecedor).includes(hostname.toLowerCase());
}

/**
 * Step 2's choice among a domain-only answer: the supplier whose domains include the host, else
 * the only supplier when exactly one came back, else none (a platform host lists everyone).
 */
export function pickFromDomainQuery(list: readonly Fornecedor[], hostname: string): Fornecedor | null {
  const real = realSuppliers(list);
  const byHost = real.find((f) => hostMatchesSupplier(hostname, f));
  if (byHost) return byHost;
  return real.length === 1 ? real[0]! : null;
}

/**
 * Step 4: in white-label mode the URL becomes /{slug}{rest}, keeping the query; null when the
 * URL already starts with the supplier (by slug or id) and has no /commerce prefix.
 */
export function whiteLabelRewrite(
  location: { pathname: string; search: string },
  fornecedor: Pick<Fornecedor, 'slug' | 'idfornecedor'>,
): string | null {
  const parsed = parseStorefrontPath(location.pathname, location.search);
  const isSupplierSegment =
    parsed.segmento !== null && (parsed.segmento === fornecedor.slug || parsed.segmento.toLowerCase() === fornecedor.idfornecedor.toLowerCase());
  const rest = isSupplierSegment ? parsed.resto : stripCommercePrefix(location.pathname).replace(/\/$/, '');
  const target = `/${fornecedor.slug}${rest}`;
  const current = location.pathname;
  if (isSupplierSegment && current === target) return null;
  if (isSupplierSegment && current === `${target}/`) return null;
  return `${target}${location.search}`;
}

/** Same-page check so a provider home of '/' on a platform host does not loop forever. */
export function isSameLocation(targetUrl: string, location: { origin: string; pathname: string; search: string }): boolean {
  try {
    const target = new URL(targetUrl, location.origin);
    return target.origin === location.origin && target.pathname === location.pathname && target.search === location.search;
  } catch {
    return false;
  }
}
