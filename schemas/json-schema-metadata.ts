/**
 * JSON Schema keywords that zod cannot derive from a schema whose rule is code (a `superRefine`):
 * the link pattern and length, the menu's item limit. They go to zod's global registry here, which
 * `z.toJSONSchema` reads, rather than beside the schemas: the registry is then only in the tools
 * that emit JSON Schema (scripts/emit-json-schema.ts), not in the browser's first-view chunk.
 */
import * as z from 'zod/mini';
import { MAX_MENU_ITEMS } from './limits-valores';
import { DOCUMENT_LINK_PATTERN, MAX_LINK_LENGTH, documentLinkSchema } from './link';
import { menuItemsSchema } from './menu';

/** Registers the keywords (idempotent); call before `z.toJSONSchema`. */
export function registerJsonSchemaMetadata(): void {
  if (!z.globalRegistry.has(documentLinkSchema)) {
    z.globalRegistry.add(documentLinkSchema, { pattern: DOCUMENT_LINK_PATTERN.source, maxLength: MAX_LINK_LENGTH });
  }
  if (!z.globalRegistry.has(menuItemsSchema)) z.globalRegistry.add(menuItemsSchema, { maxItems: MAX_MENU_ITEMS });
}
