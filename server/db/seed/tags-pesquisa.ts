/**
 * The names of the demo search tags and filter groups (migration 0016): every tag and group the
 * demo catalogue uses gets its pt-BR name, in this order.
 */
import type { Catalogo } from './catalogue-builder';

const NOMES_TAGS: readonly (readonly [string, string])[] = [
  ['zero-acucar', 'Zero açúcar'],
  ['sem-gluten', 'Sem glúten'],
  ['sem-lactose', 'Sem lactose'],
  ['integral', 'Integral'],
  ['organico', 'Orgânico'],
  ['vegano', 'Vegano'],
  ['biodegradavel', 'Biodegradável'],
  ['presente', 'Para presente'],
  ['kit', 'Kits'],
  ['servico', 'Serviços'],
  ['sob-encomenda', 'Sob encomenda'],
];

const NOMES_GRUPOS: Readonly<Record<string, string>> = { marca: 'Marca' };

export interface TagPesquisaSeed {
  idfornecedor: string;
  tipo: 'tag' | 'grupo';
  tag: string;
  nome: string;
  ordem: number;
}

/** The rows of one supplier: the tags and groups its products use, with their names. */
export function tagsPesquisaDemo(idfornecedor: string, catalogo: Catalogo): TagPesquisaSeed[] {
  const usadas = new Set(catalogo.produtos.flatMap((p) => p.tags));
  const grupos = new Set(catalogo.produtos.flatMap((p) => p.agrupadores.map((a) => a.split(':')[0] ?? '')));
  const semNome = [...usadas].filter((t) => !NOMES_TAGS.some(([tag]) => tag === t));
  if (semNome.length > 0) throw new Error(`Tags de demonstração sem nome: ${semNome.join(', ')}`);
  const tags = NOMES_TAGS.filter(([tag]) => usadas.has(tag)).map(([tag, nome], ordem) => ({
    idfornecedor,
    tipo: 'tag' as const,
    tag,
    nome,
    ordem,
  }));
  const gruposComNome = [...grupos]
    .sort()
    .map((tag, ordem) => ({ idfornecedor, tipo: 'grupo' as const, tag, nome: NOMES_GRUPOS[tag] ?? tag, ordem }));
  return [...tags, ...gruposComNome];
}
