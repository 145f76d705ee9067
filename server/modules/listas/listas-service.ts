/**
 * Shopping lists (issue 29; spec sections 2, 3 and 7 "Shopping lists"): a client's own lists
 * (FROM_CLIENT) and the lists the supplier's staff suggest (TO_CLIENT) to one client, to the clients
 * with a tag, or to every client. Every call acts for the client of the session (a customer, a
 * linked user or a representative acting for it), at the session's supplier: another client's or
 * supplier's list is 404, another client in `idclient` 403. Sending a list to the cart goes through
 * the cart's own save (`CarrinhoService.salvar`), after the one list-to-cart rule
 * (engine/rules/shopping-list) made each quantity one the quantity rules accept.
 */
import type { Transaction } from 'kysely';
import type { components } from '#openapi/generated/v4';
import { toReais } from '#engine/rules/money';
import { cartTotals } from '#engine/rules/pricing';
import { fromMilesimos, toMilesimos } from '#engine/rules/quantity';
import { listToCart, type ListProduct } from '#engine/rules/shopping-list';
import { hasStockControl } from '#engine/rules/stock';
import { linePriceFromStored, quantityLimitsFromStored, unavailableReason } from '#engine/rules/stored-product';
import { TAG_IGNORE_PRODUCT_MULTIPLE } from '#engine/rules/tags';
import type { Database } from '../../db/schema';
import { HttpError } from '../../shared/http-error';
import { plainText } from '../../shared/plain-text';
import type { CarrinhoService } from '../carrinho';
import { deveOcultarPrecos, toProduto, type CatalogoService, type ProdutoRow } from '../catalogo';
import type { FornecedorRow } from '../fornecedor';
import { sessaoExpirada, type Chamador, type SessaoDaRequisicao } from '../sessao';
import type { ItemListaRow, ListaRow, ListasRepository } from './listas-repository';
import type { TipoLista } from './tables';

type Schemas = components['schemas'];
type ListaWire = Schemas['ListaCompra'];
type DetalheWire = Schemas['ListaCompraDetalhe'];
type ItemWire = Schemas['ItemListaCompra'];
type SugeridaWire = Schemas['ListaSugeridaPainel'];
export type SalvarListaCompra = Schemas['SalvarListaCompra'];
export type AdicionarProdutoLista = Schemas['AdicionarProdutoLista'];
export type CopiarProdutoLista = Schemas['CopiarProdutoLista'];
export type SalvarListaSugerida = Schemas['SalvarListaSugerida'];

/** At most this many own lists per client and supplier, and lines per list. */
export const MAX_LISTAS = 100;
export const MAX_ITENS = 500;
export const NOME_MAX = 80;

export const LISTA_NAO_ENCONTRADA = 'Lista de compras não encontrada.';
const SEM_CLIENTE = 'Entre com a sua conta de cliente para usar as listas de compras.';
const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
const FORNECEDOR_INVALIDO = 'Acesso negado: sua sessão é de outra loja.';
const NOME_INVALIDO = `Dê à lista um nome de 1 a ${NOME_MAX} caracteres.`;
const LIMITE = `Você já tem ${MAX_LISTAS} listas nesta loja: remova uma antes de criar outra.`;
const ITENS_DEMAIS = `Uma lista guarda no máximo ${MAX_ITENS} produtos.`;
const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado nesta loja.';
export const SO_EQUIPE = 'Acesso negado: as listas sugeridas são só para os atendentes e administradores desta loja.';
const ALVO_INVALIDO =
  'Escolha para quem é a lista: um cliente desta loja, uma etiqueta de clientes ou todos os clientes.';
const SEM_PRODUTOS = 'Coloque ao menos um produto na lista.';

const PAPEIS_CLIENTE = new Set(['cliente', 'usuario_vinculado', 'representante']);

/** The client a call acts for, checked: the session's client at the session's supplier. */
export interface ClienteDaLista {
  chamador: Chamador & { sessao: NonNullable<Chamador['sessao']> };
  idcliente: number;
  fornecedor: FornecedorRow;
}

export interface ListasDeps {
  repository: ListasRepository;
  produtos: Pick<CatalogoService, 'produtosPorIds' | 'produtosPorCodigos'>;
  carrinho: Pick<CarrinhoService, 'salvo' | 'salvar'>;
  now: () => Date;
}

function nomeValido(nome: string): string {
  const limpo = nome.replace(/\s+/g, ' ').trim();
  if (limpo.length < 1 || limpo.length > NOME_MAX) throw new HttpError(400, NOME_INVALIDO, 'lista.nome-invalido');
  return limpo;
}

function listaWire(l: ListaRow): ListaWire {
  return {
    idlista: l.idlista,
    nome: l.nome,
    tipo: l.tipo,
    quantidadeProdutos: l.quantidade_produtos,
    atualizadoEm: l.atualizado_em.toISOString(),
  };
}

export class ListasService {
  constructor(private readonly deps: ListasDeps) {}

  /** The session's client (401 without a session; 403 for staff, another client or supplier). */
  cliente(chamador: Chamador, fornecedor: FornecedorRow, idclient: number): ClienteDaLista {
    const sessao = chamador.sessao;
    if (sessao === null) throw sessaoExpirada();
    if (sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    if (!PAPEIS_CLIENTE.has(sessao.papel) || chamador.idcliente === 0)
      throw new HttpError(403, SEM_CLIENTE, 'lista.sem-cliente');
    if (chamador.idcliente !== idclient) throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    return { chamador: { ...chamador, sessao }, idcliente: idclient, fornecedor };
  }

  async listar(c: ClienteDaLista, tipo: TipoLista): Promise<{ listas: ListaWire[] }> {
    const { repository } = this.deps;
    const rows =
      tipo === 'FROM_CLIENT'
        ? await repository.doCliente(c.fornecedor.idfornecedor, c.idcliente)
        : await repository.sugeridas(
            c.fornecedor.idfornecedor,
            c.idcliente,
            await repository.tagsDoCliente(c.idcliente, c.fornecedor.idfornecedor),
          );
    return { listas: rows.map(listaWire) };
  }

  /** A list the client may read: its own, or one suggested to it (404 otherwise, or when removed). */
  private async legivel(c: ClienteDaLista, idlista: number): Promise<ListaRow> {
    const lista = await this.deps.repository.porId(idlista);
    if (!lista || !lista.ativa || lista.idfornecedor !== c.fornecedor.idfornecedor)
      throw new HttpError(404, LISTA_NAO_ENCONTRADA, 'lista.nao-encontrada');
    if (lista.tipo === 'FROM_CLIENT') {
      if (lista.idcliente !== c.idcliente) throw new HttpError(404, LISTA_NAO_ENCONTRADA, 'lista.nao-encontrada');
      return lista;
    }
    const paraTodos = lista.idcliente === null && lista.tag_cliente === null;
    const paraEle =
      paraTodos ||
      lista.idcliente === c.idcliente ||
      (lista.tag_cliente !== null &&
        (await this.deps.repository.tagsDoCliente(c.idcliente, c.fornecedor.idfornecedor)).includes(lista.tag_cliente));
    if (!paraEle) throw new HttpError(404, LISTA_NAO_ENCONTRADA, 'lista.nao-encontrada');
    return lista;
  }

  /** One of the client's own lists (a suggested list cannot be changed: 404). */
  private async propria(c: ClienteDaLista, idlista: number): Promise<ListaRow> {
    const lista = await this.legivel(c, idlista);
    if (lista.tipo !== 'FROM_CLIENT') throw new HttpError(404, LISTA_NAO_ENCONTRADA, 'lista.nao-encontrada');
    return lista;
  }

  async produtos(c: ClienteDaLista, idlista: number): Promise<DetalheWire> {
    return this.detalhe(c, await this.legivel(c, idlista));
  }

  private async detalhe(c: ClienteDaLista, lista: ListaRow): Promise<DetalheWire> {
    const itens = (await this.deps.repository.itens([lista.idlista])).get(lista.idlista) ?? [];
    const rows = await this.deps.produtos.produtosPorIds(
      c.fornecedor.idfornecedor,
      itens.map((i) => i.idproduto),
      c.idcliente,
    );
    const porId = new Map(rows.map((r) => [r.id, r]));
    const ocultar = deveOcultarPrecos(c.fornecedor, c.chamador);
    const estoque = hasStockControl(c.fornecedor.tags);
    const contexto = { ignorarMultiplo: c.fornecedor.tags.includes(TAG_IGNORE_PRODUCT_MULTIPLE) };
    let total = 0;
    const linhas: ItemWire[] = itens.map((item) => {
      const row = porId.get(item.idproduto);
      const quantidade = fromMilesimos(item.quantidade);
      if (!row)
        return {
          id: item.idproduto,
          quantidade,
          disponivel: false,
          motivo: 'Produto não está mais à venda.',
          produto: null,
          precoUnitario: null,
          totalItem: null,
        };
      const motivo = unavailableReason(row, estoque, false);
      const produto = toProduto(row, { ocultarPrecos: ocultar });
      if (motivo || ocultar)
        return {
          id: item.idproduto,
          quantidade,
          disponivel: motivo === null,
          motivo:
            motivo === 'carrinho.sem-estoque'
              ? 'Indisponível no momento.'
              : motivo === 'carrinho.sem-preco'
                ? 'Sem preço nesta loja.'
                : null,
          produto,
          precoUnitario: null,
          totalItem: null,
        };
      const t = cartTotals(
        [
          {
            id: String(row.id),
            quantidade: item.quantidade,
            preco: linePriceFromStored(row, null),
            embalarParaPresente: false,
          },
        ],
        contexto,
      );
      const linha = t.linhas[0];
      total += t.total;
      return {
        id: item.idproduto,
        quantidade,
        disponivel: true,
        motivo: null,
        produto,
        precoUnitario: linha ? toReais(linha.unitario.centavos) : null,
        totalItem: toReais(t.total),
      };
    });
    return {
      ...listaWire({ ...lista, quantidade_produtos: itens.length }),
      itens: linhas,
      total: ocultar ? null : toReais(total),
    };
  }

  /** Checks that the products are the supplier's (400 naming none otherwise) and keeps the last of each. */
  private async linhasValidas(
    fornecedor: FornecedorRow,
    produtos: readonly { id: number; quantidade: number }[],
  ): Promise<ItemListaRow[]> {
    const porId = new Map<number, number>();
    for (const p of produtos) {
      porId.delete(p.id);
      porId.set(p.id, toMilesimos(p.quantidade));
    }
    if (porId.size > MAX_ITENS) throw new HttpError(400, ITENS_DEMAIS, 'lista.itens-demais');
    const rows = await this.deps.produtos.produtosPorIds(fornecedor.idfornecedor, [...porId.keys()], null);
    if (rows.length !== porId.size)
      throw new HttpError(400, 'Um dos produtos não é desta loja: nada foi salvo.', 'lista.produto-invalido');
    return [...porId].filter(([, q]) => q > 0).map(([idproduto, quantidade]) => ({ idproduto, quantidade }));
  }

  async salvar(c: ClienteDaLista, corpo: SalvarListaCompra): Promise<DetalheWire> {
    const nome = nomeValido(corpo.nome);
    const { repository } = this.deps;
    const itens = corpo.produtos === undefined ? null : await this.linhasValidas(c.fornecedor, corpo.produtos);
    let idlista = corpo.idlista ?? null;
    if (idlista !== null) {
      await this.propria(c, idlista);
      await repository.transacao(async (trx) => {
        await repository.alterar(trx, idlista as number, { nome });
        if (itens !== null) await repository.substituirItens(trx, idlista as number, itens);
      });
    } else {
      if ((await repository.contarDoCliente(c.fornecedor.idfornecedor, c.idcliente)) >= MAX_LISTAS)
        throw new HttpError(409, LIMITE, 'lista.limite');
      idlista = await repository.transacao(async (trx) => {
        const id = await repository.criar(trx, {
          idfornecedor: c.fornecedor.idfornecedor,
          tipo: 'FROM_CLIENT',
          idcliente: c.idcliente,
          tag_cliente: null,
          nome,
          criado_por: c.chamador.sessao.idusuario,
        });
        await repository.substituirItens(trx, id, itens ?? []);
        return id;
      });
    }
    return this.produtos(c, idlista);
  }

  private async produtoDaLoja(fornecedor: FornecedorRow, idproduto: number): Promise<ProdutoRow> {
    const [row] = await this.deps.produtos.produtosPorIds(fornecedor.idfornecedor, [idproduto], null);
    if (!row) throw new HttpError(404, PRODUTO_NAO_ENCONTRADO, 'lista.produto-nao-encontrado');
    return row;
  }

  /** Adds to (or, with `definir`, sets) a product's line in one of the client's own lists. */
  async adicionar(c: ClienteDaLista, idproduto: number, corpo: AdicionarProdutoLista): Promise<DetalheWire> {
    const lista = await this.propria(c, corpo.idlista);
    const quantidade = toMilesimos(corpo.quantidade);
    const definir = corpo.definir === true;
    if (!definir && quantidade <= 0)
      throw new HttpError(400, 'A quantidade deve ser maior que zero.', 'lista.quantidade-invalida');
    await this.gravarLinha(c, lista, idproduto, quantidade, definir);
    return this.produtos(c, lista.idlista);
  }

  private async gravarLinha(
    c: ClienteDaLista,
    lista: ListaRow,
    idproduto: number,
    quantidade: number,
    definir: boolean,
  ): Promise<void> {
    const { repository } = this.deps;
    const atuais = (await repository.itens([lista.idlista])).get(lista.idlista) ?? [];
    const atual = atuais.find((i) => i.idproduto === idproduto);
    if (!(definir && quantidade === 0)) await this.produtoDaLoja(c.fornecedor, idproduto);
    if (!atual && quantidade > 0 && atuais.length >= MAX_ITENS)
      throw new HttpError(409, ITENS_DEMAIS, 'lista.itens-demais');
    const nova = definir ? quantidade : (atual?.quantidade ?? 0) + quantidade;
    await repository.transacao((trx) => repository.definirItem(trx, lista.idlista, idproduto, nova));
  }

  /** Copies a product's line (from `idlistaOrigem`, or `quantidade`, or one step) to the client's list. */
  async copiar(
    c: ClienteDaLista,
    idproduto: number,
    iddestino: number,
    corpo: CopiarProdutoLista,
  ): Promise<DetalheWire> {
    const destino = await this.propria(c, iddestino);
    let quantidade: number | null = corpo.quantidade === undefined ? null : toMilesimos(corpo.quantidade);
    if (corpo.idlistaOrigem !== undefined) {
      const origem = await this.legivel(c, corpo.idlistaOrigem);
      const linha = ((await this.deps.repository.itens([origem.idlista])).get(origem.idlista) ?? []).find(
        (i) => i.idproduto === idproduto,
      );
      if (!linha) throw new HttpError(404, 'Este produto não está na lista de origem.', 'lista.produto-nao-encontrado');
      quantidade = linha.quantidade;
    }
    if (quantidade === null) {
      const row = await this.produtoDaLoja(c.fornecedor, idproduto);
      quantidade = Math.max(row.granularidade_milesimos, row.min_por_pedido_milesimos ?? 1000);
    }
    await this.gravarLinha(c, destino, idproduto, quantidade, false);
    return this.produtos(c, destino.idlista);
  }

  async desativar(c: ClienteDaLista, idlista: number): Promise<{ listas: ListaWire[] }> {
    const lista = await this.propria(c, idlista);
    await this.deps.repository.transacao((trx) => this.deps.repository.alterar(trx, lista.idlista, { ativa: false }));
    return this.listar(c, 'FROM_CLIENT');
  }

  /** 'Enviar para o carrinho': the list's lines join the client's cart through the cart's rules, in one save. */
  async aplicar(c: ClienteDaLista, idlista: number): Promise<Schemas['ResultadoAplicarLista']> {
    const lista = await this.legivel(c, idlista);
    const itens = (await this.deps.repository.itens([lista.idlista])).get(lista.idlista) ?? [];
    const salvo = await this.deps.carrinho.salvo(c.idcliente, c.fornecedor.idfornecedor);
    const linhasCarrinho = salvo?.linhas ?? [];
    const rows = await this.deps.produtos.produtosPorIds(
      c.fornecedor.idfornecedor,
      itens.map((i) => i.idproduto),
      c.idcliente,
    );
    const estoque = hasStockControl(c.fornecedor.tags);
    const produtos = new Map<number, ListProduct>(
      rows.map((row) => [
        row.id,
        {
          nome: plainText(row.nome),
          unidade: row.unidade,
          limites: quantityLimitsFromStored(row, estoque),
          indisponivel: unavailableReason(row, estoque, false),
        },
      ]),
    );
    const resultado = listToCart(new Map(linhasCarrinho.map((l) => [l.idproduto, l.quantidade])), itens, produtos);
    const embalar = new Map(linhasCarrinho.map((l) => [l.idproduto, l.embalarParaPresente]));
    const carrinho = await this.deps.carrinho.salvar(
      c.chamador,
      c.idcliente,
      c.fornecedor,
      {
        cartItens: [...resultado.quantidades].map(([id, q]) => ({
          id,
          quantidade: q / 1000,
          embalarParaPresente: embalar.get(id) ?? false,
        })),
      },
      null,
    );
    await this.deps.repository.contarUso(lista.idlista, this.deps.now());
    const nomes = new Map(itens.map((i) => [i.idproduto, produtos.get(i.idproduto)?.nome ?? `Produto ${i.idproduto}`]));
    return {
      carrinho,
      ajustes: resultado.ajustes.map((a) => ({
        id: a.idproduto,
        nome: a.nome || (nomes.get(a.idproduto) ?? ''),
        mensagem: a.mensagem,
      })),
      adicionados: resultado.adicionados,
    };
  }

  // ---- the desk's suggested lists ----

  /** An attendant or admin of this supplier (403 for anyone else). */
  private equipe(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    if (
      (sessao.papel !== 'atendente' && sessao.papel !== 'admin_fornecedor') ||
      sessao.idfornecedor !== fornecedor.idfornecedor
    )
      throw new HttpError(403, SO_EQUIPE, 'painel.acesso-negado');
  }

  async listarPainel(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): Promise<Schemas['ListasSugeridasPainel']> {
    this.equipe(sessao, fornecedor);
    const { repository } = this.deps;
    const [rows, clientes] = await Promise.all([
      repository.sugeridasDoFornecedor(fornecedor.idfornecedor),
      repository.clientesDoFornecedor(fornecedor.idfornecedor),
    ]);
    const tags = [...new Set(clientes.flatMap((c) => c.tags))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    return {
      listas: await this.sugeridasWire(fornecedor, rows),
      tags,
      clientes: clientes.map((c) => ({ idcliente: c.idcliente, nome: c.nome })),
    };
  }

  private async sugeridasWire(fornecedor: FornecedorRow, rows: readonly ListaRow[]): Promise<SugeridaWire[]> {
    const { repository } = this.deps;
    const itens = await repository.itens(rows.map((r) => r.idlista));
    const ids = [...new Set([...itens.values()].flat().map((i) => i.idproduto))];
    const produtos = new Map(
      (await this.deps.produtos.produtosPorIds(fornecedor.idfornecedor, ids, null)).map((p) => [p.id, p]),
    );
    const nomes = await repository.nomesClientes(
      rows.map((r) => r.idcliente).filter((id): id is number => id !== null),
    );
    return rows.map((r) => ({
      idlista: r.idlista,
      nome: r.nome,
      ativa: r.ativa,
      alvo:
        r.idcliente !== null
          ? { tipo: 'cliente' as const, idcliente: r.idcliente, tag: null }
          : r.tag_cliente !== null
            ? { tipo: 'tag' as const, idcliente: null, tag: r.tag_cliente }
            : { tipo: 'todos' as const, idcliente: null, tag: null },
      nomeCliente: r.idcliente === null ? null : (nomes.get(r.idcliente) ?? null),
      usos: r.usos,
      ultimoUsoEm: r.ultimo_uso_em === null ? null : r.ultimo_uso_em.toISOString(),
      atualizadoEm: r.atualizado_em.toISOString(),
      itens: (itens.get(r.idlista) ?? []).map((i) => {
        const p = produtos.get(i.idproduto);
        return {
          id: i.idproduto,
          codigo: p?.idcadastroextraproduto ?? 0,
          nome: p ? plainText(p.nome) : `Produto ${i.idproduto}`,
          quantidade: fromMilesimos(i.quantidade),
        };
      }),
    }));
  }

  /** Checks a suggested list's body (pt-BR 400s, nothing written). */
  private async sugeridaValida(
    fornecedor: FornecedorRow,
    corpo: SalvarListaSugerida,
  ): Promise<{ nome: string; idcliente: number | null; tag: string | null; itens: ItemListaRow[] }> {
    const nome = nomeValido(corpo.nome);
    const { alvo } = corpo;
    let idcliente: number | null = null;
    let tag: string | null = null;
    if (alvo.tipo === 'cliente') {
      const clientes = await this.deps.repository.clientesDoFornecedor(fornecedor.idfornecedor);
      if (!alvo.idcliente || !clientes.some((c) => c.idcliente === alvo.idcliente))
        throw new HttpError(400, ALVO_INVALIDO, 'lista.alvo-invalido');
      idcliente = alvo.idcliente;
    } else if (alvo.tipo === 'tag') {
      tag = (alvo.tag ?? '').trim();
      if (tag.length < 1 || tag.length > 60) throw new HttpError(400, ALVO_INVALIDO, 'lista.alvo-invalido');
    }
    if (corpo.produtos.length === 0) throw new HttpError(400, SEM_PRODUTOS, 'lista.sem-produtos');
    const codigos = [...new Set(corpo.produtos.map((p) => p.codigo))];
    const rows = await this.deps.produtos.produtosPorCodigos(fornecedor.idfornecedor, codigos, null);
    const porCodigo = new Map(rows.map((r) => [r.idcadastroextraproduto, r]));
    const desconhecido = codigos.find((codigo) => !porCodigo.has(codigo));
    if (desconhecido !== undefined)
      throw new HttpError(
        400,
        `Código ${desconhecido} não encontrado nesta loja: nada foi salvo.`,
        'lista.produto-invalido',
      );
    const itens = await this.linhasValidas(
      fornecedor,
      corpo.produtos.map((p) => ({ id: (porCodigo.get(p.codigo) as ProdutoRow).id, quantidade: p.quantidade })),
    );
    return { nome, idcliente, tag, itens };
  }

  async criarSugerida(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    corpo: SalvarListaSugerida,
  ): Promise<SugeridaWire> {
    this.equipe(sessao, fornecedor);
    const v = await this.sugeridaValida(fornecedor, corpo);
    const { repository } = this.deps;
    const idlista = await repository.transacao(async (trx: Transaction<Database>) => {
      const id = await repository.criar(trx, {
        idfornecedor: fornecedor.idfornecedor,
        tipo: 'TO_CLIENT',
        idcliente: v.idcliente,
        tag_cliente: v.tag,
        nome: v.nome,
        criado_por: sessao.idusuario,
      });
      await repository.substituirItens(trx, id, v.itens);
      return id;
    });
    return this.sugeridaDoPainel(fornecedor, idlista);
  }

  private async sugeridaDoFornecedor(fornecedor: FornecedorRow, idlista: number): Promise<ListaRow> {
    const lista = await this.deps.repository.porId(idlista);
    if (!lista || lista.idfornecedor !== fornecedor.idfornecedor || lista.tipo !== 'TO_CLIENT')
      throw new HttpError(404, LISTA_NAO_ENCONTRADA, 'lista.nao-encontrada');
    return lista;
  }

  private async sugeridaDoPainel(fornecedor: FornecedorRow, idlista: number): Promise<SugeridaWire> {
    const [wire] = await this.sugeridasWire(fornecedor, [await this.sugeridaDoFornecedor(fornecedor, idlista)]);
    return wire as SugeridaWire;
  }

  async editarSugerida(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idlista: number,
    corpo: SalvarListaSugerida,
  ): Promise<SugeridaWire> {
    this.equipe(sessao, fornecedor);
    await this.sugeridaDoFornecedor(fornecedor, idlista);
    const v = await this.sugeridaValida(fornecedor, corpo);
    const { repository } = this.deps;
    await repository.transacao(async (trx) => {
      await repository.alterar(trx, idlista, { nome: v.nome, idcliente: v.idcliente, tag_cliente: v.tag });
      await repository.substituirItens(trx, idlista, v.itens);
    });
    return this.sugeridaDoPainel(fornecedor, idlista);
  }

  async encerrarSugerida(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idlista: number,
  ): Promise<SugeridaWire> {
    this.equipe(sessao, fornecedor);
    await this.sugeridaDoFornecedor(fornecedor, idlista);
    await this.deps.repository.transacao((trx) => this.deps.repository.alterar(trx, idlista, { ativa: false }));
    return this.sugeridaDoPainel(fornecedor, idlista);
  }
}
