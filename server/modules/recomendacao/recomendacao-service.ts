/**
 * Recommendations (issue 31; spec sections 3 'Recommendation cart (sessao_id, produtos)' and 7
 * `buscaRecomendacao` / `recomendacaoFeedback`).
 *
 * - `recalcular(idfornecedor)`: the job's work (never per request): 'quem comprou também comprou'
 *   counts over the supplier's real orders (./coocorrencia.ts), written as its pairs.
 * - `buscar`: the client's recommendations now: the pairs of the seeds (the cart, the product, or
 *   the client's purchases for the home), then the best sellers of the seeds' categories, then
 *   the client's own history; only products the catalogue would sell this client now.
 * - `feedback`: a view, click or add-to-cart of one product of one answer (`sessao_id`).
 */
import { randomUUID } from 'node:crypto';
import { hasStockControl } from '#engine/rules/stock';
import { TAG_HIDE_PRICES_WHEN_LOGGED_OUT } from '#engine/rules/tags';
import { unavailableReason } from '#engine/rules/stored-product';
import { HttpError } from '../../shared/http-error';
import { toProduto, type CatalogoService, type ProdutoRow, type ProdutoWire } from '../catalogo';
import type { FornecedorRow } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import { contarCoocorrencias, somarCandidatos } from './coocorrencia';
import type { RecomendacaoRepository } from './recomendacao-repository';
import type { AcaoRecomendacao, VisaoRecomendacao } from './tables';

/** The supplier tag that turns recommendations on (spec section 5). */
export const TAG_RECOMENDACOES = 'enable-recommendation-system';
/** Products in one answer. */
export const RECOMENDACOES_POR_RESPOSTA = 8;
/** Seeds of the home: the client's most bought products. */
const SEMENTES_HOME = 10;

export const TEXTOS_RECOMENDACAO = {
  desativada: 'As recomendações não estão ativas nesta loja.',
  fornecedorInvalido: 'Acesso negado: o fornecedor não é o da sua sessão.',
  clienteInvalido: 'Acesso negado: este cliente não pertence à sua sessão.',
  formaInvalida: 'Forma de pagamento inválida para este cliente.',
  sessaoNaoEncontrada: 'Sessão de recomendação não encontrada.',
  sessaoInvalida: 'Acesso negado: esta sessão de recomendação não é sua.',
  itemInvalido: 'Este produto não foi recomendado nesta sessão.',
  visaoInvalida: 'A visão não é a desta sessão de recomendação.',
} as const;

export interface RecomendacaoWire {
  sucesso: true;
  produtos: ProdutoWire[];
  sessao_id: string;
}

export interface FeedbackWire {
  acao: AcaoRecomendacao;
  visao: VisaoRecomendacao;
  item_id: number;
  sessao_id: string;
}

export interface ConsultaRecomendacao {
  visao: VisaoRecomendacao;
  idformapagamento?: number | undefined;
  idproduto?: number | undefined;
}

export interface ResumoCalculo {
  pedidos: number;
  pares: number;
  duracaoMs: number;
}

/** Who is asking, already checked against the supplier: the session's client. */
interface ClienteDaSessao {
  idcliente: number;
  idusuario: number;
}

export class RecomendacaoService {
  constructor(
    private readonly repository: RecomendacaoRepository,
    private readonly catalogo: Pick<CatalogoService, 'produtosPorIds'>,
    private readonly carrinho: {
      salvo(idcliente: number, idfornecedor: string): Promise<{ linhas: { idproduto: number }[] } | null>;
    },
    private readonly formasOferecidas: (
      fornecedor: FornecedorRow,
      idcliente: number,
    ) => Promise<{ idformapagto: number }[]>,
  ) {}

  /** Recomputes the supplier's pairs from its real orders (the job's work). */
  async recalcular(idfornecedor: string): Promise<ResumoCalculo> {
    const inicio = performance.now();
    const pedidos = await this.repository.pedidosDoFornecedor(idfornecedor);
    const pares = contarCoocorrencias(pedidos);
    const duracaoMs = Math.round(performance.now() - inicio);
    await this.repository.substituirPares(idfornecedor, pares, { pedidos: pedidos.length, duracaoMs });
    return { pedidos: pedidos.length, pares: pares.length, duracaoMs: Math.round(performance.now() - inicio) };
  }

  /** Every supplier with the tag, one after the other (the periodic job). */
  async recalcularTodos(): Promise<void> {
    for (const idfornecedor of await this.repository.fornecedoresComTag(TAG_RECOMENDACOES))
      await this.recalcular(idfornecedor);
  }

  private doCliente(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, idcliente: number): ClienteDaSessao {
    if (sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, TEXTOS_RECOMENDACAO.fornecedorInvalido, 'sessao.fornecedor-invalido');
    if (sessao.idcliente === null || sessao.idcliente !== idcliente)
      throw new HttpError(403, TEXTOS_RECOMENDACAO.clienteInvalido, 'sessao.cliente-invalido');
    return { idcliente, idusuario: sessao.idusuario };
  }

  private exigirTag(fornecedor: FornecedorRow): void {
    if (!fornecedor.tags.includes(TAG_RECOMENDACOES))
      throw new HttpError(404, TEXTOS_RECOMENDACAO.desativada, 'sugestao.desativada');
  }

  /** `GET /v4/sugestao/produtos/{idfornecedor}/{idcliente}`. */
  async buscar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idcliente: number,
    consulta: ConsultaRecomendacao,
  ): Promise<RecomendacaoWire> {
    this.doCliente(sessao, fornecedor, idcliente);
    this.exigirTag(fornecedor);
    if (consulta.idformapagamento !== undefined) {
      const formas = await this.formasOferecidas(fornecedor, idcliente);
      if (!formas.some((f) => f.idformapagto === consulta.idformapagamento))
        throw new HttpError(400, TEXTOS_RECOMENDACAO.formaInvalida, 'sugestao.forma-invalida');
    }
    const produtos = await this.recomendar(sessao, fornecedor, idcliente, consulta);
    const sessaoId = randomUUID();
    await this.repository.criarSessao({
      sessao_id: sessaoId,
      idfornecedor: fornecedor.idfornecedor,
      idcliente,
      visao: consulta.visao,
      produtos: produtos.map((p) => p.id),
    });
    return { sucesso: true, produtos, sessao_id: sessaoId };
  }

  /** The products, in order: pairs of the seeds, best sellers of their categories, the client's history. */
  async recomendar(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idcliente: number,
    consulta: ConsultaRecomendacao,
  ): Promise<ProdutoWire[]> {
    // The catalogue's price rule (catalogo/precos.ts, spec sections 5 and 6): a client not approved
    // at a supplier that hides prices sees none, so nothing is sold to them by price.
    const semPrecos =
      fornecedor.tags.includes(TAG_HIDE_PRICES_WHEN_LOGGED_OUT) &&
      (sessao.papel === 'cliente' || sessao.papel === 'usuario_vinculado') &&
      sessao.cadastroAprovado !== true;
    if (semPrecos) return [];
    const idf = fornecedor.idfornecedor;
    const [carrinho, historico] = await Promise.all([
      this.carrinho.salvo(idcliente, idf),
      this.repository.historicoDoCliente(idf, idcliente, 50),
    ]);
    const noCarrinho = (carrinho?.linhas ?? []).map((l) => l.idproduto);
    const sementes =
      consulta.visao === 'HOME'
        ? historico.slice(0, SEMENTES_HOME)
        : consulta.visao === 'PRODUCT' && consulta.idproduto !== undefined
          ? [consulta.idproduto]
          : noCarrinho;
    const excluir = new Set([...sementes, ...noCarrinho]);
    const [pares, categorias] = await Promise.all([
      this.repository.paresDe(idf, sementes),
      this.repository.categoriasDe(idf, sementes),
    ]);
    const porPares = somarCandidatos(pares, excluir);
    const limite = RECOMENDACOES_POR_RESPOSTA;
    const daCategoria = await this.repository.maisVendidosDasCategorias(idf, categorias, limite * 3);
    const ordem: number[] = [];
    const vistos = new Set(excluir);
    for (const id of [...porPares, ...daCategoria, ...historico]) {
      if (vistos.has(id)) continue;
      vistos.add(id);
      ordem.push(id);
    }
    const candidatos = ordem.slice(0, limite * 4);
    const rows = new Map(
      (await this.catalogo.produtosPorIds(idf, candidatos, idcliente)).map(
        (row) => [row.id, row] as [number, ProdutoRow],
      ),
    );
    const estoque = hasStockControl(fornecedor.tags);
    const vendaveis: ProdutoWire[] = [];
    for (const id of candidatos) {
      const row = rows.get(id);
      // Inactive (hidden) products are not returned by the catalogue; an additional service is sold with its product.
      if (!row || row.produto_adicional_de !== null) continue;
      if (unavailableReason(row, estoque, false) !== null) continue;
      vendaveis.push(toProduto(row, { ocultarPrecos: false }));
      if (vendaveis.length === limite) break;
    }
    return vendaveis;
  }

  /** `POST /v4/sugestao/feedback`. */
  async feedback(sessao: SessaoDaRequisicao, corpo: FeedbackWire): Promise<{ sucesso: true }> {
    if (sessao.idcliente === null)
      throw new HttpError(403, TEXTOS_RECOMENDACAO.clienteInvalido, 'sessao.cliente-invalido');
    const registro = await this.repository.sessao(corpo.sessao_id);
    if (!registro) throw new HttpError(404, TEXTOS_RECOMENDACAO.sessaoNaoEncontrada, 'sugestao.sessao-nao-encontrada');
    if (registro.idfornecedor !== sessao.idfornecedor || registro.idcliente !== sessao.idcliente)
      throw new HttpError(403, TEXTOS_RECOMENDACAO.sessaoInvalida, 'sugestao.sessao-invalida');
    if (registro.visao !== corpo.visao)
      throw new HttpError(400, TEXTOS_RECOMENDACAO.visaoInvalida, 'sugestao.visao-invalida');
    if (!registro.produtos.includes(corpo.item_id))
      throw new HttpError(400, TEXTOS_RECOMENDACAO.itemInvalido, 'sugestao.item-invalido');
    await this.repository.registrarFeedback({
      sessao_id: registro.sessao_id,
      idfornecedor: registro.idfornecedor,
      idcliente: registro.idcliente,
      idusuario: sessao.idusuario,
      acao: corpo.acao,
      visao: corpo.visao,
      item_id: corpo.item_id,
    });
    return { sucesso: true };
  }
}
