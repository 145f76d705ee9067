/**
 * Invoices and titles (issue 28, item 3; spec sections 2 'Invoices and titles' and 3 'Invoices'):
 * the pure rules both sides share, so the checkout's disabled method and the server's refusal say
 * the same thing from the same numbers.
 *
 * - A title's date rules in Brasília time (America/Sao_Paulo): 'vencido' from the day after its
 *   due date, 'a vencer' through the due date itself, 'pago' once paid.
 * - The updated value of an overdue title (its boleto's second copy): the supplier's fine (multa,
 *   in basis points of the value, once) and interest (juros, in basis points a day, or a month
 *   pro rata over 30 days), each rounded half up to the centavo on exact integers (BigInt), never
 *   less than the original value and never falling as the days late grow.
 * - The titles an order paid 'a prazo' makes: one per term of the method (28, or 28/56/84 days
 *   from the order's day), the total split in whole centavos (the first instalments carry the
 *   remainder), which sum to the total.
 * - The credit limit: available = total − open titles (never below zero); an 'a prazo' order
 *   passes when its total fits the available limit; otherwise the pt-BR refusal.
 *
 * Every function that reads the clock takes `agora: Date`; none reads it itself.
 */
import { formatBRL } from './money';

export const FUSO_BRASILIA = 'America/Sao_Paulo';
const DIA_MS = 86_400_000;

export type SituacaoTitulo = 'vencido' | 'a_vencer' | 'pago';
export type PeriodoJuros = 'dia' | 'mes';

/** The supplier's charges on an overdue title. */
export interface EncargosAtraso {
  /** Fine, in hundredths of a percent of the value (200 = 2 %), charged once from the first day late. */
  multaPontosBase: number;
  /** Interest, in hundredths of a percent per `jurosPeriodo` (100 = 1 %), simple, pro rata per day. */
  jurosPontosBase: number;
  /** 'dia': the rate is per day; 'mes': per month of 30 days, charged pro rata per day. */
  jurosPeriodo: PeriodoJuros;
}

export interface ValorAtualizado {
  diasAtraso: number;
  valorOriginalCentavos: number;
  multaCentavos: number;
  jurosCentavos: number;
  totalCentavos: number;
}

const formatoData = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_BRASILIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'AAAA-MM-DD' of an instant in Brasília. */
export function dataBrasilia(agora: Date): string {
  return formatoData.format(agora);
}

function diaUtc(dataIso: string): number {
  const [a, m, d] = dataIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Date.UTC(a, m - 1, d);
}

/** `dataIso` plus `dias` calendar days ('AAAA-MM-DD'). */
export function somarDias(dataIso: string, dias: number): string {
  return new Date(diaUtc(dataIso) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `de` to `ate` (negative when `ate` is earlier). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((diaUtc(ate) - diaUtc(de)) / DIA_MS);
}

/** Days late of a title due on `vencimento`, at `agora` in Brasília (0 through the due date). */
export function diasAtraso(vencimento: string, agora: Date): number {
  return Math.max(0, diasEntre(vencimento, dataBrasilia(agora)));
}

/** 'pago', else 'vencido' from the day after the due date in Brasília, else 'a_vencer'. */
export function situacaoTitulo(titulo: { vencimento: string; pago: boolean }, agora: Date): SituacaoTitulo {
  if (titulo.pago) return 'pago';
  return diasAtraso(titulo.vencimento, agora) > 0 ? 'vencido' : 'a_vencer';
}

export const ROTULO_SITUACAO: Record<SituacaoTitulo, string> = {
  vencido: 'Vencido',
  a_vencer: 'A vencer',
  pago: 'Pago',
};

/** round(numerador / denominador), half up, on non-negative BigInts. */
function dividirArredondando(numerador: bigint, denominador: bigint): bigint {
  return (2n * numerador + denominador) / (2n * denominador);
}

function inteiroNaoNegativo(valor: number, nome: string): bigint {
  if (!Number.isSafeInteger(valor) || valor < 0) throw new RangeError(`${nome} inválido: ${String(valor)}`);
  return BigInt(valor);
}

/**
 * The value of a title paid `dias` days late: the original, plus the fine once (from the first
 * day late), plus the interest over the days late, each rounded to the centavo.
 */
export function valorComEncargos(valorCentavos: number, dias: number, encargos: EncargosAtraso): ValorAtualizado {
  const valor = inteiroNaoNegativo(valorCentavos, 'Valor');
  const d = inteiroNaoNegativo(dias, 'Dias de atraso');
  const multaBp = inteiroNaoNegativo(encargos.multaPontosBase, 'Multa');
  const jurosBp = inteiroNaoNegativo(encargos.jurosPontosBase, 'Juros');
  if (d === 0n) {
    return {
      diasAtraso: 0,
      valorOriginalCentavos: valorCentavos,
      multaCentavos: 0,
      jurosCentavos: 0,
      totalCentavos: valorCentavos,
    };
  }
  const multa = dividirArredondando(valor * multaBp, 10_000n);
  const porPeriodo = encargos.jurosPeriodo === 'mes' ? 30n : 1n;
  const juros = dividirArredondando(valor * jurosBp * d, 10_000n * porPeriodo);
  const total = valor + multa + juros;
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Valor atualizado fora do intervalo');
  return {
    diasAtraso: dias,
    valorOriginalCentavos: valorCentavos,
    multaCentavos: Number(multa),
    jurosCentavos: Number(juros),
    totalCentavos: Number(total),
  };
}

/** The updated value of a title due on `vencimento`, at `agora` in Brasília. */
export function valorAtualizado(
  titulo: { valorCentavos: number; vencimento: string },
  encargos: EncargosAtraso,
  agora: Date,
): ValorAtualizado {
  return valorComEncargos(titulo.valorCentavos, diasAtraso(titulo.vencimento, agora), encargos);
}

export interface ParcelaTitulo {
  /** 1-based. */
  parcela: number;
  totalParcelas: number;
  vencimento: string;
  valorCentavos: number;
}

/**
 * The titles of an order of `totalCentavos` paid 'a prazo' with these terms (days after the order's
 * day in Brasília, e.g. [28] or [28, 56, 84]): one per term, the total split in whole centavos,
 * the first instalments one centavo more until the remainder is spent.
 */
export function parcelasDoPrazo(totalCentavos: number, prazosDias: readonly number[], agora: Date): ParcelaTitulo[] {
  inteiroNaoNegativo(totalCentavos, 'Total');
  const prazos = prazosDias.length > 0 ? prazosDias : [0];
  const n = prazos.length;
  const base = Math.floor(totalCentavos / n);
  const resto = totalCentavos - base * n;
  const hoje = dataBrasilia(agora);
  return prazos.map((dias, i) => ({
    parcela: i + 1,
    totalParcelas: n,
    vencimento: somarDias(hoje, dias),
    valorCentavos: base + (i < resto ? 1 : 0),
  }));
}

/** The available credit: total − the open titles' values, never below zero. */
export function limiteDisponivel(limiteTotalCentavos: number, abertosCentavos: readonly number[]): number {
  const emAberto = abertosCentavos.reduce((soma, v) => soma + v, 0);
  return Math.max(0, limiteTotalCentavos - emAberto);
}

/** The refusal of an 'a prazo' order past the available limit (pt-BR, with the amount available). */
export function mensagemLimiteExcedido(disponivelCentavos: number): string {
  return `Este pedido passa do seu limite de crédito disponível (${formatBRL(disponivelCentavos)}). Escolha outra forma de pagamento.`;
}

export const CODIGO_LIMITE_EXCEDIDO = 'pagamento.limite-excedido';

export type ChecagemLimite = { ok: true } | { ok: false; mensagem: string; codigo: typeof CODIGO_LIMITE_EXCEDIDO };

/**
 * May an order of `totalCentavos` be paid with a method? Only an 'a prazo' method is bound by the
 * credit limit: it passes when the total fits what is available.
 */
export function checarLimite(pedido: {
  aPrazo: boolean;
  totalCentavos: number;
  disponivelCentavos: number;
}): ChecagemLimite {
  if (!pedido.aPrazo || pedido.totalCentavos <= pedido.disponivelCentavos) return { ok: true };
  return {
    ok: false,
    mensagem: mensagemLimiteExcedido(Math.max(0, pedido.disponivelCentavos)),
    codigo: CODIGO_LIMITE_EXCEDIDO,
  };
}

/** 'Vence em 12/01/2026' style date ('DD/MM/AAAA' of 'AAAA-MM-DD'). */
export function dataBr(dataIso: string): string {
  const [a, m, d] = dataIso.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}
