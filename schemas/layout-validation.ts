/**
 * The full schema of the layout document over a block map (`createLayoutSchema`): every block's
 * props, children, gates, unique ids, where a block may be placed, and the blocks each page type
 * cannot lose (schemas/page-types.ts). Its own module, apart from schemas/layout.ts, because the
 * shopper's browser never needs it (it checks the envelope only): the server, the studio and the
 * default layout's chunk do.
 */
import * as z from 'zod/mini';
import { gateSchema } from './gate';
import { closest } from './errors';
import { LAYOUT_PAGES, LAYOUT_REGIONS, LAYOUT_SCHEMA_VERSION } from './layout';
import type {
  LayoutBlockEntry,
  LayoutBlockMap,
  LayoutDocument,
  LayoutNode,
  LayoutPageName,
  LayoutSchema,
} from './layout';
import { PAGE_TYPE_LAYOUT } from './page-type-layout';

const NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function unknownBlockMessage(value: unknown, valid: readonly string[]): string {
  const list = `(blocos válidos: ${valid.join(', ')})`;
  if (value === undefined) return `campo obrigatório ausente: o tipo do bloco ${list}`;
  if (typeof value !== 'string') return `tipo de bloco deve ser texto ${list}`;
  const suggestion = closest(value, valid);
  return `bloco desconhecido ${JSON.stringify(value)} ${list}${suggestion ? `; você quis dizer "${suggestion}"?` : ''}`;
}

/** Walks every node of a (structurally valid) document, with its JSON path. */
function forEachNode(
  doc: LayoutDocument,
  visit: (node: LayoutNode, path: (string | number)[], where: { page: LayoutPageName | null; gated: boolean }) => void,
): void {
  const walk = (
    nodes: readonly LayoutNode[],
    path: (string | number)[],
    page: LayoutPageName | null,
    gatedAbove: boolean,
  ) => {
    nodes.forEach((node, i) => {
      const gated = gatedAbove || node.when !== undefined;
      visit(node, [...path, i], { page, gated });
      if (node.children) walk(node.children, [...path, i, 'children'], page, gated);
    });
  };
  for (const region of LAYOUT_REGIONS) walk(doc.regions[region], ['regions', region], null, false);
  for (const page of LAYOUT_PAGES) walk(doc.pages[page] ?? [], ['pages', page], page, false);
}

const pathText = (path: readonly (string | number)[]): string =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .slice(1);

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
      pages: z.strictObject(Object.fromEntries(LAYOUT_PAGES.map((page) => [page, list]))),
    })
    .check(
      z.superRefine((doc, ctx) => {
        const seen = new Map<string, string>();
        /** Per page, the required block types shown to everyone. */
        const shown = new Map<LayoutPageName, Set<string>>();
        forEachNode(doc as unknown as LayoutDocument, (n, path, { page, gated }) => {
          const where = pathText(path);
          const allowed = (blocks[n.type] as LayoutBlockEntry | undefined)?.pages;
          if (allowed && (page === null || !allowed.includes(page))) {
            const onde = page === null ? `na região "${String(path[1])}"` : `na página "${page}"`;
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'type'],
              message: `o bloco "${n.type}" não pode ficar ${onde} (só nas páginas: ${allowed.join(', ')})`,
              input: n.type,
            });
          }
          if (page !== null && !gated) {
            const set = shown.get(page) ?? new Set<string>();
            set.add(n.type);
            shown.set(page, set);
          }
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
        for (const page of LAYOUT_PAGES) {
          for (const required of PAGE_TYPE_LAYOUT[page].required) {
            if (!Object.hasOwn(blocks, required) || shown.get(page)?.has(required)) continue;
            ctx.addIssue({
              code: 'custom',
              path: ['pages', page],
              message: `a página "${page}" (${PAGE_TYPE_LAYOUT[page].titulo}) precisa do bloco "${required}", visível para todos (sem condição "when")`,
              input: (doc as unknown as LayoutDocument).pages[page],
            });
          }
        }
      }),
    );
  return document as unknown as LayoutSchema<Blocks>;
}

/** All node ids of a valid document (handy for tests and editors). */
export function layoutNodeIds(doc: LayoutDocument<LayoutNode>): string[] {
  const ids: string[] = [];
  forEachNode(doc, (n) => ids.push(n.id));
  return ids;
}
