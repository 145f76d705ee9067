export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { SANITIZE_CONFIG, createSanitizer, escapeHtml, loadSanitizer, sanitizeHtml, textOnlySanitizer } from './sanitize';
export type { Sanitizer } from './sanitize';
