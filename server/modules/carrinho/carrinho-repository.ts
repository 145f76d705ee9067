import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A saved line: quantity in thousandths; the attendant price (centavos) only an attendant sets. */
export interface LinhaSalva {
  idproduto: number;
  quantidade: number;
  embalarParaPresente: boolean;
  precoAtendente: number | null;
  /** The promotional combo the line belongs to (`idcombopromocional_cabecalho`, migration 0043); null: none. */
  idcombo: number | null;
}

export interface CarrinhoSalvo {
  observacao: string;
  numPedidoCliente: string;
  idtipoassinatura: number | null;
  linhas: LinhaSalva[];
}

export class CarrinhoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async carregar(idcliente: number, idfornecedor: string): Promise<CarrinhoSalvo | null> {
    const carrinho = await this.db
      .selectFrom('carrinhos')
      .select(['observacao', 'num_pedido_cliente', 'idtipoassinatura'])
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    if (!carrinho) return null;
    const linhas = await this.db
      .selectFrom('carrinho_itens')
      .select([
        'idproduto',
        'quantidade_milesimos',
        'embalar_para_presente',
        'preco_atendente_centavos',
        'idcombopromocional_cabecalho',
      ])
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .orderBy('ordem')
      .orderBy('idproduto')
      .execute();
    return {
      observacao: carrinho.observacao,
      numPedidoCliente: carrinho.num_pedido_cliente,
      idtipoassinatura: carrinho.idtipoassinatura,
      linhas: linhas.map((l) => ({
        idproduto: l.idproduto,
        // bigint comes back as a string from node-postgres; the CHECK and the rules keep it safe.
        quantidade: Number(l.quantidade_milesimos),
        embalarParaPresente: l.embalar_para_presente,
        precoAtendente: l.preco_atendente_centavos,
        idcombo: l.idcombopromocional_cabecalho,
      })),
    };
  }

  /** Replaces the cart's lines and fields in one transaction. */
  async salvar(idcliente: number, idfornecedor: string, carrinho: CarrinhoSalvo): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('carrinhos')
        .values({
          idcliente,
          idfornecedor,
          observacao: carrinho.observacao,
          num_pedido_cliente: carrinho.numPedidoCliente,
          idtipoassinatura: carrinho.idtipoassinatura,
          atualizado_em: new Date(),
        })
        .onConflict((oc) =>
          oc.columns(['idcliente', 'idfornecedor']).doUpdateSet({
            observacao: carrinho.observacao,
            num_pedido_cliente: carrinho.numPedidoCliente,
            idtipoassinatura: carrinho.idtipoassinatura,
            atualizado_em: new Date(),
          }),
        )
        .execute();
      await trx
        .deleteFrom('carrinho_itens')
        .where('idcliente', '=', idcliente)
        .where('idfornecedor', '=', idfornecedor)
        .execute();
      if (carrinho.linhas.length > 0) {
        await trx
          .insertInto('carrinho_itens')
          .values(
            carrinho.linhas.map((linha, ordem) => ({
              idcliente,
              idfornecedor,
              idproduto: linha.idproduto,
              quantidade_milesimos: linha.quantidade,
              embalar_para_presente: linha.embalarParaPresente,
              preco_atendente_centavos: linha.precoAtendente,
              idcombopromocional_cabecalho: linha.idcombo,
              ordem,
            })),
          )
          .execute();
      }
    });
  }

  /** Whether the client is registered at the supplier (an attendant works only those carts). */
  async clienteNoFornecedor(idcliente: number, idfornecedor: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('cadastros_cliente')
      .select('idcliente')
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Sets (or, with null, removes) the attendant's price of a line and records who did it and
   * when. Answers false when the cart has no such line.
   */
  async definirPrecoAtendente(
    chave: { idcliente: number; idfornecedor: string; idproduto: number },
    preco: number | null,
    quem: { idusuario: number; papel: string },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const linha = await trx
        .updateTable('carrinho_itens')
        .set({ preco_atendente_centavos: preco })
        .where('idcliente', '=', chave.idcliente)
        .where('idfornecedor', '=', chave.idfornecedor)
        .where('idproduto', '=', chave.idproduto)
        .returning('idproduto')
        .executeTakeFirst();
      if (!linha) return false;
      await trx
        .insertInto('carrinho_bloqueios')
        .values({
          ...chave,
          acao: preco === null ? 'desbloqueio' : 'bloqueio',
          idusuario: quem.idusuario,
          papel: quem.papel,
          preco_centavos: preco,
          em: new Date(),
        })
        .execute();
      return true;
    });
  }

  /** The customer forces the release: every attendant price of the cart goes, recorded once. */
  async desbloquear(
    idcliente: number,
    idfornecedor: string,
    quem: { idusuario: number; papel: string },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const liberadas = await trx
        .updateTable('carrinho_itens')
        .set({ preco_atendente_centavos: null })
        .where('idcliente', '=', idcliente)
        .where('idfornecedor', '=', idfornecedor)
        .where('preco_atendente_centavos', 'is not', null)
        .returning('idproduto')
        .execute();
      if (liberadas.length === 0) return;
      await trx
        .insertInto('carrinho_bloqueios')
        .values({
          idcliente,
          idfornecedor,
          idproduto: null,
          acao: 'desbloqueio',
          idusuario: quem.idusuario,
          papel: quem.papel,
          preco_centavos: null,
          em: new Date(),
        })
        .execute();
    });
  }
}
