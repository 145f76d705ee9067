/**
 * Contact verification (issue 31; spec section 7 `GET /v4/verificacao/enviar-verificacao` with
 * canal, idcliente, idfornecedor, fonte): a 6-digit code sent to the client's e-mail (through the
 * e-mail module's queue) or to a phone by SMS (the SMS provider setting), valid 15 minutes, at most
 * one per minute per client and channel; only its SHA-256 is kept. The code comes back through
 * `POST /v4/verificacao/confirmar-verificacao` (not in the spec): 5 wrong codes end it.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { buildEmail, type EmailMessage } from '../../shared/email';
import { HttpError, invalidRequest } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import type { ProvedorSms } from './provedor-sms';
import type { CanalVerificacao } from './tables';

export const VALIDADE_MS = 15 * 60_000;
export const INTERVALO_MINIMO_MS = 60_000;
export const TENTATIVAS_MAXIMAS = 5;

const CELULAR = /^(?:\+?55)?([1-9][0-9])(9[0-9]{8})$/;

/** '(19) 99876-5432', '+55 19 998765432' → '+5519998765432'; null when it is not a Brazilian mobile. */
export function normalizarCelular(valor: string): string | null {
  const m = CELULAR.exec(valor.replace(/[\s().-]/g, ''));
  return m ? `+55${m[1]}${m[2]}` : null;
}

/** 'maria@exemplo.com.br' → 'm***@exemplo.com.br'; '+5519998765432' → '(19) *****-5432'. */
export function mascarar(canal: CanalVerificacao, destino: string): string {
  if (canal === 'SMS') return `(${destino.slice(3, 5)}) *****-${destino.slice(-4)}`;
  const [usuario = '', dominio = ''] = destino.split('@');
  return `${usuario.slice(0, 1)}***@${dominio}`;
}

const hashCodigo = (idverificacao: number, codigo: string) =>
  createHash('sha256').update(`${idverificacao}:${codigo}`).digest('hex');

export interface PedidoVerificacao {
  idcliente: number;
  fornecedor: FornecedorRow;
  canal: CanalVerificacao;
  fonte: string;
  /** SMS: the phone typed by the customer. */
  telefone?: string | undefined;
}

export class VerificacaoService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly enviarEmail: (mensagem: EmailMessage) => Promise<void>,
    private readonly sms: ProvedorSms | null,
    private readonly agora: () => Date = () => new Date(),
  ) {}

  async enviar(
    pedido: PedidoVerificacao,
  ): Promise<{ enviado: true; canal: CanalVerificacao; destino: string; expira_em: string }> {
    const { canal, fornecedor, idcliente } = pedido;
    const destino = await this.destino(pedido);
    const agora = this.agora();
    const ultima = await this.db
      .selectFrom('verificacoes_contato')
      .select('criado_em')
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', fornecedor.idfornecedor)
      .where('canal', '=', canal)
      .orderBy('criado_em', 'desc')
      .executeTakeFirst();
    if (ultima && agora.getTime() - new Date(ultima.criado_em).getTime() < INTERVALO_MINIMO_MS) {
      throw new HttpError(
        429,
        'Um código acabou de ser enviado. Aguarde um minuto para pedir outro.',
        'verificacao.aguarde',
      );
    }
    const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expira = new Date(agora.getTime() + VALIDADE_MS);
    const linha = await this.db
      .insertInto('verificacoes_contato')
      .values({
        idcliente,
        idfornecedor: fornecedor.idfornecedor,
        canal,
        destino,
        fonte: pedido.fonte,
        codigo_hash: 'pendente',
        criado_em: agora,
        expira_em: expira,
      })
      .returning('idverificacao')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('verificacoes_contato')
      .set({ codigo_hash: hashCodigo(linha.idverificacao, codigo) })
      .where('idverificacao', '=', linha.idverificacao)
      .execute();
    try {
      if (canal === 'SMS') {
        await this.sms!.enviar(
          destino,
          `${fornecedor.nome}: seu código de verificação é ${codigo}. Válido por 15 minutos.`,
        );
      } else {
        await this.enviarEmail(this.email(fornecedor, destino, codigo, linha.idverificacao));
      }
    } catch (error) {
      // Not sent: the code is dropped, so the customer may ask again at once.
      await this.db.deleteFrom('verificacoes_contato').where('idverificacao', '=', linha.idverificacao).execute();
      throw error;
    }
    return { enviado: true, canal, destino: mascarar(canal, destino), expira_em: expira.toISOString() };
  }

  async confirmar(pedido: {
    idcliente: number;
    idfornecedor: string;
    canal: CanalVerificacao;
    codigo: string;
  }): Promise<{ verificado: true; canal: CanalVerificacao; destino: string }> {
    const agora = this.agora();
    const ultima = await this.db
      .selectFrom('verificacoes_contato')
      .selectAll()
      .where('idcliente', '=', pedido.idcliente)
      .where('idfornecedor', '=', pedido.idfornecedor)
      .where('canal', '=', pedido.canal)
      .orderBy('criado_em', 'desc')
      .orderBy('idverificacao', 'desc')
      .executeTakeFirst();
    const invalido = () =>
      new HttpError(
        400,
        'Código inválido ou expirado. Confira o código ou peça um novo.',
        'verificacao.codigo-invalido',
      );
    if (!ultima || ultima.verificado_em !== null || new Date(ultima.expira_em) <= agora) throw invalido();
    if (ultima.tentativas >= TENTATIVAS_MAXIMAS) {
      throw new HttpError(
        429,
        'Muitas tentativas com o código errado. Peça um novo código.',
        'verificacao.tentativas-esgotadas',
      );
    }
    if (hashCodigo(ultima.idverificacao, pedido.codigo) !== ultima.codigo_hash) {
      await this.db
        .updateTable('verificacoes_contato')
        .set((eb) => ({ tentativas: eb('tentativas', '+', 1) }))
        .where('idverificacao', '=', ultima.idverificacao)
        .execute();
      throw invalido();
    }
    await this.db
      .updateTable('verificacoes_contato')
      .set({ verificado_em: agora })
      .where('idverificacao', '=', ultima.idverificacao)
      .execute();
    return { verificado: true, canal: pedido.canal, destino: mascarar(pedido.canal, ultima.destino) };
  }

  private async destino(pedido: PedidoVerificacao): Promise<string> {
    if (pedido.canal === 'SMS') {
      if (this.sms === null) {
        throw new HttpError(
          400,
          'O envio de código por SMS não está disponível nesta loja. Receba o código por e-mail.',
          'verificacao.sms-indisponivel',
        );
      }
      const telefone = pedido.telefone === undefined ? null : normalizarCelular(pedido.telefone);
      if (telefone === null) {
        throw invalidRequest('informe um celular com DDD (por exemplo (19) 99876-5432) para receber o código por SMS');
      }
      return telefone;
    }
    const cliente = await this.db
      .selectFrom('clientes')
      .select('email')
      .where('idcliente', '=', pedido.idcliente)
      .executeTakeFirst();
    if (!cliente || !cliente.email.includes('@')) {
      throw new HttpError(400, 'Seu cadastro não tem um e-mail para verificar.', 'verificacao.sem-email');
    }
    return cliente.email;
  }

  private email(fornecedor: FornecedorRow, para: string, codigo: string, idverificacao: number): EmailMessage {
    const dominio = fornecedor.config.dominio?.dominio;
    const corpo = buildEmail({
      marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
      origem: dominio ? `https://${dominio}` : 'https://localhost',
      titulo: 'Seu código de verificação',
      paragrafos: [
        `Use este código para confirmar seu e-mail na ${fornecedor.nome}:`,
        codigo,
        'Ele vale por 15 minutos.',
      ],
      notas: ['Se não foi você quem pediu, ignore esta mensagem: nada muda na sua conta.'],
    });
    return {
      para,
      deNome: fornecedor.nome,
      idfornecedor: fornecedor.idfornecedor,
      assunto: `Código de verificação | ${fornecedor.nome}`,
      chave: `verificacao:${idverificacao}`,
      ...corpo,
    };
  }
}
