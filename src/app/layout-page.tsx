/**
 * A page made of the supplier's layout blocks: `pages[page]` of the layout document, rendered
 * through the first view's blocks (blocks/registry.ts) plus, for a page type outside the first
 * view, its chunk's blocks, inside its chunk's `Frame` (the page-level part: load on open, the
 * loading / empty / error states, the page's h1).
 *
 * Every page has exactly one h1: on categoria and busca it is the catalogue grid's title (the
 * category's name, the search); on the home page, whose blocks are all sections (h2), it is the
 * supplier's name, visually hidden (the header already shows it as the logo's link); on the other
 * pages, their Frame's.
 */
import { useUnit } from 'effector-react';
import { useOutletContext } from 'react-router';
import { blockRegistry } from '#blocks/registry';
import type { PageChunk } from '#engine/layout/page-chunk';
import { LayoutRegion } from '#engine/layout/renderer';
import type { BlockRegistry } from '#engine/layout/renderer';
import type { LayoutDocument } from '#schemas/layout';
import type { PageTypeName } from '#schemas/page-types';
import { $gateContext } from '#engine/model/storefront';
import { $fornecedor } from '#engine/model/supplier';
import { visuallyHidden } from '#themes/global.css';

/** Each chunk's blocks with the first view's, made once per registry the chunk gives (a chunk that loads its blocks per page type gives a new one after each: PageChunk.prepare). */
const registries = new WeakMap<BlockRegistry, BlockRegistry>();
function registryOf(chunk: PageChunk): BlockRegistry {
  let registry = registries.get(chunk.registry);
  if (!registry) {
    registry = { ...blockRegistry, ...chunk.registry };
    registries.set(chunk.registry, registry);
  }
  return registry;
}

export function LayoutPage({ page, chunk }: { page: PageTypeName; chunk?: PageChunk }) {
  const layout = useOutletContext<LayoutDocument>();
  const [gate, fornecedor] = useUnit([$gateContext, $fornecedor]);
  const nodes = (
    <LayoutRegion nodes={layout.pages[page]} registry={chunk ? registryOf(chunk) : blockRegistry} context={gate} />
  );
  if (chunk) {
    const { Frame } = chunk;
    return <Frame pageType={page}>{nodes}</Frame>;
  }
  return (
    <>
      {page === 'home' && fornecedor ? <h1 className={visuallyHidden}>{fornecedor.nome}</h1> : null}
      {nodes}
    </>
  );
}
