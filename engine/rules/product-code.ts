/**
 * The supplier's product code as the buyer reads it (issue 35, item 1): the code quick order
 * takes (`idcadastroextraproduto`, the supplier's own product number) on the product page, the
 * cart line, the order, its receipt and the desk's export, so a B2B buyer can learn it from any
 * of them and order by it. (The product card writes the same words inline: it is in the first view.)
 */

/** 'Cód. 510001'. */
export function productCodeLabel(codigo: number | string): string {
  return `Cód. ${codigo}`;
}
