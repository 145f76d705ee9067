export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
