/**
 * The storefront's routes under /{idfornecedor}/, made from the one route table
 * (schemas/page-types.ts): the page types, the system pages and the later issues' pages. The
 * browser's routes (src/app/app.tsx), the page preload before hydration and the server's chunk tags
 * of a server-rendered page (server/web/lazy-route-assets.ts) are all made from `LAZY_PAGES`.
 */
import { LATER_PAGES, PAGE_TYPE_NAMES, PAGE_TYPES, SYSTEM_ROUTES } from '#schemas/page-types';
import type { PageChunkName, PageTypeName } from '#schemas/page-types';

export { SUPPLIER_ROUTE } from '#schemas/page-types';

/** The chunk of the status pages ('Em breve', not found, 429, the login-token error). */
const STATUS_PAGES = 'pages/status-pages.tsx' as const;

/** A page type's chunk as the Vite manifest names it (its root is src/). */
export const pageChunkModule = (chunk: PageChunkName): string => `../blocks/groups/${chunk}/page.tsx`;

/**
 * A lazily loaded page. `modulo` is its module as the Vite manifest names it; a page type's is
 * its group's page chunk, the others' `exportacao` is the export that is the page.
 */
export interface LazyPage {
  paths: readonly string[];
  modulo: string;
  /** The page type it renders from the layout (absent: a system page). */
  pageType?: PageTypeName;
  chunk?: PageChunkName;
  /** The module's export that is the page; its default export when absent. */
  exportacao?: string;
  carregando?: string;
  /** The 'Em breve' screen's title. */
  titulo?: string;
}

/** Every page type of the table outside the first view, then the system pages, then the later issues'. */
export const LAZY_PAGES: readonly LazyPage[] = [
  ...PAGE_TYPE_NAMES.flatMap((pageType): LazyPage[] => {
    const declared = PAGE_TYPES[pageType];
    if (declared.chunk === 'entry') return [];
    const chunk = declared.chunk as PageChunkName;
    return [
      { paths: declared.paths, modulo: pageChunkModule(chunk), pageType, chunk, carregando: declared.carregando },
    ];
  }),
  { paths: [SYSTEM_ROUTES.tooManyRequests], modulo: STATUS_PAGES, exportacao: 'TooManyRequestsPage' },
  { paths: [SYSTEM_ROUTES.erroLoginToken], modulo: STATUS_PAGES, exportacao: 'LoginTokenErrorPage' },
  { paths: [SYSTEM_ROUTES.painel], modulo: 'app/back-office.tsx', carregando: 'Carregando o painel…' },
  ...LATER_PAGES.map((page) => ({
    paths: [page.path],
    modulo: STATUS_PAGES,
    exportacao: 'EmBrevePage',
    titulo: page.titulo,
  })),
];

/** The first view's page types (their blocks are in the entry chunk). */
export const ENTRY_PAGE_TYPES = PAGE_TYPE_NAMES.filter((name) => PAGE_TYPES[name].chunk === 'entry');

/** What any other path inside a shop renders. */
export const NOT_FOUND_PAGE: LazyPage = { paths: ['*'], modulo: STATUS_PAGES, exportacao: 'NotFoundPage' };

/** The patterns of the pages in the entry chunk. */
const ENTRY_PATTERNS: readonly string[] = ENTRY_PAGE_TYPES.flatMap((name) => PAGE_TYPES[name].paths);

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

/** The page type a path shows (null: a system page or none), as lazyPageOf decides. */
export function pageTypeOf(casa: (pattern: string) => boolean): PageTypeName | null {
  const entry = ENTRY_PAGE_TYPES.find((name) => PAGE_TYPES[name].paths.some(casa));
  return entry ?? lazyPageOf(casa)?.pageType ?? null;
}
