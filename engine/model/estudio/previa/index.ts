/**
 * The studio's preview (`/{slug}/painel/loja/previa`, inside the studio's iframe) draws the draft's
 * regions itself, with the "ver como" visitor: the shell's own header and footer (the published
 * layout's, for the admin's session) step aside, and the model follows the page the studio shows
 * as if the admin had opened it: the catalogue loads as on the home page (the grid of a home draft
 * has its products), a category page shows the shop's first category, a product page the first
 * product of the home page's list, any other page type its route (schemas/page-types.ts), so its
 * blocks read the model they read in the shop. Its own face (`#engine/model/estudio/previa`),
 * apart from the studio's: the preview's chunk carries no editor.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { PAGE_TYPE_NAMES, pageLink, type PageTypeName } from '#schemas/page-types';
import { $api } from '../../app';
import { $produtos } from '../../catalogue';
import { $categorias } from '../../categories';
import { routeChanged } from '../../navigation';
import { $layout } from '../../storefront';
import { $rotaBase } from '../../supplier';

export const previewOpened = createEvent();
/** The studio shows another page type (its picker). */
export const previewPageChosen = createEvent<string>();

const isPageType = (page: string): page is PageTypeName => (PAGE_TYPE_NAMES as readonly string[]).includes(page);

/** The page type the preview shows. */
export const $previewPage = createStore<PageTypeName>('home').on(previewPageChosen, (current, page) =>
  isPageType(page) ? page : current,
);

/**
 * Where the preview's model stands for a page type: its route with a sample of the shop's own data
 * where the route needs one (a category, a product); the home page until that data is there, and
 * for a page whose parameter the preview cannot choose (one order, a static page, a reset code).
 */
export function previewPath(
  base: string,
  page: PageTypeName,
  sample: { category?: string | undefined; product?: string | undefined },
): string {
  if (page === 'categoria') return sample.category ? pageLink(base, page, sample.category) : pageLink(base, 'home');
  if (page === 'produto') return sample.product ? pageLink(base, page, sample.product) : pageLink(base, 'home');
  if (page === 'pedido' || page === 'submissao' || page === 'pagina' || page === 'redefinir-senha')
    return pageLink(base, 'home');
  return pageLink(base, page);
}

const $previewPath = combine($previewPage, $rotaBase, $categorias, $produtos, (page, base, categorias, produtos) =>
  previewPath(base, page, { category: categorias[0]?.slug, product: produtos[0]?.slug }),
);

/**
 * Whether this scope is the preview's. The model's wiring is shared by every scope of the process
 * (on the server, every page rendered after a preview was): only the preview's follows its page.
 */
const $previewOpen = createStore(false).on(previewOpened, () => true);

/**
 * The preview draws a customer's pages with the admin's own session: a customer call one of their
 * blocks makes is refused (401 'Sessão expirada' for a session acting for no client), which in the
 * shop opens the login over the page (and forgets a customer's session). In the preview it must
 * not: the login dialog covered the page. The preview's API stops telling its scope of an expired
 * session (the studio's own scope, in the parent page, still hears it).
 */
const sessionExpiryIgnoredFx = attach({
  source: $api,
  effect: (api) => api?.onSessionExpired(null),
});
sample({ clock: previewOpened, target: sessionExpiryIgnoredFx });

$layout.on(previewOpened, (layout) => (layout ? { ...layout, regions: { header: [], footer: [] } } : layout));
sample({
  clock: previewOpened,
  source: $rotaBase,
  fn: (base) => ({ pathname: pageLink(base, 'home'), search: '' }),
  target: routeChanged,
});
sample({
  clock: [previewPageChosen, $previewPath],
  source: { pathname: $previewPath, open: $previewOpen },
  filter: ({ open }) => open,
  fn: ({ pathname }) => ({ pathname, search: '' }),
  target: routeChanged,
});
