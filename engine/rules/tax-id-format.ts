/**
 * The tax id formatting the first view needs (the footer's CNPJ), apart from the validators of
 * tax-ids.ts (which re-exports these) so that the storefront's entry chunk carries only these
 * lines: the bundler keeps a module whole in the chunk it lands in.
 */

/** Keeps only the digits of a text ('529.982.247-25' → '52998224725'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Strips punctuation and upper-cases a CNPJ (alphanumeric CNPJs may arrive in lower case). */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]+/g, '');
}

/** '11222333000181' → '11.222.333/0001-81'. Throws when the value does not have 14 characters. */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== 14) throw new RangeError(`CNPJ deve ter 14 caracteres: "${value}"`);
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
