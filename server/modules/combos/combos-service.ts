/**
 * Promotional combos (issue 29): the spec's three lists, the rules the cart and the order price
 * with (`regras`), and the desk's create and end. Every price comes from the server's rows: a
 * combo's item prices are fixed at creation from the products' prices (engine/rules/combo).
 */
import type { components } from '#openapi/generated/v4';
import {
  comboAvailable,
  comboForEveryone,
  comboPrice,
  comboUnitPrices,
  type ComboCaller,
  type ComboRule,
  type ComboScope,
} from '#engine/rules/combo';
import { toCentavos, toReais } from '#engine/rules/money';
import { timesQuantity } from '#engine/rules/pricing';
import { toMilesimos } from '#engine/rules/quantity';
import { applyQuantityAction } from '#engine/rules/quantity-action';
import { linePriceFromStored, quantityLimitsFromStored, unavailableReason } from '#engine/rules/stored-product';
import { diaEmBrasilia } from '#engine/rules/subscription';
import { HttpError } from '../../shared/http-error';
import { plainText } from '../../shared/plain-text';
import { deveOcultarPrecos, toProduto, type CatalogoService, type ProdutoRow } from '../catalogo';
import type { FornecedorRow } from '../fornecedor';
import type { Chamador, SessaoDaRequisicao } from '../sessao';
import type { ComboItemRow, ComboRow, CombosRepository } from './combos-repository';

type Schemas = components['schemas'];
type ComboWire = Schemas['ComboPromocional'];
type ComboPainelWire = Schemas['ComboPainel'];
type ListaCombos = Schemas['ListaCombosPromocionais'];
export type NovoComboWire = Schemas['NovoCombo'];

export const SO_EQUIPE_COMBOS = 'Acesso negado: os combos desta loja são só para os atendentes e administradores dela.';
export const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
export const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';
export const COMBO_NAO_ENCONTRADO = 'Combo não encontrado.';
export const COMBO_JA_ENCERRADO = 'Este combo já foi encerrado.';

function invalido(mensagem: string): HttpError {
  return new HttpError(400, mensagem, 'combo.invalido');
}

/** What a cart or an order needs of the combos a client may use. */
export interface CombosDoCarrinho {
  regras: ComboRule[];
  /** The combos' names by id (what a cart line of a combo shows). */
  nomes: Map<number, string>;
}

/** The payment method and delivery type a cart or an order is priced for (null: not chosen). */
export interface EscolhaCombo {
  idformapagamento: number | null;
  tipoEntrega: 'DELIVERY' | 'RETIRADA' | null;
}

function escopo(c: ComboRow): ComboScope {
  return {
    inicio: c.inicio,
    fim: c.fim,
    encerrado: c.encerrado_em !== null,
    idformapagamento: c.idformapagamento,
    tipoEntrega: c.tipo_entrega,
    clientes: c.clientes,
    tagCliente: c.tag_cliente,
  };
}

function regra(c: ComboRow): ComboRule {
  return {
    idcombo: c.idcombo,
    itens: c.itens.map((i) => ({ id: String(i.idproduto), quantidade: i.quantidade, centavos: i.precoUnitario })),
  };
}

export class CombosService {
  constructor(
    private readonly repository: CombosRepository,
    private readonly produtos: Pick<CatalogoService, 'produtosPorIds'>,
    private readonly agora: () => Date,
  ) {}

  private hoje(): string {
    return diaEmBrasilia(this.agora());
  }

  private async chamadorCombo(
    idfornecedor: string,
    idcliente: number | null,
    escolha: EscolhaCombo,
  ): Promise<ComboCaller> {
    return {
      hoje: this.hoje(),
      idcliente,
      tagsCliente: idcliente === null ? [] : await this.repository.tagsCliente(idcliente, idfornecedor),
      ...escolha,
    };
  }

  /**
   * The combos a client may use for a cart or an order priced with this payment method and
   * delivery type (engine/rules/combo `comboAvailable`), as the pricing core's rules.
   */
  async paraCarrinho(fornecedor: FornecedorRow, idcliente: number, escolha: EscolhaCombo): Promise<CombosDoCarrinho> {
    const combos = await this.repository.doFornecedor(fornecedor.idfornecedor);
    if (combos.length === 0) return { regras: [], nomes: new Map() };
    const caller = await this.chamadorCombo(fornecedor.idfornecedor, idcliente, escolha);
    const validos = combos.filter((c) => comboAvailable(escopo(c), caller));
    return { regras: validos.map(regra), nomes: new Map(validos.map((c) => [c.idcombo, c.nome])) };
  }

  /** `GET /v4/promotional-combo-client/{f}/{c}`: the session's client's combos, any payment and delivery. */
  async doCliente(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, idcliente: number): Promise<ListaCombos> {
    this.doMesmoCliente(sessao, fornecedor, idcliente);
    return this.lista(fornecedor, idcliente, { idformapagamento: null, tipoEntrega: null }, false);
  }

  /** `GET /v4/promotional-combo/`: the session's supplier, its client, for a payment method and delivery type. */
  async filtrados(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idcliente: number,
    escolha: EscolhaCombo,
  ): Promise<ListaCombos> {
    this.doMesmoCliente(sessao, fornecedor, idcliente);
    return this.lista(fornecedor, idcliente, escolha, false);
  }

  /** `GET /v4/promotional-combo-all/{f}`: the combos open to every client (a visitor's list). */
  async todos(chamador: Chamador, fornecedor: FornecedorRow): Promise<ListaCombos> {
    const ocultar = deveOcultarPrecos(fornecedor, chamador);
    const combos = await this.repository.doFornecedor(fornecedor.idfornecedor);
    const caller = await this.chamadorCombo(fornecedor.idfornecedor, null, {
      idformapagamento: null,
      tipoEntrega: null,
    });
    const abertos = combos.filter((c) => comboForEveryone(escopo(c)) && comboAvailable(escopo(c), caller));
    return { combos: await this.wires(fornecedor, abertos, ocultar, null) };
  }

  private doMesmoCliente(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, idcliente: number): void {
    if (sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    if (sessao.idcliente === null || sessao.idcliente !== idcliente)
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
  }

  private async lista(
    fornecedor: FornecedorRow,
    idcliente: number,
    escolha: EscolhaCombo,
    ocultar: boolean,
  ): Promise<ListaCombos> {
    const combos = await this.repository.doFornecedor(fornecedor.idfornecedor);
    const caller = await this.chamadorCombo(fornecedor.idfornecedor, idcliente, escolha);
    const validos = combos.filter((c) => comboAvailable(escopo(c), caller));
    // The products' normal prices at the client's price list (issue 33), as its cart prices them.
    return { combos: await this.wires(fornecedor, validos, ocultar, idcliente) };
  }

  /** The combos as the API sends them; a combo with a product no longer sold is left out. */
  private async wires(
    fornecedor: FornecedorRow,
    combos: readonly ComboRow[],
    ocultar: boolean,
    idcliente: number | null,
  ): Promise<ComboWire[]> {
    const ids = [...new Set(combos.flatMap((c) => c.itens.map((i) => i.idproduto)))];
    const [rows, formas] = await Promise.all([
      this.produtos.produtosPorIds(fornecedor.idfornecedor, ids, idcliente),
      this.repository.formas(fornecedor.idfornecedor),
    ]);
    const porId = new Map(rows.map((r) => [r.id, r]));
    return combos.flatMap((c) => {
      const wire = this.wire(c, porId, formas, ocultar);
      return wire === null ? [] : [wire];
    });
  }

  private wire(
    c: ComboRow,
    porId: Map<number, ProdutoRow>,
    formas: Map<number, string>,
    ocultar: boolean,
  ): ComboWire | null {
    const itens = c.itens.map((i) => ({ item: i, row: porId.get(i.idproduto) }));
    if (itens.some((i) => i.row === undefined)) return null;
    const preco = comboPrice(regra(c));
    const normal = itens.reduce(
      (s, i) => s + timesQuantity((i.row as ProdutoRow).preco_centavos, i.item.quantidade),
      0,
    );
    return {
      idcombopromocional_cabecalho: c.idcombo,
      idfornecedor: c.idfornecedor,
      nome: c.nome,
      descricao: c.descricao,
      inicio: c.inicio,
      fim: c.fim,
      idformapagamento: c.idformapagamento,
      formaPagamento: c.idformapagamento === null ? null : (formas.get(c.idformapagamento) ?? null),
      tipoEntrega: c.tipo_entrega,
      preco: ocultar ? null : toReais(preco),
      precoNormal: ocultar ? null : toReais(normal),
      economia: ocultar ? null : toReais(Math.max(0, normal - preco)),
      itens: itens.map(({ item, row }) => ({
        produto: toProduto(row as ProdutoRow, { ocultarPrecos: ocultar }),
        quantidade: item.quantidade / 1000,
        precoUnitario: ocultar ? null : toReais(item.precoUnitario),
        precoNormal: ocultar ? null : toReais((row as ProdutoRow).preco_centavos),
      })),
    };
  }

  // ---- the desk ----

  /** An attendant or admin of this supplier (403 for anyone else). */
  exigirEquipe(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    const staff = sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor';
    if (!staff || sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, SO_EQUIPE_COMBOS, 'painel.acesso-negado');
  }

  private situacao(c: ComboRow): ComboPainelWire['situacao'] {
    const hoje = this.hoje();
    if (c.encerrado_em !== null) return 'encerrado';
    if (c.inicio !== null && hoje < c.inicio) return 'agendado';
    if (c.fim !== null && hoje > c.fim) return 'expirado';
    return 'ativo';
  }

  private async painelWires(fornecedor: FornecedorRow, combos: readonly ComboRow[]): Promise<ComboPainelWire[]> {
    const wires = await this.wires(fornecedor, combos, false, null);
    const porId = new Map(wires.map((w) => [w.idcombopromocional_cabecalho, w]));
    return combos.flatMap((c) => {
      const combo = porId.get(c.idcombo);
      return combo === undefined
        ? []
        : [
            {
              combo,
              tipoPreco: c.tipo_preco,
              descontoPercentual: c.desconto_pontos_base === null ? null : c.desconto_pontos_base / 100,
              clientes: c.clientes,
              tagCliente: c.tag_cliente,
              situacao: this.situacao(c),
              encerradoEm: c.encerrado_em === null ? null : new Date(c.encerrado_em).toISOString(),
            },
          ];
    });
  }

  async listarPainel(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): Promise<{ combos: ComboPainelWire[] }> {
    this.exigirEquipe(sessao, fornecedor);
    return { combos: await this.painelWires(fornecedor, await this.repository.doFornecedor(fornecedor.idfornecedor)) };
  }

  /** Creates a combo (every field checked first: a 400 saves nothing). */
  async criar(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, novo: NovoComboWire): Promise<ComboPainelWire> {
    this.exigirEquipe(sessao, fornecedor);
    const nome = plainText(typeof novo.nome === 'string' ? novo.nome : '').trim();
    if (nome.length === 0 || nome.length > 120) throw invalido('Dê um nome ao combo (até 120 caracteres).');
    const descricao = plainText(novo.descricao ?? '')
      .trim()
      .slice(0, 1000);
    if (!Array.isArray(novo.itens) || novo.itens.length === 0 || novo.itens.length > 20)
      throw invalido('Um combo tem de 1 a 20 produtos.');
    const idsProdutos = novo.itens.map((i) => i.idproduto);
    if (new Set(idsProdutos).size !== idsProdutos.length) throw invalido('Cada produto aparece uma vez no combo.');
    const rows = new Map(
      (await this.produtos.produtosPorIds(fornecedor.idfornecedor, idsProdutos, null)).map((r) => [r.id, r]),
    );
    const itens: { row: ProdutoRow; quantidade: number; normal: number }[] = [];
    for (const i of novo.itens) {
      const row = rows.get(i.idproduto);
      if (!row) throw invalido(`Produto ${i.idproduto} não encontrado nesta loja.`);
      if (unavailableReason(row, false, false) !== null || row.preco_centavos <= 0)
        throw invalido(`${plainText(row.nome)}: produto sem preço nesta loja não entra num combo.`);
      const quantidade = toMilesimos(i.quantidade);
      const limites = { ...quantityLimitsFromStored(row, false), controleEstoque: false };
      if (!(quantidade > 0) || applyQuantityAction(0, 'SET', limites, quantidade) !== quantidade)
        throw invalido(
          `${plainText(row.nome)}: a quantidade não respeita o mínimo, o múltiplo ou o máximo do produto.`,
        );
      const normal = linePriceFromStored(row, null).preco;
      itens.push({ row, quantidade, normal });
    }
    const temPreco = novo.preco !== undefined && novo.preco !== null;
    const temDesconto = novo.descontoPercentual !== undefined && novo.descontoPercentual !== null;
    if (temPreco === temDesconto) throw invalido('Informe o preço do combo ou o desconto (%), um dos dois.');
    const totalNormal = itens.reduce((s, i) => s + timesQuantity(i.normal, i.quantidade), 0);
    let descontoPontosBase: number | null = null;
    let declarado: { preco: number } | { descontoPontosBase: number };
    if (temPreco) {
      const preco = toCentavos(novo.preco as number);
      if (!(preco > 0) || preco >= totalNormal)
        throw invalido(
          `O preço do combo deve ser maior que zero e menor que a soma dos preços dos produtos (R$ ${(totalNormal / 100).toFixed(2).replace('.', ',')}).`,
        );
      declarado = { preco };
    } else {
      const pontos = Math.round((novo.descontoPercentual as number) * 100);
      if (!(pontos >= 1 && pontos <= 9999)) throw invalido('O desconto deve ser de 0,01 % a 99,99 %.');
      descontoPontosBase = pontos;
      declarado = { descontoPontosBase: pontos };
    }
    const unitarios = comboUnitPrices(itens, declarado);
    const precos: ComboItemRow[] = itens.map((i, k) => ({
      idproduto: i.row.id,
      quantidade: i.quantidade,
      precoUnitario: unitarios[k] ?? 0,
    }));
    const inicio = novo.inicio ?? null;
    const fim = novo.fim ?? null;
    const dia = /^\d{4}-\d{2}-\d{2}$/;
    if ((inicio !== null && !dia.test(inicio)) || (fim !== null && !dia.test(fim)))
      throw invalido('Datas no formato AAAA-MM-DD.');
    if (inicio !== null && fim !== null && fim < inicio) throw invalido('O fim do combo não pode ser antes do início.');
    const idformapagamento = novo.idformapagamento ?? null;
    if (idformapagamento !== null && !(await this.repository.formas(fornecedor.idfornecedor)).has(idformapagamento))
      throw invalido('Forma de pagamento não encontrada nesta loja.');
    const clientes = [...new Set(novo.clientes ?? [])];
    const daLoja = await this.repository.clientesDoFornecedor(fornecedor.idfornecedor, clientes);
    if (daLoja.length !== clientes.length) throw invalido('Um dos clientes não está cadastrado nesta loja.');
    const tag = novo.tagCliente == null ? null : novo.tagCliente.trim();
    if (tag !== null && (tag.length === 0 || tag.length > 60))
      throw invalido('A tag de cliente tem até 60 caracteres.');
    const idcombo = await this.repository.criar({
      idfornecedor: fornecedor.idfornecedor,
      nome,
      descricao,
      tipoPreco: temPreco ? 'preco' : 'desconto',
      descontoPontosBase,
      inicio,
      fim,
      idformapagamento,
      tipoEntrega: novo.tipoEntrega ?? null,
      tagCliente: tag,
      clientes,
      itens: precos,
      criadoPor: sessao.idusuario,
    });
    return this.umDoPainel(fornecedor, idcombo);
  }

  private async umDoPainel(fornecedor: FornecedorRow, idcombo: number): Promise<ComboPainelWire> {
    const [wire] = await this.painelWires(
      fornecedor,
      await this.repository.doFornecedor(fornecedor.idfornecedor, [idcombo]),
    );
    if (!wire) throw new HttpError(404, COMBO_NAO_ENCONTRADO, 'combo.nao-encontrado');
    return wire;
  }

  /** Ends a combo now: no cart or order prices it from then on. */
  async encerrar(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, idcombo: number): Promise<ComboPainelWire> {
    this.exigirEquipe(sessao, fornecedor);
    const [combo] = await this.repository.doFornecedor(fornecedor.idfornecedor, [idcombo]);
    if (!combo) throw new HttpError(404, COMBO_NAO_ENCONTRADO, 'combo.nao-encontrado');
    if (combo.encerrado_em !== null) throw new HttpError(409, COMBO_JA_ENCERRADO, 'combo.ja-encerrado');
    await this.repository.encerrar(fornecedor.idfornecedor, idcombo, this.agora());
    return this.umDoPainel(fornecedor, idcombo);
  }
}
