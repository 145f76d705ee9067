/** A client's addresses at a supplier (migration 0020). Every write runs in one transaction with the client's row locked. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { EnderecosTable } from './tables';
import type { EnderecoValido } from '#engine/rules/address';

export type EnderecoRow = Selectable<EnderecosTable>;

export interface DonoEndereco {
  idcliente: number;
  idfornecedor: string;
}

/** Thrown inside a transaction when the client already has the most addresses allowed. */
export class LimiteEnderecos extends Error {}

function campos(e: EnderecoValido) {
  return {
    apelido: e.apelido,
    cep: e.cep,
    uf: e.uf,
    pais: e.pais,
    cidade: e.cidade,
    bairro: e.bairro,
    rua: e.rua,
    numero: e.numero,
    complemento: e.complemento,
    referencia: e.referencia,
    lat: e.lat,
    lng: e.lng,
    manual: e.manualAddress,
    destinatario: e.destinatario,
    telefone: e.telefone,
    whatsapp_optin: e.whatsapp,
  };
}

export class EnderecosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The primary address first, then the others from the oldest. */
  async listar(dono: DonoEndereco): Promise<EnderecoRow[]> {
    return this.db
      .selectFrom('enderecos')
      .selectAll()
      .where('idcliente', '=', dono.idcliente)
      .where('idfornecedor', '=', dono.idfornecedor)
      .orderBy('primario', 'desc')
      .orderBy('idendereco')
      .execute();
  }

  /** The client's address `idendereco` at the supplier (undefined when it is someone else's or none). */
  async porId(dono: DonoEndereco, idendereco: number): Promise<EnderecoRow | undefined> {
    return this.db
      .selectFrom('enderecos')
      .selectAll()
      .where('idendereco', '=', idendereco)
      .where('idcliente', '=', dono.idcliente)
      .where('idfornecedor', '=', dono.idfornecedor)
      .executeTakeFirst();
  }

  /** The primary address, or else the oldest (a client's addresses always have a primary one). */
  async primario(dono: DonoEndereco): Promise<EnderecoRow | undefined> {
    return (await this.listar(dono))[0];
  }

  /** Creates; the first address, or one with `primario`, becomes the primary (the others stop being it). */
  async criar(dono: DonoEndereco, e: EnderecoValido, maximo: number): Promise<EnderecoRow> {
    return this.db.transaction().execute(async (trx) => {
      await this.travarCliente(trx, dono);
      const { n } = await trx
        .selectFrom('enderecos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('idcliente', '=', dono.idcliente)
        .where('idfornecedor', '=', dono.idfornecedor)
        .executeTakeFirstOrThrow();
      const existentes = Number(n);
      if (existentes >= maximo) throw new LimiteEnderecos();
      const primario = existentes === 0 || e.primario === true;
      if (primario) await this.desmarcarPrimario(trx, dono);
      return trx
        .insertInto('enderecos')
        .values({ ...campos(e), idcliente: dono.idcliente, idfornecedor: dono.idfornecedor, primario })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Updates the client's address `idendereco` (undefined when it is not the client's). `primario: true` moves the primary here. */
  async atualizar(
    dono: DonoEndereco,
    idendereco: number,
    e: EnderecoValido,
    agora: Date,
  ): Promise<EnderecoRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await this.travarCliente(trx, dono);
      const atual = await this.doCliente(trx, dono, idendereco);
      if (!atual) return undefined;
      const primario = atual.primario || e.primario === true;
      if (primario && !atual.primario) await this.desmarcarPrimario(trx, dono);
      return trx
        .updateTable('enderecos')
        .set({ ...campos(e), primario, atualizado_em: agora })
        .where('idendereco', '=', idendereco)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Deletes the client's address (false when it is not the client's); a deleted primary passes to the oldest remaining. */
  async excluir(dono: DonoEndereco, idendereco: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.travarCliente(trx, dono);
      const apagado = await trx
        .deleteFrom('enderecos')
        .where('idendereco', '=', idendereco)
        .where('idcliente', '=', dono.idcliente)
        .where('idfornecedor', '=', dono.idfornecedor)
        .returning(['primario'])
        .executeTakeFirst();
      if (!apagado) return false;
      if (apagado.primario) await this.oMaisAntigoPrimario(trx, dono);
      return true;
    });
  }

  /**
   * The ERP's addresses of the client (issue 33), by their `cod_erp`, sent whole: each created or
   * updated, an ERP address left out deleted; the addresses the client typed stay. One marked
   * `primario` becomes the primary; a client left without one gets its oldest. True when anything
   * changed.
   */
  async sincronizarDoErp(dono: DonoEndereco, itens: readonly { cod_erp: string; endereco: EnderecoValido }[]) {
    return this.db.transaction().execute(async (trx) => {
      await this.travarCliente(trx, dono);
      const atuais = await trx
        .selectFrom('enderecos')
        .selectAll()
        .where('idcliente', '=', dono.idcliente)
        .where('idfornecedor', '=', dono.idfornecedor)
        .execute();
      const porCodigo = new Map(atuais.flatMap((a) => (a.cod_erp === null ? [] : [[a.cod_erp, a] as const])));
      let mudou = false;
      const codigos = new Set(itens.map((i) => i.cod_erp));
      const sobrando = atuais.filter((a) => a.cod_erp !== null && !codigos.has(a.cod_erp)).map((a) => a.idendereco);
      if (sobrando.length > 0) {
        await trx.deleteFrom('enderecos').where('idendereco', 'in', sobrando).execute();
        mudou = true;
      }
      let primario: number | undefined;
      for (const { cod_erp, endereco } of itens) {
        const valores = campos(endereco);
        const atual = porCodigo.get(cod_erp);
        let id: number;
        if (!atual) {
          id = (
            await trx
              .insertInto('enderecos')
              .values({
                ...valores,
                cod_erp,
                idcliente: dono.idcliente,
                idfornecedor: dono.idfornecedor,
                primario: false,
              })
              .returning('idendereco')
              .executeTakeFirstOrThrow()
          ).idendereco;
          mudou = true;
        } else {
          id = atual.idendereco;
          const diferentes = Object.entries(valores).filter(([k, v]) => (atual as Record<string, unknown>)[k] !== v);
          if (diferentes.length > 0) {
            await trx
              .updateTable('enderecos')
              .set({ ...Object.fromEntries(diferentes), atualizado_em: new Date() })
              .where('idendereco', '=', id)
              .execute();
            mudou = true;
          }
        }
        if (endereco.primario === true && primario === undefined) primario = id;
      }
      const primarioAtual = await trx
        .selectFrom('enderecos')
        .select('idendereco')
        .where('idcliente', '=', dono.idcliente)
        .where('idfornecedor', '=', dono.idfornecedor)
        .where('primario', '=', true)
        .executeTakeFirst();
      if (primario !== undefined && primarioAtual?.idendereco !== primario) {
        await this.desmarcarPrimario(trx, dono);
        await trx.updateTable('enderecos').set({ primario: true }).where('idendereco', '=', primario).execute();
        mudou = true;
      } else if (!primarioAtual && (await this.oMaisAntigoPrimario(trx, dono))) mudou = true;
      return mudou;
    });
  }

  /** The client's oldest address becomes its primary (one was deleted); false when it has none. */
  private async oMaisAntigoPrimario(trx: Transaction<Database>, dono: DonoEndereco): Promise<boolean> {
    const maisAntigo = await trx
      .selectFrom('enderecos')
      .select('idendereco')
      .where('idcliente', '=', dono.idcliente)
      .where('idfornecedor', '=', dono.idfornecedor)
      .orderBy('idendereco')
      .limit(1)
      .executeTakeFirst();
    if (!maisAntigo) return false;
    await trx
      .updateTable('enderecos')
      .set({ primario: true })
      .where('idendereco', '=', maisAntigo.idendereco)
      .execute();
    return true;
  }

  /** Writes of one client take turns (two "make primary" at once end with one primary). */
  private async travarCliente(trx: Transaction<Database>, dono: DonoEndereco): Promise<void> {
    await trx
      .selectFrom('clientes')
      .select('idcliente')
      .where('idcliente', '=', dono.idcliente)
      .forUpdate()
      .executeTakeFirst();
  }

  private async doCliente(
    trx: Transaction<Database>,
    dono: DonoEndereco,
    idendereco: number,
  ): Promise<EnderecoRow | undefined> {
    return trx
      .selectFrom('enderecos')
      .selectAll()
      .where('idendereco', '=', idendereco)
      .where('idcliente', '=', dono.idcliente)
      .where('idfornecedor', '=', dono.idfornecedor)
      .executeTakeFirst();
  }

  private async desmarcarPrimario(trx: Transaction<Database>, dono: DonoEndereco): Promise<void> {
    await trx
      .updateTable('enderecos')
      .set({ primario: false })
      .where('idcliente', '=', dono.idcliente)
      .where('idfornecedor', '=', dono.idfornecedor)
      .where('primario', '=', true)
      .execute();
  }
}
