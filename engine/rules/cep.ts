/** CEP, the Brazilian postal code (8 digits). */

/** Spec: the address cep is stored with hyphens removed ('01310-100' → '01310100'; spaces and dots too). */
export function normalizeCep(cep: string): string {
  return cep.replace(/[-.\s]+/g, '');
}

/** True for a CEP of exactly 8 digits once normalised. */
export function isValidCep(cep: string): boolean {
  return /^\d{8}$/.test(normalizeCep(cep));
}

/** '01310100' → '01310-100'. Throws for anything that is not 8 digits once normalised. */
export function formatCep(cep: string): string {
  const n = normalizeCep(cep);
  if (!/^\d{8}$/.test(n)) throw new RangeError(`CEP deve ter 8 dígitos: "${cep}"`);
  return `${n.slice(0, 5)}-${n.slice(5)}`;
}
