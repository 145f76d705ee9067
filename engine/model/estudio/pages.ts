/**
 * The studio's page picker and per-page block catalogue (issue 25: the studio edits every page type).
 *
 * - The lists the admin edits: one per page type of the route table (schemas/page-types.ts
 *   `PAGE_TYPE_NAMES`, named by schemas/page-type-layout.ts `titulo`), then the header and footer
 *   regions. No page is named here by hand: a page type added to the table is in the picker.
 * - The blocks: the engine may not import blocks/, so the studio page hands the model the full
 *   layout schema (blocks/layout-schema.ts: every block's props, where it may go, the blocks a
 *   page cannot lose) and each block's `acceptsChildren` and `pages` with `studioBlocksProvided`.
 *   The browser's own layout rules check only the envelope (the server serves layouts validated),
 *   so the studio validates its drafts with this schema.
 * - The catalogue of a list: the blocks that may be placed there (a block's `pages`, absent =
 *   anywhere; a region takes only blocks placed anywhere), as the layout schema would accept them.
 * - Errors by list: each draft error under the page or region its path starts with, so the studio
 *   shows a page's errors (a missing required block: `pages.carrinho: a página "carrinho"…`) next
 *   to that page.
 */
import { combine, createEvent, createStore } from 'effector';
import type { ZodMiniType } from 'zod/mini';
import type { ErroDocumento } from '#schemas/errors';
import type { Migration } from '#schemas/migrations';
import { LAYOUT_REGIONS, type LayoutDocument, type LayoutRegionName } from '#schemas/layout';
import { PAGE_TYPE_LAYOUT } from '#schemas/page-type-layout';
import { PAGE_TYPE_NAMES, type PageTypeName } from '#schemas/page-types';
import { $layoutRules } from '../app';
import type { ChaveLista } from './texts';

/** One list of the layout the studio edits: a page type's blocks or a region's. */
export interface StudioList {
  chave: ChaveLista;
  /** Its pt-BR name (a page type's `titulo`). */
  nome: string;
  kind: 'page' | 'region';
  /** The page type the preview shows for it (a region: the home page, around which it is drawn). */
  pagina: PageTypeName;
  /** The block types the page cannot lose (none for a region). */
  required: readonly string[];
}

const REGION_NAMES: Record<LayoutRegionName, string> = {
  header: 'Cabeçalho (todas as páginas)',
  footer: 'Rodapé (todas as páginas)',
};

/** Every page type of the route table, in its order, then the regions. */
export const STUDIO_LISTS: readonly StudioList[] = [
  ...PAGE_TYPE_NAMES.map((page): StudioList => ({
    chave: `pages.${page}`,
    nome: PAGE_TYPE_LAYOUT[page].titulo,
    kind: 'page',
    pagina: page,
    required: PAGE_TYPE_LAYOUT[page].required,
  })),
  ...LAYOUT_REGIONS.map((region): StudioList => ({
    chave: `regions.${region}`,
    nome: REGION_NAMES[region],
    kind: 'region',
    pagina: 'home',
    required: [],
  })),
];

const HOME_LIST: StudioList = STUDIO_LISTS[0]!;

/** The list of a key, or null for a key that names no page type or region. */
export function studioListOf(chave: string): StudioList | null {
  return STUDIO_LISTS.find((list) => list.chave === chave) ?? null;
}

/** What the studio needs to know of a block to offer it and to move it (engine/layout/define-block.ts `BlockSchemaEntry`). */
export interface StudioBlock {
  acceptsChildren: boolean;
  /** The page types it may be placed on; absent: any page or region. */
  pages?: readonly PageTypeName[];
}

export interface StudioBlocks {
  /** The full layout schema (blocks/layout-schema.ts), which the studio validates drafts with. */
  schema: ZodMiniType<LayoutDocument>;
  /** Every block type the schema knows, in the catalogue's order. */
  blocks: Readonly<Record<string, StudioBlock>>;
  /**
   * The server's layout migrations (blocks/validate-document.ts): an older draft (a file pasted in
   * the JSON view) gets the new page types' default layouts, as on publish, where the browser's
   * own steps give it empty pages.
   */
  migrations?: readonly Migration[];
}

/** The studio page hands over the blocks (the engine may not import them). */
export const studioBlocksProvided = createEvent<StudioBlocks>();
export const $studioBlocks = createStore<StudioBlocks | null>(null, { serialize: 'ignore' }).on(
  studioBlocksProvided,
  (_, blocks) => blocks,
);

/**
 * How the studio validates a layout draft: the provided schema and migrations; until the studio page
 * provides them, the app's own rules (in the browser: the envelope alone).
 */
export const $draftLayoutRules = combine(
  $studioBlocks,
  $layoutRules,
  (blocks, rules): { schema: ZodMiniType<LayoutDocument>; migrations?: readonly Migration[] } | null =>
    blocks
      ? { schema: blocks.schema, ...(blocks.migrations ? { migrations: blocks.migrations } : {}) }
      : rules
        ? { schema: rules.schema }
        : null,
);

/** Whether a block may be placed on the list `chave`: on its pages only, or anywhere when it names none. */
export function blockAllowedIn(block: StudioBlock, chave: ChaveLista): boolean {
  const list = studioListOf(chave);
  if (!list) return false;
  if (!block.pages) return true;
  return list.kind === 'page' && block.pages.includes(list.pagina);
}

/** The block types that may be placed on the list `chave`, in the blocks' order. */
export function blocksAllowedIn(blocks: Readonly<Record<string, StudioBlock>>, chave: ChaveLista): string[] {
  return Object.keys(blocks).filter((type) => blockAllowedIn(blocks[type]!, chave));
}

/** The block types that hold children (sections, the checkout's submit…). */
export function blocksWithChildren(blocks: Readonly<Record<string, StudioBlock>>): string[] {
  return Object.keys(blocks).filter((type) => blocks[type]!.acceptsChildren);
}

// ——— the page picker ———
/** The admin picked a page or a region to edit. */
export const listChosen = createEvent<string>();
export const $chosenList = createStore<StudioList>(HOME_LIST).on(
  listChosen,
  (current, chave) => studioListOf(chave) ?? current,
);

/** The catalogue of the chosen list: the blocks the admin may add there. */
export const $listCatalogue = combine($studioBlocks, $chosenList, (blocks, list) =>
  blocks ? blocksAllowedIn(blocks.blocks, list.chave) : [],
);

const LIST_PATH = /^(pages|regions)\.([A-Za-z_$][\w$-]*)/;

/** The list an error's path is in ('pages.carrinho[0].props.titulo' → 'pages.carrinho'), or null. */
export function listOfPath(caminho: string): ChaveLista | null {
  const m = LIST_PATH.exec(caminho);
  return m ? (`${m[1]}.${m[2]}` as ChaveLista) : null;
}

/** The errors of a draft by the list they are in (errors outside every list are left out). */
export function errorsByList(erros: readonly ErroDocumento[]): Partial<Record<ChaveLista, ErroDocumento[]>> {
  const out: Partial<Record<ChaveLista, ErroDocumento[]>> = {};
  for (const erro of erros) {
    const chave = listOfPath(erro.caminho);
    if (chave) (out[chave] ??= []).push(erro);
  }
  return out;
}
