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
import { urlRewritten } from '../supplier';

/** The pt-BR sub-route names under /{idfornecedor}/ (contract). */
const SUB_ROTAS = {
  categoria: 'categoria',
  busca: 'busca',
  produto: 'produto',
  carrinho: 'carrinho',
  minhaConta: 'minha-conta',
  pedidos: 'pedidos',
  listas: 'listas',
  login: 'login',
  loginToken: 'login-token',
  submissao: 'submissao',
  pagina: 'pagina',
  erro: 'erro',
} as const;

export type Rota =
  | { pagina: 'home' }
  | { pagina: 'categoria'; slug: string }
  | { pagina: 'busca'; q: string }
  | { pagina: 'produto'; slug: string }
  /** A static page of the supplier (`/{slug}/pagina/{slug}`; its data is prepared off the first view, src/app/route-models.ts). */
  | { pagina: 'pagina'; slug: string }
  /** The customer's orders and one of them (`/{slug}/pedidos`, `/{slug}/pedidos/{n}`; data prepared off the first view too). */
  | { pagina: 'pedidos' }
  | { pagina: 'pedido'; slug: string }
  | { pagina: 'outra' };

function parseRota(pathname: string, search: string): Rota {
  const { resto } = parseStorefrontPath(pathname, search);
  const parts = resto.split('/').filter((s) => s !== '');
  const [first, second] = parts;
  if (parts.length === 0) return { pagina: 'home' };
  if (first === SUB_ROTAS.categoria && second && parts.length === 2)
    return { pagina: 'categoria', slug: decodeSegment(second) };
  if (first === SUB_ROTAS.busca && parts.length === 1)
    return { pagina: 'busca', q: new URLSearchParams(search).get('q') ?? '' };
  if (first === SUB_ROTAS.produto && second && parts.length === 2)
    return { pagina: 'produto', slug: decodeSegment(second) };
  if (first === SUB_ROTAS.pagina && second && parts.length === 2)
    return { pagina: 'pagina', slug: decodeSegment(second) };
  if (first === SUB_ROTAS.pedidos && parts.length <= 2)
    return second ? { pagina: 'pedido', slug: second } : { pagina: 'pedidos' };
  return { pagina: 'outra' };
}

function sameRota(a: Rota, b: Rota): boolean {
  return (
    a.pagina === b.pagina &&
    ('slug' in a ? a.slug : null) === ('slug' in b ? b.slug : null) &&
    ('q' in a ? a.q : null) === ('q' in b ? b.q : null)
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
  home: (base: string) => `${base}/`,
  categoria: (base: string, slug: string) => `${base}/${SUB_ROTAS.categoria}/${encodeURIComponent(slug)}`,
  busca: (base: string, q: string) => `${base}/${SUB_ROTAS.busca}?q=${encodeURIComponent(q)}`,
  produto: (base: string, slug: string) => `${base}/${SUB_ROTAS.produto}/${encodeURIComponent(slug)}`,
  carrinho: (base: string) => `${base}/${SUB_ROTAS.carrinho}`,
  minhaConta: (base: string) => `${base}/${SUB_ROTAS.minhaConta}`,
  enderecos: (base: string) => `${base}/${SUB_ROTAS.minhaConta}/enderecos`,
  pedidos: (base: string) => `${base}/${SUB_ROTAS.pedidos}`,
  listas: (base: string) => `${base}/${SUB_ROTAS.listas}`,
  login: (base: string) => `${base}/${SUB_ROTAS.login}`,
  pagina: (base: string, slug: string) => `${base}/${SUB_ROTAS.pagina}/${encodeURIComponent(slug)}`,
  tooManyRequests: (base: string) => `${base}/${SUB_ROTAS.erro}/too-many-request`,
};

/** Menu routes that live inside the account area (later issues render them under minha-conta/). */
const ROTAS_DA_CONTA = new Set([
  'faturas',
  'cupons',
  'enderecos',
  'alterar-email-senha',
  'alterar-dados',
  'usuarios',
  'trocar-cliente',
]);

/**
 * Menu routes whose screens are not built yet: their menu items stay out of the header until
 * their issue lands (never an 'Em breve' page from the menu). Remove a route when it is built.
 */
const ROTAS_NAO_CONSTRUIDAS = new Set(['listas', 'faturas', 'combos']);

/** False for a menu item that leads to a screen not built yet. */
export const menuItemDisponivel = (destino: { tipo: string; rota?: string }): boolean =>
  !(destino.tipo === 'rota' && ROTAS_NAO_CONSTRUIDAS.has(destino.rota ?? ''));

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
