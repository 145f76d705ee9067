// @ts-check
/**
 * `route-table/patterns`: a storefront route is written once, in the route table
 * (schemas/page-types.ts). Elsewhere a link is made with `pageLink(base, 'carrinho')` (or the
 * model's `rotas.*`, made from it), never written out: it refuses
 *   - a template literal that continues its first expression with a route's first segment
 *     (`${base}/pedido-rapido`, `/${slug}/produto/${x}`);
 *   - a string that is a route pattern with a parameter (`'produto/:slug'`).
 * The segments are read from the table itself, so a new page type is covered when it is declared.
 * Proved by scripts/lint-boundaries.test.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TABLE = fileURLToPath(new URL('../schemas/page-types.ts', import.meta.url));

/** Every route pattern of the table: the page types', the system routes' and the later pages'. */
export function routePatterns(source = readFileSync(TABLE, 'utf8')) {
  const patterns = new Set();
  for (const match of source.matchAll(/page\('[^']+',\s*\[([^\]]*)\]/g))
    for (const path of match[1].matchAll(/'([^']*)'/g)) patterns.add(path[1]);
  const system = /SYSTEM_ROUTES = \{([^}]*)\}/.exec(source);
  if (system) for (const path of system[1].matchAll(/:\s*'([^']*)'/g)) patterns.add(path[1]);
  for (const path of source.matchAll(/path: '([^']*)'/g)) patterns.add(path[1]);
  return [...patterns];
}

const SEGMENTS = new Set(
  routePatterns()
    .map((pattern) => pattern.split('/')[0])
    // The back-office ('painel/*') is an app of its own under its splat, with its own routes.
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== 'painel'),
);

const MESSAGE =
  'Write no storefront route here: link with pageLink(base, pageType) from #schemas/page-types (or rotas.* of #engine/model/navigation); routes are declared once, in the route table (schemas/page-types.ts).';

/** @type {import('eslint').Rule.RuleModule} */
const patterns = {
  meta: {
    type: 'problem',
    docs: { description: 'Storefront routes are written only in the route table (schemas/page-types.ts).' },
    schema: [],
    messages: { route: MESSAGE },
  },
  create(context) {
    return {
      TemplateLiteral(node) {
        // What follows the first expression (the supplier's base: `${base}/carrinho`, `/${slug}/produto/…`).
        const quasi = node.quasis[1];
        if (!quasi) return;
        const text = quasi.value.cooked ?? quasi.value.raw;
        const segment = /^\/([a-z-]+)(?=$|[/?#])/.exec(text)?.[1];
        if (segment && SEGMENTS.has(segment)) context.report({ node: quasi, messageId: 'route' });
      },
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const value = node.value.replace(/^\//, '');
        const segment = value.split('/')[0] ?? '';
        if (/(^|\/):[A-Za-z]/.test(value) && (SEGMENTS.has(segment) || segment.startsWith(':idfornecedor')))
          context.report({ node, messageId: 'route' });
      },
    };
  },
};

export const routeTable = { meta: { name: 'route-table' }, rules: { patterns } };
