/**
 * DOMPurify, loaded on first use (it is not needed for the first view; SafeHtml imports this
 * module lazily too). Every HTML string from the API goes through the sanitizer before it
 * reaches the DOM.
 *
 * Safety net: after loading, DOMPurify is checked against a canary (a script tag and an event
 * handler). If the environment's DOM does not let it clean them (DOMPurify unsupported, or a
 * non-conforming DOM such as some test environments), the sanitizer degrades to "plain text
 * only": tags are stripped and the text is HTML-escaped. Unsanitised HTML is never returned.
 */
import type { Config, DOMPurify } from 'dompurify';
import { stripHtml } from '#engine/rules/names';

/**
 * Tags and attributes allowed in API HTML (product messages, descriptions, static texts). Issue 27:
 * no `id` nor `name` (HTML from the ERP must not clobber the page's own elements or globals) and
 * no `srcset`; an image from another origin is dropped by the hook below (it would tell a third
 * party who looks at the product, and the CSP would block it anyway).
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'source'],
  FORBID_ATTR: ['style', 'id', 'name', 'srcset'],
  // Links may open a new tab; the hook below adds rel="noopener noreferrer" to them.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

export interface Sanitizer {
  /** 'dompurify' when DOMPurify passed the canary; 'text' when only plain text can be rendered. */
  mode: 'dompurify' | 'text';
  /** Returns HTML that is safe to insert. */
  sanitize: (html: string) => string;
}

// The handler attribute is a made-up `on…` name: a real one (onerror) makes Chromium report a
// Content-Security-Policy violation ('script-src-attr none') while DOMParser parses the canary,
// an error in the console of every page that loads the sanitizer. DOMPurify must drop it all the same.
const CANARY = '<p>ok<script>alert(1)</script><img src="x" oncanary="alert(1)"><a href="javascript:alert(1)">l</a></p>';

/** Whether an image address is this origin's (a path, or an absolute URL on this origin) or inline data. */
export function imagemPropria(src: string | null, origem: string = globalThis.location?.origin ?? ''): boolean {
  if (src === null) return true; // no source, nothing is fetched
  const valor = src.trim();
  if (valor === '') return true;
  if (/^data:image\//i.test(valor)) return true;
  if (valor.startsWith('//') || valor.startsWith('\\')) return false;
  try {
    const base = origem !== '' && origem !== 'null' ? origem : 'http://esta-loja.invalid';
    return new URL(valor, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** Escapes text for insertion as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The fallback: plain text of the HTML, escaped. */
export const textOnlySanitizer: Sanitizer = { mode: 'text', sanitize: (html) => escapeHtml(stripHtml(html)) };

/** Wraps a DOMPurify instance with the shared configuration, or the text-only fallback if it fails the canary. */
export function createSanitizer(purify: DOMPurify): Sanitizer {
  if (!purify.isSupported) return textOnlySanitizer;
  purify.removeHook('afterSanitizeAttributes');
  // Links that open a new tab must not get a handle on this window.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    // Images only from this origin (a path of this shop) or inline data: anything else is removed.
    if (node.tagName === 'IMG' && !imagemPropria(node.getAttribute('src'))) node.remove();
  });
  const sanitize = (html: string) =>
    purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  let probe: string;
  try {
    probe = sanitize(CANARY);
  } catch {
    return textOnlySanitizer;
  }
  if (/<script|oncanary|javascript:/i.test(probe)) {
    console.error('[safe-html] DOMPurify não limpou o HTML de teste neste ambiente; exibindo apenas texto');
    return textOnlySanitizer;
  }
  return { mode: 'dompurify', sanitize };
}

let loading: Promise<Sanitizer> | null = null;

/** Loads DOMPurify once (a failed load falls back to text only); later calls share the promise. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify')
    .then((mod) => createSanitizer(mod.default))
    .catch((error: unknown) => {
      console.error('[safe-html] não foi possível carregar o DOMPurify; exibindo apenas texto', error);
      return textOnlySanitizer;
    });
  return loading;
}

/** Loads the sanitizer if needed and cleans `html`. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer()).sanitize(html);
}
