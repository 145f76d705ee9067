/**
 * The storefront's page types: the ONE route table. Each storefront page is a page type of the
 * supplier's layout document (schemas/layout.ts `pages`), declared here once with
 *
 * - `paths`: its route patterns under `/{idfornecedor}/` (React Router syntax; the contract's pt-BR names);
 * - `chunk`: the block group whose lazily loaded module renders it (`blocks/groups/<chunk>/page.tsx`),
 *   or 'entry' for the pages of the first view (home, category, search);
 * - `preload`: the data the server prepares for it before rendering, beyond the start-up's (the
 *   catalogue's lists come with `appStarted`; see src/app/route-models.ts for the others);
 * - `carregando`: what its loading screen says;
 * - in PAGE_TYPE_LAYOUT (./page-type-layout.ts), `required`: the block types the page cannot lose (a layout without one is
 *   refused, in the studio and on publish, with a path-precise pt-BR error), and `titulo`, its
 *   pt-BR name (the studio's page list).
 *
 * Its default layout is in blocks/default-layout.ts (typed by this table: a page type without one
 * does not compile). The browser's router (src/app/app.tsx), the server's preload and chunk tags
 * (server/web), the studio's page list and the 'Em breve' list read this table; a lint rule
 * (house/route-patterns) refuses a route pattern written anywhere else.
 *
 * React-free and small: the first view carries it.
 */

/** The supplier's segment of every storefront route (its slug or UUID; none on its own domain, server/web rewrites). */
export const SUPPLIER_ROUTE = '/:idfornecedor';

/** The data a page type's server render prepares (src/app/route-models.ts). */
export type PagePreload =
  | 'catalogo'
  | 'produto'
  | 'pagina-estatica'
  | 'pedidos'
  | 'pedido'
  | 'carrinho'
  | 'enderecos'
  | 'cupons'
  | 'usuarios'
  | 'assinaturas'
  | 'faturas'
  | 'trocar-cliente'
  | 'lojas'
  | 'listas'
  | 'combos'
  | 'conta';

export interface PageType {
  readonly paths: readonly string[];
  readonly chunk: string;
  readonly preload?: PagePreload;
  /** What the loading screen says while its chunk loads. */
  readonly carregando?: string;
}

const page = <Chunk extends string>(
  chunk: Chunk,
  paths: readonly string[],
  extra: { preload?: PagePreload; carregando?: string } = {},
): PageType & { readonly chunk: Chunk } => ({ chunk, paths, ...extra });

export const PAGE_TYPES = {
  home: page('entry', [''], { preload: 'catalogo' }),
  categoria: page('entry', ['categoria/:slug'], { preload: 'catalogo' }),
  busca: page('entry', ['busca'], { preload: 'catalogo' }),
  produto: page('product', ['produto/:slug'], { preload: 'produto', carregando: 'Carregando produto…' }),
  carrinho: page('cart', ['carrinho'], { preload: 'carrinho', carregando: 'Carregando o carrinho…' }),
  pedidos: page('orders', ['pedidos'], { preload: 'pedidos', carregando: 'Carregando seus pedidos…' }),
  pedido: page('orders', ['pedidos/:numpedido'], { preload: 'pedido', carregando: 'Carregando o pedido…' }),
  submissao: page('orders', ['submissao/:orderNumber'], { preload: 'pedido' }),
  'minha-conta': page('account', ['minha-conta'], { preload: 'conta', carregando: 'Carregando sua conta…' }),
  'alterar-dados': page('account', ['minha-conta/alterar-dados'], {
    preload: 'conta',
    carregando: 'Carregando sua conta…',
  }),
  'alterar-email-senha': page('account', ['minha-conta/alterar-email-senha'], { carregando: 'Carregando sua conta…' }),
  usuarios: page('account', ['minha-conta/usuarios'], { preload: 'usuarios', carregando: 'Carregando sua conta…' }),
  enderecos: page('account', ['minha-conta/enderecos'], {
    preload: 'enderecos',
    carregando: 'Carregando seus endereços…',
  }),
  cupons: page('account', ['minha-conta/cupons'], { preload: 'cupons', carregando: 'Carregando seus cupons…' }),
  assinaturas: page('account', ['minha-conta/assinaturas'], {
    preload: 'assinaturas',
    carregando: 'Carregando suas assinaturas…',
  }),
  faturas: page('account', ['minha-conta/faturas'], { preload: 'faturas', carregando: 'Carregando suas faturas…' }),
  'trocar-cliente': page('account', ['minha-conta/trocar-cliente'], {
    preload: 'trocar-cliente',
    carregando: 'Carregando clientes…',
  }),
  lojas: page('account', ['lojas'], { preload: 'lojas' }),
  'pedido-rapido': page('quick-order', ['pedido-rapido']),
  listas: page('account', ['listas'], { preload: 'listas', carregando: 'Carregando suas listas…' }),
  lista: page('account', ['listas/:id'], { preload: 'listas', carregando: 'Carregando a lista…' }),
  combos: page('combos', ['combos'], { preload: 'combos' }),
  combo: page('combos', ['combos/:id'], { preload: 'combos' }),
  pagina: page('static-page', ['pagina/:slug'], { preload: 'pagina-estatica' }),
  login: page('access', ['login']),
  'redefinir-senha': page('access', ['redefinir-senha/:codigo']),
} as const satisfies Record<string, PageType>;

export type PageTypeName = keyof typeof PAGE_TYPES;

/** The lazily loaded page chunks ('entry': the first view's pages). */
export type PageChunkName = Exclude<(typeof PAGE_TYPES)[PageTypeName]['chunk'], 'entry'>;
export const PAGE_TYPE_NAMES = Object.keys(PAGE_TYPES) as PageTypeName[];

/**
 * Routes that are not page types of the layout: the system pages (429, a failed login-token
 * handover, not found) and the back-office (its own app; 'painel/*' also matches 'painel').
 */
export const SYSTEM_ROUTES = {
  tooManyRequests: 'erro/too-many-request',
  erroLoginToken: 'erro/login-token',
  painel: 'painel/*',
} as const;

/**
 * Pages of later issues: their menu entries stay out of the header and their paths render the
 * 'Em breve' screen until their page type is declared above.
 */
export const LATER_PAGES = [{ path: 'minha-conta/*', titulo: 'Minha conta' }] as const;

/** The link to a page type under `base` (the supplier's root): its first route pattern, its parameter filled in. */
export function pageLink(base: string, pagina: PageTypeName, param = ''): string {
  const pattern: string = PAGE_TYPES[pagina].paths[0]!;
  return `${base}/${pattern.replace(/:[A-Za-z]+/, () => encodeURIComponent(param))}`;
}

/** The link to a route that is not a page type: a system page or a later issue's page. */
export function routeLink(
  base: string,
  route: (typeof SYSTEM_ROUTES)['tooManyRequests'] | (typeof LATER_PAGES)[number]['path'],
): string {
  return `${base}/${route.replace(/\/\*$/, '')}`;
}
