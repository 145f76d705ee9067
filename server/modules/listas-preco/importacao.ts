/**
 * The ERP's price lists by `cod_erp` (issue 33, items 2 and 3; scope `prices`): each list is sent
 * whole and answered with its result, as the other upserts are (module integracao): `criado`,
 * `atualizado`, `inalterado` (nothing written: the same batch twice changes nothing) or `recusado`
 * with the pt-BR reasons and their field paths (`itens[0].precos[3].preco`). A refused list is not
 * written at all; the other lists of the batch are.
 *
 * The clients a list names are the supplier's clients by their `cod_erp` (sent before in
 * /clientes), its products the supplier's products by theirs (/produtos). Each list is written in
 * one transaction. A list's prices change no public answer (only its clients' sessions see them),
 * so the catalogue version does not move.
 */
import type { Kysely } from 'kysely';
import type { components } from '#openapi/generated/v4';
import type { Database } from '../../db/schema';
import type { DescontoProgressivoFaixa } from '../catalogo/tables';
import {
  centavos,
  codigos,
  emPartes,
  igual,
  milesimos,
  Relatorio,
  type ErroItem,
  type RelatorioImportacao,
} from '../integracao';

type S = components['schemas'];

interface PrecoDesejado {
  idproduto: number;
  preco_centavos: number;
  precovendaatacado_centavos: number | null;
  minvendaatacado_milesimos: number | null;
  desconto_progressivo: DescontoProgressivoFaixa[];
}

interface ListaDesejada {
  nome: string;
  ativa: boolean;
  prioridade: number;
  tags_cliente: string[];
  clientes: number[];
  precos: Map<number, PrecoDesejado>;
}

/** A price row as compared (the tiers by threshold, field by field: jsonb keeps its own key order). */
function chavePreco(p: PrecoDesejado): string {
  return JSON.stringify([
    p.preco_centavos,
    p.precovendaatacado_centavos,
    p.minvendaatacado_milesimos,
    p.desconto_progressivo.map((f) => [f.quantidade_milesimos, f.preco_centavos]),
  ]);
}

export class ImportacaoListasPreco {
  constructor(private readonly db: Kysely<Database>) {}

  /** The supplier's rows with these codes (products or client registrations), code → id. */
  private async porCodigo(
    tabela: 'produtos' | 'cadastros_cliente',
    idfornecedor: string,
    cods: readonly string[],
  ): Promise<Map<string, number>> {
    const mapa = new Map<string, number>();
    for (const parte of emPartes([...new Set(cods)])) {
      if (parte.length === 0) continue;
      if (tabela === 'produtos') {
        const rows = await this.db
          .selectFrom('produtos')
          .select(['id', 'cod_erp'])
          .where('idfornecedor', '=', idfornecedor)
          .where('cod_erp', 'in', parte)
          .execute();
        for (const r of rows) if (r.cod_erp !== null) mapa.set(r.cod_erp, r.id);
      } else {
        const rows = await this.db
          .selectFrom('cadastros_cliente')
          .select(['idcliente', 'cod_erp'])
          .where('idfornecedor', '=', idfornecedor)
          .where('cod_erp', 'in', parte)
          .execute();
        for (const r of rows) if (r.cod_erp !== null) mapa.set(r.cod_erp, r.idcliente);
      }
    }
    return mapa;
  }

  /** One list checked: what it should be, or its errors (field paths under `itens[linha]`). */
  private conferir(
    item: S['ListaPrecoErp'],
    linha: number,
    atual: { ativa: boolean; prioridade: number; tags_cliente: string[]; clientes: number[] } | undefined,
    produtos: Map<string, number>,
    clientes: Map<string, number>,
  ): { lista: ListaDesejada } | { erros: ErroItem[] } {
    const erros: ErroItem[] = [];
    const campo = (nome: string) => `itens[${linha}].${nome}`;
    const nome = item.nome.trim();
    if (nome === '') erros.push({ campo: campo('nome'), mensagem: 'informe o nome da lista de preços' });

    let idsClientes = atual?.clientes ?? [];
    if (item.clientes !== undefined) {
      const ids = new Set<number>();
      item.clientes.forEach((cod, j) => {
        const id = clientes.get(cod.trim());
        if (id === undefined)
          erros.push({
            campo: campo(`clientes[${j}]`),
            mensagem: `cliente '${cod.trim()}' não encontrado: envie-o antes em /clientes`,
          });
        else ids.add(id);
      });
      idsClientes = [...ids].sort((a, b) => a - b);
    }
    const tags =
      item.tags_cliente !== undefined
        ? [...new Set(item.tags_cliente.map((t) => t.trim()).filter(Boolean))].sort()
        : (atual?.tags_cliente ?? []);

    const precos = new Map<number, PrecoDesejado>();
    const linhaDoProduto = new Map<string, number>();
    item.precos.forEach((p, j) => {
      const c = (nomeCampo: string) => campo(`precos[${j}].${nomeCampo}`);
      const cod = p.produto.trim();
      const antes = linhaDoProduto.get(cod);
      if (antes !== undefined) {
        erros.push({ campo: c('produto'), mensagem: `produto repetido na lista (também em precos[${antes}])` });
        return;
      }
      linhaDoProduto.set(cod, j);
      const idproduto = produtos.get(cod);
      if (idproduto === undefined)
        erros.push({ campo: c('produto'), mensagem: `produto '${cod}' não encontrado: envie-o antes em /produtos` });
      const errosAntes = erros.length;
      const preco = centavos(p.preco, c('preco'), erros);
      const atacado =
        p.precovendaatacado === undefined || p.precovendaatacado === null
          ? null
          : centavos(p.precovendaatacado, c('precovendaatacado'), erros);
      const minimo =
        p.minvendaatacado === undefined || p.minvendaatacado === null
          ? null
          : milesimos(p.minvendaatacado, c('minvendaatacado'), erros);
      if ((atacado === null) !== (minimo === null) && atacado !== undefined && minimo !== undefined)
        erros.push({
          campo: c(atacado === null ? 'precovendaatacado' : 'minvendaatacado'),
          mensagem: 'informe o preço de atacado e a quantidade mínima de atacado juntos',
        });
      if (preco !== undefined && atacado != null && atacado >= preco)
        erros.push({
          campo: c('precovendaatacado'),
          mensagem: 'o preço de atacado deve ficar abaixo do preço da lista',
        });
      const faixas: DescontoProgressivoFaixa[] = [];
      const quantidades = new Map<number, number>();
      (p.desconto_progressivo ?? []).forEach((f, k) => {
        const q = milesimos(f.quantidade, c(`desconto_progressivo[${k}].quantidade`), erros);
        const v = centavos(f.preco, c(`desconto_progressivo[${k}].preco`), erros);
        if (q === undefined || v === undefined) return;
        const repetida = quantidades.get(q);
        if (repetida !== undefined) {
          erros.push({
            campo: c(`desconto_progressivo[${k}].quantidade`),
            mensagem: `duas faixas com a mesma quantidade (também em desconto_progressivo[${repetida}])`,
          });
          return;
        }
        quantidades.set(q, k);
        if (preco !== undefined && v >= preco)
          erros.push({
            campo: c(`desconto_progressivo[${k}].preco`),
            mensagem: 'o preço da faixa deve ficar abaixo do preço da lista',
          });
        faixas.push({ quantidade_milesimos: q, preco_centavos: v });
      });
      if (erros.length > errosAntes || idproduto === undefined || preco === undefined) return;
      faixas.sort((a, b) => a.quantidade_milesimos - b.quantidade_milesimos);
      precos.set(idproduto, {
        idproduto,
        preco_centavos: preco,
        precovendaatacado_centavos: atacado ?? null,
        minvendaatacado_milesimos: minimo ?? null,
        desconto_progressivo: faixas,
      });
    });
    if (erros.length > 0) return { erros };
    return {
      lista: {
        nome,
        ativa: item.ativa ?? atual?.ativa ?? true,
        prioridade: item.prioridade ?? atual?.prioridade ?? 0,
        tags_cliente: tags,
        clientes: idsClientes,
        precos,
      },
    };
  }

  async importar(idfornecedor: string, itens: readonly S['ListaPrecoErp'][]): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const produtos = await this.porCodigo(
      'produtos',
      idfornecedor,
      itens.flatMap((i) => i.precos.map((p) => p.produto.trim())),
    );
    const clientes = await this.porCodigo(
      'cadastros_cliente',
      idfornecedor,
      itens.flatMap((i) => (i.clientes ?? []).map((c) => c.trim())),
    );
    const existentes = new Map<
      string,
      { idlista: number; nome: string; ativa: boolean; prioridade: number; tags_cliente: string[] }
    >();
    for (const parte of emPartes([...new Set(validos.values())])) {
      if (parte.length === 0) continue;
      const rows = await this.db
        .selectFrom('listas_preco')
        .select(['idlista', 'cod_erp', 'nome', 'ativa', 'prioridade', 'tags_cliente'])
        .where('idfornecedor', '=', idfornecedor)
        .where('cod_erp', 'in', parte)
        .execute();
      for (const r of rows) existentes.set(r.cod_erp, r);
    }

    for (const [linha, cod] of validos) {
      const item = itens[linha]!;
      const antes = existentes.get(cod);
      const clientesAntes = antes
        ? (
            await this.db
              .selectFrom('listas_preco_clientes')
              .select('idcliente')
              .where('idlista', '=', antes.idlista)
              .orderBy('idcliente')
              .execute()
          ).map((r) => r.idcliente)
        : [];
      const conferido = this.conferir(item, linha, antes && { ...antes, clientes: clientesAntes }, produtos, clientes);
      if ('erros' in conferido) {
        relatorio.anotar(linha, cod, 'recusado', null, conferido.erros);
        continue;
      }
      const lista = conferido.lista;
      const precosAntes = new Map<number, PrecoDesejado>();
      if (antes) {
        const rows = await this.db
          .selectFrom('listas_preco_itens')
          .selectAll()
          .where('idlista', '=', antes.idlista)
          .execute();
        for (const r of rows) precosAntes.set(r.idproduto, r);
      }
      const cabecalho = {
        nome: lista.nome,
        ativa: lista.ativa,
        prioridade: lista.prioridade,
        tags_cliente: lista.tags_cliente,
      };
      const cabecalhoMudou =
        !antes ||
        !igual(
          [antes.nome, antes.ativa, antes.prioridade, [...antes.tags_cliente].sort()],
          [cabecalho.nome, cabecalho.ativa, cabecalho.prioridade, cabecalho.tags_cliente],
        );
      const clientesMudaram = !igual(clientesAntes, lista.clientes);
      const saem = [...precosAntes.keys()].filter((id) => !lista.precos.has(id));
      const mudam = [...lista.precos.values()].filter((p) => {
        const velho = precosAntes.get(p.idproduto);
        return velho === undefined || chavePreco(velho) !== chavePreco(p);
      });
      if (antes && !cabecalhoMudou && !clientesMudaram && saem.length === 0 && mudam.length === 0) {
        relatorio.anotar(linha, cod, 'inalterado', antes.idlista);
        continue;
      }
      const idlista = await this.db.transaction().execute(async (trx) => {
        let id: number;
        if (antes) {
          id = antes.idlista;
          if (cabecalhoMudou)
            await trx
              .updateTable('listas_preco')
              .set({ ...cabecalho, tags_cliente: JSON.stringify(cabecalho.tags_cliente) })
              .where('idlista', '=', id)
              .execute();
        } else {
          id = (
            await trx
              .insertInto('listas_preco')
              .values({
                idfornecedor,
                cod_erp: cod,
                ...cabecalho,
                tags_cliente: JSON.stringify(cabecalho.tags_cliente),
              })
              .returning('idlista')
              .executeTakeFirstOrThrow()
          ).idlista;
        }
        if (clientesMudaram) {
          await trx.deleteFrom('listas_preco_clientes').where('idlista', '=', id).execute();
          for (const parte of emPartes(lista.clientes))
            await trx
              .insertInto('listas_preco_clientes')
              .values(parte.map((idcliente) => ({ idlista: id, idcliente })))
              .execute();
        }
        for (const parte of emPartes(saem))
          await trx
            .deleteFrom('listas_preco_itens')
            .where('idlista', '=', id)
            .where('idproduto', 'in', parte)
            .execute();
        for (const parte of emPartes(mudam))
          await trx
            .insertInto('listas_preco_itens')
            .values(
              parte.map((p) => ({ ...p, idlista: id, desconto_progressivo: JSON.stringify(p.desconto_progressivo) })),
            )
            .onConflict((oc) =>
              oc.columns(['idlista', 'idproduto']).doUpdateSet((eb) => ({
                preco_centavos: eb.ref('excluded.preco_centavos'),
                precovendaatacado_centavos: eb.ref('excluded.precovendaatacado_centavos'),
                minvendaatacado_milesimos: eb.ref('excluded.minvendaatacado_milesimos'),
                desconto_progressivo: eb.ref('excluded.desconto_progressivo'),
              })),
            )
            .execute();
        return id;
      });
      relatorio.anotar(linha, cod, antes ? 'atualizado' : 'criado', idlista);
    }
    return relatorio.final();
  }
}
