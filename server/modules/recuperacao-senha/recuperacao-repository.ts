import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LoginDigitado } from './login';

export interface UsuarioRecuperacao {
  idusuario: number;
  nome: string;
  email: string | null;
}

export class RecuperacaoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The user with this login who belongs to this supplier: its staff, or a user of a client
   * registered there (the user's own client, or one it serves through usuario_clientes).
   */
  async usuarioDoFornecedor(login: LoginDigitado, idfornecedor: string): Promise<UsuarioRecuperacao | undefined> {
    return this.db
      .selectFrom('usuarios as u')
      .select(['u.idusuario', 'u.nome', 'u.email'])
      .where((eb) =>
        login.tipo === 'email'
          ? eb(sql<string>`lower(u.email)`, '=', login.email)
          : eb('u.documento', '=', login.documento),
      )
      .where((eb) =>
        eb.or([
          eb('u.idfornecedor', '=', idfornecedor),
          eb.exists(
            eb
              .selectFrom('cadastros_cliente as cc')
              .select('cc.idcliente')
              .whereRef('cc.idcliente', '=', 'u.idcliente')
              .where('cc.idfornecedor', '=', idfornecedor),
          ),
          eb.exists(
            eb
              .selectFrom('usuario_clientes as uc')
              .innerJoin('cadastros_cliente as cc', 'cc.idcliente', 'uc.idcliente')
              .select('uc.idcliente')
              .whereRef('uc.idusuario', '=', 'u.idusuario')
              .where('cc.idfornecedor', '=', idfornecedor),
          ),
        ]),
      )
      .orderBy('u.idusuario')
      .limit(1)
      .executeTakeFirst();
  }

  /** Stores a new code for the user and retires every earlier one still open, in one transaction. */
  async emitirCodigo(registro: {
    codigoHash: string;
    idusuario: number;
    idfornecedor: string;
    criadoEm: Date;
    expiraEm: Date;
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('recuperacoes_senha')
        .set({ usado_em: registro.criadoEm })
        .where('idusuario', '=', registro.idusuario)
        .where('usado_em', 'is', null)
        .execute();
      await trx
        .insertInto('recuperacoes_senha')
        .values({
          codigo_hash: registro.codigoHash,
          idusuario: registro.idusuario,
          idfornecedor: registro.idfornecedor,
          criado_em: registro.criadoEm,
          expira_em: registro.expiraEm,
        })
        .execute();
    });
  }

  /** The code's row with what the password policy needs of its user (e-mail, document, name). */
  async porCodigo(codigoHash: string) {
    return this.db
      .selectFrom('recuperacoes_senha as r')
      .innerJoin('usuarios as u', 'u.idusuario', 'r.idusuario')
      .select(['r.idfornecedor', 'r.usado_em', 'r.expira_em', 'u.email', 'u.documento', 'u.nome'])
      .where('r.codigo_hash', '=', codigoHash)
      .executeTakeFirst();
  }

  /**
   * Consumes the code (only if still open and not expired: one UPDATE, so two concurrent uses
   * cannot both win), sets the new password hash and ends every session of the user, atomically.
   * Returns the user id, or undefined when the code was no longer usable.
   */
  async consumirEDefinirSenha(
    codigoHash: string,
    idfornecedor: string,
    agora: Date,
    senhaHash: string,
  ): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const consumido = await trx
        .updateTable('recuperacoes_senha')
        .set({ usado_em: agora })
        .where('codigo_hash', '=', codigoHash)
        .where('idfornecedor', '=', idfornecedor)
        .where('usado_em', 'is', null)
        .where('expira_em', '>', agora)
        .returning('idusuario')
        .executeTakeFirst();
      if (!consumido) return undefined;
      await trx
        .updateTable('usuarios')
        .set({ senha_hash: senhaHash })
        .where('idusuario', '=', consumido.idusuario)
        .execute();
      await trx.deleteFrom('sessoes').where('idusuario', '=', consumido.idusuario).execute();
      return consumido.idusuario;
    });
  }
}
