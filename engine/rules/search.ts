/**
 * The catalogue search text as the spec sends it (section 7: `sk`, search text with '&'
 * removed): '&' becomes a space, runs of white space collapse to one, the ends are trimmed.
 * The browser cleans what the shopper typed; the server cleans `sk` again, so both agree.
 */

/** ' café  & leite ' → 'café leite'. Idempotent. */
export function cleanSearch(text: string): string {
  return text.replace(/&/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The cleaned search, or undefined when nothing is left (no search). */
export function searchQuery(text: string | null | undefined): string | undefined {
  if (typeof text !== 'string') return undefined;
  const cleaned = cleanSearch(text);
  return cleaned === '' ? undefined : cleaned;
}
