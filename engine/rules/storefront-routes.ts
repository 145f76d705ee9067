/**
 * The storefront's routes under /{idfornecedor}/ (contract, pt-BR). The pages of later issues
 * are named here and render the 'Em breve' screen until they are built.
 */
export const ROUTE_PATHS = {
  fornecedor: '/:idfornecedor',
  home: '',
  categoria: 'categoria/:slug',
  busca: 'busca',
  produto: 'produto/:slug',
  tooManyRequests: 'erro/too-many-request',
  /** Where a login-token handover that does not log in lands (server/web/handover.ts). */
  erroLoginToken: 'erro/login-token',
  login: 'login',
  /** Choose client (representative) and choose linked client. */
  trocarCliente: 'minha-conta/trocar-cliente',
  /**
   * The account page, also under the header menu's two entries, and the client's users
   * ('Usuários', its principal user only), rendered by the same lazily loaded chunk.
   */
  minhaConta: [
    'minha-conta',
    'minha-conta/alterar-dados',
    'minha-conta/alterar-email-senha',
    'minha-conta/usuarios',
    // The client's orders and quotes (spec section 2 'Orders and quotes list'), one order and the
    // success page after a submit (spec section 2): the account chunk's route chooses them.
    'pedidos',
    'pedidos/:numpedido',
    'submissao/:orderNumber',
    // The supplier/store selection (spec section 2; the spec names no route), in the same chunk.
    'lojas',
    // The back-office (its own chunks, loaded by the account chunk's route; 'painel/*' also
    // matches 'painel'): the order desk (issue 13: the list, 'pedidos/{n}' and
    // 'clientes/{id}/carrinho', the desk's page chooses) and the layout studio (issue 14,
    // 'painel/loja' and its preview 'painel/loja/previa').
    'painel/*',
  ],
  /** The link of the password-recovery e-mail (spec section 2 names no route for it). */
  redefinirSenha: 'redefinir-senha/:codigo',
  carrinho: 'carrinho',
  /** The client's coupons (spec section 2 'Coupons'; the header menu's 'cupons' leads here). */
  cupons: 'minha-conta/cupons',
  /** The client's addresses, 'Meus endereços' (spec section 2 'Address list and new address'; the spec names no route). */
  enderecos: 'minha-conta/enderecos',
  /** Quick order (issue 10): pasted 'código quantidade' lines to the cart. */
  pedidoRapido: 'pedido-rapido',
  /** A supplier's static page (spec section 7 `pagina-estatica`): the footer's privacy policy, 'quem somos'… */
  pagina: 'pagina/:slug',
} as const;

/** Later-issue pages: path pattern → pt-BR title of the 'Em breve' screen. */
export const LATER_PAGES = [
  { path: 'minha-conta/*', titulo: 'Minha conta' },
  { path: 'listas', titulo: 'Listas de compras' },
  { path: 'combos', titulo: 'Combos promocionais' },
] as const;

/** The chunk of the status pages ('Em breve', not found, 429, the login-token error) and of the static pages. */
const STATUS_PAGES = 'pages/status-pages.tsx' as const;
/** The account area's chunk: its pages, coupons, addresses, the client choice, orders, stores and the back-office's entry. */
const ACCOUNT_PAGES = 'pages/account/pages.ts' as const;

/**
 * The pages loaded lazily (home, category and search are in the entry), the one list the
 * browser's routes (src/app/app.tsx), the page preload before hydration and the server's chunk
 * tags of a server-rendered page (server/web/lazy-route-assets.ts) are all made from.
 * `modulo` is the page's module under src/ as the Vite manifest names it, `exportacao` the
 * export that is the page (else its default export), `carregando` what its loading screen says.
 */
export const LAZY_PAGES = [
  { paths: [ROUTE_PATHS.produto], modulo: 'pages/product-page.tsx', carregando: 'Carregando produto…' },
  { paths: [ROUTE_PATHS.tooManyRequests], modulo: STATUS_PAGES, exportacao: 'TooManyRequestsPage' },
  { paths: [ROUTE_PATHS.erroLoginToken], modulo: STATUS_PAGES, exportacao: 'LoginTokenErrorPage' },
  { paths: [ROUTE_PATHS.redefinirSenha], modulo: 'pages/redefinir-senha-page.tsx' },
  { paths: [ROUTE_PATHS.login], modulo: 'pages/login/login-page.tsx' },
  {
    paths: ROUTE_PATHS.minhaConta,
    modulo: ACCOUNT_PAGES,
    exportacao: 'AccountPage',
    carregando: 'Carregando sua conta…',
  },
  { paths: [ROUTE_PATHS.carrinho], modulo: 'pages/cart/cart-page.tsx', carregando: 'Carregando o carrinho…' },
  {
    paths: [ROUTE_PATHS.cupons],
    modulo: ACCOUNT_PAGES,
    exportacao: 'CouponsPage',
    carregando: 'Carregando seus cupons…',
  },
  {
    paths: [ROUTE_PATHS.enderecos],
    modulo: ACCOUNT_PAGES,
    exportacao: 'AddressesPage',
    carregando: 'Carregando seus endereços…',
  },
  { paths: [ROUTE_PATHS.pedidoRapido], modulo: 'pages/quick-order/quick-order-page.tsx' },
  { paths: [ROUTE_PATHS.pagina], modulo: STATUS_PAGES, exportacao: 'StaticPage' },
  {
    paths: [ROUTE_PATHS.trocarCliente],
    modulo: ACCOUNT_PAGES,
    exportacao: 'TrocarClientePage',
    carregando: 'Carregando clientes…',
  },
  ...LATER_PAGES.map(
    (page) => ({ paths: [page.path], modulo: STATUS_PAGES, exportacao: 'EmBrevePage', titulo: page.titulo }) as const,
  ),
] as const satisfies readonly LazyPage[];

export interface LazyPage {
  paths: readonly string[];
  modulo: string;
  /** The module's export that is the page; its default export when absent. */
  exportacao?: string;
  carregando?: string;
  /** The 'Em breve' screen's title. */
  titulo?: string;
}

/** What any other path inside a shop renders. */
export const NOT_FOUND_PAGE = {
  paths: ['*'],
  modulo: STATUS_PAGES,
  exportacao: 'NotFoundPage',
} as const satisfies LazyPage;

/** The patterns of the pages in the entry chunk. */
const ENTRY_PATTERNS: readonly string[] = [ROUTE_PATHS.home, ROUTE_PATHS.categoria, ROUTE_PATHS.busca];

/**
 * The lazy page of a path: null for a page of the entry (home, category, search), NOT_FOUND_PAGE
 * when no route matches. `casa` says whether a route pattern matches the path after the supplier's
 * segment (the browser asks its router's matchPath; the server, storefront-route-match.ts). The
 * first page of LAZY_PAGES whose pattern matches: a splat ('minha-conta/*') comes after the pages
 * it would cover, as the router ranks them.
 */
export function lazyPageOf(casa: (pattern: string) => boolean): LazyPage | null {
  if (ENTRY_PATTERNS.some(casa)) return null;
  return LAZY_PAGES.find((page) => page.paths.some(casa)) ?? NOT_FOUND_PAGE;
}
