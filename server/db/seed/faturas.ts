/**
 * Demo invoices and titles (migrations 0039 and 0041; issue 28): Aurora charges 2 % fine and 1 %
 * a month of interest (pro rata per day) on an overdue title; Maria (client 1) has a credit limit of
 * R$ 2.000,00 at Aurora and three open titles: one overdue (R$ 350,00, due 10 days before the
 * seeding day) and two upcoming (R$ 420,00 each, due 8 and 36 days after it), so R$ 810,00 is
 * available. The dates are relative to the seeding day in Brasília, so the titles stay overdue
 * and upcoming on a freshly seeded database (re-seeding the same day writes the same rows).
 * Fixed ids, as the other demo rows.
 */
import type { Insertable } from 'kysely';
import { dataBrasilia, somarDias } from '#engine/rules/faturas';
import type { FaturasConfigTable, LimitesCreditoTable, TitulosTable } from '../../modules/faturas/tables';
import { AURORA_ID } from './fornecedores';

const MARIA = 1;

export const FATURAS_CONFIG_DEMO: readonly Insertable<FaturasConfigTable>[] = [
  { idfornecedor: AURORA_ID, multa_pontos_base: 200, juros_pontos_base: 100, juros_periodo: 'mes' },
];

export const LIMITES_CREDITO_DEMO: readonly Insertable<LimitesCreditoTable>[] = [
  {
    idfornecedor: AURORA_ID,
    idcliente: MARIA,
    limite_centavos: 200_000,
    atualizado_em: new Date('2026-01-15T12:00:00.000Z'),
  },
];

/** Maria's titles at Aurora, their due dates counted from `agora`'s day in Brasília. */
export function titulosDemo(agora: Date): Insertable<TitulosTable>[] {
  const hoje = dataBrasilia(agora);
  const titulo = (idtitulo: number, numero: string, parcela: number, de: number, dias: number, valor: number) => {
    const vencimento = somarDias(hoje, dias);
    return {
      idtitulo,
      idfornecedor: AURORA_ID,
      idcliente: MARIA,
      numpedido: null,
      numero,
      parcela,
      total_parcelas: de,
      vencimento,
      valor_centavos: valor,
      // Issued 28 days before its due date (noon in Brasília), like an order paid 'a prazo'.
      criado_em: new Date(`${somarDias(vencimento, -28 * parcela)}T15:00:00.000Z`),
    };
  };
  return [
    titulo(1, 'NF 4512', 1, 1, -10, 35_000),
    titulo(2, 'NF 4530-1/2', 1, 2, 8, 42_000),
    titulo(3, 'NF 4530-2/2', 2, 2, 36, 42_000),
  ];
}
