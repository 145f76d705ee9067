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

/** A subscription's status (spec section 2 "Subscriptions": details, cancel). */
export type StatusAssinatura = 'ativa' | 'cancelada';

const DIA_BRASILIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Brasília time, 'AAAA-MM-DD' (subscriptions fall due by day). */
export function diaEmBrasilia(instante: Date): string {
  return DIA_BRASILIA.format(instante);
}

/** 'AAAA-MM-DD' plus `dias` calendar days. */
export function somarDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * The next date of a subscription after its order of `devida`: one interval later, and past
 * `hoje` (a server that was off for several intervals makes one order, not one per missed date).
 */
export function proximaDataAssinatura(devida: string, intervaloDias: number, hoje: string): string {
  let proxima = somarDias(devida, intervaloDias);
  while (proxima <= hoje) proxima = somarDias(proxima, intervaloDias);
  return proxima;
}

/** 'AAAA-MM-DD' as pt-BR 'DD/MM/AAAA'. */
export function formatarDia(dia: string): string {
  const [a, m, d] = dia.split('-');
  return `${d}/${m}/${a}`;
}

/**
 * The lines whose unit price rose more than `limitePercentual` % over the subscribed price
 * (centavos): the scheduler does not place such an order (the customer is told why).
 */
export function precosAcimaDoLimite<T extends { precoAssinado: number; precoAtual: number }>(
  linhas: readonly T[],
  limitePercentual: number,
): T[] {
  return linhas.filter((l) => l.precoAssinado > 0 && l.precoAtual * 100 > l.precoAssinado * (100 + limitePercentual));
}
