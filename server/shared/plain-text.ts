/**
 * Text that may carry HTML (product names from an ERP, spec section 5 "product names are stripped
 * of HTML") → plain text: tags, comments and <script>/<style> removed (engine/rules/names), then
 * every HTML entity decoded by the maintained `entities` library (the whole HTML5 table, numeric
 * references, legacy entities without ';'), whitespace collapsed. Done once on the server, so the
 * browser receives names as plain text and renders them as text.
 */
import { decodeHTML } from 'entities';
import { stripTags } from '#engine/rules/names';

export function plainText(html: string): string {
  return decodeHTML(stripTags(html)).replace(/\s+/g, ' ').trim();
}
