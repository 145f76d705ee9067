/**
 * The supplier layout document: which blocks make up the header, the footer and each page.
 *
 * The envelope is a FUNCTION of the block map, so `blocks/` instantiates it with the real block
 * prop schemas (and the server validates with the very same schemas):
 *
 *   const layoutSchema = createLayoutSchema(blockSchemas);
 *   const result = parseLayoutDocument(raw, layoutSchema);
 *   if (!result.ok) console.error(formatErros(result.erros));
 *
 * Document: `{ schemaVersion: 4, regions: { header, footer }, pages: { home, categoria, …, carrinho, … } }`,
 * a page list for every page type of the route table (schemas/page-types.ts), each a list of nodes
 * `{ type, id, props?, children?, when? }`. `props` is completed with the block's defaults;
 * `children` is allowed only for blocks with `acceptsChildren`; ids are unique within the
 * document; a block that names its `pages` may be placed only on those; each page keeps its
 * `required` blocks (at least one of each shown to everyone: not under a `when` gate).
 */
import * as z from 'zod/mini';
import { safeParseDocument } from './errors';
import type { ErroDocumento, ParseDocumentResult } from './errors';
import { gateSchema } from './gate';
import type { Gate } from './gate';
import { migrateDocument } from './migrations';
import type { Migration } from './migrations';
import { PAGE_TYPE_NAMES } from './page-types';
import type { PageTypeName } from './page-types';

export const LAYOUT_SCHEMA_VERSION = 4;
export const LAYOUT_REGIONS = ['header', 'footer'] as const;
export type LayoutRegionName = (typeof LAYOUT_REGIONS)[number];
/** Every page type of the route table (schemas/page-types.ts) has its list of blocks. */
export const LAYOUT_PAGES: readonly PageTypeName[] = PAGE_TYPE_NAMES;
export type LayoutPageName = PageTypeName;

/** What the envelope needs to know of a block (a subset of `BlockSchemaEntry` in engine/layout/define-block.ts). */
export interface LayoutBlockEntry<Props extends z.ZodMiniType = z.ZodMiniType> {
  props: Props;
  acceptsChildren: boolean;
  /** The page types it may be placed on (it reads their model: the cart lines, the order); absent: any page or region. */
  pages?: readonly PageTypeName[];
}
export type LayoutBlockMap = Record<string, LayoutBlockEntry>;

/** A node as an admin writes it (the defaults of each group, blocks/groups/GROUP/defaults.ts): `props` may leave out defaults. */
export interface LayoutNodeInput {
  type: string;
  id: string;
  props?: Record<string, unknown>;
  children?: LayoutNodeInput[];
  when?: Gate;
}

/** A validated node, block-agnostic (what the renderer walks). */
export interface LayoutNode {
  type: string;
  id: string;
  props: unknown;
  children?: LayoutNode[];
  when?: Gate;
}

/** A validated node typed by the block map: a discriminated union on `type` (Puck `Config` style). */
export type LayoutNodeOf<Blocks extends LayoutBlockMap> = {
  [Type in keyof Blocks & string]: {
    type: Type;
    id: string;
    props: z.output<Blocks[Type]['props']>;
    children?: LayoutNodeOf<Blocks>[];
    when?: Gate;
  };
}[keyof Blocks & string];

export interface LayoutDocument<Node = LayoutNode> {
  schemaVersion: typeof LAYOUT_SCHEMA_VERSION;
  regions: Record<LayoutRegionName, Node[]>;
  pages: Record<LayoutPageName, Node[]>;
}

export type LayoutSchema<Blocks extends LayoutBlockMap = LayoutBlockMap> = z.ZodMiniType<
  LayoutDocument<LayoutNodeOf<Blocks>>
>;

const copia = (doc: Record<string, unknown>): Record<string, unknown> => ({ ...doc });

/**
 * Migrations of the layout document as the browser applies them. 0 → 1: unversioned drafts get
 * `schemaVersion: 1`. 1 → 2 (the carousel's timing props, spec section 9) only bumps the version
 * here: the new props' schema defaults are the very values the full migration writes
 * (schemas/layout-migrations.ts, applied by the server on read and on publish, so the browser
 * gets documents already migrated and carries none of that code). 2 → 3 (the carousel's optional
 * `titulo`, and the banner slides' text over the image) adds only props with defaults, so it is a
 * copy on both sides: a version-2 document is a valid version-3 one, but not the other way round,
 * which is why the published JSON Schema is a new file (schemas/json/layout/v3.json). 3 → 4: every
 * page type of the route table gets its page (schemas/json/layout/v4.json).
 */
export const layoutMigrations: readonly Migration[] = [
  { from: 0, to: 1, migrate: copia },
  { from: 1, to: 2, migrate: copia },
  { from: 2, to: 3, migrate: copia },
  // 3 → 4 (every page a layout): a page type the document lacks gets an empty page here; the
  // server's step gives it its default layout (blocks/default-layout.ts `migracaoPaginasV4`), and
  // the browser only ever gets version 4.
  {
    from: 3,
    to: 4,
    migrate: (doc) => {
      const pages = typeof doc['pages'] === 'object' && doc['pages'] !== null ? doc['pages'] : {};
      return { ...doc, pages: { ...Object.fromEntries(LAYOUT_PAGES.map((page) => [page, []])), ...pages } };
    },
  },
];

/**
 * The layout as the shopper's browser checks it: the envelope only (version, regions, a list for
 * every page type, nodes `{ type, id, props, children?, when? }`), none of the blocks' props
 * schemas. The server serves every layout already migrated and validated with the full schema
 * (defaults filled in: server/modules/documentos), so the first view carries no block schema nor
 * block name (a node naming an unknown block is logged and skipped by the renderer); the studio
 * and the server validate with `createLayoutSchema` (schemas/layout-validation.ts).
 */
export function createLayoutEnvelopeSchema(): z.ZodMiniType<LayoutDocument> {
  const node: z.ZodMiniType = z.strictObject({
    type: z.string(),
    id: z.string(),
    props: z.optional(z.record(z.string(), z.unknown())),
    when: z.optional(gateSchema),
    get children(): z.ZodMiniType {
      return z.optional(z.array(node));
    },
  });
  const list = z.array(node);
  return z.strictObject({
    schemaVersion: z.literal(LAYOUT_SCHEMA_VERSION),
    regions: z.strictObject({ header: list, footer: list }),
    pages: z.strictObject(Object.fromEntries(LAYOUT_PAGES.map((page) => [page, list]))),
  }) as unknown as z.ZodMiniType<LayoutDocument>;
}

/** A layout with no blocks (the browser's last resort when the server's is unreadable). */
export function emptyLayout(): LayoutDocument {
  return {
    schemaVersion: LAYOUT_SCHEMA_VERSION,
    regions: { header: [], footer: [] },
    pages: Object.fromEntries(LAYOUT_PAGES.map((page) => [page, []])) as unknown as LayoutDocument['pages'],
  };
}

/**
 * Migrates `raw` to the current version and validates it against `schema`. The limits (size,
 * nesting, number of blocks, text lengths) are not checked here: where a document may exceed
 * them, wrap the call in `dentroDosLimites('layout', raw, …)` of schemas/limits.ts (the server
 * and the studio do; the storefront gets documents the server already checked). Never throws for a
 * bad document: returns `{ ok: false, erros: [{ caminho: 'pages.home[2].props.pageSize', mensagem }] }`.
 */
export function parseLayoutDocument<Doc>(
  raw: unknown,
  schema: z.ZodMiniType<Doc>,
  migrations: readonly Migration[] = layoutMigrations,
): ParseDocumentResult<Doc> {
  const migrated = migrateDocument(raw, migrations, LAYOUT_SCHEMA_VERSION);
  if (!migrated.ok) return migrated;
  return safeParseDocument(schema, migrated.document);
}

export type { ErroDocumento };
