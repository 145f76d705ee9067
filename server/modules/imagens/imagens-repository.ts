import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ImagensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What a product picture is drawn from (any product of the supplier, active or not). */
  async produto(idfornecedor: string, id: number) {
    return this.db
      .selectFrom('produtos')
      .innerJoin('categorias', 'categorias.idcategoria', 'produtos.idcategoria')
      .innerJoin('fornecedores', 'fornecedores.idfornecedor', 'produtos.idfornecedor')
      .leftJoin('produto_imagem_enviada as enviada', 'enviada.id', 'produtos.id')
      .select([
        'enviada.sha as enviada_sha',
        'produtos.id',
        'produtos.nome',
        'produtos.tipo_produto',
        'produtos.imagem_versao',
        'categorias.slug as categoria_slug',
        'fornecedores.segmentos',
      ])
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.id', '=', id)
      .executeTakeFirst();
  }

  /** The uploaded picture's WebP (read only when a size must be encoded). */
  async webpEnviada(id: number, sha: string): Promise<Uint8Array> {
    const row = await this.db
      .selectFrom('produto_imagem_enviada')
      .select('webp')
      .where('id', '=', id)
      .where('sha', '=', sha)
      .executeTakeFirst();
    // Replaced between the lookup and now: the caller's ETag named the old one, which is gone.
    if (!row) throw new Error('imagem enviada substituída durante a leitura');
    return row.webp;
  }

  /** What a supplier's logo is drawn from. */
  async fornecedorPorSlug(slug: string) {
    return this.db
      .selectFrom('fornecedores')
      .select(['nome', 'slug', 'config'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** A carousel's banners and its supplier's configuration (for the colours) and segments (for the products shown). */
  async bannersDoCarrossel(idfornecedor: string, idcarrossel: number) {
    return this.db
      .selectFrom('carrosseis')
      .innerJoin('fornecedores', 'fornecedores.idfornecedor', 'carrosseis.idfornecedor')
      .select(['carrosseis.banners', 'fornecedores.config', 'fornecedores.segmentos'])
      .where('carrosseis.idfornecedor', '=', idfornecedor)
      .where('carrosseis.idcarrossel', '=', idcarrossel)
      .executeTakeFirst();
  }
}
