/**
 * Subscription types (spec sections 3 "Cart" `assinaturas`, `assinaturaSelecionada`, and 5): a cart
 * may become a subscription, repeated every `intervalo_dias` days. Pure; the server decides the
 * type the cart carries, the browser shows it.
 */

export interface TipoAssinatura {
  idtipoassinatura: number;
  nome: string;
  intervalo_dias: number;
}

/** `idtipoassinatura` 0 on a cart save: no subscription (a one-off order). */
export const SEM_ASSINATURA = 0;

/**
 * The type a cart carries for a requested id: none for null or 0; the type when the supplier has
 * it; otherwise the first type (spec section 5: "The subscription choice falls back to the first
 * type if the id is not found"), or none when the supplier has no types.
 */
export function escolherTipoAssinatura<T extends TipoAssinatura>(tipos: readonly T[], id: number | null): T | null {
  if (id === null || id === SEM_ASSINATURA) return null;
  return tipos.find((t) => t.idtipoassinatura === id) ?? tipos[0] ?? null;
}

/** The cart's recurrence notice (`meta_info.recorrencia.mensagem`), pt-BR. */
export function mensagemRecorrencia(tipo: TipoAssinatura): string {
  const dias = tipo.intervalo_dias === 1 ? 'todo dia' : `a cada ${tipo.intervalo_dias} dias`;
  return `Assinatura ${tipo.nome.toLowerCase()}: este pedido será repetido ${dias}, até você cancelar.`;
}
