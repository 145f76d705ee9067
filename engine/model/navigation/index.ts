/**
 * Where the shopper is, as the model sees it: `$rota` comes from the entry URL on `appStarted`
 * (so the first product list needs no React), follows the white-label rewrite, then every
 * navigation the router reports with `routeChanged`. Slices react to `$rota` (catalogue lists,
 * product page).
 */
import { createEvent, createStore } from 'effector';
import { appStarted } from '../app';
import type { ModelSlice } from '../slice';
import { decodeSegment, parseStorefrontPath } from '../../rules/storefront-path';
import { classifyLink } from '#schemas/link';
import { PAGE_TYPE_NAMES, PAGE_TYPES, pageLink, routeLink, SYSTEM_ROUTES } from '#schemas/page-types';
import type { PageTypeName } from '#schemas/page-types';
import { matchesPattern } from '#engine/rules/storefront-route-match';
import { readListAddress, sameListAddress, type ListAddress } from '#engine/rules/list-address';
import { urlRewritten } from '../supplier';

/** The page types whose route has a parameter (the table names it; the model calls it `slug`). */
type ComSlug = 'categoria' | 'produto' | 'pagina' | 'pedido' | 'submissao' | 'redefinir-senha' | 'lista' | 'combo';

export type Rota =
  /** A search and a category carry their list's ordering and tag filters, from the address (engine/rules/list-address). */
  | { pagina: 'busca'; q: string; lista: ListAddress }
  | { pagina: 'categoria'; slug: string; lista: ListAddress }
  /** Product, static page (data prepared off the first view, src/app/route-models.ts), one order… */
  | { pagina: Exclude<ComSlug, 'categoria'>; slug: string }
  | { pagina: Exclude<PageTypeName, ComSlug | 'busca'> }
  /** A system page, a later issue's, or none. */
  | { pagina: 'outra' };

/** The page type of a path, from the route table (schemas/page-types.ts), with its parameter. */
function parseRota(pathname: string, search: string): Rota {
  const { resto } = parseStorefrontPath(pathname, search);
  const parts = resto.split('/').filter((s) => s !== '');
  for (const pagina of PAGE_TYPE_NAMES) {
    for (const pattern of PAGE_TYPES[pagina].paths) {
      if (!matchesPattern(pattern, parts)) continue;
      if (pagina === 'busca')
        return { pagina, q: new URLSearchParams(search).get('q') ?? '', lista: readListAddress(search) };
      const param = pattern.split('/').findIndex((segment) => segment.startsWith(':'));
      if (param >= 0) {
        const raw = parts[param]!;
        const slug = pagina === 'pedido' || pagina === 'lista' ? raw : decodeSegment(raw);
        return pagina === 'categoria'
          ? { pagina, slug, lista: readListAddress(search) }
          : { pagina: pagina as Exclude<ComSlug, 'categoria'>, slug };
      }
      return { pagina } as Rota;
    }
  }
  return { pagina: 'outra' };
}

function sameRota(a: Rota, b: Rota): boolean {
  return (
    a.pagina === b.pagina &&
    ('slug' in a ? a.slug : null) === ('slug' in b ? b.slug : null) &&
    ('q' in a ? a.q : null) === ('q' in b ? b.q : null) &&
    (!('lista' in a) || !('lista' in b) || sameListAddress(a.lista, b.lista))
  );
}

function follow(current: Rota, { pathname, search }: { pathname: string; search: string }): Rota {
  const next = parseRota(pathname, search);
  return sameRota(current, next) ? current : next;
}

/** The router saw a navigation (React reports; the model decides what it means). */
export const routeChanged = createEvent<{ pathname: string; search: string }>();
export const $rota = createStore<Rota>({ pagina: 'outra' })
  .on(appStarted, (current, { location }) => follow(current, location))
  .on([urlRewritten, routeChanged], follow);

/** Builders for links inside a supplier's storefront. */
export const rotas = {
  home: (base: string) => pageLink(base, 'home'),
  categoria: (base: string, slug: string) => pageLink(base, 'categoria', slug),
  busca: (base: string, q: string) => `${pageLink(base, 'busca')}?q=${encodeURIComponent(q)}`,
  produto: (base: string, slug: string) => pageLink(base, 'produto', slug),
  carrinho: (base: string) => pageLink(base, 'carrinho'),
  minhaConta: (base: string) => pageLink(base, 'minha-conta'),
  enderecos: (base: string) => pageLink(base, 'enderecos'),
  faturas: (base: string) => pageLink(base, 'faturas'),
  pedidos: (base: string) => pageLink(base, 'pedidos'),
  assinaturas: (base: string) => pageLink(base, 'assinaturas'),
  listas: (base: string) => pageLink(base, 'listas'),
  lista: (base: string, idlista: number) => pageLink(base, 'lista', String(idlista)),
  login: (base: string) => pageLink(base, 'login'),
  pagina: (base: string, slug: string) => pageLink(base, 'pagina', slug),
  tooManyRequests: (base: string) => routeLink(base, SYSTEM_ROUTES.tooManyRequests),
};

/** Menu routes that live inside the account area (later issues render them under minha-conta/). */
const ROTAS_DA_CONTA = new Set([
  'faturas',
  'cupons',
  'assinaturas',
  'enderecos',
  'alterar-email-senha',
  'alterar-dados',
  'usuarios',
  'trocar-cliente',
]);

type MenuLink = { kind: 'interno'; to: string } | { kind: 'externo'; href: string } | { kind: 'acao'; acao: 'sair' };

/** Where a menu document item leads (schemas/menu.ts destinations). */
export function menuLink(
  destino:
    | { tipo: 'rota'; rota: string }
    | { tipo: 'categoria'; slug: string }
    | { tipo: 'url'; href: string }
    | { tipo: 'pagina'; slug: string },
  base: string,
): MenuLink {
  switch (destino.tipo) {
    case 'categoria':
      return { kind: 'interno', to: rotas.categoria(base, destino.slug) };
    case 'pagina':
      return { kind: 'interno', to: rotas.pagina(base, destino.slug) };
    case 'url': {
      const link = classifyLink(destino.href);
      return link.kind === 'interno' ? { kind: 'interno', to: link.path } : { kind: 'externo', href: destino.href };
    }
    case 'rota': {
      const rota = destino.rota;
      if (rota === 'sair') return { kind: 'acao', acao: 'sair' };
      if (rota === 'home') return { kind: 'interno', to: rotas.home(base) };
      if (ROTAS_DA_CONTA.has(rota)) return { kind: 'interno', to: `${rotas.minhaConta(base)}/${rota}` };
      return { kind: 'interno', to: `${base}/${rota}` };
    }
  }
}

export const navigationSlice: ModelSlice = { name: 'navigation' };
