/**
 * The demo coupons (migration 0015), one of each case per supplier, listed in docs/demo-data.md:
 * an automatic one, a better manual one, a worse manual one, an expired one, a product-specific
 * one, an absolute ('$') one that leaves policy-priced lines out, a referral one (shared by Maria),
 * one of a single client, one of another sales channel and one of one payment method.
 */
import { AURORA_ID, CONSTRUFORTE_ID } from './fornecedores';

export interface CupomSeed {
  idcupom: number;
  idfornecedor: string;
  codigocupom: string;
  descricao: string;
  tipodesconto: '%' | '$';
  percentual_bp: number | null;
  valor_centavos: number | null;
  produtos: number[];
  nao_usar_com_politica: boolean;
  habilitar_visualizacao_desconto: boolean;
  aplicacao_automatica: boolean;
  valido_de: string | null;
  valido_ate: string | null;
  canal_venda: string;
  idformapagamento: number | null;
  idcliente: number | null;
  idcliente_indicador: number | null;
}

const BASE: Omit<CupomSeed, 'idcupom' | 'idfornecedor' | 'codigocupom' | 'descricao' | 'tipodesconto'> = {
  percentual_bp: null,
  valor_centavos: null,
  produtos: [],
  nao_usar_com_politica: false,
  habilitar_visualizacao_desconto: false,
  aplicacao_automatica: false,
  valido_de: '2026-01-01T00:00:00.000Z',
  valido_ate: '2099-12-31T23:59:59.000Z',
  canal_venda: 'TODOS',
  idformapagamento: null,
  idcliente: null,
  idcliente_indicador: null,
};

const pct = (bp: number) => ({ tipodesconto: '%' as const, percentual_bp: bp });
const abs = (centavos: number) => ({ tipodesconto: '$' as const, valor_centavos: centavos });

export const CUPONS_DEMO: readonly CupomSeed[] = [
  // Distribuidora Aurora
  {
    ...BASE,
    idcupom: 1,
    idfornecedor: AURORA_ID,
    codigocupom: 'AURORA5',
    descricao: '5% em toda a loja, aplicado automaticamente',
    ...pct(500),
    aplicacao_automatica: true,
  },
  {
    ...BASE,
    idcupom: 2,
    idfornecedor: AURORA_ID,
    codigocupom: 'AURORA10',
    descricao: '10% em toda a loja',
    ...pct(1000),
  },
  {
    ...BASE,
    idcupom: 3,
    idfornecedor: AURORA_ID,
    codigocupom: 'BEMVINDO3',
    descricao: '3% na primeira compra',
    ...pct(300),
  },
  {
    ...BASE,
    idcupom: 4,
    idfornecedor: AURORA_ID,
    codigocupom: 'VERAO2025',
    descricao: '15% no verão de 2025',
    ...pct(1500),
    valido_de: '2025-01-01T00:00:00.000Z',
    valido_ate: '2025-03-20T23:59:59.000Z',
  },
  {
    ...BASE,
    idcupom: 5,
    idfornecedor: AURORA_ID,
    codigocupom: 'REFRI20',
    descricao: '20% nos refrigerantes Cola Estrela',
    ...pct(2000),
    produtos: [10001, 10002, 10003, 10004],
    habilitar_visualizacao_desconto: true,
  },
  {
    ...BASE,
    idcupom: 6,
    idfornecedor: AURORA_ID,
    codigocupom: 'DESCONTO20',
    descricao: 'R$ 20,00 de desconto (fora de preços de atacado e progressivos)',
    ...abs(2000),
    nao_usar_com_politica: true,
  },
  {
    ...BASE,
    idcupom: 7,
    idfornecedor: AURORA_ID,
    codigocupom: 'INDICAMARIA',
    descricao: 'Indicação de Maria: 8% para quem ela indicar',
    ...pct(800),
    idcliente_indicador: 1,
  },
  {
    ...BASE,
    idcupom: 8,
    idfornecedor: AURORA_ID,
    codigocupom: 'BOMPRECO12',
    descricao: '12% exclusivo do Mercado Bom Preço',
    ...pct(1200),
    idcliente: 2,
  },
  {
    ...BASE,
    idcupom: 9,
    idfornecedor: AURORA_ID,
    codigocupom: 'APP8',
    descricao: '8% nas compras pelo aplicativo',
    ...pct(800),
    canal_venda: 'commerce app',
  },
  {
    ...BASE,
    idcupom: 10,
    idfornecedor: AURORA_ID,
    codigocupom: 'PIX7',
    descricao: '7% pagando com Pix',
    ...pct(700),
    idformapagamento: 1,
  },
  // ConstruForte Materiais
  {
    ...BASE,
    idcupom: 21,
    idfornecedor: CONSTRUFORTE_ID,
    codigocupom: 'CONSTRU4',
    descricao: '4% em toda a loja, aplicado automaticamente',
    ...pct(400),
    aplicacao_automatica: true,
  },
  {
    ...BASE,
    idcupom: 22,
    idfornecedor: CONSTRUFORTE_ID,
    codigocupom: 'OBRA10',
    descricao: '10% para a sua obra',
    ...pct(1000),
  },
  {
    ...BASE,
    idcupom: 23,
    idfornecedor: CONSTRUFORTE_ID,
    codigocupom: 'OBRA2',
    descricao: '2% para a sua obra',
    ...pct(200),
  },
  {
    ...BASE,
    idcupom: 24,
    idfornecedor: CONSTRUFORTE_ID,
    codigocupom: 'CONSTRU2024',
    descricao: '10% em 2024',
    ...pct(1000),
    valido_de: '2024-01-01T00:00:00.000Z',
    valido_ate: '2024-12-31T23:59:59.000Z',
  },
  {
    ...BASE,
    idcupom: 25,
    idfornecedor: CONSTRUFORTE_ID,
    codigocupom: 'CIMENTO12',
    descricao: '12% no cimento Votoforte',
    ...pct(1200),
    produtos: [20001, 20002],
    habilitar_visualizacao_desconto: true,
  },
  {
    ...BASE,
    idcupom: 26,
    idfornecedor: CONSTRUFORTE_ID,
    codigocupom: 'INDICAMARIACF',
    descricao: 'Indicação de Maria: R$ 30,00 para quem ela indicar',
    ...abs(3000),
    idcliente_indicador: 1,
  },
];
