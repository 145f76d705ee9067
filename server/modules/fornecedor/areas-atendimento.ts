/**
 * Service areas (issue 12, item 2; spec sections 4 'Address', 7 'by location' and 8 'Delivery
 * and address'): which suppliers serve a place, for the by-location supplier lookup, and the
 * check the delivery options and the order submit make (`exigirAtendimento`). The areas are
 * polygons and city lists (migration 0025), tested with engine/rules/service-area. A supplier
 * with no active area of a type serves everywhere for that type.
 */
import { TAG_PICKUP } from '#engine/rules/tags';
import type { Kysely } from 'kysely';
import { areaAtende, type AreaAtendimento, type LocalDoEndereco } from '#engine/rules/service-area';
import { tiposEntrega, type TipoEntrega } from '#engine/rules/delivery';
import type { Database } from '../../db/schema';
import { HttpError } from '../../shared/http-error';
import { ENDERECO_NAO_ENCONTRADO } from '../enderecos';

/** Spec section 8: the supplier error for a place no area serves ('endereco.nao.atendido'). */
export const NAO_ATENDIDO = 'Infelizmente ainda não atendemos este endereço';

export class AreasAtendimento {
  constructor(private readonly db: Kysely<Database>) {}

  /** The active areas of these suppliers and type, by supplier. */
  async areas(idfornecedores: readonly string[], tipo: TipoEntrega): Promise<Map<string, AreaAtendimento[]>> {
    const porFornecedor = new Map<string, AreaAtendimento[]>();
    if (idfornecedores.length === 0) return porFornecedor;
    const rows = await this.db
      .selectFrom('areas_atendimento')
      .select(['idfornecedor', 'poligono', 'cidades'])
      .where('idfornecedor', 'in', idfornecedores)
      .where('tipo', '=', tipo)
      .where('ativa', '=', true)
      .execute();
    for (const row of rows) {
      const lista = porFornecedor.get(row.idfornecedor) ?? [];
      lista.push({ poligono: row.poligono, cidades: row.cidades });
      porFornecedor.set(row.idfornecedor, lista);
    }
    return porFornecedor;
  }

  /**
   * Of these suppliers, the ones that serve the place for this type (in the same order): the type
   * must be one the supplier offers (engine/rules/delivery tiposEntrega: has-collect for RETIRADA).
   */
  async queAtendem<T extends { idfornecedor: string; tags: readonly string[] }>(
    fornecedores: readonly T[],
    local: LocalDoEndereco,
    tipo: TipoEntrega,
  ): Promise<T[]> {
    const oferecem = fornecedores.filter((f) => tiposEntrega(f.tags).includes(tipo));
    const areas = await this.areas(
      oferecem.map((f) => f.idfornecedor),
      tipo,
    );
    return oferecem.filter((f) => {
      const dele = areas.get(f.idfornecedor);
      return dele === undefined || dele.some((area) => areaAtende(area, local));
    });
  }

  /** 422 'endereco.nao.atendido' when the supplier does not serve the place for this type. */
  async exigirAtendimento(
    fornecedor: { idfornecedor: string; tags: readonly string[] },
    local: LocalDoEndereco,
    tipo: TipoEntrega,
  ): Promise<void> {
    if ((await this.queAtendem([fornecedor], local, tipo)).length === 0)
      throw new HttpError(422, NAO_ATENDIDO, 'endereco.nao.atendido');
  }

  /**
   * getAreaAtendimento (spec section 3 areaAtendimentoActive): the polygons and cities of the
   * supplier's active areas of a type, and its pickup stores.
   */
  async areaAtendimento(fornecedor: { idfornecedor: string; tags: readonly string[] }, tipo: TipoEntrega) {
    const oferece = tiposEntrega(fornecedor.tags).includes(tipo);
    const areas = oferece
      ? ((await this.areas([fornecedor.idfornecedor], tipo)).get(fornecedor.idfornecedor) ?? [])
      : [];
    const lojas = fornecedor.tags.includes(TAG_PICKUP)
      ? await this.db
          .selectFrom('lojas_retirada')
          .select(['nome', 'descricao_endereco_loja', 'lat', 'lng'])
          .where('idfornecedor', '=', fornecedor.idfornecedor)
          .where('ativa', '=', true)
          .orderBy('ordem')
          .orderBy('idloja')
          .execute()
      : [];
    return {
      idfornecedor: fornecedor.idfornecedor,
      tipoEntrega: tipo,
      oferece,
      servePorToda: oferece && areas.length === 0,
      coordenadas: areas.filter((a) => a.poligono.length >= 3).map((a) => a.poligono.map(([lat, lng]) => [lat, lng])),
      cidades: [...new Set(areas.flatMap((a) => a.cidades))],
      coordenadas_lojas: lojas.map((l) => ({
        nome: l.nome,
        descricao_endereco_loja: l.descricao_endereco_loja,
        lat: l.lat,
        lng: l.lng,
      })),
    };
  }

  /** Where a client's address is (404 when it is not that client's at that supplier). */
  async localDoEndereco(idendereco: number, idcliente: number, idfornecedor: string): Promise<LocalDoEndereco> {
    const row = await this.db
      .selectFrom('enderecos')
      .select(['lat', 'lng', 'cidade', 'uf'])
      .where('idendereco', '=', idendereco)
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, ENDERECO_NAO_ENCONTRADO, 'endereco.nao-encontrado');
    return row;
  }
}
