/** Name rules of spec section 5. */

/**
 * Full name is valid only with at least two words. A word is a run of non-space characters that
 * contains at least one letter (so 'Ana 1' or 'Ana .' are not full names).
 */
export function isValidFullName(name: string): boolean {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return words.length >= 2;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/**
 * Tags and comments removed and the content of <script>/<style> dropped; entities left as they are
 * (the server decodes every one of them with a maintained library, server/shared/plain-text.ts).
 */
export function stripTags(html: string): string {
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ');
  return withoutBlocks.replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, ' ');
}

/**
 * Product names are stripped of HTML (spec section 5): tags and comments removed, the content of
 * <script>/<style> dropped, entities decoded, whitespace collapsed. The result is plain text: render
 * it as text (React escapes it), never as HTML. Pure, works on the server too.
 *
 * The server already sends product names as plain text, with every HTML entity decoded by the
 * `entities` library (server/shared/plain-text.ts); this small browser-side pass (the entities
 * markup uses most) guards text from other sources, without the library's tables in the first view.
 */
export function stripHtml(html: string): string {
  return decodeEntities(stripTags(html)).replace(/\s+/g, ' ').trim();
}
