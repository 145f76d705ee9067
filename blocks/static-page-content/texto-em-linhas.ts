import { stripHtml } from '#engine/rules/names';

/** Block-level ends (paragraphs, headings, list items, line breaks) that start a new line of the plain text. */
const FIM_DE_BLOCO = /<\/(?:p|h[1-6]|li|div|tr|blockquote)\s*>|<br\s*\/?>/gi;

/**
 * The plain text of a page's HTML with one line per block: what SafeHtml shows until DOMPurify is
 * there (the server's HTML, a browser without JavaScript, a crawler), instead of one run-on line.
 */
export function textoEmLinhas(html: string): string {
  return html
    .split(FIM_DE_BLOCO)
    .map((bloco) => stripHtml(bloco))
    .filter((linha) => linha !== '')
    .join('\n');
}
