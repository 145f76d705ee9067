/** Test support of the orders' tests: a priced product with stock, a valid submit body, the calls. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { datasAgendamento } from '#engine/rules/delivery';
import type { Database } from '../../db/schema';
import { HORARIO_AURORA } from '../../db/seed/caracteristicas';
import { AURORA_ID } from '../../db/seed/fornecedores';
import type { RequisicaoPedido } from './pedidos-service';

/** Aurora's pickup option and store, and its cash method (seed: entrega-pagamento.ts). */
export const RETIRADA_AURORA = 3;
export const LOJA_AURORA = 1;
export const DINHEIRO_AURORA = 4;

/** Makes an active Aurora product priced R$ 10,00 a unit, no limits, with `estoque` units (null: not tracked). */
export async function produtoDeTeste(
  db: Kysely<Database>,
  idfornecedor: string,
  estoque: number | null,
  nome = `Produto de teste ${randomBytes(3).toString('hex')}`,
): Promise<number> {
  const base = await db
    .selectFrom('produtos')
    .selectAll()
    .where('idfornecedor', '=', idfornecedor)
    .where('ativo', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const sufixo = randomBytes(4).toString('hex');
  const { id } = await db
    .insertInto('produtos')
    .values({
      idfornecedor,
      idcategoria: base.idcategoria,
      idcadastroextraproduto: 900000 + Math.floor(Math.random() * 90000),
      slug: `produto-teste-${sufixo}`,
      nome,
      descricao: '',
      marca: '',
      unidade: 'UN',
      labelunidade: 'UN',
      preco_centavos: 1000,
      preco_original_centavos: null,
      precovendaatacado_centavos: null,
      minvendaatacado_milesimos: null,
      multiploincremento: 1,
      granularidade_milesimos: 1000,
      maxporpedido_milesimos: null,
      min_por_pedido_milesimos: null,
      maximo_disponivel_milesimos: estoque === null ? null : estoque * 1000,
      permite_embalagem: false,
      preco_embalagem_centavos: null,
      desconto_progressivo: JSON.stringify([]),
      tipo_produto: 'SIMPLES',
      subitens: JSON.stringify([]),
      esconder_preco_sub_itens: false,
      produto_adicional_de: null,
      mensagemcardproduto: null,
      quantidade_decimais: 0,
      tags: JSON.stringify([]),
      agrupadores: JSON.stringify([]),
      ordem: 0,
      vendidos: 0,
      ativo: true,
      imagem_versao: '20260101',
      criado_em: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The first pickup date Aurora offers now. */
export async function primeiraData(db: Kysely<Database>, idformaentrega: number): Promise<string | null> {
  const forma = await db
    .selectFrom('formas_entrega')
    .selectAll()
    .where('idformaentrega', '=', idformaentrega)
    .executeTakeFirstOrThrow();
  return datasAgendamento(forma, new Date())[0] ?? null;
}

export function corpoPedido(
  idfornecedor: string,
  itens: { id: number; quantidade: number; embalarParaPresente?: boolean }[],
  data: string | null,
  extra: Partial<RequisicaoPedido> = {},
): RequisicaoPedido {
  return {
    idfornecedor,
    itens: itens.map((i) => ({ embalarParaPresente: false, ...i })),
    tipoEntrega: 'RETIRADA',
    formaEntrega: { idformaentrega: RETIRADA_AURORA, data_de_entrega: data },
    lojaRetira: { idloja: LOJA_AURORA },
    formaPagamento: { idformapagto: DINHEIRO_AURORA, quantParcelas: 1 },
    // Aurora's required order characteristic (seed: caracteristicas.ts).
    ...(idfornecedor === AURORA_ID
      ? { caracteristicas: [{ idcaracteristica: HORARIO_AURORA.idcaracteristica, valor: HORARIO_AURORA.opcoes[0] }] }
      : {}),
    ...extra,
  };
}

export function novaChave(): string {
  return `k-${randomBytes(12).toString('hex')}`;
}

export function submeter(
  app: FastifyInstance,
  token: string,
  idcliente: number,
  corpo: unknown,
  chave: string | null = novaChave(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v2/app/${token}/usuario/${idcliente}/pedido`,
    headers: chave === null ? {} : { 'idempotency-key': chave },
    payload: corpo as object,
  });
}
