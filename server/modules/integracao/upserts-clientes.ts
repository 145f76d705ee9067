/**
 * The ERP's clients and payment terms by `cod_erp` (issue 33, item 2; docs/erp-integration.md),
 * answered line by line as the catalogue's upserts are (./upserts.ts: `criado`, `atualizado`,
 * `inalterado`, `recusado` with the pt-BR reasons and field paths; a refused line writes nothing).
 *
 * - A client: its registration at the supplier (approval, tags, credit limit), its name and e-mail
 *   when no other supplier has it, the payment terms granted to it, its delivery addresses (module
 *   enderecos, checked by the shop's own address rules) and the people who buy for it, invited by
 *   e-mail (module usuarios-vinculados).
 * - A payment term: a payment method of the checkout (`formas_pagamento`), with the ERP's code.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '#openapi/generated/v4';
import type { EnderecoValido } from '#engine/rules/address';
import { isValidEmail, normalizeDocumento, normalizeEmail, tipoDocumentoBrasileiro } from '#engine/rules/login-id';
import type { Database } from '../../db/schema';
import { enderecoSchema } from '../enderecos';
import { MENSAGENS_ERP } from '../usuarios-vinculados';
import type { FormasPagamentoTable } from '../formas-pagamento/tables';
import {
  centavos,
  codigos,
  emPartes,
  igual,
  linhasPorCodigoErp,
  Relatorio,
  type ErroItem,
  type RelatorioImportacao,
} from './upserts';

type S = components['schemas'];

/** What the client upsert asks of the modules that own addresses and users. */
export interface DependenciasClientes {
  /** The ERP's addresses of a client, sent whole; true when anything changed (module enderecos). */
  sincronizarEnderecos(
    dono: { idcliente: number; idfornecedor: string },
    itens: readonly { cod_erp: string; endereco: EnderecoValido }[],
  ): Promise<boolean>;
  /** The ERP's people of a client, each invited by e-mail (module usuarios-vinculados). */
  convidar(entrada: {
    idfornecedor: string;
    idcliente: number;
    usuarios: readonly { email: string; nome?: string | undefined }[];
    origem: string | null;
  }): Promise<{ alterado: boolean; erros: { indice: number; mensagem: string }[] }>;
}

const PAPEIS_DE_CLIENTE = new Set(['cliente', 'usuario_vinculado']);

export class UpsertsClientes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: DependenciasClientes,
  ) {}

  /** The e-mails of staff users among these (they cannot buy for a client). */
  private async emailsDaEquipe(emails: readonly string[]): Promise<Set<string>> {
    const equipe = new Set<string>();
    for (const parte of emPartes([...new Set(emails)])) {
      if (parte.length === 0) continue;
      const rows = await this.db
        .selectFrom('usuarios')
        .select(['email', 'papel'])
        .where(sql<string>`lower(email)`, 'in', parte)
        .execute();
      for (const r of rows) if (r.email !== null && !PAPEIS_DE_CLIENTE.has(r.papel)) equipe.add(r.email.toLowerCase());
    }
    return equipe;
  }

  /**
   * Clients by `cod_erp` (scope customers). `origem`: the shop's address for the invitations' links
   * (null: the supplier's own domain, if it has one).
   */
  async clientes(
    idfornecedor: string,
    itens: readonly S['ClienteErp'][],
    origem: string | null = null,
  ): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const porCodigo = new Map<string, { idcadastro: number; idcliente: number }>();
    for (const [cod, r] of await linhasPorCodigoErp(this.db, 'cadastros_cliente', idfornecedor, [...validos.values()]))
      porCodigo.set(cod, { idcadastro: r.idcadastroextracliente, idcliente: r.idcliente });
    const condicoes = await linhasPorCodigoErp(
      this.db,
      'formas_pagamento',
      idfornecedor,
      itens.flatMap((i) => (i.condicoes_pagamento ?? []).map((c) => c.trim())),
    );
    const equipe = await this.emailsDaEquipe(
      itens.flatMap((i) => (i.usuarios ?? []).map((u) => normalizeEmail(u.email))),
    );
    for (const [linha, cod] of validos) {
      const item = itens[linha]!;
      const campo = (nome: string) => `itens[${linha}].${nome}`;
      const erros: ErroItem[] = [];
      let documento: { tipo: 'CPF' | 'CNPJ'; numero: string } | null = null;
      if (item.documento !== undefined) {
        const tipo = tipoDocumentoBrasileiro(item.documento);
        if (tipo === null) erros.push({ campo: campo('documento'), mensagem: 'CPF ou CNPJ inválido' });
        else documento = { tipo, numero: normalizeDocumento(item.documento) };
      }
      const nome = item.razao_social?.trim();
      if (nome === '') erros.push({ campo: campo('razao_social'), mensagem: 'informe a razão social ou o nome' });
      const email = item.email === undefined ? undefined : normalizeEmail(item.email);
      if (email !== undefined && !isValidEmail(email))
        erros.push({ campo: campo('email'), mensagem: MENSAGENS_ERP.emailInvalido });
      let limite: number | null | undefined;
      if (item.limite_credito !== undefined)
        limite = item.limite_credito === null ? null : centavos(item.limite_credito, campo('limite_credito'), erros);
      const idsCondicoes = this.condicoesDoItem(item, condicoes, campo, erros);
      const enderecos = this.enderecosDoItem(item, campo, erros);
      const usuarios = this.usuariosDoItem(item, equipe, campo, erros);
      let conhecido = porCodigo.get(cod);
      if (!conhecido) {
        if (item.documento === undefined)
          erros.push({ campo: campo('documento'), mensagem: 'informe o CPF ou CNPJ para criar o cliente' });
        if (nome === undefined)
          erros.push({ campo: campo('razao_social'), mensagem: 'informe a razão social para criar o cliente' });
        if (email === undefined)
          erros.push({ campo: campo('email'), mensagem: 'informe o e-mail para criar o cliente' });
      }
      if (erros.length > 0) {
        relatorio.anotar(linha, cod, 'recusado', null, erros);
        continue;
      }
      let criado = false;
      if (!conhecido) {
        const doc = documento!;
        const cliente = await this.db
          .selectFrom('clientes')
          .select('idcliente')
          .where('tipo_documento', '=', doc.tipo)
          .where('documento', '=', doc.numero)
          .executeTakeFirst();
        const idcliente =
          cliente?.idcliente ??
          (
            await this.db
              .insertInto('clientes')
              .values({ nome: nome!, documento: doc.numero, tipo_documento: doc.tipo, email: email!, tags: '[]' })
              .returning('idcliente')
              .executeTakeFirstOrThrow()
          ).idcliente;
        const cadastro = await this.db
          .selectFrom('cadastros_cliente')
          .select(['idcadastroextracliente', 'cod_erp'])
          .where('idcliente', '=', idcliente)
          .where('idfornecedor', '=', idfornecedor)
          .executeTakeFirst();
        if (cadastro && cadastro.cod_erp !== null) {
          relatorio.anotar(linha, cod, 'recusado', null, [
            { campo: campo('documento'), mensagem: `este CPF/CNPJ já é do cliente de código '${cadastro.cod_erp}'` },
          ]);
          continue;
        }
        if (cadastro) {
          await this.db
            .updateTable('cadastros_cliente')
            .set({ cod_erp: cod })
            .where('idcadastroextracliente', '=', cadastro.idcadastroextracliente)
            .execute();
          conhecido = { idcadastro: cadastro.idcadastroextracliente, idcliente };
        } else {
          const novo = await this.db
            .insertInto('cadastros_cliente')
            .values({
              idcliente,
              idfornecedor,
              cod_erp: cod,
              cadastro_aprovado: item.aprovado ?? false,
              tags: JSON.stringify(item.tags ?? []),
            })
            .returning('idcadastroextracliente')
            .executeTakeFirstOrThrow();
          conhecido = { idcadastro: novo.idcadastroextracliente, idcliente };
          criado = true;
        }
        porCodigo.set(cod, conhecido);
      }
      const cadastro = await this.db
        .selectFrom('cadastros_cliente')
        .selectAll()
        .where('idcadastroextracliente', '=', conhecido.idcadastro)
        .executeTakeFirstOrThrow();
      const cliente = await this.db
        .selectFrom('clientes')
        .selectAll()
        .where('idcliente', '=', conhecido.idcliente)
        .executeTakeFirstOrThrow();
      if (documento && (documento.numero !== cliente.documento || documento.tipo !== cliente.tipo_documento)) {
        relatorio.anotar(linha, cod, 'recusado', null, [
          { campo: campo('documento'), mensagem: 'o CPF/CNPJ de um cliente não muda: use outro código do ERP' },
        ]);
        continue;
      }
      const mudancasCadastro: Record<string, unknown> = {};
      if (item.aprovado !== undefined && item.aprovado !== cadastro.cadastro_aprovado)
        mudancasCadastro.cadastro_aprovado = item.aprovado;
      if (item.tags !== undefined) {
        const tags = item.tags.map((t) => t.trim()).filter(Boolean);
        if (!igual(tags, cadastro.tags)) mudancasCadastro.tags = JSON.stringify(tags);
      }
      if (limite !== undefined && limite !== cadastro.limite_credito_centavos)
        mudancasCadastro.limite_credito_centavos = limite;
      // The name and e-mail are the client's own: changed only when no other supplier has it.
      const mudancasCliente: Record<string, unknown> = {};
      if (nome !== undefined && nome !== cliente.nome) mudancasCliente.nome = nome;
      if (email !== undefined && email !== cliente.email) mudancasCliente.email = email;
      if (Object.keys(mudancasCliente).length > 0) {
        const outros = await this.db
          .selectFrom('cadastros_cliente')
          .select('idcadastroextracliente')
          .where('idcliente', '=', cliente.idcliente)
          .where('idfornecedor', '!=', idfornecedor)
          .executeTakeFirst();
        if (outros) for (const k of Object.keys(mudancasCliente)) delete mudancasCliente[k];
      }
      if (Object.keys(mudancasCadastro).length > 0)
        await this.db
          .updateTable('cadastros_cliente')
          .set(mudancasCadastro)
          .where('idcadastroextracliente', '=', cadastro.idcadastroextracliente)
          .execute();
      if (Object.keys(mudancasCliente).length > 0)
        await this.db.updateTable('clientes').set(mudancasCliente).where('idcliente', '=', cliente.idcliente).execute();
      let mudou = Object.keys(mudancasCadastro).length + Object.keys(mudancasCliente).length > 0;
      const dono = { idcliente: cliente.idcliente, idfornecedor };
      if (idsCondicoes !== undefined && (await this.concederCondicoes(dono, idsCondicoes))) mudou = true;
      if (enderecos !== undefined && (await this.deps.sincronizarEnderecos(dono, enderecos))) mudou = true;
      const avisos: ErroItem[] = [];
      if (usuarios !== undefined && usuarios.length > 0) {
        const r = await this.deps.convidar({ idfornecedor, idcliente: cliente.idcliente, usuarios, origem });
        if (r.alterado) mudou = true;
        // Checked above; what is left is a race (the e-mail became staff meanwhile): said, not lost.
        for (const e of r.erros) avisos.push({ campo: campo(`usuarios[${e.indice}].email`), mensagem: e.mensagem });
      }
      relatorio.anotar(
        linha,
        cod,
        criado ? 'criado' : mudou || cadastro.cod_erp === null ? 'atualizado' : 'inalterado',
        cliente.idcliente,
        avisos,
      );
    }
    return relatorio.final();
  }

  /** The ids of the terms the item grants, or undefined when it says nothing of them. */
  private condicoesDoItem(
    item: S['ClienteErp'],
    condicoes: ReadonlyMap<string, { idformapagto: number }>,
    campo: (nome: string) => string,
    erros: ErroItem[],
  ): number[] | undefined {
    if (item.condicoes_pagamento === undefined) return undefined;
    const ids = new Set<number>();
    item.condicoes_pagamento.forEach((c, i) => {
      const condicao = condicoes.get(c.trim());
      if (condicao) ids.add(condicao.idformapagto);
      else
        erros.push({
          campo: campo(`condicoes_pagamento[${i}]`),
          mensagem: `condição de pagamento '${c.trim()}' não encontrada: envie-a antes em /condicoes-pagamento`,
        });
    });
    return [...ids];
  }

  /** The item's addresses checked by the shop's address rules, or undefined when it sends none. */
  private enderecosDoItem(
    item: S['ClienteErp'],
    campo: (nome: string) => string,
    erros: ErroItem[],
  ): { cod_erp: string; endereco: EnderecoValido }[] | undefined {
    if (item.enderecos === undefined) return undefined;
    const vistos = new Set<string>();
    const validos: { cod_erp: string; endereco: EnderecoValido }[] = [];
    item.enderecos.forEach(({ cod_erp, ...campos }, i) => {
      const cod = cod_erp.trim();
      if (cod === '' || vistos.has(cod)) {
        erros.push({
          campo: campo(`enderecos[${i}].cod_erp`),
          mensagem:
            cod === '' ? 'informe o código do ERP do endereço' : 'código do ERP do endereço repetido no cliente',
        });
        return;
      }
      vistos.add(cod);
      const r = enderecoSchema.safeParse(campos);
      if (!r.success)
        for (const issue of r.error.issues)
          erros.push({ campo: campo(`enderecos[${i}].${issue.path.join('.')}`), mensagem: issue.message });
      else validos.push({ cod_erp: cod, endereco: { ...r.data, manualAddress: true } });
    });
    return validos;
  }

  /** The item's people, their e-mails checked (a staff e-mail cannot buy for a client). */
  private usuariosDoItem(
    item: S['ClienteErp'],
    equipe: ReadonlySet<string>,
    campo: (nome: string) => string,
    erros: ErroItem[],
  ): { email: string; nome?: string }[] | undefined {
    if (item.usuarios === undefined) return undefined;
    const vistos = new Set<string>();
    return item.usuarios.flatMap((u, i) => {
      const email = normalizeEmail(u.email);
      const mensagem = !isValidEmail(email)
        ? MENSAGENS_ERP.emailInvalido
        : vistos.has(email)
          ? MENSAGENS_ERP.emailRepetido
          : equipe.has(email)
            ? MENSAGENS_ERP.equipe
            : null;
      vistos.add(email);
      if (mensagem !== null) {
        erros.push({ campo: campo(`usuarios[${i}].email`), mensagem });
        return [];
      }
      const nome = u.nome?.trim();
      return [nome ? { email, nome } : { email }];
    });
  }

  /** The client gets exactly these of the supplier's ERP terms (the desk's own stay); true when that changed. */
  private async concederCondicoes(dono: { idcliente: number; idfornecedor: string }, ids: readonly number[]) {
    const atuais = await this.db
      .selectFrom('formas_pagamento_clientes as r')
      .innerJoin('formas_pagamento as f', 'f.idformapagto', 'r.idformapagto')
      .select('r.idformapagto')
      .where('r.idcliente', '=', dono.idcliente)
      .where('f.idfornecedor', '=', dono.idfornecedor)
      .where('f.cod_erp', 'is not', null)
      .execute();
    const tem = new Set(atuais.map((a) => a.idformapagto));
    const querido = new Set(ids);
    const sair = [...tem].filter((id) => !querido.has(id));
    const entrar = [...querido].filter((id) => !tem.has(id));
    if (sair.length > 0)
      await this.db
        .deleteFrom('formas_pagamento_clientes')
        .where('idcliente', '=', dono.idcliente)
        .where('idformapagto', 'in', sair)
        .execute();
    if (entrar.length > 0)
      await this.db
        .insertInto('formas_pagamento_clientes')
        .values(entrar.map((idformapagto) => ({ idformapagto, idcliente: dono.idcliente })))
        .execute();
    return sair.length + entrar.length > 0;
  }

  /** Payment terms by `cod_erp` (scope customers): payment methods of the checkout. */
  async condicoesPagamento(
    idfornecedor: string,
    itens: readonly S['CondicaoPagamentoErp'][],
  ): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const existentes = await linhasPorCodigoErp(this.db, 'formas_pagamento', idfornecedor, [...validos.values()]);
    for (const [linha, cod] of validos) {
      const item = itens[linha]!;
      const atual = existentes.get(cod);
      const campo = (nome: string) => `itens[${linha}].${nome}`;
      const erros: ErroItem[] = [];
      const set: Partial<Record<keyof FormasPagamentoTable, unknown>> = {};
      if (item.descricao !== undefined) {
        const descricao = item.descricao.trim();
        if (descricao === '') erros.push({ campo: campo('descricao'), mensagem: 'informe a descrição da condição' });
        else set.descricao = descricao;
      } else if (!atual)
        erros.push({ campo: campo('descricao'), mensagem: 'informe a descrição para criar a condição' });
      if (item.tipo !== undefined) set.tipo = item.tipo;
      else if (!atual) erros.push({ campo: campo('tipo'), mensagem: 'informe o tipo para criar a condição' });
      const tipo = item.tipo ?? atual?.tipo;
      if (item.prazos_dias !== undefined) {
        if (item.prazos_dias.length > 0 && tipo !== 'A_PRAZO')
          erros.push({ campo: campo('prazos_dias'), mensagem: 'os prazos valem só para o tipo A_PRAZO' });
        else if (item.prazos_dias.some((d, i) => i > 0 && d <= item.prazos_dias![i - 1]!))
          erros.push({
            campo: campo('prazos_dias'),
            mensagem: 'informe os prazos em dias, em ordem crescente, sem repetir',
          });
        else set.prazos_dias = item.prazos_dias;
      } else if (tipo !== 'A_PRAZO' && (atual?.prazos_dias.length ?? 0) > 0) set.prazos_dias = [];
      else if (tipo === 'A_PRAZO' && !atual) set.prazos_dias = [28];
      if (item.max_parcelas !== undefined) set.max_parcelas = item.max_parcelas;
      if (item.parcela_minima !== undefined)
        set.parcela_minima_centavos = centavos(item.parcela_minima, campo('parcela_minima'), erros);
      if (item.ajuste_percentual !== undefined) {
        const pb = Math.round(item.ajuste_percentual * 100);
        if (Math.abs(pb - item.ajuste_percentual * 100) > 1e-6)
          erros.push({
            campo: campo('ajuste_percentual'),
            mensagem: 'informe o percentual com no máximo 2 casas decimais',
          });
        else set.ajuste_pontos_base = pb;
      }
      if (item.ordem !== undefined) set.ordem = item.ordem;
      if (item.ativa !== undefined) set.ativa = item.ativa;
      if (erros.length > 0) {
        relatorio.anotar(linha, cod, 'recusado', null, erros);
        continue;
      }
      if (atual) {
        const mudou = Object.fromEntries(
          Object.entries(set).filter(([k, v]) => !igual((atual as Record<string, unknown>)[k], v)),
        );
        if (Object.keys(mudou).length === 0) {
          relatorio.anotar(linha, cod, 'inalterado', atual.idformapagto);
          continue;
        }
        await this.db
          .updateTable('formas_pagamento')
          .set(mudou)
          .where('idformapagto', '=', atual.idformapagto)
          .execute();
        relatorio.anotar(linha, cod, 'atualizado', atual.idformapagto);
      } else {
        const row = await this.db
          .insertInto('formas_pagamento')
          .values({
            ...(set as { descricao: string; tipo: FormasPagamentoTable['tipo'] }),
            idfornecedor,
            cod_erp: cod,
          })
          .returning('idformapagto')
          .executeTakeFirstOrThrow();
        relatorio.anotar(linha, cod, 'criado', row.idformapagto);
      }
    }
    return relatorio.final();
  }
}
