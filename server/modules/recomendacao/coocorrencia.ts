/**
 * 'Quem comprou também comprou', pure: from a supplier's orders (each a set of products), for each
 * product the products bought in the same orders, counted by orders, keeping the `porProduto`
 * most frequent (ties: the lower product id first, so the result never depends on the input's
 * order). Used by the recompute job (recomendacao-service.ts) and the benchmark.
 */

/** How many recommended products are kept per product. */
export const PARES_POR_PRODUTO = 12;
/**
 * Items of one order counted at most (the first ones by product id): an order of n products makes
 * n·(n−1) pairs, and a 300-line restocking order would otherwise outweigh a hundred baskets.
 */
export const ITENS_POR_PEDIDO = 40;

export interface Par {
  idproduto: number;
  idrecomendado: number;
  contagem: number;
}

/** Counts over orders given as lists of product ids (duplicates inside one order count once). */
export function contarCoocorrencias(
  pedidos: Iterable<readonly number[]>,
  porProduto = PARES_POR_PRODUTO,
  itensPorPedido = ITENS_POR_PEDIDO,
): Par[] {
  const contagens = new Map<number, Map<number, number>>();
  for (const itens of pedidos) {
    const unicos = [...new Set(itens)].sort((a, b) => a - b).slice(0, itensPorPedido);
    for (const a of unicos) {
      let linha = contagens.get(a);
      if (!linha) {
        linha = new Map();
        contagens.set(a, linha);
      }
      for (const b of unicos) if (a !== b) linha.set(b, (linha.get(b) ?? 0) + 1);
    }
  }
  const pares: Par[] = [];
  for (const [idproduto, linha] of contagens) {
    const melhores = [...linha].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, porProduto);
    for (const [idrecomendado, contagem] of melhores) pares.push({ idproduto, idrecomendado, contagem });
  }
  return pares;
}

/**
 * The candidates for a set of seed products: each recommended product's counts summed over the
 * seeds, most first (ties: lower id), leaving out the seeds and `excluir`.
 */
export function somarCandidatos(pares: readonly Par[], excluir: ReadonlySet<number>): number[] {
  const soma = new Map<number, number>();
  for (const p of pares) {
    if (excluir.has(p.idrecomendado)) continue;
    soma.set(p.idrecomendado, (soma.get(p.idrecomendado) ?? 0) + p.contagem);
  }
  return [...soma].sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([id]) => id);
}
