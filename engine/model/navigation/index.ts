/**
 * Where the shopper is, as the model sees it. The router (src/) reports every location change
 * with `routeChanged`; slices react to `$rota` (catalogue lists, product page).
 */
import { createEvent, createStore } from 'effector';
import { parseStorefrontPath } from '../supplier/resolve';

/** The pt-BR sub-route names under /{idfornecedor}/ (contract). */
export const SUB_ROTAS = {
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
  | { pagina: 'outra' };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parseRota(pathname: string, search: string): Rota {
  const { resto } = parseStorefrontPath(pathname, search);
  const parts = resto.split('/').filter((s) => s !== '');
  const [first, second] = parts;
  if (parts.length === 0) return { pagina: 'home' };
  if (first === SUB_ROTAS.categoria && second && parts.length === 2) return { pagina: 'categoria', slug: decode(second) };
  if (first === SUB_ROTAS.busca && parts.length === 1) return { pagina: 'busca', q: new URLSearchParams(search).get('q') ?? '' };
  if (first === SUB_ROTAS.produto && second && parts.length === 2) return { pagina: 'produto', slug: decode(second) };
  return { pagina: 'outra' };
}

export const routeChanged = createEvent<{ pathname: string; search: string }>();
export const $rota = createStore<Rota>({ pagina: 'outra' }).on(routeChanged, (_, { pathname, search }) => parseRota(pathname, search));

/** Builders for links inside a supplier's storefront. */
export const rotas = {
  home: (base: string) => `${base}/`,
  categoria: (base: string, slug: string) => `${base}/${SUB_ROTAS.categoria}/${encodeURIComponent(slug)}`,
  busca: (base: string, q: string) => `${base}/${SUB_ROTAS.busca}?q=${encodeURIComponent(q)}`,
  produto: (base: string, slug: string) => `${base}/${SUB_ROTAS.produto}/${encodeURIComponent(slug)}`,
  carrinho: (base: string) => `${base}/${SUB_ROTAS.carrinho}`,
  minhaConta: (base: string) => `${base}/${SUB_ROTAS.minhaConta}`,
  pedidos: (base: string) => `${base}/${SUB_ROTAS.pedidos}`,
  listas: (base: string) => `${base}/${SUB_ROTAS.listas}`,
  login: (base: string) => `${base}/${SUB_ROTAS.login}`,
  pagina: (base: string, slug: string) => `${base}/${SUB_ROTAS.pagina}/${encodeURIComponent(slug)}`,
  tooManyRequests: (base: string) => `${base}/${SUB_ROTAS.erro}/too-many-request`,
};

/** Menu routes that live inside the account area (later issues render them under minha-conta/). */
const ROTAS_DA_CONTA = new Set(['faturas', 'cupons', 'alterar-email-senha', 'alterar-dados', 'usuarios', 'trocar-cliente']);

export type MenuLink = { kind: 'interno'; to: string } | { kind: 'externo'; href: string } | { kind: 'acao'; acao: 'sair' };

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
    case 'url':
      return destino.href.startsWith('/') && !destino.href.startsWith('//')
        ? { kind: 'interno', to: destino.href }
        : { kind: 'externo', href: destino.href };
    case 'rota': {
      const rota = destino.rota;
      if (rota === 'sair') return { kind: 'acao', acao: 'sair' };
      if (rota === 'home') return { kind: 'interno', to: rotas.home(base) };
      if (ROTAS_DA_CONTA.has(rota)) return { kind: 'interno', to: `${rotas.minhaConta(base)}/${rota}` };
      return { kind: 'interno', to: `${base}/${rota}` };
    }
  }
}
