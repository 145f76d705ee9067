/**
 * Search tags and filter groups (spec section 7 'Tags, suggestions, combos'): the tags of a list's
 * products with their counts, for the storefront's filters, and the tags of one product. A tag
 * is a slug (`sem-gluten`); a filter group value is `grupo:valor` (`marca:Tio Aurélio`); their
 * names come from `tags_pesquisa` (a tag without a name shows its slug).
 */
import type { components } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import type { CatalogoService } from '../catalogo';
import type { FornecedorService } from '../fornecedor';
import type { NomeTag, TagPesquisaRepository } from './tag-pesquisa-repository';

type ListaTagsPesquisa = components['schemas']['ListaTagsPesquisa'];
type FiltrosProduto = components['schemas']['FiltrosProduto'];

/** 'marca:Tio Aurélio' → ['marca', 'Tio Aurélio']; a value without a group is its own group's value. */
function partes(agrupador: string): [string, string] {
  const i = agrupador.indexOf(':');
  return i < 0 ? ['', agrupador] : [agrupador.slice(0, i), agrupador.slice(i + 1)];
}

class Nomes {
  private readonly porChave: Map<string, NomeTag>;
  constructor(nomes: readonly NomeTag[]) {
    this.porChave = new Map(nomes.map((n) => [`${n.tipo}:${n.tag}`, n]));
  }
  tag(tag: string): string {
    return this.porChave.get(`tag:${tag}`)?.nome ?? tag;
  }
  grupo(grupo: string): string {
    return this.porChave.get(`grupo:${grupo}`)?.nome ?? (grupo || 'Outros');
  }
  ordem(tipo: 'tag' | 'grupo', tag: string): number {
    return this.porChave.get(`${tipo}:${tag}`)?.ordem ?? Number.MAX_SAFE_INTEGER;
  }
}

export class TagPesquisaService {
  constructor(
    private readonly repository: TagPesquisaRepository,
    private readonly catalogo: CatalogoService,
    private readonly fornecedores: FornecedorService,
  ) {}

  async lista(
    idfornecedor: string,
    consulta: { idcategoria?: number | undefined; query?: string | undefined },
  ): Promise<ListaTagsPesquisa> {
    const { fornecedor, contagens } = await this.catalogo.tagsDaLista(idfornecedor, consulta);
    const nomes = new Nomes(await this.repository.nomes(fornecedor.idfornecedor));
    const maisUsadas = (a: { quantidade: number; nome: string }, b: { quantidade: number; nome: string }) =>
      b.quantidade - a.quantidade || a.nome.localeCompare(b.nome, 'pt-BR');
    const tags = contagens
      .filter((c) => c.tipo === 'tag')
      .map((c) => ({ tag: c.valor, nome: nomes.tag(c.valor), quantidade: c.quantidade }))
      .sort(maisUsadas);
    const grupos = new Map<string, { agrupador: string; nome: string; quantidade: number }[]>();
    for (const c of contagens.filter((x) => x.tipo === 'agrupador')) {
      const [grupo, valor] = partes(c.valor);
      grupos.set(grupo, [...(grupos.get(grupo) ?? []), { agrupador: c.valor, nome: valor, quantidade: c.quantidade }]);
    }
    const agrupadores = [...grupos.entries()]
      .sort(([a], [b]) => nomes.ordem('grupo', a) - nomes.ordem('grupo', b) || a.localeCompare(b))
      .map(([grupo, valores]) => ({ grupo, nome: nomes.grupo(grupo), valores: valores.sort(maisUsadas) }));
    return { tags, agrupadores };
  }

  async doProduto(idfornecedor: string, idproduto: number): Promise<FiltrosProduto> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const produto = await this.repository.doProduto(fornecedor.idfornecedor, idproduto);
    if (!produto) throw new HttpError(404, 'Produto não encontrado', 'produto.nao-encontrado');
    const nomes = new Nomes(await this.repository.nomes(fornecedor.idfornecedor));
    return {
      idproduto,
      tags: produto.tags.map((tag) => ({ tag, nome: nomes.tag(tag) })),
      agrupadores: produto.agrupadores.map((agrupador) => {
        const [grupo, valor] = partes(agrupador);
        return { agrupador, grupo, nome: valor };
      }),
    };
  }
}
