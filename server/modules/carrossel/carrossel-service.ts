/**
 * Carousels of a page (HOME or a static page slug): banners, and products chosen by each
 * carousel's filter when the caller asks for them (loadProdutos).
 */
import type { components } from '../../../openapi/generated/v2';
import type { CatalogoService } from '../catalogo/catalogo-service';
import type { FornecedorService } from '../fornecedor/fornecedor-service';
import type { Chamador } from '../sessao/sessao-service';
import type { CarrosselRepository } from './carrossel-repository';

export type CarrosselWire = components['schemas']['Carrossel'];

export interface ConsultaCarrosseis {
  page?: string | undefined;
  loadProdutos?: boolean | undefined;
  idcarrossel?: number | undefined;
  idcadastroextraproduto?: number | undefined;
}

export class CarrosselService {
  constructor(
    private readonly repository: CarrosselRepository,
    private readonly fornecedores: FornecedorService,
    private readonly catalogo: CatalogoService,
  ) {}

  async daPagina(chamador: Chamador, idfornecedor: string, consulta: ConsultaCarrosseis): Promise<CarrosselWire[]> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const pagina = consulta.page?.trim() || 'HOME';
    const rows = await this.repository.daPagina(fornecedor.idfornecedor, pagina, consulta.idcarrossel);
    const out: CarrosselWire[] = [];
    for (const row of rows) {
      const filtro = row.filtro_produtos;
      const produtos =
        consulta.loadProdutos === true && row.tipo === 'PRODUTOS' && filtro
          ? await this.catalogo.produtosDoCarrossel(fornecedor, chamador, {
              idcategoria: filtro.idcategoria,
              tags: filtro.tags,
              ofertas: filtro.ofertas,
              limite: filtro.limite,
              idcadastroextraproduto: consulta.idcadastroextraproduto,
            })
          : [];
      out.push({
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
        produtos,
      });
    }
    return out;
  }
}
