/**
 * Carousels of a page (HOME or a static page slug): banners, and products chosen by each
 * carousel's filter when the caller asks for them (loadProdutos).
 */
import type { components } from '#openapi/generated/v2';
import { PorVersao, type CatalogoService } from '../catalogo';
import type { CatalogueVersions } from '../../shared/public-cache';
import type { FornecedorService } from '../fornecedor';
import type { Chamador } from '../sessao';
import type { CarrosselRepository, CarrosselRow } from './carrossel-repository';

export type CarrosselWire = components['schemas']['Carrossel'];

export interface ConsultaCarrosseis {
  page?: string | undefined;
  loadProdutos?: boolean | undefined;
  idcarrossel?: number | undefined;
  idcadastroextraproduto?: number | undefined;
}

export class CarrosselService {
  /** The supplier's carousels by page, read once per catalogue version (shared rows, never mutated). */
  private readonly porVersao: PorVersao<Map<string, CarrosselRow[]>>;

  constructor(
    repository: CarrosselRepository,
    private readonly fornecedores: FornecedorService,
    private readonly catalogo: CatalogoService,
    versoes: Pick<CatalogueVersions, 'atual'>,
    vidaMs: number,
  ) {
    this.porVersao = new PorVersao(
      versoes,
      async (idfornecedor) => {
        const porPagina = new Map<string, CarrosselRow[]>();
        for (const row of await repository.doFornecedor(idfornecedor)) {
          const lista = porPagina.get(row.pagina);
          if (lista) lista.push(row);
          else porPagina.set(row.pagina, [row]);
        }
        return porPagina;
      },
      vidaMs,
    );
  }

  async daPagina(chamador: Chamador, idfornecedor: string, consulta: ConsultaCarrosseis): Promise<CarrosselWire[]> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const pagina = consulta.page?.trim() || 'HOME';
    const daPagina = (await this.porVersao.obter(fornecedor.idfornecedor)).get(pagina) ?? [];
    const rows =
      consulta.idcarrossel === undefined
        ? daPagina
        : daPagina.filter((row) => row.idcarrossel === consulta.idcarrossel);
    // Every product carousel's query at once (one round of waiting, not one per carousel).
    const comProdutos = rows.filter(
      (row) => consulta.loadProdutos === true && row.tipo === 'PRODUTOS' && row.filtro_produtos,
    );
    const listas = await this.catalogo.produtosDosCarrosseis(
      fornecedor,
      chamador,
      comProdutos.map((row) => {
        const filtro = row.filtro_produtos as NonNullable<CarrosselRow['filtro_produtos']>;
        return {
          idcategoria: filtro.idcategoria,
          tags: filtro.tags,
          ofertas: filtro.ofertas,
          limite: filtro.limite,
          idcadastroextraproduto: consulta.idcadastroextraproduto,
        };
      }),
    );
    const produtosDe = new Map(comProdutos.map((row, i) => [row.idcarrossel, listas[i] ?? []]));
    const out: CarrosselWire[] = rows.map((row) => ({
      idcarrossel: row.idcarrossel,
      titulo: row.titulo,
      tipo: row.tipo,
      ordem: row.ordem,
      banners: row.banners.map((b) => ({
        imagem: b.imagem,
        link: b.link ?? null,
        titulo: b.titulo,
        subtitulo: b.subtitulo ?? null,
      })),
      produtos: produtosDe.get(row.idcarrossel) ?? [],
    }));
    return out;
  }
}
