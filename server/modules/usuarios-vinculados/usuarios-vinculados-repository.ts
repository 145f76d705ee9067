import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsuariosTable } from '../usuario/tables';

export type UsuarioRow = Selectable<UsuariosTable>;
export type IdPermissao = 'submissao_pedido';

export interface CadastroConta {
  idcadastroextracliente: number;
  idcliente: number;
  idfornecedor: string;
  cadastro_aprovado: boolean;
  nome_cliente: string;
}

export interface UsuarioDaConta {
  idusuario: number;
  nome: string;
  email: string | null;
  papel: UsuarioRow['papel'];
  principal: boolean;
  permissoes: IdPermissao[];
}

/** The roles whose users belong to a client account (staff and representatives do not). */
const PAPEIS_DA_CONTA = ['cliente', 'usuario_vinculado'] as const;

interface NovoUsuarioDaConta {
  email: string;
  nome: string;
  senha_hash: string;
  idcliente: number;
}

/**
 * Inserts a user of one client and its link (inside the caller's transaction): a linked user, or
 * the client's principal user (with the client's document, for CPF/CNPJ logins).
 */
async function inserirDaConta(
  trx: Transaction<Database>,
  dados: NovoUsuarioDaConta,
  principal: { documento: string | null } | null = null,
): Promise<UsuarioRow> {
  const usuario = await trx
    .insertInto('usuarios')
    .values({
      email: dados.email,
      documento: principal?.documento ?? null,
      nome: dados.nome,
      senha_hash: dados.senha_hash,
      papel: principal ? 'cliente' : 'usuario_vinculado',
      idfornecedor: null,
      idcliente: dados.idcliente,
      principal: principal !== null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('usuario_clientes')
    .values({ idusuario: usuario.idusuario, idcliente: dados.idcliente, principal: true })
    .execute();
  return usuario;
}

export class UsuariosVinculadosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async cadastro(idcadastroextracliente: number): Promise<CadastroConta | undefined> {
    return this.db
      .selectFrom('cadastros_cliente as cc')
      .innerJoin('clientes as c', 'c.idcliente', 'cc.idcliente')
      .select([
        'cc.idcadastroextracliente',
        'cc.idcliente',
        'cc.idfornecedor',
        'cc.cadastro_aprovado',
        'c.nome as nome_cliente',
      ])
      .where('cc.idcadastroextracliente', '=', idcadastroextracliente)
      .executeTakeFirst();
  }

  async cadastroDoCliente(idcliente: number, idfornecedor: string): Promise<CadastroConta | undefined> {
    return this.db
      .selectFrom('cadastros_cliente as cc')
      .innerJoin('clientes as c', 'c.idcliente', 'cc.idcliente')
      .select([
        'cc.idcadastroextracliente',
        'cc.idcliente',
        'cc.idfornecedor',
        'cc.cadastro_aprovado',
        'c.nome as nome_cliente',
      ])
      .where('cc.idcliente', '=', idcliente)
      .where('cc.idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
  }

  async usuario(idusuario: number): Promise<UsuarioRow | undefined> {
    return this.db.selectFrom('usuarios').selectAll().where('idusuario', '=', idusuario).executeTakeFirst();
  }

  async porEmail(email: string): Promise<UsuarioRow | undefined> {
    return this.db
      .selectFrom('usuarios')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** The users of a client account: its own users and those linked with it (customers and linked users only). */
  async usuariosDoCliente(idcliente: number): Promise<UsuarioDaConta[]> {
    const rows = await this.db
      .selectFrom('usuarios as u')
      .select(['u.idusuario', 'u.nome', 'u.email', 'u.papel', 'u.principal', 'u.idcliente'])
      .where('u.papel', 'in', PAPEIS_DA_CONTA)
      .where((eb) =>
        eb.or([
          eb('u.idcliente', '=', idcliente),
          eb.exists(
            eb
              .selectFrom('usuario_clientes as uc')
              .select('uc.idusuario')
              .whereRef('uc.idusuario', '=', 'u.idusuario')
              .where('uc.idcliente', '=', idcliente),
          ),
        ]),
      )
      .orderBy('u.nome')
      .orderBy('u.idusuario')
      .execute();
    const permissoes = await this.db
      .selectFrom('usuario_cliente_permissoes')
      .select(['idusuario', 'idpermissao'])
      .where('idcliente', '=', idcliente)
      .orderBy('idpermissao')
      .execute();
    return rows.map((r) => ({
      idusuario: r.idusuario,
      nome: r.nome,
      email: r.email,
      papel: r.papel,
      principal: ehPrincipalDoCliente(r, idcliente),
      permissoes: permissoes.filter((p) => p.idusuario === r.idusuario).map((p) => p.idpermissao),
    }));
  }

  async permissoes(idusuario: number, idcliente: number): Promise<IdPermissao[]> {
    const rows = await this.db
      .selectFrom('usuario_cliente_permissoes')
      .select('idpermissao')
      .where('idusuario', '=', idusuario)
      .where('idcliente', '=', idcliente)
      .orderBy('idpermissao')
      .execute();
    return rows.map((r) => r.idpermissao);
  }

  async vinculado(idusuario: number, idcliente: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('usuario_clientes')
      .select('idusuario')
      .where('idusuario', '=', idusuario)
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new linked user of one client (no usable password until they set one through the e-mailed link). */
  async criarVinculado(dados: NovoUsuarioDaConta): Promise<UsuarioRow> {
    return this.db.transaction().execute(async (trx) => inserirDaConta(trx, dados));
  }

  /**
   * A person the ERP names for a client (issue 33) who has no user yet: the client's principal
   * user when it has none (papel 'cliente', the client's document for CPF/CNPJ logins, as the
   * registration and the demo seed make them), else a linked user. Serialised per client (the
   * client's row is locked), so two imports never make two principals. The document is left out
   * when another user already logs in with it. Throws the unique violation (23505) of a taken
   * e-mail.
   */
  async criarDoErp(
    dados: NovoUsuarioDaConta & { nomePrincipal: string },
  ): Promise<{ usuario: UsuarioRow; principal: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const cliente = await trx
        .selectFrom('clientes')
        .select('documento')
        .where('idcliente', '=', dados.idcliente)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const temPrincipal = await trx
        .selectFrom('usuarios')
        .select('idusuario')
        .where('idcliente', '=', dados.idcliente)
        .where('principal', '=', true)
        .executeTakeFirst();
      if (temPrincipal) return { usuario: await inserirDaConta(trx, dados), principal: false };
      const documentoOcupado = await trx
        .selectFrom('usuarios')
        .select('idusuario')
        .where('documento', '=', cliente.documento)
        .executeTakeFirst();
      const usuario = await inserirDaConta(
        trx,
        { ...dados, nome: dados.nomePrincipal },
        { documento: documentoOcupado ? null : cliente.documento },
      );
      return { usuario, principal: true };
    });
  }

  /** Links a known user with one more client. False when the link already existed. */
  async vincular(idusuario: number, idcliente: number): Promise<boolean> {
    const r = await this.db
      .insertInto('usuario_clientes')
      .values({ idusuario, idcliente, principal: false })
      .onConflict((oc) => oc.columns(['idusuario', 'idcliente']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Unlinks a user from a client, atomically: the link and its permissions, the user's sessions
   * acting for that client; when it was the user's default client, the next linked one becomes
   * the default, and a linked user left with no client at all is deleted.
   */
  async desvincular(usuario: UsuarioRow, idcliente: number): Promise<'desvinculado' | 'excluido'> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('usuario_clientes')
        .where('idusuario', '=', usuario.idusuario)
        .where('idcliente', '=', idcliente)
        .execute();
      await trx
        .deleteFrom('sessoes')
        .where('idusuario', '=', usuario.idusuario)
        .where('idcliente', '=', idcliente)
        .execute();
      if (usuario.idcliente !== idcliente) return 'desvinculado';
      const outro = await trx
        .selectFrom('usuario_clientes')
        .select('idcliente')
        .where('idusuario', '=', usuario.idusuario)
        .orderBy('principal', 'desc')
        .orderBy('idcliente')
        .limit(1)
        .executeTakeFirst();
      if (!outro) {
        await trx.deleteFrom('usuarios').where('idusuario', '=', usuario.idusuario).execute();
        return 'excluido';
      }
      await trx
        .updateTable('usuarios')
        .set({ idcliente: outro.idcliente })
        .where('idusuario', '=', usuario.idusuario)
        .execute();
      return 'desvinculado';
    });
  }

  async definirPermissoes(idusuario: number, idcliente: number, permissoes: readonly IdPermissao[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('usuario_cliente_permissoes')
        .where('idusuario', '=', idusuario)
        .where('idcliente', '=', idcliente)
        .execute();
      if (permissoes.length > 0) {
        await trx
          .insertInto('usuario_cliente_permissoes')
          .values([...new Set(permissoes)].map((idpermissao) => ({ idusuario, idcliente, idpermissao })))
          .execute();
      }
    });
  }
}

/** The principal user of a client: the client's own user marked principal. */
export function ehPrincipalDoCliente(
  usuario: Pick<UsuarioRow, 'principal' | 'idcliente' | 'papel'>,
  idcliente: number,
): boolean {
  return (
    usuario.principal &&
    usuario.idcliente === idcliente &&
    (usuario.papel === 'cliente' || usuario.papel === 'usuario_vinculado')
  );
}
