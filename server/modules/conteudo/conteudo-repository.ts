import type { Kysely } from 'kysely';
import type { Caracteristica } from '#engine/rules/characteristics';
import type { Database } from '../../db/schema';

export interface CaracteristicaRow extends Caracteristica {
  alvo: 'CLIENTE' | 'PEDIDO';
}

export class ConteudoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The static texts of a supplier in one language, ordered by key. */
  async textos(idfornecedor: string, lang: string): Promise<{ chave: string; texto: string }[]> {
    return this.db
      .selectFrom('textos_estaticos')
      .select(['chave', 'texto'])
      .where('idfornecedor', '=', idfornecedor)
      .where('lang', '=', lang)
      .orderBy('chave')
      .execute();
  }

  /** A supplier's custom content of one type (migration 0027), or null. */
  async conteudoPersonalizado(idfornecedor: string, contentType: 'ORDER_INSTRUCTIONS'): Promise<string | null> {
    const row = await this.db
      .selectFrom('conteudos_personalizados')
      .select('html')
      .where('idfornecedor', '=', idfornecedor)
      .where('content_type', '=', contentType)
      .executeTakeFirst();
    return row?.html ?? null;
  }

  /** The active characteristics of a supplier (one target, or both), in its order. */
  async caracteristicas(idfornecedor: string, alvo?: 'CLIENTE' | 'PEDIDO'): Promise<CaracteristicaRow[]> {
    let q = this.db
      .selectFrom('caracteristicas')
      .select(['idcaracteristica', 'alvo', 'nome', 'tipo', 'opcoes', 'obrigatoria'])
      .where('idfornecedor', '=', idfornecedor)
      .where('ativa', '=', true);
    if (alvo) q = q.where('alvo', '=', alvo);
    const rows = await q.orderBy('alvo', 'desc').orderBy('ordem').orderBy('idcaracteristica').execute();
    return rows.map((r) => ({ ...r, opcoes: r.tipo === 'ESCOLHA' ? r.opcoes : [] }));
  }
}
