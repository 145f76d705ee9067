/**
 * Delivery rules of the checkout (spec sections 4 'Delivery type', 'Delivery options' and the
 * free-shipping banner), pure and shared by the server (the options it offers, the fee it charges
 * on submit) and the browser (the choice it shows):
 *
 * - `tiposEntrega`/`tipoEntregaInicial`: DELIVERY or RETIRADA from the supplier's tags.
 * - `datasAgendamento`: the scheduling dates of an option, in Brasília time.
 * - `taxaEntrega`: the fee of an option for an order, with the supplier's free shipping.
 */
import { TAG_DELIVERY, TAG_PICKUP } from './tags';
import { freteGratisAplica, type FreteGratisConfig } from './free-shipping';

export type TipoEntrega = 'DELIVERY' | 'RETIRADA';

/**
 * The types a supplier offers: has-collect gives RETIRADA, has-delivery gives DELIVERY (a supplier
 * with neither tag delivers). DELIVERY first: with both, or only delivery, an order starts as
 * DELIVERY (spec section 4); store-prefers-delivery-with-pickup keeps that order too.
 */
export function tiposEntrega(tags: readonly string[]): TipoEntrega[] {
  const coleta = tags.includes(TAG_PICKUP);
  const entrega = tags.includes(TAG_DELIVERY) || !coleta;
  return [...(entrega ? (['DELIVERY'] as const) : []), ...(coleta ? (['RETIRADA'] as const) : [])];
}

/** Spec section 4: only collect gives RETIRADA; both, or only delivery, give DELIVERY. */
export function tipoEntregaInicial(tags: readonly string[]): TipoEntrega {
  return tiposEntrega(tags)[0]!;
}

/** Spec section 4: "Changing the type resets to the only available one": an unavailable type falls back. */
export function tipoEntregaValido(tags: readonly string[], pedido: TipoEntrega | null | undefined): TipoEntrega {
  const tipos = tiposEntrega(tags);
  return pedido && tipos.includes(pedido) ? pedido : tipos[0]!;
}

/** Brazil has had no daylight saving time since 2019: Brasília time is UTC−3 all year. */
const BRASILIA_MS = -3 * 60 * 60 * 1000;
const DIA_MS = 24 * 60 * 60 * 1000;

export interface RegraAgendamento {
  /** Days from today to the first possible date (0: today). */
  prazo_dias: number;
  /** From this hour (0–24, Brasília time; 24: none) the first date moves a day later. */
  hora_corte: number;
  /** Weekdays with deliveries (0 = Sunday … 6 = Saturday). */
  dias_semana: readonly number[];
  /** How many dates to offer. */
  datas_oferecidas: number;
}

/** A date as 'AAAA-MM-DD'. */
function isoDia(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date in Brasília time, 'AAAA-MM-DD'. */
export function hojeEmBrasilia(agora: Date): string {
  return isoDia(agora.getTime() + BRASILIA_MS);
}

/**
 * The dates an option offers, 'AAAA-MM-DD' in increasing order: from today (Brasília time) plus
 * `prazo_dias`, a day later when the order comes at or after `hora_corte`, the next
 * `datas_oferecidas` days that fall on `dias_semana`. No weekday given: no dates.
 */
export function datasAgendamento(regra: RegraAgendamento, agora: Date): string[] {
  const dias = new Set(regra.dias_semana.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  const quantas = Math.max(0, Math.min(30, Math.trunc(regra.datas_oferecidas)));
  if (dias.size === 0 || quantas === 0) return [];
  const local = agora.getTime() + BRASILIA_MS;
  const hoje = Math.floor(local / DIA_MS) * DIA_MS;
  const hora = new Date(local).getUTCHours();
  const prazo = Math.max(0, Math.trunc(regra.prazo_dias)) + (hora >= regra.hora_corte ? 1 : 0);
  const datas: string[] = [];
  for (let dia = hoje + prazo * DIA_MS; datas.length < quantas; dia += DIA_MS) {
    if (dias.has(new Date(dia).getUTCDay())) datas.push(isoDia(dia));
  }
  return datas;
}

export interface FormaParaTaxa {
  tipo: TipoEntrega;
  taxa_centavos: number;
}

/**
 * The delivery fee of an order, in centavos: none for pickup; none where the supplier's free
 * shipping covers the address's state and the order's total reaches its minimum; else the option's.
 */
export function taxaEntrega(
  forma: FormaParaTaxa,
  totalCentavos: number,
  uf: string | null,
  freteGratis: FreteGratisConfig | null | undefined,
): number {
  if (forma.tipo === 'RETIRADA') return 0;
  if (uf !== null && freteGratisAplica(freteGratis, uf, totalCentavos)) return 0;
  return Math.max(0, Math.trunc(forma.taxa_centavos));
}
