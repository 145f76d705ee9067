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
 * Document: `{ schemaVersion: 3, regions: { header, footer }, pages: { home, categoria, busca, produto } }`,
 * each a list of nodes `{ type, id, props?, children?, when? }`. `props` is completed with the
 * block's defaults; `children` is allowed only for blocks with `acceptsChildren`; ids are unique
 * within the document.
 */
import * as z from 'zod/mini';
import { closest, safeParseDocument } from './errors';
import type { ErroDocumento, ParseDocumentResult } from './errors';
import { gateSchema } from './gate';
import type { Gate } from './gate';
import { migrateDocument } from './migrations';
import type { Migration } from './migrations';

export const LAYOUT_SCHEMA_VERSION = 3;
export const LAYOUT_REGIONS = ['header', 'footer'] as const;
export type LayoutRegionName = (typeof LAYOUT_REGIONS)[number];
export const LAYOUT_PAGES = ['home', 'categoria', 'busca', 'produto'] as const;
export type LayoutPageName = (typeof LAYOUT_PAGES)[number];

/** What the envelope needs to know of a block (a subset of `BlockSchemaEntry` in engine/layout/define-block.ts). */
export interface LayoutBlockEntry<Props extends z.ZodMiniType = z.ZodMiniType> {
  props: Props;
  acceptsChildren: boolean;
}
export type LayoutBlockMap = Record<string, LayoutBlockEntry>;

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
 * which is why the published JSON Schema is a new file (schemas/json/layout/v3.json).
 */
export const layoutMigrations: readonly Migration[] = [
  { from: 0, to: 1, migrate: copia },
  { from: 1, to: 2, migrate: copia },
  { from: 2, to: 3, migrate: copia },
];

const NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function unknownBlockMessage(value: unknown, valid: readonly string[]): string {
  const list = `(blocos válidos: ${valid.join(', ')})`;
  if (value === undefined) return `campo obrigatório ausente: o tipo do bloco ${list}`;
  if (typeof value !== 'string') return `tipo de bloco deve ser texto ${list}`;
  const suggestion = closest(value, valid);
  return `bloco desconhecido ${JSON.stringify(value)} ${list}${suggestion ? `; você quis dizer "${suggestion}"?` : ''}`;
}

/** Walks every node of a (structurally valid) document, with its JSON path. */
function forEachNode(doc: LayoutDocument, visit: (node: LayoutNode, path: (string | number)[]) => void): void {
  const walk = (nodes: readonly LayoutNode[], path: (string | number)[]) => {
    nodes.forEach((node, i) => {
      visit(node, [...path, i]);
      if (node.children) walk(node.children, [...path, i, 'children']);
    });
  };
  for (const region of LAYOUT_REGIONS) walk(doc.regions[region], ['regions', region]);
  for (const page of LAYOUT_PAGES) walk(doc.pages[page], ['pages', page]);
}

/**
 * Builds the zod/mini schema of the layout document for a block map. Throws when the map is
 * empty (a layout needs at least one block type).
 */
export function createLayoutSchema<Blocks extends LayoutBlockMap>(blocks: Blocks): LayoutSchema<Blocks> {
  const types = Object.keys(blocks).sort();
  if (types.length === 0) throw new Error('createLayoutSchema: o mapa de blocos está vazio');

  const idSchema = z
    .string()
    .check(z.regex(NODE_ID, { error: 'id deve ter de 1 a 64 caracteres: letras, números, "-" ou "_"' }));

  const options = types.map((type) => {
    const entry = blocks[type] as LayoutBlockEntry;
    const shape = {
      type: z.literal(type),
      id: idSchema,
      props: z.prefault(entry.props, {}),
      when: z.optional(gateSchema),
      get children(): z.ZodMiniType {
        return entry.acceptsChildren
          ? z.optional(z.array(node))
          : z.optional(z.never({ error: `o bloco "${type}" não aceita filhos (children)` }));
      },
    };
    return z.strictObject(shape);
  });

  const node: z.ZodMiniType = z.discriminatedUnion(
    'type',
    options as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
    {
      error: (issue) => {
        const input = issue.input;
        if (issue.code === 'invalid_union') {
          const value =
            typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['type'] : input;
          return unknownBlockMessage(value, types);
        }
        return `esperado um bloco { type, id, props?, children?, when? } (blocos válidos: ${types.join(', ')})`;
      },
    },
  );

  const list = z.array(node);
  const document = z
    .strictObject({
      schemaVersion: z.literal(LAYOUT_SCHEMA_VERSION),
      regions: z.strictObject({ header: list, footer: list }),
      pages: z.strictObject({ home: list, categoria: list, busca: list, produto: list }),
    })
    .check(
      z.superRefine((doc, ctx) => {
        const seen = new Map<string, string>();
        forEachNode(doc as unknown as LayoutDocument, (n, path) => {
          const where = path
            .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
            .join('')
            .slice(1);
          const first = seen.get(n.id);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'id'],
              message: `id "${n.id}" repetido (já usado em ${first})`,
              input: n.id,
            });
          } else {
            seen.set(n.id, where);
          }
        });
      }),
    );
  return document as unknown as LayoutSchema<Blocks>;
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

/** All node ids of a valid document (handy for tests and editors). */
export function layoutNodeIds(doc: LayoutDocument<LayoutNode>): string[] {
  const ids: string[] = [];
  forEachNode(doc, (n) => ids.push(n.id));
  return ids;
}

export type { ErroDocumento };
