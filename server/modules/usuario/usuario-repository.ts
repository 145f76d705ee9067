import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CadastrosClienteTable, ClientesTable, UsuariosTable } from './tables';
import { registrarAceiteNoCadastro } from '../termos-uso';

export type UsuarioRow = Selectable<UsuariosTable>;
export type ClienteRow = Selectable<ClientesTable>;
export type CadastroRow = Selectable<CadastrosClienteTable>;

export interface Vinculo {
  idcliente: number;
  nome: string;
  principal: boolean;
  idcadastroextracliente: number | null;
}

export interface ClienteListado {
  idcliente: number;
  nome: string;
  documento: string;
  tipo_documento: 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
  email: string;
  idcadastroextracliente: number | null;
  cadastro_aprovado: boolean | null;
  principal: boolean;
}

export interface FiltroClientes {
  busca?: string | undefined;
  email?: string | undefined;
  idcadastroextracliente?: number | undefined;
  limit: number;
  offset: number;
}

export interface NovoCliente {
  nome: string;
  documento: string;
  tipo_documento: 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
  email: string;
  senha_hash: string;
  idfornecedor: string;
  cadastro_aprovado: boolean;
  termosAceitosEm: Date;
  /** Migration 0050 (issue 34): the phone and WhatsApp opt-in, and a CNPJ's company data. */
  empresa?: DadosEmpresaCliente;
}

export interface DadosEmpresaCliente {
  telefone: string | null;
  whatsapp_optin: boolean;
  razao_social: string | null;
  nome_fantasia: string | null;
  inscricao_estadual: string | null;
  uf_inscricao_estadual: string | null;
}

export class UsuarioRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user of a login: by e-mail (case-insensitive) or by document (as stored: upper-case, no mask). */
  async porLogin(tipo: 'email' | 'documento', valor: string): Promise<UsuarioRow | undefined> {
    const q = this.db.selectFrom('usuarios').selectAll();
    return (
      tipo === 'email' ? q.where(sql<string>`lower(email)`, '=', valor.toLowerCase()) : q.where('documento', '=', valor)
    ).executeTakeFirst();
  }

  async porId(idusuario: number): Promise<UsuarioRow | undefined> {
    return this.db.selectFrom('usuarios').selectAll().where('idusuario', '=', idusuario).executeTakeFirst();
  }

  async atualizarHash(idusuario: number, senhaHash: string): Promise<void> {
    await this.db.updateTable('usuarios').set({ senha_hash: senhaHash }).where('idusuario', '=', idusuario).execute();
  }

  async cliente(idcliente: number): Promise<ClienteRow | undefined> {
    return this.db.selectFrom('clientes').selectAll().where('idcliente', '=', idcliente).executeTakeFirst();
  }

  /** Issue 34: the client's phone, WhatsApp opt-in and company data, as the account page saves them. */
  async atualizarEmpresa(idcliente: number, dados: DadosEmpresaCliente): Promise<void> {
    await this.db.updateTable('clientes').set(dados).where('idcliente', '=', idcliente).execute();
  }

  async cadastro(idcliente: number, idfornecedor: string): Promise<CadastroRow | undefined> {
    return this.db
      .selectFrom('cadastros_cliente')
      .selectAll()
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
  }

  /** A client known to the platform registers at another supplier on first login there. */
  async criarCadastro(idcliente: number, idfornecedor: string, aprovado: boolean): Promise<CadastroRow> {
    await this.db
      .insertInto('cadastros_cliente')
      .values({ idcliente, idfornecedor, cadastro_aprovado: aprovado, tags: JSON.stringify([]) })
      .onConflict((oc) => oc.columns(['idcliente', 'idfornecedor']).doNothing())
      .execute();
    return (await this.cadastro(idcliente, idfornecedor)) as CadastroRow;
  }

  /** The clients a user is linked to (usuario_clientes), with their registration at this supplier. */
  async vinculos(idusuario: number, idfornecedor: string): Promise<Vinculo[]> {
    return this.db
      .selectFrom('usuario_clientes as uc')
      .innerJoin('clientes as c', 'c.idcliente', 'uc.idcliente')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 'uc.idcliente').on('cc.idfornecedor', '=', idfornecedor),
      )
      .select(['uc.idcliente', 'c.nome', 'uc.principal', 'cc.idcadastroextracliente'])
      .where('uc.idusuario', '=', idusuario)
      .orderBy('uc.principal', 'desc')
      .orderBy('uc.idcliente')
      .execute();
  }

  /**
   * One page of the clients a user serves (representative) or is linked to, restricted to clients
   * registered at `idfornecedor`: a representative of one supplier never lists another's clients.
   */
  async clientes(
    idusuario: number,
    idfornecedor: string,
    filtro: FiltroClientes,
  ): Promise<{ rows: ClienteListado[]; total: number }> {
    let q = this.db
      .selectFrom('usuario_clientes as uc')
      .innerJoin('clientes as c', 'c.idcliente', 'uc.idcliente')
      .innerJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 'uc.idcliente').on('cc.idfornecedor', '=', idfornecedor),
      )
      .where('uc.idusuario', '=', idusuario);
    if (filtro.busca) {
      const termo = `%${filtro.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const doc = filtro.busca.toUpperCase().replace(/[^0-9A-Z]+/g, '');
      q = q.where((eb) =>
        eb.or([
          eb('c.nome', 'ilike', termo),
          eb('c.email', 'ilike', termo),
          ...(doc.length >= 3 ? [eb('c.documento', 'like', `%${doc}%`)] : []),
        ]),
      );
    }
    if (filtro.email) q = q.where(sql<string>`lower(c.email)`, '=', filtro.email.trim().toLowerCase());
    if (filtro.idcadastroextracliente !== undefined)
      q = q.where('cc.idcadastroextracliente', '=', filtro.idcadastroextracliente);
    const [rows, total] = await Promise.all([
      q
        .select([
          'c.idcliente',
          'c.nome',
          'c.documento',
          'c.tipo_documento',
          'c.email',
          'cc.idcadastroextracliente',
          'cc.cadastro_aprovado',
          'uc.principal',
        ])
        .orderBy('c.nome')
        .orderBy('c.idcliente')
        .limit(filtro.limit)
        .offset(filtro.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Whether an e-mail or document is taken by a user or a client (a registration must not take over a client). */
  async loginOcupado(email: string, documento: string): Promise<boolean> {
    const usuario = await this.db
      .selectFrom('usuarios')
      .select('idusuario')
      .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', email.toLowerCase()), eb('documento', '=', documento)]))
      .executeTakeFirst();
    if (usuario) return true;
    const cliente = await this.db
      .selectFrom('clientes')
      .select('idcliente')
      .where('documento', '=', documento)
      .executeTakeFirst();
    return cliente !== undefined;
  }

  async emailOcupado(email: string, exceto: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('usuarios')
      .select('idusuario')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('idusuario', '<>', exceto)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Registration: the client, its registration at the supplier, its principal user and their link, in one transaction. */
  async registrar(novo: NovoCliente): Promise<{ usuario: UsuarioRow; cadastro: CadastroRow }> {
    return this.db.transaction().execute(async (trx) => {
      const cliente = await trx
        .insertInto('clientes')
        .values({
          nome: novo.nome,
          documento: novo.documento,
          tipo_documento: novo.tipo_documento,
          email: novo.email,
          tags: JSON.stringify([]),
          ...(novo.empresa ?? {}),
        })
        .returning('idcliente')
        .executeTakeFirstOrThrow();
      const cadastro = await trx
        .insertInto('cadastros_cliente')
        .values({
          idcliente: cliente.idcliente,
          idfornecedor: novo.idfornecedor,
          cadastro_aprovado: novo.cadastro_aprovado,
          tags: JSON.stringify([]),
          termos_aceitos_em: novo.termosAceitosEm,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const usuario = await trx
        .insertInto('usuarios')
        .values({
          email: novo.email,
          documento: novo.documento,
          nome: novo.nome,
          senha_hash: novo.senha_hash,
          papel: 'cliente',
          idfornecedor: null,
          idcliente: cliente.idcliente,
          principal: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('usuario_clientes')
        .values({ idusuario: usuario.idusuario, idcliente: cliente.idcliente, principal: true })
        .execute();
      // The version of the terms the form linked to (the current one) is the version accepted.
      await registrarAceiteNoCadastro(trx, {
        idcliente: cliente.idcliente,
        idfornecedor: novo.idfornecedor,
        aceitoEm: novo.termosAceitosEm,
      });
      return { usuario, cadastro };
    });
  }

  /** Updates the user's own data; a principal customer's client record follows its name and e-mail. */
  async atualizar(usuario: UsuarioRow, dados: { nome?: string; email?: string; senha_hash?: string }): Promise<void> {
    if (Object.keys(dados).length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('usuarios').set(dados).where('idusuario', '=', usuario.idusuario).execute();
      if (
        usuario.papel === 'cliente' &&
        usuario.principal &&
        usuario.idcliente !== null &&
        (dados.nome || dados.email)
      ) {
        await trx
          .updateTable('clientes')
          .set({ ...(dados.nome ? { nome: dados.nome } : {}), ...(dados.email ? { email: dados.email } : {}) })
          .where('idcliente', '=', usuario.idcliente)
          .execute();
      }
    });
  }
}
