/**
 * The name in the document title of a page type with no name of its own in its data (issue 35,
 * item 7): the cart, the account pages, the orders, the lists… ('Carrinho | Loja', 'Meus
 * endereços | Loja'); one order names its number ('Pedido 100001 | Loja'). It is the page type's
 * pt-BR name (schemas/page-type-layout.ts, the studio's page list), so a page is called the same
 * everywhere. A module of its own, off the first view (the category and search pages, which are on
 * it, are named by their category and search text: ./page-title.ts).
 */
import { PAGE_TYPE_LAYOUT } from '#schemas/page-type-layout';
import type { PageTypeName } from '#schemas/page-types';

export function pageTypeTitle(tipo: PageTypeName, param?: string): string {
  const nome = PAGE_TYPE_LAYOUT[tipo].titulo;
  return tipo === 'pedido' && param ? `${nome} ${param}` : nome;
}
