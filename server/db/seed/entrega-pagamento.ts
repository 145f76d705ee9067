/**
 * Demo payment methods, delivery options and pickup stores (migration 0022). Aurora (Campinas)
 * delivers and has pickup; ConstruForte (Curitiba) delivers only; Aurora Atacado (Campinas) has
 * pickup only. Fixed ids, so the seed stays
 * byte for byte the same and tests can name them.
 */
import type { Insertable } from 'kysely';
import type { FormasEntregaTable, LojasRetiradaTable } from '../../modules/entrega/tables';
import type { FormasPagamentoClientesTable, FormasPagamentoTable } from '../../modules/formas-pagamento/tables';
import { AURORA_ATACADO_ID, AURORA_ID, CONSTRUFORTE_ID } from './fornecedores';

export const FORMAS_PAGAMENTO_DEMO: readonly Insertable<FormasPagamentoTable>[] = [
  {
    idformapagto: 1,
    idfornecedor: AURORA_ID,
    descricao: 'Pix',
    tipo: 'PIX',
    max_parcelas: 1,
    ajuste_pontos_base: -300,
    ordem: 1,
  },
  {
    idformapagto: 2,
    idfornecedor: AURORA_ID,
    descricao: 'Boleto bancário',
    tipo: 'BOLETO',
    max_parcelas: 3,
    parcela_minima_centavos: 50000,
    ordem: 2,
  },
  {
    idformapagto: 3,
    idfornecedor: AURORA_ID,
    descricao: 'Cartão de crédito',
    tipo: 'CARTAO_CREDITO',
    max_parcelas: 6,
    parcela_minima_centavos: 10000,
    ordem: 3,
  },
  {
    idformapagto: 4,
    idfornecedor: AURORA_ID,
    descricao: 'Dinheiro na entrega',
    tipo: 'DINHEIRO',
    max_parcelas: 1,
    ordem: 4,
  },
  // Offered to the company clients only (Mercado Bom Preço and its branch).
  {
    idformapagto: 5,
    idfornecedor: AURORA_ID,
    descricao: 'Faturado 28 dias',
    tipo: 'A_PRAZO',
    max_parcelas: 1,
    ordem: 5,
    prazos_dias: [28],
  },
  // Issue 28: 'a prazo' for every client with a credit limit (Maria's: R$ 2.000,00), in three
  // boletos at 28, 56 and 84 days; an order past the available limit is refused.
  {
    idformapagto: 6,
    idfornecedor: AURORA_ID,
    descricao: 'A prazo 28/56/84 dias (boleto)',
    tipo: 'A_PRAZO',
    max_parcelas: 1,
    ordem: 6,
    prazos_dias: [28, 56, 84],
  },
  { idformapagto: 11, idfornecedor: CONSTRUFORTE_ID, descricao: 'Pix', tipo: 'PIX', max_parcelas: 1, ordem: 1 },
  {
    idformapagto: 12,
    idfornecedor: CONSTRUFORTE_ID,
    descricao: 'Boleto bancário',
    tipo: 'BOLETO',
    max_parcelas: 4,
    parcela_minima_centavos: 100000,
    ordem: 2,
  },
  {
    idformapagto: 13,
    idfornecedor: CONSTRUFORTE_ID,
    descricao: 'Cartão de crédito',
    tipo: 'CARTAO_CREDITO',
    max_parcelas: 10,
    parcela_minima_centavos: 20000,
    ordem: 3,
  },
  { idformapagto: 21, idfornecedor: AURORA_ATACADO_ID, descricao: 'Pix', tipo: 'PIX', max_parcelas: 1, ordem: 1 },
  {
    idformapagto: 22,
    idfornecedor: AURORA_ATACADO_ID,
    descricao: 'Boleto bancário',
    tipo: 'BOLETO',
    max_parcelas: 2,
    parcela_minima_centavos: 50000,
    ordem: 2,
  },
  {
    idformapagto: 23,
    idfornecedor: AURORA_ATACADO_ID,
    descricao: 'Dinheiro na retirada',
    tipo: 'DINHEIRO',
    max_parcelas: 1,
    ordem: 3,
  },
];

export const FORMAS_PAGAMENTO_CLIENTES_DEMO: readonly Insertable<FormasPagamentoClientesTable>[] = [
  { idformapagto: 5, idcliente: 2 },
  { idformapagto: 5, idcliente: 3 },
];

export const FORMAS_ENTREGA_DEMO: readonly Insertable<FormasEntregaTable>[] = [
  {
    idformaentrega: 1,
    idfornecedor: AURORA_ID,
    nome: 'Entrega programada',
    descricao: 'Caminhão próprio, das 8h às 18h no dia escolhido.',
    tipo: 'DELIVERY',
    taxa_centavos: 2500,
    prazo_dias: 1,
    hora_corte: 16,
    dias_semana: [1, 2, 3, 4, 5],
    datas_oferecidas: 6,
    ordem: 1,
  },
  {
    idformaentrega: 2,
    idfornecedor: AURORA_ID,
    nome: 'Entrega expressa',
    descricao: 'No dia seguinte, também aos sábados.',
    tipo: 'DELIVERY',
    taxa_centavos: 4900,
    prazo_dias: 1,
    hora_corte: 12,
    dias_semana: [1, 2, 3, 4, 5, 6],
    datas_oferecidas: 3,
    ordem: 2,
  },
  {
    idformaentrega: 3,
    idfornecedor: AURORA_ID,
    nome: 'Retirada no centro de distribuição',
    descricao: 'Sem taxa. Traga o número do pedido.',
    tipo: 'RETIRADA',
    taxa_centavos: 0,
    prazo_dias: 0,
    hora_corte: 15,
    dias_semana: [1, 2, 3, 4, 5, 6],
    datas_oferecidas: 6,
    ordem: 3,
  },
  {
    idformaentrega: 11,
    idfornecedor: CONSTRUFORTE_ID,
    nome: 'Entrega em obra',
    descricao: 'Caminhão com descarga manual, de segunda a sábado.',
    tipo: 'DELIVERY',
    taxa_centavos: 8900,
    prazo_dias: 2,
    hora_corte: 14,
    dias_semana: [1, 2, 3, 4, 5, 6],
    datas_oferecidas: 8,
    ordem: 1,
  },
  {
    idformaentrega: 21,
    idfornecedor: AURORA_ATACADO_ID,
    nome: 'Retirada no depósito',
    descricao: 'Com o orçamento aprovado, retire no dia escolhido. Traga o número do pedido.',
    tipo: 'RETIRADA',
    taxa_centavos: 0,
    prazo_dias: 1,
    hora_corte: 15,
    dias_semana: [1, 2, 3, 4, 5],
    datas_oferecidas: 6,
    ordem: 1,
  },
];

export const LOJAS_RETIRADA_DEMO: readonly Insertable<LojasRetiradaTable>[] = [
  {
    idloja: 1,
    idfornecedor: AURORA_ID,
    nome: 'Centro de distribuição Campinas',
    descricao_endereco_loja: 'Av. das Indústrias, 1500 - Distrito Industrial, Campinas - SP, 13054-750',
    horario: 'Segunda a sexta, 7h às 17h; sábado, 7h às 12h',
    lat: -22.9329,
    lng: -47.0738,
    ordem: 1,
  },
  {
    idloja: 2,
    idfornecedor: AURORA_ID,
    nome: 'Loja Taquaral',
    descricao_endereco_loja: 'Av. Heitor Penteado, 1800 - Taquaral, Campinas - SP, 13087-000',
    horario: 'Segunda a sábado, 8h às 18h',
    lat: -22.8747,
    lng: -47.0531,
    ordem: 2,
  },
  {
    idloja: 21,
    idfornecedor: AURORA_ATACADO_ID,
    nome: 'Depósito Aurora Atacado',
    descricao_endereco_loja: 'Rod. Dom Pedro I, km 131 - Jardim Nilópolis, Campinas - SP, 13088-000',
    horario: 'Segunda a sexta, 7h às 16h',
    lat: -22.8472,
    lng: -47.0369,
    ordem: 1,
  },
];
