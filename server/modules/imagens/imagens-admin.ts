/**
 * The product pictures an admin uploads (issue 11; `/v4/admin/{idfornecedor}/produtos…`, tag
 * admin): the list to find a product, the upload (checked and re-encoded by
 * server/images/imagem-enviada.ts, kept in the database) and its removal. Every call answers
 * only an admin of the supplier in the path; a product of another supplier is not found.
 * Changing a picture moves the product's `imagem_versao` (its URL's `v`) in the same transaction,
 * which also moves the supplier's catalogue version (the trigger of migration 0003): shoppers'
 * cached catalogue answers name the new picture at once.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import type { Database } from '../../db/schema';
import { IMAGEM_INVALIDA, reencodarImagem, type ImagemReencodada } from '../../images/imagem-enviada';
import { HttpError } from '../../shared/http-error';
import { operation, type OperationHandler } from '../../shared/operation';
import { plainText } from '../../shared/plain-text';
import { imagemProduto } from '../catalogo';
import type { FornecedorRow } from '../fornecedor';
import { sessaoDaRequisicao, type SessaoDaRequisicao } from '../sessao';

type ProdutoAdmin = components['schemas']['ProdutoAdmin'];

export const IMAGEM_ACESSO_NEGADO = 'Só um administrador desta loja pode mudar as imagens dos produtos.';
const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado nesta loja.';

/** 'aaaammddhhmmss' (UTC): the picture's new cache buster, date-based as spec section 9 says. */
export const versaoDaImagem = (agora: Date): string =>
  agora
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14);

export class ImagensAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** An admin of this supplier (403 for anyone else, before anything is read). */
  admin(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    if (sessao.papel !== 'admin_fornecedor' || sessao.idfornecedor !== fornecedor.idfornecedor) {
      throw new HttpError(403, IMAGEM_ACESSO_NEGADO, 'imagem.acesso-negado');
    }
  }

  private consulta(db: Kysely<Database>, idfornecedor: string) {
    return db
      .selectFrom('produtos')
      .innerJoin('categorias', 'categorias.idcategoria', 'produtos.idcategoria')
      .leftJoin('produto_imagem_enviada as enviada', 'enviada.id', 'produtos.id')
      .where('produtos.idfornecedor', '=', idfornecedor);
  }

  private campos = [
    'produtos.id',
    'produtos.nome',
    'produtos.ativo',
    'produtos.imagem_versao',
    'categorias.nome as categoria',
    'enviada.largura',
    'enviada.altura',
    'enviada.enviado_em',
  ] as const;

  private mapear(
    idfornecedor: string,
    row: {
      id: number;
      nome: string;
      ativo: boolean;
      imagem_versao: string;
      categoria: string;
      largura: number | null;
      altura: number | null;
      enviado_em: Date | string | null;
    },
  ): ProdutoAdmin {
    return {
      id: row.id,
      nome: plainText(row.nome),
      ativo: row.ativo,
      categoria: plainText(row.categoria),
      imagem: imagemProduto(idfornecedor, row.id, row.imagem_versao),
      imagemEnviada:
        row.largura !== null && row.altura !== null && row.enviado_em !== null
          ? { largura: row.largura, altura: row.altura, enviadoEm: new Date(row.enviado_em).toISOString() }
          : null,
    };
  }

  async listar(
    fornecedor: FornecedorRow,
    filtro: { busca: string | null; page: number; limit: number },
  ): Promise<components['schemas']['ListaProdutosAdmin']> {
    const termo = filtro.busca?.trim() ?? '';
    let q = this.consulta(this.db, fornecedor.idfornecedor);
    if (termo) {
      const numero = /^[0-9]{1,9}$/.test(termo) ? Number(termo) : null;
      const padrao = `%${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`public.f_unaccent(lower(produtos.nome))`, 'like', sql`public.f_unaccent(lower(${padrao}))`),
          ...(numero !== null ? [eb('produtos.id', '=', numero)] : []),
        ]),
      );
    }
    const [linhas, total] = await Promise.all([
      q
        .select([...this.campos])
        .orderBy(sql`lower(produtos.nome)`)
        .orderBy('produtos.id')
        .limit(filtro.limit)
        .offset((filtro.page - 1) * filtro.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { produtos: linhas.map((r) => this.mapear(fornecedor.idfornecedor, r)), total: Number(total.n) };
  }

  private async um(db: Kysely<Database>, idfornecedor: string, id: number): Promise<ProdutoAdmin> {
    const row = await this.consulta(db, idfornecedor)
      .where('produtos.id', '=', id)
      .select([...this.campos])
      .executeTakeFirst();
    if (!row) throw new HttpError(404, PRODUTO_NAO_ENCONTRADO, 'produto.nao-encontrado');
    return this.mapear(idfornecedor, row);
  }

  /** Checks and re-encodes the picture (400/413 as `reencodarImagem` says), then `guardar`. */
  async enviar(fornecedor: FornecedorRow, id: number, bytes: Buffer, idusuario: number | null): Promise<ProdutoAdmin> {
    await this.um(this.db, fornecedor.idfornecedor, id);
    return this.guardar(fornecedor, id, await reencodarImagem(bytes), idusuario);
  }

  /**
   * Keeps a picture already re-encoded as the product's, moving its `imagem_versao`. `idusuario`:
   * the admin who sent it; null when no person did (the ERP's key, module integracao).
   */
  async guardar(
    fornecedor: FornecedorRow,
    id: number,
    imagem: ImagemReencodada,
    idusuario: number | null,
  ): Promise<ProdutoAdmin> {
    return this.db.transaction().execute(async (trx) => {
      const produto = await trx
        .updateTable('produtos')
        .set({ imagem_versao: versaoDaImagem(this.now()) })
        .where('idfornecedor', '=', fornecedor.idfornecedor)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!produto) throw new HttpError(404, PRODUTO_NAO_ENCONTRADO, 'produto.nao-encontrado');
      const valores = {
        webp: imagem.webp,
        sha: imagem.sha,
        largura: imagem.largura,
        altura: imagem.altura,
        idusuario,
        enviado_em: this.now(),
      };
      await trx
        .insertInto('produto_imagem_enviada')
        .values({ id, idfornecedor: fornecedor.idfornecedor, ...valores })
        .onConflict((oc) => oc.column('id').doUpdateSet(valores))
        .execute();
      return this.um(trx, fornecedor.idfornecedor, id);
    });
  }

  async remover(fornecedor: FornecedorRow, id: number): Promise<ProdutoAdmin> {
    return this.db.transaction().execute(async (trx) => {
      await this.um(trx, fornecedor.idfornecedor, id);
      const removida = await trx
        .deleteFrom('produto_imagem_enviada')
        .where('id', '=', id)
        .where('idfornecedor', '=', fornecedor.idfornecedor)
        .executeTakeFirst();
      if (removida.numDeletedRows > 0n) {
        await trx
          .updateTable('produtos')
          .set({ imagem_versao: versaoDaImagem(this.now()) })
          .where('idfornecedor', '=', fornecedor.idfornecedor)
          .where('id', '=', id)
          .execute();
      }
      return this.um(trx, fornecedor.idfornecedor, id);
    });
  }
}

/** The calls: session (401), supplier from the path (404), admin (403), then the rest. */
export function imagensAdminHandlers(
  app: FastifyInstance,
  service: ImagensAdminService,
): Record<string, OperationHandler> {
  const admin = async (request: FastifyRequest, idfornecedor: string) => {
    const sessao = await sessaoDaRequisicao(app.sessaoService, request);
    const fornecedor = await app.fornecedorService.porId(idfornecedor);
    service.admin(sessao, fornecedor);
    return { sessao, fornecedor };
  };
  return {
    listarProdutosAdmin: operation<operations['listarProdutosAdmin']>(async ({ params, query, request, reply }) => {
      const { fornecedor } = await admin(request, params.idfornecedor);
      reply.header('cache-control', 'private, no-store');
      return service.listar(fornecedor, {
        busca: query.busca ?? null,
        page: query.page ?? 1,
        limit: query.limit ?? 24,
      });
    }),
    enviarImagemProduto: operation<operations['enviarImagemProduto']>(async ({ params, request }) => {
      const { sessao, fornecedor } = await admin(request, params.idfornecedor);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, IMAGEM_INVALIDA, 'imagem.invalida');
      return service.enviar(fornecedor, params.id, request.body, sessao.idusuario);
    }),
    removerImagemProduto: operation<operations['removerImagemProduto']>(async ({ params, request }) => {
      const { fornecedor } = await admin(request, params.idfornecedor);
      return service.remover(fornecedor, params.id);
    }),
  };
}
