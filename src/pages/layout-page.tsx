/**
 * A page made of the supplier's layout blocks (home, categoria, busca).
 *
 * Every page has exactly one h1: on categoria and busca it is the catalogue grid's title (the
 * category's name, the search); on the home page, whose blocks are all sections (h2), it is the
 * supplier's name, visually hidden (the header already shows it as the logo's link).
 */
import { useUnit } from 'effector-react';
import { useOutletContext } from 'react-router';
import { blockRegistry } from '#blocks/registry';
import type { StoredLayoutDocument } from '#blocks/layout-schema';
import { LayoutRegion } from '#engine/layout/renderer';
import type { LayoutPageName } from '#schemas/layout';
import { $gateContext } from '#engine/model/storefront';
import { $fornecedor } from '#engine/model/supplier';
import { visuallyHidden } from '#themes/global.css';

export function LayoutPage({ page }: { page: LayoutPageName }) {
  const layout = useOutletContext<StoredLayoutDocument>();
  const [gate, fornecedor] = useUnit([$gateContext, $fornecedor]);
  return (
    <>
      {page === 'home' && fornecedor ? <h1 className={visuallyHidden}>{fornecedor.nome}</h1> : null}
      <LayoutRegion nodes={layout.pages[page]} registry={blockRegistry} context={gate} />
    </>
  );
}
