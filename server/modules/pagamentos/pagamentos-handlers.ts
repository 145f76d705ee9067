/** The card sandbox call (issue 13, item 4): the session's client tokenises a card at its supplier. */
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';
import type { ProvedorCartao } from './provedor-cartao';

const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';
const SEM_CLIENTE = 'Entre na sua conta para pagar com cartão.';

/** 'AAAA-MM-DD' in Brasília (a card's expiry month ends there). */
function hojeBrasilia(agora: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);
}

export function pagamentosHandlers(app: FastifyInstance, provedor: ProvedorCartao): Record<string, OperationHandler> {
  return {
    gerarTokenCartao: operation<operations['gerarTokenCartao']>(async ({ request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const corpo = jsonBody<components['schemas']['RequisicaoTokenCartao']>(request);
      const fornecedor = await app.fornecedorService.porId(corpo.idfornecedor);
      if (fornecedor.idfornecedor !== sessao.idfornecedor)
        throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
      if (sessao.idcliente === null) throw new HttpError(403, SEM_CLIENTE, 'cartao.sem-cliente');
      const r = await provedor.tokenizar(
        { numero: corpo.numero, nome: corpo.nome, mes: corpo.mes, ano: corpo.ano, cvv: corpo.cvv },
        hojeBrasilia(new Date()),
      );
      if (r.bandeira === 'desconhecida')
        throw new HttpError(422, 'Número do cartão inválido.', 'cartao.numero-invalido');
      return { token: r.token, bandeira: r.bandeira, ultimos4: r.ultimos4, ambiente: r.ambiente };
    }),
  };
}
