/**
 * The quick-order group's page chunk (page type `pedido-rapido`, `/{slug}/pedido-rapido`): its
 * blocks (`registry`) and the page-level frame around the rendered layout, the page's section and
 * its one h1, 'Pedido rápido'. The page loads nothing on open: the quick-order block asks the
 * server when the buyer checks the lines.
 */
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { usePageTypeTitle } from '#features/page-title/page-type';
import { PageFrame } from '#ui/page';
import { quickOrderBlocks } from './registry';

export const registry = { ...quickOrderBlocks };

export function Frame({ pageType, children }: PageFrameProps) {
  usePageTypeTitle(pageType);
  return (
    <PageFrame titulo="Pedido rápido" tituloId="pedido-rapido-titulo">
      {children}
    </PageFrame>
  );
}
