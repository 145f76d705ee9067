/**
 * Demo payment configuration (migration 0026): each supplier its own Pix key, merchant name and
 * city, and a bank account in a layout `engine/rules/boleto.ts` writes (Aurora at Banco do Brasil
 * with a 7-digit convênio, carteira 17; ConstruForte at Itaú, carteira 109). Demo values: they
 * look real and pass every check digit, but no bank knows them.
 */
import type { Insertable } from 'kysely';
import type { PagamentoConfigTable } from '../../modules/pagamentos/tables';
import { AURORA_ID, CONSTRUFORTE_ID } from './fornecedores';

export const PAGAMENTO_CONFIG_DEMO: readonly Insertable<PagamentoConfigTable>[] = [
  {
    idfornecedor: AURORA_ID,
    pix_chave: '34567812000135',
    pix_nome: 'Distribuidora Aurora',
    pix_cidade: 'Campinas',
    boleto_banco: '001',
    boleto_agencia: '3064',
    boleto_conta: '3128557',
    boleto_carteira: '17',
    beneficiario_nome: 'Distribuidora Aurora de Alimentos Ltda.',
    beneficiario_documento: '34567812000135',
    boleto_prazo_dias: 3,
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    pix_chave: 'financeiro@construforte.com.br',
    pix_nome: 'ConstruForte Materiais',
    pix_cidade: 'Curitiba',
    boleto_banco: '341',
    boleto_agencia: '0057',
    boleto_conta: '72192',
    boleto_carteira: '109',
    beneficiario_nome: 'ConstruForte Comércio de Materiais de Construção Ltda.',
    beneficiario_documento: '45678923000135',
    boleto_prazo_dias: 5,
  },
];
