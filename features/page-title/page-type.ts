/**
 * The document title of a page type named by the route table (issue 35, item 7): the cart, the
 * account pages, the orders, quick order, combos, the login… ('Carrinho | Loja'); the page chunks'
 * frames call it, off the first view (engine/rules/page-type-title).
 */
import { useUnit } from 'effector-react';
import { $rota } from '#engine/model/navigation';
import { pageTypeTitle } from '#engine/rules/page-type-title';
import type { PageTypeName } from '#schemas/page-types';
import { useDocumentTitle } from './index';

export function usePageTypeTitle(pageType: PageTypeName): void {
  const rota = useUnit($rota);
  useDocumentTitle(pageTypeTitle(pageType, 'slug' in rota ? rota.slug : undefined));
}
