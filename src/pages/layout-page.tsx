/** A page made of the supplier's layout blocks (home, categoria, busca). */
import { useUnit } from 'effector-react';
import { useOutletContext } from 'react-router';
import { blockRegistry } from '../../blocks/registry';
import type { StoredLayoutDocument } from '../../blocks/layout-schema';
import { LayoutRegion } from '../../engine/layout/renderer';
import type { LayoutPageName } from '../../schemas/layout';
import { $gateContext } from '../../engine/model/storefront';

export function LayoutPage({ page }: { page: LayoutPageName }) {
  const layout = useOutletContext<StoredLayoutDocument>();
  const gate = useUnit($gateContext);
  return <LayoutRegion nodes={layout.pages[page]} registry={blockRegistry} context={gate} />;
}
