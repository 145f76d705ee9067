/**
 * Demo shopping lists (issue 29, migration 0042): Maria has two lists of her own at Aurora,
 * 'Compra semanal' (its sugar asks for more than the maximum per order, so 'Enviar para o
 * carrinho' shows an adjustment) and 'Padaria'; Aurora's admin (Roberto) suggests 'Kit café da
 * manhã' to the clients with the tag `clube-aurora`, which Maria's registration at Aurora has and
 * Mercado Bom Preço's has not. Products by slug, ids fixed, dates the seed's: byte for byte the
 * same every run.
 */
import type { Insertable } from 'kysely';
import type { ListasCompraItensTable, ListasCompraTable } from '../../modules/listas/tables';
import type { Catalogo } from './catalogue-builder';
import { AURORA_ID, SEED_DATA } from './fornecedores';

/** The client tag of the suggested list's target: Maria's registration at Aurora (idcadastroextracliente 1). */
export const TAG_CLUBE_AURORA = 'clube-aurora';
export const CADASTROS_COM_TAG_CLUBE = [1] as const;

interface ListaSeed {
  idlista: number;
  tipo: 'FROM_CLIENT' | 'TO_CLIENT';
  idcliente: number | null;
  tag_cliente: string | null;
  nome: string;
  criado_por: number;
  itens: [slug: string, quantidade: number][];
}

const LISTAS: ListaSeed[] = [
  {
    idlista: 1,
    tipo: 'FROM_CLIENT',
    idcliente: 1,
    tag_cliente: null,
    nome: 'Compra semanal',
    criado_por: 1,
    itens: [
      ['arroz-agulhinha-tipo-1-tio-aurelio-1-kg', 2],
      ['feijao-carioca-tipo-1-tio-aurelio-1-kg', 2],
      ['acucar-refinado-doce-vale-1-kg', 8],
      ['oleo-de-soja-campo-real-900-ml', 3],
      ['cafe-torrado-e-moido-tradicional-aurora-500-g', 2],
    ],
  },
  {
    idlista: 2,
    tipo: 'FROM_CLIENT',
    idcliente: 1,
    tag_cliente: null,
    nome: 'Padaria',
    criado_por: 1,
    itens: [
      ['farinha-de-trigo-tipo-1-dona-clara-5-kg', 2],
      ['margarina-com-sal-aurora-1-kg', 2],
      ['acucar-refinado-usina-real-1-kg', 3],
    ],
  },
  {
    idlista: 3,
    tipo: 'TO_CLIENT',
    idcliente: null,
    tag_cliente: TAG_CLUBE_AURORA,
    nome: 'Kit café da manhã',
    criado_por: 6,
    itens: [
      ['cafe-torrado-e-moido-tradicional-cafezal-500-g', 2],
      ['margarina-com-sal-campo-real-500-g', 1],
      ['acucar-refinado-usina-real-1-kg', 2],
    ],
  },
];

export function listasDemo(aurora: Catalogo): {
  listas: Insertable<ListasCompraTable>[];
  itens: Insertable<ListasCompraItensTable>[];
} {
  const porSlug = new Map(aurora.produtos.map((p) => [p.slug, p.id]));
  const id = (slug: string): number => {
    const encontrado = porSlug.get(slug);
    if (encontrado === undefined) throw new Error(`Produto de demonstração da lista não existe: ${slug}`);
    return encontrado;
  };
  return {
    listas: LISTAS.map((l) => ({
      idlista: l.idlista,
      idfornecedor: AURORA_ID,
      tipo: l.tipo,
      idcliente: l.idcliente,
      tag_cliente: l.tag_cliente,
      nome: l.nome,
      criado_por: l.criado_por,
      criado_em: SEED_DATA,
      atualizado_em: SEED_DATA,
    })),
    itens: LISTAS.flatMap((l) =>
      l.itens.map(([slug, quantidade], ordem) => ({
        idlista: l.idlista,
        idproduto: id(slug),
        quantidade_milesimos: quantidade * 1000,
        ordem,
      })),
    ),
  };
}
