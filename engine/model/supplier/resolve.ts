/**
 * Pure parts of "Supplier resolution at start" (spec section 4). The entry URL rules of section 2
 * (`/commerce` ignored, `fselecionado` forces the supplier) are engine/rules/storefront-path.
 */
import { domainMatches } from '../../rules/domain';
import { NIL_UUID } from '../../rules/slug';
import { parseStorefrontPath, stripCommercePrefix } from '../../rules/storefront-path';
import type { Fornecedor } from '../types';

/** The legacy API's marker for "no supplier on this domain". */
const SEM_FORNECEDOR_MARKER = 'sem-fornecedor-nesse-dominio';

/** True when a supplier record is the API's way of saying "none". */
function isNoSupplier(fornecedor: Pick<Fornecedor, 'idfornecedor' | 'slug'> | null | undefined): boolean {
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

/** True when the page's host is one of the supplier's configured domains. */
export function hostMatchesSupplier(hostname: string, fornecedor: Fornecedor): boolean {
  const { dominio, dominio_adicionais } = fornecedor.config.dominio;
  return domainMatches(hostname, [dominio, ...dominio_adicionais]);
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
    parsed.segmento !== null &&
    (parsed.segmento === fornecedor.slug || parsed.segmento.toLowerCase() === fornecedor.idfornecedor.toLowerCase());
  const rest = isSupplierSegment ? parsed.resto : stripCommercePrefix(location.pathname).replace(/\/$/, '');
  const target = `/${fornecedor.slug}${rest}`;
  const current = location.pathname;
  if (isSupplierSegment && current === target) return null;
  if (isSupplierSegment && current === `${target}/`) return null;
  return `${target}${location.search}`;
}

/** Same-page check so a provider home of '/' on a platform host does not loop forever. */
export function isSameLocation(
  targetUrl: string,
  location: { origin: string; pathname: string; search: string },
): boolean {
  try {
    const target = new URL(targetUrl, location.origin);
    return (
      target.origin === location.origin && target.pathname === location.pathname && target.search === location.search
    );
  } catch {
    return false;
  }
}
