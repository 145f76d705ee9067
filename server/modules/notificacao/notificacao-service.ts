/**
 * Availability alerts (issue 10, item 4; spec section 2 'Alerta de disponibilidade', section 7):
 * - `inscrever`: an authenticated client (its own user, a linked user or a representative acting
 *   for it) asks to be e-mailed when an out-of-stock product returns. The body's client and
 *   supplier must be the session's (403 otherwise). Only an out-of-stock product can be
 *   subscribed (engine/rules/stock: enable-stock-control and `maximo_disponivel` 0): a product on
 *   the shelf answers 409, as a real shop would not promise to tell you about what you can buy now.
 * - `remover`: ends the waiting subscription (none is not an error).
 * - `atualizarEstoque`: the supplier's admin (or its ERP, through an admin session) writes stock;
 *   every waiting alert of a product that is available afterwards is marked sent in the same
 *   transaction, then e-mailed (after the answer, as the password recovery does). A subscription
 *   is sent once: a later stock-out and return e-mails only those who subscribed again. Each
 *   message is a job of the queue (docs/jobs.md) keyed by its alert, retried while SMTP fails; a
 *   message that cannot even be queued is given back to the waiting ones (the next update tries again).
 */
import type { components } from '#openapi/generated/v4';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { HttpError } from '../../shared/http-error';
import { plainText } from '../../shared/plain-text';
import { buildEmail, type EmailSender, type EmailMessage } from '../../shared/email';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import type { AlertaParaEnviar, NotificacaoRepository, ProdutoDoAlerta } from './notificacao-repository';
import { pageLink } from '#schemas/page-types';

type Schemas = components['schemas'];
export type AlertaDisponibilidadeWire = Schemas['AlertaDisponibilidade'];
type RequisicaoAlerta = Schemas['RequisicaoAlertaDisponibilidade'];
type RequisicaoRemover = Schemas['RequisicaoRemoverAlertaDisponibilidade'];
type RequisicaoEstoque = Schemas['RequisicaoAtualizarEstoque'];

export const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
export const FORNECEDOR_INVALIDO = 'Acesso negado: sua sessão é de outro fornecedor.';
export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado.';
export const PRODUTO_DISPONIVEL = 'Este produto está disponível: você já pode adicioná-lo ao carrinho.';
export const SOMENTE_ADMIN = 'Acesso negado: só o administrador do fornecedor atualiza o estoque.';

export interface LogNotificacao {
  warn(obj: object, msg: string): void;
}

export class NotificacaoService {
  private readonly envios = new Set<Promise<void>>();

  constructor(
    private readonly repository: NotificacaoRepository,
    private readonly fornecedores: FornecedorService,
    private readonly email: EmailSender,
    private readonly log: LogNotificacao,
    private readonly agora: () => Date = () => new Date(),
  ) {}

  /** The session's client and supplier, which the call's must be. */
  async contexto(sessao: SessaoDaRequisicao, idcliente: number, idfornecedor: string): Promise<FornecedorRow> {
    if (sessao.idcliente === null || sessao.idcliente !== idcliente)
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    if (idfornecedor.toLowerCase() !== sessao.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    return this.fornecedores.porId(sessao.idfornecedor);
  }

  async estado(
    fornecedor: FornecedorRow,
    idcliente: number,
    idcadastroextraproduto: number,
  ): Promise<AlertaDisponibilidadeWire> {
    const produto = await this.produto(fornecedor, { idcadastroextraproduto });
    return this.resposta(fornecedor, idcliente, produto);
  }

  /** @param origem the storefront origin of the call (already checked against the supplier's hosts) */
  async inscrever(
    fornecedor: FornecedorRow,
    sessao: SessaoDaRequisicao,
    corpo: RequisicaoAlerta,
    origem: string,
  ): Promise<AlertaDisponibilidadeWire> {
    const produto = await this.produto(fornecedor, { id: corpo.idproduto });
    if (produto.idcadastroextraproduto !== corpo.idcadastroextraproduto)
      throw new HttpError(404, PRODUTO_NAO_ENCONTRADO, 'produto.nao-encontrado');
    if (!isOutOfStock(produto.maximo_disponivel_milesimos, hasStockControl(fornecedor.tags))) {
      throw new HttpError(409, PRODUTO_DISPONIVEL, 'alerta.produto-disponivel');
    }
    await this.repository.inscrever({
      idfornecedor: fornecedor.idfornecedor,
      idcliente: corpo.idcliente,
      idusuario: sessao.idusuario,
      idproduto: produto.id,
      idcadastroextraproduto: produto.idcadastroextraproduto,
      origem,
    });
    return this.resposta(fornecedor, corpo.idcliente, produto);
  }

  async remover(fornecedor: FornecedorRow, corpo: RequisicaoRemover): Promise<AlertaDisponibilidadeWire> {
    const produto = await this.produto(fornecedor, { idcadastroextraproduto: corpo.idcadastroextraproduto });
    await this.repository.remover(fornecedor.idfornecedor, corpo.idcliente, produto.idcadastroextraproduto);
    return this.resposta(fornecedor, corpo.idcliente, produto);
  }

  async atualizarEstoque(
    sessao: SessaoDaRequisicao,
    idfornecedor: string,
    corpo: RequisicaoEstoque,
  ): Promise<{ atualizados: number; alertasDisparados: number }> {
    if (sessao.papel !== 'admin_fornecedor') throw new HttpError(403, SOMENTE_ADMIN, 'estoque.somente-admin');
    if (idfornecedor.toLowerCase() !== sessao.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    const fornecedor = await this.fornecedores.porId(sessao.idfornecedor);
    return this.definirEstoque(
      fornecedor,
      corpo.produtos.map((p) => ({
        idproduto: p.idproduto,
        milesimos: p.maximo_disponivel === null ? null : Math.round(p.maximo_disponivel * 1000),
      })),
    );
  }

  /**
   * Sets the stock of the supplier's products (the caller checked who may: the admin's call
   * above, or an ERP key with the `stock` scope) and e-mails the alerts of those now available.
   */
  async definirEstoque(
    fornecedor: FornecedorRow,
    itens: readonly { idproduto: number; milesimos: number | null }[],
  ): Promise<{ atualizados: number; alertasDisparados: number }> {
    // The last value of a product named twice counts.
    const porProduto = new Map<number, number | null>();
    for (const p of itens) porProduto.set(p.idproduto, p.milesimos);
    const controle = hasStockControl(fornecedor.tags);
    const { faltando, atualizados, alertas } = await this.repository.atualizarEstoque(
      fornecedor.idfornecedor,
      [...porProduto].map(([idproduto, milesimos]) => ({ idproduto, milesimos })),
      (milesimos) => !isOutOfStock(milesimos, controle),
      this.agora(),
    );
    if (faltando !== null)
      throw new HttpError(404, `${PRODUTO_NAO_ENCONTRADO} (id ${faltando})`, 'produto.nao-encontrado');
    for (const alerta of alertas) this.enviarDepois(alerta, this.mensagem(fornecedor, alerta));
    return { atualizados, alertasDisparados: alertas.length };
  }

  /** Waits for the messages still being sent (tests, and a graceful close). */
  async aguardarEnvios(): Promise<void> {
    while (this.envios.size > 0) await Promise.allSettled([...this.envios]);
  }

  private async produto(
    fornecedor: FornecedorRow,
    chave: { id: number } | { idcadastroextraproduto: number },
  ): Promise<ProdutoDoAlerta> {
    const produto = await this.repository.produto(fornecedor.idfornecedor, chave);
    if (!produto) throw new HttpError(404, PRODUTO_NAO_ENCONTRADO, 'produto.nao-encontrado');
    return produto;
  }

  private async resposta(
    fornecedor: FornecedorRow,
    idcliente: number,
    produto: ProdutoDoAlerta,
  ): Promise<AlertaDisponibilidadeWire> {
    const pendente = await this.repository.pendente(fornecedor.idfornecedor, idcliente, produto.idcadastroextraproduto);
    return {
      idcliente,
      idfornecedor: fornecedor.idfornecedor,
      idproduto: produto.id,
      idcadastroextraproduto: produto.idcadastroextraproduto,
      inscrito: pendente !== undefined,
      criado_em: pendente ? new Date(pendente.criado_em).toISOString() : null,
    };
  }

  private mensagem(fornecedor: FornecedorRow, alerta: AlertaParaEnviar): EmailMessage {
    const nomeProduto = plainText(alerta.produtoNome);
    const link = new URL(
      pageLink(`/${encodeURIComponent(fornecedor.slug)}`, 'produto', alerta.produtoSlug),
      alerta.origem,
    ).href;
    const primeiroNome = alerta.nomeUsuario.trim().split(/\s+/)[0] ?? '';
    const corpo = buildEmail({
      marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
      origem: alerta.origem,
      titulo: 'O produto que você esperava chegou',
      paragrafos: [
        `Olá, ${primeiroNome}.`,
        `Boa notícia: ${nomeProduto} está disponível novamente na ${fornecedor.nome}. Garanta o seu antes que acabe.`,
      ],
      botao: { texto: 'Ver produto', url: link },
      notas: [
        'Você recebeu este e-mail porque pediu para ser avisado quando este produto chegasse. Este aviso é enviado uma única vez.',
      ],
    });
    return {
      para: alerta.email ?? alerta.emailCliente,
      deNome: fornecedor.nome,
      idfornecedor: fornecedor.idfornecedor,
      // One message per alert: queued once even if the enqueue is retried.
      chave: `alerta-disponibilidade:${alerta.id}`,
      assunto: `Chegou: ${nomeProduto} | ${fornecedor.nome}`,
      ...corpo,
    };
  }

  private enviarDepois(alerta: AlertaParaEnviar, mensagem: EmailMessage): void {
    const envio = this.email
      .enviar(mensagem)
      .catch(async (error: unknown) => {
        this.log.warn(
          { para: mensagem.para, motivo: (error as Error).message },
          'falha ao enviar o alerta de disponibilidade; ele volta a aguardar',
        );
        await this.repository.devolver(alerta.id).catch(() => undefined);
      })
      .finally(() => this.envios.delete(envio));
    this.envios.add(envio);
  }
}
