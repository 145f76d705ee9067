/**
 * What a page type's lazily loaded chunk (`blocks/groups/<group>/page.tsx`) exports: its blocks
 * and the frame around the page's rendered layout. The app's route for the page type
 * (src/app/layout-route.tsx) loads the chunk, renders the page's nodes of the supplier's layout
 * through the first view's blocks plus the chunk's, inside `Frame`.
 */
import type { ComponentType, ReactNode } from 'react';
import type { PageTypeName } from '#schemas/page-types';
import type { BlockRegistry } from './renderer';

export interface PageFrameProps {
  /** The page type being shown (a chunk may serve several: pedidos, pedido, submissao). */
  pageType: PageTypeName;
  /** The page's layout nodes, rendered. */
  children: ReactNode;
}

export interface PageChunk {
  registry: BlockRegistry;
  /** The page-level part: load on open, the loading / empty / error state, the page's one h1. */
  Frame: ComponentType<PageFrameProps>;
  /**
   * For a chunk that loads its blocks per page type (the account chunk): loads `pageType`'s into
   * `registry`. Awaited with the chunk, before the page renders (server and browser alike).
   */
  prepare?(pageType: PageTypeName): Promise<void>;
}
