export { carregarSanitizador, SafeHtml, sanitizadorCarregado } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
