/**
 * Demo price lists per client (issue 33, item 3; migration 0052): ConstruForte's 'Tabela B —
 * Construtoras' (ERP code TABELA-B) names Maria (her registration there has the ERP code
 * CF-MARIA), so once logged in at ConstruForte she buys three cements at the list's prices, its
 * wholesale rule and tiers; every other client, and every other product, keeps the supplier's list
 * price. Ids are fixed, so the seed is the same every run.
 */
import type { Insertable } from 'kysely';
import type {
  ListasPrecoClientesTable,
  ListasPrecoItensTable,
  ListasPrecoTable,
} from '../../modules/listas-preco/tables';
import { CONSTRUFORTE_ID } from './fornecedores';

/** Maria's registration at ConstruForte (demo-accounts.ts) and its ERP code. */
export const CADASTRO_MARIA_CONSTRUFORTE = { idcadastroextracliente: 2, cod_erp: 'CF-MARIA' } as const;

export const LISTAS_PRECO_DEMO: Insertable<ListasPrecoTable>[] = [
  {
    idlista: 1,
    idfornecedor: CONSTRUFORTE_ID,
    cod_erp: 'TABELA-B',
    nome: 'Tabela B — Construtoras',
    ativa: true,
    prioridade: 0,
    tags_cliente: JSON.stringify([]),
  },
];

export const LISTAS_PRECO_CLIENTES_DEMO: Insertable<ListasPrecoClientesTable>[] = [{ idlista: 1, idcliente: 1 }];

const faixas = (f: [number, number][]) =>
  JSON.stringify(
    f.map(([quantidade, centavos]) => ({ quantidade_milesimos: quantidade * 1000, preco_centavos: centavos })),
  );

/**
 * List B's prices: Cimento CP II-E-32 Votoforte 50 kg R$ 35,90 (list price R$ 38,90) and R$ 33,90
 * from 10 sacks; the 25 kg sack R$ 19,90 (list price R$ 21,89, without the product's own wholesale);
 * Cimento CP II-E-32 Montecal 25 kg R$ 21,90 with tiers from 10 (R$ 20,90) and 20 (R$ 19,90).
 */
export const LISTAS_PRECO_ITENS_DEMO: Insertable<ListasPrecoItensTable>[] = [
  {
    idlista: 1,
    idproduto: 20001,
    preco_centavos: 3590,
    precovendaatacado_centavos: 3390,
    minvendaatacado_milesimos: 10_000,
    desconto_progressivo: faixas([]),
  },
  {
    idlista: 1,
    idproduto: 20002,
    preco_centavos: 1990,
    precovendaatacado_centavos: null,
    minvendaatacado_milesimos: null,
    desconto_progressivo: faixas([]),
  },
  {
    idlista: 1,
    idproduto: 20006,
    preco_centavos: 2190,
    precovendaatacado_centavos: null,
    minvendaatacado_milesimos: null,
    desconto_progressivo: faixas([
      [10, 2090],
      [20, 1990],
    ]),
  },
];
