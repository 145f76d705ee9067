/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(valor: string): string {
  return valor
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An absolute http(s) URL, or null: what may go into an href/src of a message. */
export function safeUrl(valor: string | null | undefined, base: string): string | null {
  if (!valor) return null;
  try {
    const url = new URL(valor, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
