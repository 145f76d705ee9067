/**
 * Carts: one per client and supplier. The server never trusts a price, an attendant price or a
 * total from the browser: every answer recomputes each line with the one pricing and quantity
 * core of engine/rules (the browser runs the same code), from today's product rows.
 */
import { TAG_IGNORE_PRODUCT_MULTIPLE } from '#engine/rules/tags';
import type { components } from '#openapi/generated/v2';
import { toCentavos, toReais } from '#engine/rules/money';
import { applyCombos, type ComboRule } from '#engine/rules/combo';
import { cartTotals, type CartLineInput, type PricingContext } from '#engine/rules/pricing';
import {
  lineCeilingMessage,
  lineOverCeiling,
  orderCeiling,
  totalCeilingMessage,
  totalOverCeiling,
} from '#engine/rules/order-ceiling';
import { formatQuantityMilesimos, toMilesimos } from '#engine/rules/quantity';
import { applyQuantityAction, quantityCap } from '#engine/rules/quantity-action';
import { checkQuickOrderLine, parseQuickOrder, type QuickOrderInputLine } from '#engine/rules/quick-order';
import { HttpError } from '../../shared/http-error';
import { plainText } from '../../shared/plain-text';
import { hasStockControl } from '#engine/rules/stock';
import {
  linePriceFromStored,
  quantityLimitsFromStored,
  unavailableReason,
  type UnavailableReason,
} from '#engine/rules/stored-product';
import { clienteDoPreco, deveOcultarPrecos, toProduto, type CatalogoService, type ProdutoRow } from '../catalogo';
import type { AssinaturasService, TipoAssinaturaRow } from '../assinaturas';
import type { AvisosCliente } from '../avisos';
import type { CombosService } from '../combos';
import type { CarrinhoParaCupom, CuponsService, PedidoCupomCarrinho } from '../cupons';
import type { FornecedorRow } from '../fornecedor';
import type { FormasPagamentoService } from '../formas-pagamento';
import { SESSAO_EXPIRADA, type Chamador } from '../sessao';
import type { CarrinhoRepository, CarrinhoSalvo, LinhaSalva } from './carrinho-repository';
import { lerPlanilha } from './planilha';

type Schemas = components['schemas'];
export type CarrinhoWire = Schemas['Carrinho'];
type AvisoWire = Schemas['AvisoCarrinho'];
export type RequisicaoSalvarCarrinho = Schemas['RequisicaoSalvarCarrinho'];
type PedidoRapidoWire = Schemas['PedidoRapido'];

/** At most this many pasted lines per quick-order check. */
export const PEDIDO_RAPIDO_MAX_LINHAS = 500;

/** Spec section 5: "Cart save requires idcliente, else the error". */
export const SEM_CLIENTE = 'Não foi possivel salvar o carrinho';
export const CARRINHO_BLOQUEADO =
  'Seu carrinho está sendo atendido e não pode ser alterado agora. Peça a liberação ao atendente ou desbloqueie o carrinho.';
const CLIENTE_INVALIDO = 'Acesso negado: este carrinho não é do cliente da sua sessão.';
const SO_ATENDENTE = 'Acesso negado: só um atendente deste fornecedor trabalha o carrinho de um cliente.';
const CLIENTE_NAO_ENCONTRADO = 'Cliente não encontrado neste fornecedor.';
const LINHA_NAO_ENCONTRADA = 'Este produto não está no carrinho do cliente.';
const EAN = /^(\d{8}|\d{12,14})$/;
/** A product out of stock under enable-stock-control (engine/rules/stock). */
export const SEM_ESTOQUE = 'produto indisponível no momento; ele saiu do carrinho.';
/** A line tagged with a combo the client may not use, or that does not hold the product. */
export const COMBO_INDISPONIVEL =
  'o combo não está disponível para você; o produto fica no carrinho pelo preço normal.';
/** A product the supplier's list has no price for. */
export const SEM_PRECO = 'produto sem preço nesta loja; peça um orçamento ao fornecedor. Ele saiu do carrinho.';

interface SessaoAtendente {
  idusuario: number;
  papel: string;
}

/** The coupon of a call that names none: the automatic one, on the storefront's channel. */
export const SEM_CUPOM: PedidoCupomCarrinho = {
  codigoCupom: null,
  aplicacaoAutomatica: true,
  canalVenda: null,
  idformapagamento: null,
};

const VAZIO: CarrinhoSalvo = { observacao: '', numPedidoCliente: '', idtipoassinatura: null, linhas: [] };

const AVISO_INDISPONIVEL: Record<UnavailableReason, string> = {
  'carrinho.sem-preco': SEM_PRECO,
  'carrinho.sem-estoque': SEM_ESTOQUE,
};
const ERRO_PEDIDO_RAPIDO: Record<UnavailableReason, string> = {
  'carrinho.sem-preco': 'produto sem preço: peça um orçamento ao fornecedor',
  'carrinho.sem-estoque': 'produto indisponível no momento',
};

/** Why a quantity was changed, for the notice. */
function motivoAjuste(row: ProdutoRow, fornecedor: FornecedorRow, pedido: number, ajustada: number): string {
  const lim = quantityLimitsFromStored(row, hasStockControl(fornecedor.tags));
  if (ajustada > pedido) return 'mínimo por pedido';
  const cap = quantityCap(lim);
  if (cap !== null && ajustada === cap) {
    return lim.controleEstoque && lim.maximoDisponivel === cap ? 'estoque disponível' : 'máximo por pedido';
  }
  return 'limite de quantidade';
}

export class CarrinhoService {
  constructor(
    private readonly repository: CarrinhoRepository,
    /** The products' rows, from the catalogue module. */
    private readonly produtos: Pick<CatalogoService, 'produtosPorIds' | 'produtosPorCodigos' | 'produtosPorEans'>,
    private readonly cupons: CuponsService,
    private readonly assinaturas: AssinaturasService,
    /** The payment method's price variance (support-price-variance-by-payment) of `idformapagamento`. */
    private readonly formasPagamento: Pick<FormasPagamentoService, 'ajusteDe'>,
    /** The combos the client may use (migration 0043): their rules price the combo lines. */
    private readonly combos: Pick<CombosService, 'paraCarrinho'>,
    /** Live updates (issue 30): a lock or release reaches the customer's open pages at once. */
    private readonly avisos?: Pick<AvisosCliente, 'emitir'>,
  ) {}

  /** The client's saved cart as stored (null when none), for the order's submit. */
  async salvo(idcliente: number, idfornecedor: string): Promise<CarrinhoSalvo | null> {
    return this.repository.carregar(idcliente, idfornecedor);
  }

  /** The client's saved cart as the pricing core reads it (for comparing coupons over it). */
  async paraCupom(idcliente: number, fornecedor: FornecedorRow): Promise<CarrinhoParaCupom> {
    const salvo = (await this.repository.carregar(idcliente, fornecedor.idfornecedor)) ?? VAZIO;
    const rows = await this.produtos.produtosPorIds(
      fornecedor.idfornecedor,
      salvo.linhas.map((l) => l.idproduto),
      idcliente,
    );
    const porId = new Map(rows.map((row) => [row.id, row]));
    const tagged = salvo.linhas.flatMap((l) => {
      const row = porId.get(l.idproduto);
      return row
        ? [
            {
              id: String(l.idproduto),
              quantidade: l.quantidade,
              preco: linePriceFromStored(row, l.precoAtendente),
              embalarParaPresente: l.embalarParaPresente,
              idcombo: l.idcombo,
            },
          ]
        : [];
    });
    const { regras } = tagged.some((l) => l.idcombo !== null)
      ? await this.combos.paraCarrinho(fornecedor, idcliente, { idformapagamento: null, tipoEntrega: null })
      : { regras: [] };
    const lines = applyCombos(tagged, regras);
    return { lines, context: { ignorarMultiplo: fornecedor.tags.includes(TAG_IGNORE_PRODUCT_MULTIPLE) } };
  }

  /** The caller's client, checked against the path's (403 otherwise; 403 'Não foi possivel salvar o carrinho' without a client). */
  private cliente(chamador: Chamador, idclienteDoPath: number): number {
    if (chamador.idcliente === 0 || chamador.sessao === null)
      throw new HttpError(403, SEM_CLIENTE, 'carrinho.sem-cliente');
    if (chamador.idcliente !== idclienteDoPath) throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    return chamador.idcliente;
  }

  async obter(
    chamador: Chamador,
    idclienteDoPath: number,
    fornecedor: FornecedorRow,
    cupom: PedidoCupomCarrinho = SEM_CUPOM,
  ): Promise<CarrinhoWire> {
    const idcliente = this.cliente(chamador, idclienteDoPath);
    const salvo = (await this.repository.carregar(idcliente, fornecedor.idfornecedor)) ?? VAZIO;
    const rows = await this.produtos.produtosPorIds(
      fornecedor.idfornecedor,
      salvo.linhas.map((l) => l.idproduto),
      idcliente,
    );
    const porId = new Map(rows.map((row) => [row.id, row]));
    const avisos: AvisoWire[] = salvo.linhas
      .filter((l) => !porId.has(l.idproduto))
      .map((l) => ({
        id: l.idproduto,
        codigo: 'carrinho.produto-indisponivel',
        mensagem: 'Um produto do seu carrinho não está mais disponível e saiu do carrinho.',
      }));
    return this.montar(
      idcliente,
      fornecedor,
      chamador,
      { ...salvo, linhas: salvo.linhas.filter((l) => porId.has(l.idproduto)) },
      porId,
      avisos,
      cupom,
    );
  }

  async salvar(
    chamador: Chamador,
    idclienteDoPath: number,
    fornecedor: FornecedorRow,
    corpo: RequisicaoSalvarCarrinho,
    idtipoassinatura: number | null,
    cupom: Omit<PedidoCupomCarrinho, 'codigoCupom'> = SEM_CUPOM,
  ): Promise<CarrinhoWire> {
    const idcliente = this.cliente(chamador, idclienteDoPath);
    const anterior = (await this.repository.carregar(idcliente, fornecedor.idfornecedor)) ?? VAZIO;
    const atendente = new Map(
      anterior.linhas.filter((l) => l.precoAtendente !== null).map((l) => [l.idproduto, l.precoAtendente]),
    );
    // The last line of a product wins ("adding or changing a product replaces the line").
    const pedidos = new Map<number, { quantidade: number; embalarParaPresente: boolean; idcombo: number | null }>();
    for (const item of corpo.cartItens) {
      pedidos.delete(item.id);
      pedidos.set(item.id, {
        quantidade: toMilesimos(item.quantidade),
        embalarParaPresente: item.embalarParaPresente === true,
        idcombo: item.idcombopromocional_cabecalho ?? null,
      });
    }
    if (atendente.size > 0 && this.alteraLinhasBloqueadas(anterior, pedidos)) {
      throw new HttpError(423, CARRINHO_BLOQUEADO, 'carrinho.bloqueado');
    }
    const rows = await this.produtos.produtosPorIds(fornecedor.idfornecedor, [...pedidos.keys()], idcliente);
    const porId = new Map(rows.map((row) => [row.id, row]));
    const avisos: AvisoWire[] = [];
    const linhas: LinhaSalva[] = [];
    // A combo tag stays only for a combo this client may use (any payment and delivery: those are
    // checked when the cart is priced) that holds the product.
    const { regras } = [...pedidos.values()].some((p) => p.idcombo !== null)
      ? await this.combos.paraCarrinho(fornecedor, idcliente, { idformapagamento: null, tipoEntrega: null })
      : { regras: [] as ComboRule[] };
    const comboAceito = (idcombo: number | null, idproduto: number) =>
      idcombo !== null && regras.some((r) => r.idcombo === idcombo && r.itens.some((i) => i.id === String(idproduto)));
    // Issue 27: a line (as the product's own rules leave it) or a cart over the supplier's ceiling
    // is refused, and the saved cart kept as it was.
    const teto = orderCeiling(fornecedor.config.limites_pedido);
    for (const [idproduto, pedido] of pedidos) {
      const row = porId.get(idproduto);
      if (!row) {
        if (pedido.quantidade > 0) {
          avisos.push({
            id: idproduto,
            codigo: 'carrinho.produto-indisponivel',
            mensagem: 'Produto não encontrado ou indisponível: ele saiu do carrinho.',
          });
        }
        continue;
      }
      const motivo = unavailableReason(row, hasStockControl(fornecedor.tags), atendente.has(idproduto));
      if (motivo) {
        if (pedido.quantidade > 0)
          avisos.push({
            id: idproduto,
            codigo: motivo,
            mensagem: `${plainText(row.nome)}: ${AVISO_INDISPONIVEL[motivo]}`,
          });
        continue;
      }
      const quantidade = applyQuantityAction(
        0,
        'SET',
        quantityLimitsFromStored(row, hasStockControl(fornecedor.tags)),
        pedido.quantidade,
      );
      if (lineOverCeiling(quantidade, teto)) {
        throw new HttpError(422, lineCeilingMessage(plainText(row.nome), teto), 'carrinho.quantidade-acima-do-limite', {
          id: idproduto,
        });
      }
      if (quantidade !== pedido.quantidade && pedido.quantidade > 0) {
        const mostrada = formatQuantityMilesimos(quantidade, {
          unidade: row.unidade,
          granularidade: row.granularidade_milesimos / 1000,
        });
        avisos.push({
          id: idproduto,
          codigo: 'carrinho.quantidade-ajustada',
          mensagem: `${plainText(row.nome)}: quantidade ajustada para ${mostrada} (${motivoAjuste(row, fornecedor, pedido.quantidade, quantidade)})`,
        });
      }
      if (quantidade === 0) continue;
      const embalar = pedido.embalarParaPresente && row.permite_embalagem;
      const idcombo = comboAceito(pedido.idcombo, idproduto) ? pedido.idcombo : null;
      if (pedido.idcombo !== null && idcombo === null) {
        avisos.push({
          id: idproduto,
          codigo: 'carrinho.combo-indisponivel',
          mensagem: `${plainText(row.nome)}: ${COMBO_INDISPONIVEL}`,
        });
      }
      linhas.push({
        idproduto,
        quantidade,
        embalarParaPresente: embalar,
        precoAtendente: atendente.get(idproduto) ?? null,
        idcombo,
      });
    }
    const totalEstimado = cartTotals(
      linhas.flatMap((l) => {
        const row = porId.get(l.idproduto);
        return row
          ? [
              {
                id: String(l.idproduto),
                quantidade: l.quantidade,
                preco: linePriceFromStored(row, l.precoAtendente),
                embalarParaPresente: l.embalarParaPresente,
              },
            ]
          : [];
      }),
      { ignorarMultiplo: fornecedor.tags.includes(TAG_IGNORE_PRODUCT_MULTIPLE) },
      null,
    ).total;
    if (totalOverCeiling(totalEstimado, teto)) {
      throw new HttpError(422, totalCeilingMessage(teto), 'carrinho.total-acima-do-limite');
    }
    // The subscription type: 0 makes a one-off order, an unknown id falls back to the first type (spec section 5).
    // The supplier's types are read once here, for the choice and for the answer.
    const tipos = await this.assinaturas.tipos(fornecedor.idfornecedor);
    const tipoAssinatura =
      idtipoassinatura === null
        ? anterior.idtipoassinatura
        : this.assinaturas.paraCarrinho(tipos, idtipoassinatura).idtipoassinatura;
    const novo: CarrinhoSalvo = {
      observacao: corpo.observacao ?? anterior.observacao,
      numPedidoCliente: corpo.numPedidoCliente ?? anterior.numPedidoCliente,
      idtipoassinatura: tipoAssinatura,
      linhas,
    };
    await this.repository.salvar(idcliente, fornecedor.idfornecedor, novo);
    return this.montar(
      idcliente,
      fornecedor,
      chamador,
      novo,
      porId,
      avisos,
      { ...cupom, codigoCupom: corpo.codigoCupom ?? null },
      tipos,
    );
  }

  /** An attendant of the supplier (403 for anyone else), on a client registered there (404 otherwise). */
  private async atendente(chamador: Chamador, fornecedor: FornecedorRow, idcliente: number): Promise<SessaoAtendente> {
    const sessao = chamador.sessao;
    if (sessao === null) throw new HttpError(401, SESSAO_EXPIRADA, 'sessao.expirada');
    if (sessao.papel !== 'atendente' || sessao.idfornecedor !== fornecedor.idfornecedor) {
      throw new HttpError(403, SO_ATENDENTE, 'carrinho.somente-atendente');
    }
    if (!(await this.repository.clienteNoFornecedor(idcliente, fornecedor.idfornecedor))) {
      throw new HttpError(404, CLIENTE_NAO_ENCONTRADO, 'carrinho.cliente-nao-encontrado');
    }
    return { idusuario: sessao.idusuario, papel: sessao.papel };
  }

  /** The attendant's view of a client's cart. */
  async obterParaAtendente(chamador: Chamador, fornecedor: FornecedorRow, idcliente: number): Promise<CarrinhoWire> {
    await this.atendente(chamador, fornecedor, idcliente);
    return this.obter({ ...chamador, idcliente }, idcliente, fornecedor);
  }

  /** The attendant sets (or removes, with null) a line's price: the cart locks (or releases). */
  async definirPrecoAtendente(
    chamador: Chamador,
    fornecedor: FornecedorRow,
    idcliente: number,
    idproduto: number,
    lerPreco: () => number | null,
  ): Promise<CarrinhoWire> {
    const quem = await this.atendente(chamador, fornecedor, idcliente);
    // The body is read only once the caller is known to be this supplier's attendant.
    const precoatendente = lerPreco();
    const preco = precoatendente === null ? null : toCentavos(precoatendente);
    if (preco !== null && preco <= 0)
      throw new HttpError(
        400,
        'Requisição inválida: o preço do atendente deve ser maior que zero',
        'requisicao.invalida',
      );
    const ok = await this.repository.definirPrecoAtendente(
      { idcliente, idfornecedor: fornecedor.idfornecedor, idproduto },
      preco,
      quem,
    );
    if (!ok) throw new HttpError(404, LINHA_NAO_ENCONTRADA, 'carrinho.linha-nao-encontrada');
    const carrinho = await this.obter({ ...chamador, idcliente }, idcliente, fornecedor);
    this.avisos?.emitir({ idfornecedor: fornecedor.idfornecedor, idcliente }, 'carrinho-bloqueado', {
      bloqueado: carrinho.bloqueio_atendimento,
      idusuarioAtendente: quem.idusuario,
    });
    return carrinho;
  }

  /** The customer forces the release of a locked cart (spec section 4: "unlocking forces release"). */
  async desbloquear(chamador: Chamador, idclienteDoPath: number, fornecedor: FornecedorRow): Promise<CarrinhoWire> {
    const idcliente = this.cliente(chamador, idclienteDoPath);
    const sessao = chamador.sessao as NonNullable<Chamador['sessao']>;
    await this.repository.desbloquear(idcliente, fornecedor.idfornecedor, {
      idusuario: sessao.idusuario,
      papel: sessao.papel,
    });
    const carrinho = await this.obter(chamador, idcliente, fornecedor);
    // The customer's other open pages (and tabs) see the release too.
    this.avisos?.emitir({ idfornecedor: fornecedor.idfornecedor, idcliente }, 'carrinho-bloqueado', {
      bloqueado: carrinho.bloqueio_atendimento,
    });
    return carrinho;
  }

  /** Quick order: pasted 'code quantity' lines, each checked against the catalogue and the quantity rules. */
  async pedidoRapido(chamador: Chamador, fornecedor: FornecedorRow, texto: string): Promise<PedidoRapidoWire> {
    const { linhas, invalidas } = parseQuickOrder(texto);
    if (linhas.length + invalidas.length > PEDIDO_RAPIDO_MAX_LINHAS) {
      throw new HttpError(
        400,
        `Requisição inválida: envie no máximo ${PEDIDO_RAPIDO_MAX_LINHAS} linhas por vez`,
        'requisicao.invalida',
      );
    }
    return this.conferirLinhas(chamador, fornecedor, linhas, invalidas);
  }

  /** Quick order from an .xlsx file (spec section 7's spreadsheet call): its rows, checked as pasted lines. */
  async pedidoRapidoPlanilha(
    chamador: Chamador,
    fornecedor: FornecedorRow,
    arquivo: Buffer,
  ): Promise<PedidoRapidoWire> {
    const { linhas, invalidas } = await lerPlanilha(arquivo, PEDIDO_RAPIDO_MAX_LINHAS);
    return this.conferirLinhas(chamador, fornecedor, linhas, invalidas);
  }

  private async conferirLinhas(
    chamador: Chamador,
    fornecedor: FornecedorRow,
    linhas: readonly QuickOrderInputLine[],
    invalidas: readonly { linha: number; texto: string }[],
  ): Promise<PedidoRapidoWire> {
    const codigos = [
      ...new Set(
        linhas
          .map((l) => (/^\d{1,9}$/.test(l.codigo) ? Number(l.codigo) : null))
          .filter((c): c is number => c !== null),
      ),
    ];
    // A line may carry the package's EAN instead (issue 35 item 1): 8, 12, 13 or 14 digits, as printed.
    const eans = [...new Set(linhas.map((l) => l.codigo).filter((c) => EAN.test(c)))];
    const [rows, porEan] = await Promise.all([
      this.produtos.produtosPorCodigos(fornecedor.idfornecedor, codigos, clienteDoPreco(fornecedor, chamador)),
      this.produtos
        .produtosPorEans(fornecedor.idfornecedor, eans, clienteDoPreco(fornecedor, chamador))
        .then((encontrados) => new Map(encontrados.map((row) => [row.ean, row]))),
    ]);
    const porCodigo = new Map(rows.map((row) => [String(row.idcadastroextraproduto), row]));
    const ocultar = deveOcultarPrecos(fornecedor, chamador);
    return {
      linhas: linhas.map((linha) => {
        // The supplier's code first (a code is never 12 digits or more; an 8-digit one wins over an EAN-8).
        const row = porCodigo.get(linha.codigo.replace(/^0+(?=\d)/, '')) ?? porEan.get(linha.codigo) ?? null;
        const motivo = row === null ? null : unavailableReason(row, hasStockControl(fornecedor.tags), false);
        const check = motivo
          ? { ok: false as const, erro: ERRO_PEDIDO_RAPIDO[motivo] }
          : checkQuickOrderLine(
              linha,
              row === null
                ? null
                : { limites: quantityLimitsFromStored(row, hasStockControl(fornecedor.tags)), unidade: row.unidade },
            );
        return {
          linha: linha.linha,
          codigo: linha.codigo,
          quantidadeTexto: linha.quantidadeTexto,
          ok: check.ok,
          quantidade: check.ok ? check.quantidade / 1000 : null,
          mensagem: check.ok ? check.aviso : check.erro,
          produto: row === null ? null : toProduto(row, { ocultarPrecos: ocultar }),
        };
      }),
      invalidas: invalidas.map((i) => ({
        ...i,
        mensagem:
          "linha não reconhecida: escreva o código do produto (o 'Cód.' da página do produto) ou o EAN e a quantidade",
      })),
    };
  }

  /**
   * The total in centavos of the client's saved cart as the cart page shows it (automatic coupon,
   * the payment method's variance), for the delivery options' free shipping; 0 while prices are hidden.
   */
  async totalSalvoCentavos(
    chamador: Chamador,
    fornecedor: FornecedorRow,
    idformapagamento: number | null,
  ): Promise<number> {
    const carrinho = await this.obter(chamador, chamador.idcliente, fornecedor, { ...SEM_CUPOM, idformapagamento });
    return carrinho.totalCompras === null ? 0 : toCentavos(carrinho.totalCompras);
  }

  /**
   * The total in centavos of some products at the quantities asked (corrected by the quantity
   * rules), priced as the caller sees them, for the shipping quote by CEP: no coupon, no payment
   * variance; products without a price or out of stock count nothing; 0 while prices are hidden.
   */
  async totalProdutosCentavos(
    chamador: Chamador,
    fornecedor: FornecedorRow,
    produtos: readonly { id: number; quantidade: number }[],
  ): Promise<number> {
    if (deveOcultarPrecos(fornecedor, chamador)) return 0;
    const quantidades = new Map<number, number>();
    for (const p of produtos) quantidades.set(p.id, toMilesimos(p.quantidade));
    const rows = await this.produtos.produtosPorIds(
      fornecedor.idfornecedor,
      [...quantidades.keys()],
      clienteDoPreco(fornecedor, chamador),
    );
    const lines: CartLineInput[] = rows.flatMap((row) => {
      if (unavailableReason(row, hasStockControl(fornecedor.tags), false)) return [];
      const quantidade = applyQuantityAction(
        0,
        'SET',
        quantityLimitsFromStored(row, hasStockControl(fornecedor.tags)),
        quantidades.get(row.id) ?? 0,
      );
      return quantidade > 0
        ? [{ id: String(row.id), quantidade, preco: linePriceFromStored(row, null), embalarParaPresente: false }]
        : [];
    });
    return cartTotals(lines, { ignorarMultiplo: fornecedor.tags.includes(TAG_IGNORE_PRODUCT_MULTIPLE) }, null).total;
  }

  /** Whether a save changes the lines of a cart (a locked cart is read-only for the customer). */
  private alteraLinhasBloqueadas(
    anterior: CarrinhoSalvo,
    pedidos: Map<number, { quantidade: number; embalarParaPresente: boolean; idcombo: number | null }>,
  ): boolean {
    const chave = (id: number, quantidade: number, embalar: boolean) => `${id}:${quantidade}:${embalar}`;
    const antes = anterior.linhas.map((l) => chave(l.idproduto, l.quantidade, l.embalarParaPresente)).sort();
    const depois = [...pedidos]
      .filter(([, p]) => p.quantidade > 0)
      .map(([id, p]) => chave(id, p.quantidade, p.embalarParaPresente))
      .sort();
    return antes.length !== depois.length || antes.some((valor, i) => valor !== depois[i]);
  }

  private async montar(
    idcliente: number,
    fornecedor: FornecedorRow,
    chamador: Chamador,
    salvo: CarrinhoSalvo,
    porId: Map<number, ProdutoRow>,
    avisos: AvisoWire[],
    pedidoCupom: PedidoCupomCarrinho,
    tiposLidos?: readonly TipoAssinaturaRow[],
  ): Promise<CarrinhoWire> {
    const ocultar = deveOcultarPrecos(fornecedor, chamador);
    const tagged = salvo.linhas.map((l) => ({
      id: String(l.idproduto),
      quantidade: l.quantidade,
      preco: linePriceFromStored(porId.get(l.idproduto) as ProdutoRow, l.precoAtendente),
      embalarParaPresente: l.embalarParaPresente,
      idcombo: l.idcombo,
    }));
    // The combos the client may use with the chosen payment method price the combo lines (engine/rules/combo).
    const combos =
      ocultar || !salvo.linhas.some((l) => l.idcombo !== null)
        ? { regras: [], nomes: new Map<number, string>() }
        : await this.combos.paraCarrinho(fornecedor, idcliente, {
            idformapagamento: pedidoCupom.idformapagamento,
            tipoEntrega: null,
          });
    const comCombos = applyCombos(tagged, combos.regras);
    const entradas: {
      row: ProdutoRow;
      linha: CartLineInput;
      precoAtendente: number | null;
      idcombo: number | null;
    }[] = salvo.linhas.map((l, i) => ({
      row: porId.get(l.idproduto) as ProdutoRow,
      precoAtendente: l.precoAtendente,
      linha: comCombos[i] as CartLineInput,
      idcombo: l.idcombo !== null && combos.nomes.has(l.idcombo) ? l.idcombo : null,
    }));
    // The chosen payment method's variance (0 without the supplier's tag, or for a method not offered to the client).
    const ajustePagamento = ocultar
      ? 0
      : await this.formasPagamento.ajusteDe(fornecedor, idcliente, pedidoCupom.idformapagamento);
    const context: PricingContext = {
      ignorarMultiplo: fornecedor.tags.includes(TAG_IGNORE_PRODUCT_MULTIPLE),
      ajustePagamento,
    };
    const lines = entradas.map((e) => e.linha);
    // The coupon (spec section 4): never while prices are hidden; its discount is the pricing core's.
    const { discount, cupom } = ocultar
      ? { discount: null, cupom: null }
      : await this.cupons.paraCarrinho(fornecedor, idcliente, { lines, context }, pedidoCupom);
    const totais = cartTotals(lines, context, discount);
    const assinatura = this.assinaturas.paraCarrinho(
      tiposLidos ?? (await this.assinaturas.tipos(fornecedor.idfornecedor)),
      salvo.idtipoassinatura,
    );
    const produtosSelecionados = entradas
      .map((entrada, i) => {
        const total = totais.linhas[i];
        if (!total) throw new Error('linha sem total');
        return {
          ...toProduto(entrada.row, { ocultarPrecos: ocultar }),
          quantidade: entrada.linha.quantidade / 1000,
          embalarParaPresente: entrada.linha.embalarParaPresente,
          precoatendente: ocultar || entrada.precoAtendente === null ? null : toReais(entrada.precoAtendente),
          precoUnitario: ocultar ? null : toReais(total.unitario.centavos),
          origemPreco: ocultar ? null : total.unitario.origem,
          totalItem: ocultar ? null : toReais(total.total),
          idcombopromocional_cabecalho: entrada.idcombo,
          combo:
            ocultar || entrada.idcombo === null || total.combo === undefined
              ? null
              : {
                  idcombopromocional_cabecalho: entrada.idcombo,
                  nome: combos.nomes.get(entrada.idcombo) ?? '',
                  quantidade: total.combo.quantidade / 1000,
                  precoUnitario: toReais(total.combo.centavos),
                },
        };
      })
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id);
    return {
      idfornecedor: fornecedor.idfornecedor,
      idcliente,
      produtosSelecionados,
      totalCompras: ocultar ? null : toReais(totais.total),
      totalEmbalagem: ocultar ? null : toReais(totais.embalagem),
      valorDesconto: ocultar ? 0 : toReais(totais.desconto),
      bloqueio_atendimento: salvo.linhas.some((l) => l.precoAtendente !== null),
      observacao: salvo.observacao,
      numPedidoCliente: salvo.numPedidoCliente,
      idtipoassinatura: assinatura.idtipoassinatura,
      assinaturas: assinatura.assinaturas,
      meta_info: assinatura.meta_info,
      avisos,
      cupom,
    };
  }
}
