/**
 * The default layout: used when a supplier has no layout document, or when its document is
 * invalid (the error is logged; a shopper never sees a blank page). React-free data: the first
 * view's pages and regions are written here, every other page type's in its block group
 * (blocks/groups/<group>/defaults.ts). Typed by the route table: a page type of
 * schemas/page-types.ts without its default layout does not compile.
 */
import { formatErros } from '#schemas/errors';
import { LAYOUT_PAGES, parseLayoutDocument } from '#schemas/layout';
import type { LayoutNodeInput } from '#schemas/layout';
import type { JsonObject, Migration } from '#schemas/migrations';
import type { PageTypeName } from '#schemas/page-types';
import { accessDefaultPages } from './groups/access/defaults';
import { accountDefaultPages } from './groups/account/defaults';
import { cartDefaultNodes, cartRecommendationsNode } from './groups/cart/defaults';
import { checkoutDefaultNodes } from './groups/checkout/defaults';
import { ordersDefaultPages } from './groups/orders/defaults';
import { produtoDefaultNodes, produtoHeadNodes, produtoTailNodes } from './groups/product/defaults';
import { quickOrderDefaultPages } from './groups/quick-order/defaults';
import { listsDefaultPages } from './groups/lists/defaults';
import { combosDefaultPages } from './groups/combos/defaults';
import { staticPageDefaultPages } from './groups/static-page/defaults';
import { layoutSchema } from './layout-schema';
import type { StoredLayoutDocument } from './layout-schema';

/**
 * Tag use-new-style-page (spec section 5; issue 31, item 5): the home in the new style, where a
 * B2B buyer's shortcuts follow the catalogue: the shop's combos, its suggested lists (a logged-in
 * client) and, with enable-recommendation-system, the products recommended to this client. Only a
 * supplier on the default home sees it; a supplier's own layout gates its nodes on the tag itself.
 * Last on the page: these blocks load after it, so nothing above them moves when they arrive.
 */
const NOVO_ESTILO = ['use-new-style-page'];
export const homeNewStyleNodes: LayoutNodeInput[] = [
  { type: 'combo-strip', id: 'padrao-combos-home', props: {}, when: { supplierTags: { all: NOVO_ESTILO } } },
  {
    type: 'suggested-lists',
    id: 'padrao-listas-home',
    props: {},
    when: { supplierTags: { all: NOVO_ESTILO }, loggedIn: true },
  },
  {
    type: 'recommendations',
    id: 'padrao-recomendacoes-home',
    props: { titulo: 'Recomendados para você' },
    when: { supplierTags: { all: [...NOVO_ESTILO, 'enable-recommendation-system'] }, loggedIn: true },
  },
];

/** Every page type's default nodes, as written. */
export const defaultPages: Record<PageTypeName, LayoutNodeInput[]> = {
  home: [
    { type: 'carousel', id: 'padrao-banners', props: { tipo: 'BANNER' } },
    { type: 'carousel', id: 'padrao-vitrines', props: { tipo: 'PRODUTOS' } },
    { type: 'catalogue-grid', id: 'padrao-grade-home', props: { titulo: 'Produtos' } },
    ...homeNewStyleNodes,
  ],
  categoria: [{ type: 'catalogue-grid', id: 'padrao-grade-categoria', props: {} }],
  busca: [{ type: 'catalogue-grid', id: 'padrao-grade-busca', props: {} }],
  produto: produtoDefaultNodes,
  carrinho: [...cartDefaultNodes, ...checkoutDefaultNodes, cartRecommendationsNode],
  ...ordersDefaultPages,
  ...accountDefaultPages,
  ...quickOrderDefaultPages,
  ...listsDefaultPages,
  ...combosDefaultPages,
  ...staticPageDefaultPages,
  ...accessDefaultPages,
};

/** The default layout as written (props completed with defaults by the schema below). */
export const defaultLayoutInput = {
  schemaVersion: 4,
  regions: {
    header: [
      { type: 'free-shipping-banner', id: 'padrao-frete', props: {} },
      { type: 'header', id: 'padrao-cabecalho', props: {} },
      { type: 'category-nav', id: 'padrao-categorias', props: {} },
      { type: 'offers-button', id: 'padrao-ofertas', props: {} },
    ],
    footer: [{ type: 'footer', id: 'padrao-rodape', props: {} }],
  },
  pages: defaultPages,
};

function parseDefault(): StoredLayoutDocument {
  const result = parseLayoutDocument(defaultLayoutInput, layoutSchema);
  if (!result.ok) throw new Error(`Layout padrão inválido: ${formatErros(result.erros)}`);
  return result.document;
}

/** The default layout, validated and with every prop's default filled in. */
export const defaultLayout: StoredLayoutDocument = parseDefault();

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every node id of a list of nodes (recursing into children). */
function collectIds(nodes: unknown, into: Set<string>): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if (typeof node['id'] === 'string') into.add(node['id']);
    collectIds(node['children'], into);
  }
}

/** A copy of default nodes whose ids do not clash with `taken` (a clash gets '-2', '-3'…); adds them to `taken`. */
function withFreeIds(nodes: readonly LayoutNodeInput[], taken: Set<string>): LayoutNodeInput[] {
  return nodes.map((node) => {
    let id = node.id;
    for (let n = 2; taken.has(id); n++) id = `${node.id}-${n}`;
    taken.add(id);
    const copy: LayoutNodeInput = { ...structuredClone(node), id };
    if (node.children) copy.children = withFreeIds(node.children, taken);
    return copy;
  });
}

/**
 * 3 → 4 (issue 25, every page a layout), the server's step: the supplier's home, category and
 * search pages stay as they are; its produto blocks (the area under the product, in version 3)
 * keep their place between the product's own blocks that version 3 drew around them
 * (`produtoHeadNodes`, `produtoTailNodes`), so no product page changes visibly; every other page
 * type gets its default layout. A default id that the document already uses gets a suffix.
 */
export const migracaoPaginasV4: Migration = {
  from: 3,
  to: 4,
  migrate: (doc) => {
    const pages = isObject(doc['pages']) ? doc['pages'] : {};
    const taken = new Set<string>();
    if (isObject(doc['regions'])) for (const nodes of Object.values(doc['regions'])) collectIds(nodes, taken);
    for (const nodes of Object.values(pages)) collectIds(nodes, taken);
    const next: JsonObject = {};
    for (const page of LAYOUT_PAGES) {
      if (page === 'produto') {
        const own = Array.isArray(pages['produto']) ? pages['produto'] : [];
        next[page] = [...withFreeIds(produtoHeadNodes, taken), ...own, ...withFreeIds(produtoTailNodes, taken)];
      } else if (Array.isArray(pages[page])) {
        next[page] = pages[page];
      } else {
        next[page] = withFreeIds(defaultPages[page], taken);
      }
    }
    // A page a version-3 document had that version 4 does not name is kept, so the schema names it in its error.
    for (const [name, nodes] of Object.entries(pages)) if (!(name in next)) next[name] = nodes;
    return { ...doc, pages: next };
  },
};
