/**
 * `npm run bench:recommendations` (issue 31): recommendations on a generated supplier with
 * BENCH_PRODUTOS products (default 100,000) and BENCH_PEDIDOS orders (default 200,000), in process
 * on PGlite (the default database of the tests; DATABASE_URL is ignored). Prints:
 *
 * - the time to recompute the supplier's 'quem comprou também comprou' pairs (the job's work,
 *   `RecomendacaoService.recalcular`) beside its baseline in the same run: reading the orders alone;
 * - the p50/p99 of the call `GET /v4/sugestao/produtos/{f}/{c}` (through Fastify's inject, a
 *   client with two products in the cart) beside the catalogue's `listaprodutos` (limit 8) in the
 *   same run;
 * - quality: the last order of each client is held out (marked CANCELADO, so neither the job nor
 *   the client's history sees it); for a sample of clients, its first two products are put in the
 *   cart and the hit rate is the share of held-out orders where at least one of the 8 products
 *   recommended is among the order's other products, beside the 'most sold' baseline (the 8 best
 *   sellers of the training orders, minus the cart) on the same clients.
 *
 * The orders are generated with a structure a shop has: products in families of 20 (a client
 * buys mostly from one or two favourite families, four products of one family per order) plus one
 * of 200 popular products. Sizes: BENCH_PRODUTOS, BENCH_PEDIDOS, BENCH_AMOSTRA (clients in the
 * quality sample, default 1,000), BENCH_CHAMADAS (calls timed, default 500).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { RecomendacaoRepository } from '#server/modules/recomendacao/recomendacao-repository';
import type { SessaoDaRequisicao } from '#server/modules/sessao';
import { buildTestApp, criarSessao, openSeededTestDatabase } from '#server/testing/test-app';
import { gerarCatalogoGrande } from './catalogo-grande';

const PRODUTOS = Number(process.env.BENCH_PRODUTOS ?? 100_000);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 200_000);
const AMOSTRA = Number(process.env.BENCH_AMOSTRA ?? 1_000);
const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 500);
/** Orders per client (so clients = orders / 10). */
const PEDIDOS_POR_CLIENTE = 10;
const FAMILIA = 20;
const POPULARES = 200;
const TOP = 8;

delete process.env.DATABASE_URL;

const carga = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? 0;
}
async function etapa<T>(nome: string, fn: () => Promise<T>): Promise<T> {
  const inicio = performance.now();
  const r = await fn();
  process.stdout.write(`  ${nome}: ${s(performance.now() - inicio)}\n`);
  return r;
}

async function main(): Promise<void> {
  const clientes = Math.max(1, Math.floor(PEDIDOS / PEDIDOS_POR_CLIENTE));
  process.stdout.write(
    `Recomendações: ${PRODUTOS} produtos, ${PEDIDOS} pedidos de ${clientes} clientes (carga ${carga()})\n`,
  );
  const database = await openSeededTestDatabase();
  const { db } = database;
  const app = buildTestApp(database, { rateLimitMax: 0, maxInFlight: 10_000 });
  try {
    await app.ready();
    const grande = await etapa('catálogo gerado', () => gerarCatalogoGrande(db, PRODUTOS, database.aurora));
    const idf = grande.idfornecedor;
    const faixa = await sql<{ min: number; max: number; n: number }>`
      SELECT min(id)::int AS min, max(id)::int AS max, count(*)::int AS n FROM produtos WHERE idfornecedor = ${idf}
    `.execute(db);
    const { min: p0, max: p1, n } = faixa.rows[0]!;
    if (p1 - p0 + 1 !== n) throw new Error('os produtos gerados não têm ids contíguos');
    const familias = Math.max(1, Math.floor(n / FAMILIA));
    const c0 = await etapa('clientes', async () => {
      const r = await sql<{ id: number }>`
        INSERT INTO clientes (nome, documento, tipo_documento, email)
        SELECT 'Cliente bench ' || g, 'BENCH' || g, 'ESTRANGEIRO', 'bench' || g || '@bench.local'
        FROM generate_series(1, ${clientes}::int) AS g
        RETURNING idcliente AS id
      `.execute(db);
      return Math.min(...r.rows.map((x) => x.id));
    });
    // h(x): a deterministic hash; a client's favourite families, each order's family and products.
    const h = (x: string) => `((((${x})::bigint * 2654435761) % 2147483647))`;
    const BASE = 50_000_000;
    await etapa('pedidos', () =>
      sql`
        INSERT INTO pedidos (numpedido, idfornecedor, idcliente, papel, status, canal, mercadorias_centavos, total_centavos,
          tipo_entrega, forma_entrega_nome, forma_pagamento_descricao, forma_pagamento_tipo, fingerprint, criado_em)
        SELECT ${BASE} + o, ${idf}, ${c0} + (o % ${clientes}), 'cliente', 'ENTREGUE', 'WEB', 1000, 1000,
          'RETIRADA', 'Retirada', 'Pix', 'PIX', 'bench', timestamptz '2026-01-01' + o * interval '1 second'
        FROM generate_series(0, ${PEDIDOS - 1}::int) AS o
      `.execute(db),
    );
    await etapa('itens dos pedidos', () =>
      sql`
        INSERT INTO pedido_itens (numpedido, idproduto, ordem, nome, unidade, preco_unitario_centavos, origem_preco,
          quantidade_milesimos, mercadorias_centavos, total_centavos)
        SELECT ${BASE} + o, ${p0} + (f.familia * ${FAMILIA} + (${sql.raw(h('o + 3'))} + j * 7) % ${FAMILIA}) % ${n}, j,
          'Produto', 'UN', 100, 'normal', 1000, 100, 100
        FROM generate_series(0, ${PEDIDOS - 1}::int) AS o
        CROSS JOIN LATERAL (
          SELECT CASE
            WHEN ${sql.raw(h('o'))} % 10 < 6 THEN ${sql.raw(h(`o % ${clientes}`))} % ${familias}
            WHEN ${sql.raw(h('o'))} % 10 < 9 THEN ${sql.raw(h(`o % ${clientes} + 7777777`))} % ${familias}
            ELSE ${sql.raw(h('o + 1'))} % ${familias}
          END AS familia
        ) AS f
        CROSS JOIN generate_series(0, 3) AS j
        UNION ALL
        SELECT ${BASE} + o, ${p0} + (${sql.raw(h('o + 5'))} % ${POPULARES}) * (${sql.raw(h('o + 6'))} % ${POPULARES}) / ${POPULARES},
          4, 'Produto', 'UN', 100, 'normal', 1000, 100, 100
        FROM generate_series(0, ${PEDIDOS - 1}::int) AS o
        ON CONFLICT DO NOTHING
      `.execute(db),
    );
    await sql`ANALYZE pedidos`.execute(db);
    await sql`ANALYZE pedido_itens`.execute(db);

    // The last order of each client is held out: CANCELADO, so the job and the history skip it.
    const retidos = await etapa('pedidos retidos', async () => {
      await sql`
        UPDATE pedidos SET status = 'CANCELADO'
        WHERE idfornecedor = ${idf} AND numpedido >= ${BASE + PEDIDOS - clientes}
      `.execute(db);
      const r = await sql<{ idcliente: number; itens: number[] }>`
        SELECT p.idcliente, array_agg(i.idproduto ORDER BY i.ordem) AS itens
        FROM pedidos p JOIN pedido_itens i ON i.numpedido = p.numpedido
        WHERE p.idfornecedor = ${idf} AND p.status = 'CANCELADO'
        GROUP BY p.idcliente ORDER BY p.idcliente
      `.execute(db);
      return r.rows;
    });

    // Recompute: the job's work, beside reading the orders alone.
    const repo = new RecomendacaoRepository(db);
    const leituraInicio = performance.now();
    const lidos = await repo.pedidosDoFornecedor(idf);
    const leituraMs = performance.now() - leituraInicio;
    const recalculo = await app.recomendacaoService.recalcular(idf);
    const recalculoTotal = recalculo.duracaoMs;

    // The call's latency: a client with two products in the cart, beside the catalogue's list.
    const sessao = await criarSessao(db, { idfornecedor: idf });
    const amostraCarrinho = retidos[0]?.itens.slice(0, 2) ?? [p0, p0 + 1];
    await db
      .insertInto('carrinhos')
      .values({ idcliente: sessao.idcliente, idfornecedor: idf, idtipoassinatura: null, atualizado_em: new Date() })
      .execute();
    await db
      .insertInto('carrinho_itens')
      .values(
        amostraCarrinho.map((idproduto) => ({
          idcliente: sessao.idcliente,
          idfornecedor: idf,
          idproduto,
          quantidade_milesimos: 1000,
          preco_atendente_centavos: null,
        })),
      )
      .execute();
    const tempos = async (url: string, headers: Record<string, string>): Promise<number[]> => {
      const t: number[] = [];
      for (let i = 0; i < 20; i++) await app.inject({ url, headers }); // warm-up
      for (let i = 0; i < CHAMADAS; i++) {
        const inicio = performance.now();
        const r = await app.inject({ url, headers });
        t.push(performance.now() - inicio);
        if (r.statusCode !== 200) throw new Error(`${url} → ${r.statusCode} ${r.body.slice(0, 200)}`);
      }
      return t;
    };
    const chamada = await tempos(`/api/v4/sugestao/produtos/${idf}/${sessao.idcliente}`, {
      authorization: `Bearer ${sessao.token}`,
    });
    const lista = await tempos(`/api/v2/app/${sessao.token}/listaprodutos/${idf}?limit=8`, {});

    // Quality: the same sample of clients, the recommendations against the best sellers.
    const vendidos = await sql<{ idproduto: number }>`
      SELECT i.idproduto FROM pedido_itens i JOIN pedidos p ON p.numpedido = i.numpedido
      WHERE p.idfornecedor = ${idf} AND p.status <> 'CANCELADO'
      GROUP BY i.idproduto ORDER BY count(*) DESC, i.idproduto LIMIT ${TOP + 4}
    `.execute(db);
    const maisVendidos = vendidos.rows.map((r) => r.idproduto);
    const passo = Math.max(1, Math.floor(retidos.length / AMOSTRA));
    const amostra = retidos.filter((_, i) => i % passo === 0).slice(0, AMOSTRA);
    const fornecedor = await app.fornecedorService.porId(idf);
    let acertosRec = 0;
    let acertosBase = 0;
    let avaliados = 0;
    for (const { idcliente, itens } of amostra) {
      const unicos = [...new Set(itens)];
      if (unicos.length < 3) continue;
      const carrinho = unicos.slice(0, 2);
      const alvo = new Set(unicos.slice(2));
      await db
        .deleteFrom('carrinho_itens')
        .where('idcliente', '=', idcliente)
        .where('idfornecedor', '=', idf)
        .execute();
      await db
        .insertInto('carrinhos')
        .values({ idcliente, idfornecedor: idf, idtipoassinatura: null, atualizado_em: new Date() })
        .onConflict((oc) => oc.columns(['idcliente', 'idfornecedor']).doNothing())
        .execute();
      await db
        .insertInto('carrinho_itens')
        .values(
          carrinho.map((idproduto) => ({
            idcliente,
            idfornecedor: idf,
            idproduto,
            quantidade_milesimos: 1000,
            preco_atendente_centavos: null,
          })),
        )
        .execute();
      const sessaoCliente: SessaoDaRequisicao = {
        idusuario: 0,
        idcliente,
        idfornecedor: idf,
        papel: 'cliente',
        origem: 'token',
        sid: 'bench',
        cadastroAprovado: true,
      };
      const recomendados = await app.recomendacaoService.recomendar(sessaoCliente, fornecedor, idcliente, {
        visao: 'CART',
      });
      const base = maisVendidos.filter((id) => !carrinho.includes(id)).slice(0, TOP);
      avaliados++;
      if (recomendados.slice(0, TOP).some((p) => alvo.has(p.id))) acertosRec++;
      if (base.some((id) => alvo.has(id))) acertosBase++;
    }

    const pct = (a: number) => `${((100 * a) / Math.max(1, avaliados)).toFixed(1)}%`;
    process.stdout.write(`\nResultados (carga ${carga()}):\n`);
    process.stdout.write(
      `  recálculo (job): ${s(recalculoTotal)} para ${recalculo.pedidos} pedidos de treino, ${recalculo.pares} pares gravados` +
        ` | referência, só ler os pedidos: ${s(leituraMs)} (${lidos.length} pedidos)\n`,
    );
    process.stdout.write(
      `  GET /v4/sugestao/produtos: p50 ${ms(percentil(chamada, 50))}, p99 ${ms(percentil(chamada, 99))} (${CHAMADAS} chamadas)` +
        ` | referência listaprodutos limit 8: p50 ${ms(percentil(lista, 50))}, p99 ${ms(percentil(lista, 99))}\n`,
    );
    process.stdout.write(
      `  qualidade (acerto no último pedido retido, top ${TOP}, ${avaliados} clientes): recomendações ${pct(acertosRec)}` +
        ` | referência 'mais vendidos' ${pct(acertosBase)}\n`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
