/**
 * Demo promotional combos (migration 0043): Aurora has three, one for each of three of its
 * payment methods (Pix, boleto, card), for every client, open from 01/01/2026 with no end;
 * ConstruForte has one for any payment method. Ids are fixed (1–4), and each item's combo price is
 * computed from the catalogue's price by the same rule as the desk's (engine/rules/combo
 * `comboUnitPrices`), so the seed is the same every run.
 */
import type { Insertable } from 'kysely';
import { comboUnitPrices } from '#engine/rules/combo';
import type { ComboItensTable, CombosTable } from '../../modules/combos/tables';
import type { Catalogo } from './catalogue-builder';
import { AURORA_ID, CONSTRUFORTE_ID } from './fornecedores';

interface ComboSeed {
  idcombo: number;
  idfornecedor: string;
  nome: string;
  descricao: string;
  idformapagamento: number | null;
  /** Product id and units per combo. */
  itens: [number, number][];
  declarado: { preco: number } | { descontoPontosBase: number };
}

const COMBOS: ComboSeed[] = [
  {
    idcombo: 1,
    idfornecedor: AURORA_ID,
    nome: 'Combo Cesta Básica',
    descricao: 'Arroz e feijão para o mês, mais barato no Pix.',
    idformapagamento: 1,
    itens: [
      [10098, 2],
      [10111, 2],
    ],
    declarado: { preco: 2690 },
  },
  {
    idcombo: 2,
    idfornecedor: AURORA_ID,
    nome: 'Combo Churrasco',
    descricao: 'Doze cervejas e seis guaranás com 10 % de desconto no boleto.',
    idformapagamento: 2,
    itens: [
      [10068, 12],
      [10017, 6],
    ],
    declarado: { descontoPontosBase: 1000 },
  },
  {
    idcombo: 3,
    idfornecedor: AURORA_ID,
    nome: 'Combo Festa',
    descricao: 'Refrigerantes de 2 litros para a festa, no cartão de crédito.',
    idformapagamento: 3,
    itens: [
      [10002, 2],
      [10024, 2],
    ],
    declarado: { preco: 2590 },
  },
  {
    idcombo: 4,
    idfornecedor: CONSTRUFORTE_ID,
    nome: 'Combo Reboco',
    descricao: 'Cimento e areia para o reboco, em qualquer forma de pagamento.',
    idformapagamento: null,
    itens: [
      [20001, 2],
      [20039, 5],
    ],
    declarado: { preco: 10490 },
  },
];

const INICIO = '2026-01-01';

export function combosDemo(catalogos: Record<string, Catalogo>): {
  combos: Insertable<CombosTable>[];
  itens: Insertable<ComboItensTable>[];
} {
  const precoDe = new Map(Object.values(catalogos).flatMap((c) => c.produtos.map((p) => [p.id, p.preco_centavos])));
  const combos: Insertable<CombosTable>[] = [];
  const itens: Insertable<ComboItensTable>[] = [];
  for (const c of COMBOS) {
    const declarados = c.itens.map(([id, unidades]) => {
      const normal = precoDe.get(id);
      if (normal === undefined) throw new Error(`O produto ${id} do combo de demonstração ${c.nome} não existe`);
      return { normal, quantidade: unidades * 1000 };
    });
    const unitarios = comboUnitPrices(declarados, c.declarado);
    combos.push({
      idcombo: c.idcombo,
      idfornecedor: c.idfornecedor,
      nome: c.nome,
      descricao: c.descricao,
      tipo_preco: 'preco' in c.declarado ? 'preco' : 'desconto',
      desconto_pontos_base: 'descontoPontosBase' in c.declarado ? c.declarado.descontoPontosBase : null,
      inicio: INICIO,
      fim: null,
      idformapagamento: c.idformapagamento,
      tipo_entrega: null,
      tag_cliente: null,
      criado_em: `${INICIO}T12:00:00.000Z`,
      criado_por: null,
      encerrado_em: null,
    });
    c.itens.forEach(([idproduto], k) => {
      itens.push({
        idcombo: c.idcombo,
        idproduto,
        quantidade_milesimos: declarados[k]?.quantidade ?? 0,
        preco_unitario_centavos: unitarios[k] ?? 0,
        ordem: k,
      });
    });
  }
  return { combos, itens };
}
