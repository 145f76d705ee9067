/**
 * Demo subscription types (migration 0019): Aurora sells groceries a family buys again every week,
 * fortnight or month; ConstruForte (building materials, bought per job) offers none. Fixed ids (a
 * re-seed writes the same rows: Maria's subscription orders name the fortnightly type).
 */
import type { Insertable } from 'kysely';
import type { TiposAssinaturaTable } from '../../modules/assinaturas/tables';
import { AURORA_ID } from './fornecedores';

export const TIPOS_ASSINATURA_DEMO: readonly Insertable<TiposAssinaturaTable>[] = [
  {
    idtipoassinatura: 1,
    idfornecedor: AURORA_ID,
    nome: 'Semanal',
    descricao: 'O mesmo pedido toda semana.',
    intervalo_dias: 7,
    ordem: 1,
  },
  {
    idtipoassinatura: 2,
    idfornecedor: AURORA_ID,
    nome: 'Quinzenal',
    descricao: 'O mesmo pedido a cada 15 dias.',
    intervalo_dias: 15,
    ordem: 2,
  },
  {
    idtipoassinatura: 3,
    idfornecedor: AURORA_ID,
    nome: 'Mensal',
    descricao: 'O mesmo pedido todo mês.',
    intervalo_dias: 30,
    ordem: 3,
  },
];
