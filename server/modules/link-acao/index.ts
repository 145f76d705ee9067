/**
 * Action links (issue 31, spec section 7 `GET /v4/link-acao/{b}/{a}`): `{b}` is the supplier
 * (idfornecedor), `{a}` the action (idacao). A banner or carousel link `acao:{idacao}` runs the
 * action in the storefront: add a product to the cart, apply a coupon or open a shopping list.
 * Owns `links_acao` (migration 0048).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { operation } from '../../shared/operation';

async function linkAcaoModule(app: FastifyInstance): Promise<void> {
  app.apiHandlers.add('link-acao', {
    // Public, as the banner that carries it: the action of this supplier, or 404 (another
    // supplier's action id answers as one that does not exist).
    obterLinkAcao: operation<operations['obterLinkAcao']>(async ({ params }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const row = await app.db
        .selectFrom('links_acao')
        .leftJoin('produtos', (j) =>
          j
            .onRef('produtos.id', '=', 'links_acao.idproduto')
            .onRef('produtos.idfornecedor', '=', 'links_acao.idfornecedor'),
        )
        .select([
          'links_acao.idacao',
          'links_acao.tipo',
          'links_acao.idproduto',
          'links_acao.quantidade',
          'links_acao.codigocupom',
          'links_acao.idlista',
          'produtos.slug',
        ])
        .where('links_acao.idfornecedor', '=', fornecedor.idfornecedor)
        .where('links_acao.idacao', '=', params.idacao)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Ação do link não encontrada', 'link-acao.nao-encontrada');
      return {
        idacao: row.idacao,
        idfornecedor: fornecedor.idfornecedor,
        tipo: row.tipo,
        idproduto: row.idproduto,
        quantidade: row.quantidade === null ? null : Number(row.quantidade),
        codigocupom: row.codigocupom,
        idlista: row.idlista,
        slug: row.slug ?? null,
      };
    }),
  });
}

export const serverModule = fp(linkAcaoModule, {
  name: 'link-acao',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor'],
});
