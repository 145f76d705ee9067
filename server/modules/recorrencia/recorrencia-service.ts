/**
 * The subscriptions' scheduler (issue 28): `gerarPedidosDevidos(agora)` places each due
 * subscription's order through the shopper's submit path (PedidosService.submeterPorAssinatura:
 * the same pricing core, stock and coupon rules), tells the customer the day before and after,
 * and moves the next date on by the type's interval. Idempotent: the order's key
 * `assinatura-{id}-{date}` and the (subscription, date) primary key of `assinatura_pedidos` make a
 * retry, or two processes running it at once, place one order per due date. An order that cannot
 * be made (product gone, no stock, a price risen past the supplier's limit, a delivery or payment
 * no longer offered) is recorded with its pt-BR reason, which the subscription shows, and e-mailed.
 */
import { formatBRL } from '#engine/rules/money';
import { diaEmBrasilia, formatarDia, proximaDataAssinatura, somarDias } from '#engine/rules/subscription';
import { pageLink } from '#schemas/page-types';
import { HttpError } from '../../shared/http-error';
import { buildEmail, type EmailMessage } from '../../shared/email';
import type { AssinaturaRow, AssinaturasService } from '../assinaturas';
import type { EntregaService } from '../entrega';
import { origemDoDominio, type FornecedorRow, type FornecedorService } from '../fornecedor';
import type { PedidosService, RequisicaoPedido } from '../pedidos';

export const USUARIO_REMOVIDO = 'O usuário que fez a assinatura não existe mais.';

export interface RecorrenciaDeps {
  assinaturas: AssinaturasService;
  pedidos: Pick<PedidosService, 'submeterPorAssinatura'>;
  entrega: Pick<EntregaService, 'primeiraData'>;
  fornecedores: Pick<FornecedorService, 'porId'>;
  enviarEmail: (mensagem: EmailMessage) => Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What one due subscription came to. */
export type Resultado =
  | { idassinatura: number; dataPrevista: string; tipo: 'criado' | 'repetido'; numpedido: number }
  | { idassinatura: number; dataPrevista: string; tipo: 'falhou'; motivo: string }
  | { idassinatura: number; dataPrevista: string; tipo: 'erro' };

/**
 * A refusal of the submit as the customer reads it about a subscription (pt-BR). A product the
 * catalogue no longer has ('Produto 123') is named as the subscription knows it.
 */
export function motivoDaFalha(error: HttpError, nomesAssinados: ReadonlyMap<number, string> = new Map()): string {
  const lista = Array.isArray(error.extras?.['itensName']) ? (error.extras['itensName'] as string[]) : [];
  const nomes = lista
    .map((n) => {
      const id = /^Produto (\d+)$/.exec(n)?.[1];
      return id === undefined ? n : (nomesAssinados.get(Number(id)) ?? n);
    })
    .join(', ');
  switch (error.codigo) {
    case 'pedido.sem-estoque':
      return `Sem estoque suficiente de: ${nomes}.`;
    case 'pedido.produto-indisponivel':
      return `Produto indisponível ou fora de linha: ${nomes}.`;
    case 'pedido.quantidade-invalida':
      return `A quantidade assinada não é mais aceita para: ${nomes}.`;
    default:
      return error.message;
  }
}

export class RecorrenciaService {
  constructor(private readonly deps: RecorrenciaDeps) {}

  /**
   * One round: the day-before e-mails of tomorrow's orders, then every subscription due today or
   * earlier (Brasília days), one order each. Safe to run again, or in several processes at once.
   */
  async gerarPedidosDevidos(agora: Date): Promise<Resultado[]> {
    const hoje = diaEmBrasilia(agora);
    for (const a of await this.deps.assinaturas.aAvisar(somarDias(hoje, 1))) await this.avisarVespera(a);
    const resultados: Resultado[] = [];
    for (const a of await this.deps.assinaturas.devidas(hoje)) resultados.push(await this.gerar(a, agora, hoje));
    return resultados;
  }

  /** The order of one due subscription (its `proxima_data`), or the recorded reason why not. */
  private async gerar(a: AssinaturaRow, agora: Date, hoje: string): Promise<Resultado> {
    const dataPrevista = a.proxima_data;
    const proxima = proximaDataAssinatura(dataPrevista, a.tipo.intervalo_dias, hoje);
    const base = { idassinatura: a.idassinatura, dataPrevista };
    let fornecedor: FornecedorRow | null = null;
    try {
      fornecedor = await this.deps.fornecedores.porId(a.idfornecedor);
      const feito = await this.deps.assinaturas.doDia(a.idassinatura, dataPrevista);
      if (feito !== null) {
        // Handled already (by another process, or a run that stopped before moving the date on).
        await this.deps.assinaturas.avancar(a.idassinatura, dataPrevista, proxima);
        return feito.numpedido === null
          ? { ...base, tipo: 'falhou', motivo: feito.motivo ?? '' }
          : { ...base, tipo: 'repetido', numpedido: feito.numpedido };
      }
      if (a.idusuario === null) throw new HttpError(409, USUARIO_REMOVIDO, 'assinatura.usuario-removido');
      const r = await this.deps.pedidos.submeterPorAssinatura({
        chamador: {
          token: '',
          idcliente: a.idcliente,
          sessao: {
            token_hash: '',
            sid: '',
            idusuario: a.idusuario,
            idcliente: a.idcliente,
            idfornecedor: a.idfornecedor,
            papel: a.papel,
            criado_em: agora,
            renovado_em: agora,
            expira_em: agora,
            idapikeys: null,
            cadastro_aprovado: null,
          },
        },
        idcliente: a.idcliente,
        fornecedor,
        chave: `assinatura-${a.idassinatura}-${dataPrevista}`,
        corpo: await this.corpo(a, fornecedor, agora),
        idassinatura: a.idassinatura,
        dataPrevista,
        precosAssinados: new Map(a.itens.map((i) => [i.idproduto, i.precoUnitario])),
        limiteAumentoPct: await this.deps.assinaturas.limiteAumento(a.idfornecedor),
        agora,
      });
      await this.deps.assinaturas.avancar(a.idassinatura, dataPrevista, proxima);
      if (r.tipo === 'criado') await this.avisarPedido(a, fornecedor, r.resposta.numpedido, r.total, proxima);
      return { ...base, tipo: r.tipo, numpedido: r.resposta.numpedido };
    } catch (error) {
      if (!(error instanceof HttpError) || fornecedor === null) {
        // Not a refusal (the database went away…): nothing is recorded, the next round retries.
        this.deps.log.error(
          { idassinatura: a.idassinatura, motivo: (error as Error).message },
          'falha ao gerar o pedido da assinatura',
        );
        return { ...base, tipo: 'erro' };
      }
      const motivo = motivoDaFalha(error, new Map(a.itens.map((i) => [i.idproduto, i.nome])));
      const primeiro = await this.deps.assinaturas.registrarFalha(a.idassinatura, dataPrevista, motivo, agora);
      await this.deps.assinaturas.avancar(a.idassinatura, dataPrevista, proxima);
      if (!primeiro) {
        // Another process recorded this date first (its order, or its failure): nothing more to say.
        const feito = await this.deps.assinaturas.doDia(a.idassinatura, dataPrevista);
        if (feito?.numpedido != null) return { ...base, tipo: 'repetido', numpedido: feito.numpedido };
        return { ...base, tipo: 'falhou', motivo: feito?.motivo ?? motivo };
      }
      await this.avisarFalha(a, fornecedor, dataPrevista, motivo, proxima);
      return { ...base, tipo: 'falhou', motivo };
    }
  }

  /** The submit body a subscription's order is placed with: its lines, delivery (first date offered), payment, answers. */
  private async corpo(a: AssinaturaRow, fornecedor: FornecedorRow, agora: Date): Promise<RequisicaoPedido> {
    const dataEntrega = await this.deps.entrega.primeiraData(fornecedor.idfornecedor, a.entrega.idformaentrega, agora);
    return {
      idfornecedor: fornecedor.idfornecedor,
      itens: a.itens.map((i) => ({ id: i.idproduto, quantidade: i.quantidade / 1000, embalarParaPresente: i.embalar })),
      tipoEntrega: a.entrega.tipoEntrega,
      formaEntrega: { idformaentrega: a.entrega.idformaentrega, data_de_entrega: dataEntrega },
      ...(a.entrega.idendereco === null ? {} : { enderecoentrega: { idendereco: a.entrega.idendereco } }),
      ...(a.entrega.idloja === null ? {} : { lojaRetira: { idloja: a.entrega.idloja } }),
      formaPagamento: { idformapagto: a.pagamento.idformapagto, quantParcelas: a.pagamento.quantParcelas },
      caracteristicas: a.caracteristicas,
      idtipoassinatura: a.idtipoassinatura,
      ...(a.anotacoes === null ? {} : { anotacoes: a.anotacoes }),
    } as RequisicaoPedido;
  }

  private async avisarVespera(a: AssinaturaRow): Promise<void> {
    if (!(await this.deps.assinaturas.marcarAviso(a.idassinatura, a.proxima_data))) return;
    const fornecedor = await this.deps.fornecedores.porId(a.idfornecedor).catch(() => null);
    if (fornecedor === null) return;
    await this.enviar(a, fornecedor, 'falha ao enviar o aviso da assinatura', (primeiroNome) => ({
      titulo: 'Amanhã sai o pedido da sua assinatura',
      assunto: `Amanhã: pedido da sua assinatura ${a.tipo.nome.toLowerCase()} | ${fornecedor.nome}`,
      paragrafos: [
        `Olá, ${primeiroNome}.`,
        `Amanhã, ${formatarDia(a.proxima_data)}, faremos o pedido da sua assinatura ${a.tipo.nome.toLowerCase()} em ${fornecedor.nome}: ${a.itens.map((i) => i.nome).join(', ')}.`,
        'Se não quiser recebê-lo, cancele a assinatura hoje em Minhas assinaturas.',
      ],
    }));
  }

  private async avisarPedido(
    a: AssinaturaRow,
    fornecedor: FornecedorRow,
    numpedido: number,
    total: number,
    proxima: string,
  ) {
    await this.enviar(a, fornecedor, 'falha ao enviar a confirmação do pedido da assinatura', (primeiroNome) => ({
      titulo: `Fizemos o pedido ${numpedido} da sua assinatura`,
      assunto: `Pedido ${numpedido} da sua assinatura | ${fornecedor.nome}`,
      paragrafos: [
        `Olá, ${primeiroNome}.`,
        `O pedido ${numpedido} da sua assinatura ${a.tipo.nome.toLowerCase()} foi feito em ${fornecedor.nome}, no valor de ${formatBRL(total)}.`,
        `O próximo pedido será em ${formatarDia(proxima)}. Acompanhe em Meus pedidos.`,
      ],
    }));
  }

  private async avisarFalha(
    a: AssinaturaRow,
    fornecedor: FornecedorRow,
    dataPrevista: string,
    motivo: string,
    proxima: string,
  ) {
    await this.enviar(a, fornecedor, 'falha ao enviar o aviso de falha da assinatura', (primeiroNome) => ({
      titulo: 'Não conseguimos fazer o pedido da sua assinatura',
      assunto: `Pedido da sua assinatura não realizado | ${fornecedor.nome}`,
      paragrafos: [
        `Olá, ${primeiroNome}.`,
        `O pedido da sua assinatura ${a.tipo.nome.toLowerCase()} de ${formatarDia(dataPrevista)} não foi feito. Motivo: ${motivo}`,
        `A assinatura continua ativa: o próximo pedido será em ${formatarDia(proxima)}. Se quiser, faça este pedido pelo carrinho.`,
      ],
    }));
  }

  /** An e-mail to whoever subscribed, in the supplier's colours, with 'Minhas assinaturas' when its domain is known. */
  private async enviar(
    a: AssinaturaRow,
    fornecedor: FornecedorRow,
    falha: string,
    texto: (primeiroNome: string) => { titulo: string; assunto: string; paragrafos: string[] },
  ): Promise<void> {
    try {
      const para = await this.deps.assinaturas.destinatario(a.idusuario, a.idcliente);
      if (!para) return;
      const { titulo, assunto, paragrafos } = texto(para.nome.trim().split(/\s+/)[0] ?? '');
      const origem = origemDoDominio(fornecedor);
      const corpo = buildEmail({
        marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
        origem: origem ?? 'https://storefront.invalid',
        titulo,
        paragrafos,
        ...(origem === null
          ? {}
          : { botao: { texto: 'Minhas assinaturas', url: new URL(pageLink('', 'assinaturas'), origem).href } }),
      });
      await this.deps.enviarEmail({ para: para.email, deNome: fornecedor.nome, assunto, ...corpo });
    } catch (error) {
      this.deps.log.warn({ idassinatura: a.idassinatura, motivo: (error as Error).message }, falha);
    }
  }
}
