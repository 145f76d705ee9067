/**
 * HTML from the API (e.g. `mensagemcardproduto`) is rendered only through the app's safe-HTML
 * component (DOMPurify, in src/ui). Blocks may not import src/, so the app provides its renderer
 * through this context; without a provider the HTML is shown as plain text (tags stripped).
 */
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import { stripHtml } from '../../engine/rules/names';

export interface HtmlRendererProps {
  html: string;
  className?: string;
}

export type HtmlRenderer = ComponentType<HtmlRendererProps>;

export function PlainTextHtml({ html, className }: HtmlRendererProps) {
  return <span className={className}>{stripHtml(html)}</span>;
}

export const HtmlRendererContext = createContext<HtmlRenderer>(PlainTextHtml);

export function RichText(props: HtmlRendererProps) {
  const Renderer = useContext(HtmlRendererContext);
  return <Renderer {...props} />;
}
