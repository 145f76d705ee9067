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

/** 'EAN 7890005100013' (issue 35 item 1: beside the code where the product has one). */
export function productEanLabel(ean: string): string {
  return `EAN ${ean}`;
}

/** 'Cód. 510001 · EAN 7890005100013', or the code alone for a product with no EAN. */
export function productCodesLabel(codigo: number | string, ean: string | null | undefined): string {
  return ean ? `${productCodeLabel(codigo)} · ${productEanLabel(ean)}` : productCodeLabel(codigo);
}

/**
 * A GTIN's digits (7, 11, 12 or 13 of them) with their GS1 check digit added: from the right, the
 * digits weigh 3, 1, 3, …; the check digit takes the sum to a multiple of 10.
 */
export function withEanCheckDigit(digitos: string): string {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) soma += Number(digitos[digitos.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${digitos}${(10 - (soma % 10)) % 10}`;
}

/** Whether a GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) has its right check digit. */
export function isValidEan(ean: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(ean) && withEanCheckDigit(ean.slice(0, -1)) === ean;
}
