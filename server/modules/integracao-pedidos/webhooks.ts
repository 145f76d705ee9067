/**
 * Webhooks (issue 33, item 4): a supplier's endpoints (created and revoked by its admin in the desk
 * or by its ERP with scope `webhooks`), the fan-out of the events the triggers of migration 0053
 * record, and each delivery: a job of the queue (`webhooks.entregar`), signed (./assinatura.ts),
 * retried with back-off until the endpoint answers 2xx, its attempts and last answer kept for the
 * desk's delivery log.
 *
 * Exactly once to a receiver, as far as HTTP allows: one delivery per event and endpoint (a unique
 * row, made in the transaction that marks the event done, with its job); a 2xx is recorded and the
 * delivery never sent again. A process that dies between the receiver's 2xx and the record sends
 * it again on retry, with the same `X-Storefront-Entrega`, which the receiver uses to drop it.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { components } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import {
  assinarWebhook,
  CABECALHO_ASSINATURA,
  CABECALHO_ENTREGA,
  CABECALHO_EVENTO,
  CABECALHO_TIMESTAMP,
  novoSegredoWebhook,
} from './assinatura';
import type { EndpointRow, EventoPendente, IntegracaoPedidosRepository } from './integracao-pedidos-repository';

type S = components['schemas'];
export type EventoWebhook = S['EventoWebhook'];

export const EVENTOS_WEBHOOK: readonly EventoWebhook[] = [
  'pedido.criado',
  'pedido.status-alterado',
  'orcamento.solicitado',
  'cadastro.aguardando-aprovacao',
];
export const MAX_ENDPOINTS = 10;
/** Longest wait for a receiver's answer. */
export const TEMPO_LIMITE_MS = 10_000;
export const URL_INVALIDA =
  'Informe o endereço do webhook com https:// e um domínio público (não um endereço interno).';
export const LIMITE_ENDPOINTS = `Esta loja já tem ${MAX_ENDPOINTS} webhooks ativos. Revogue um antes de criar outro.`;
export const ENDPOINT_NAO_ENCONTRADO = 'Webhook não encontrado.';

/** The job queue's queues of this module. */
export const FILA_DESPACHO = 'webhooks.despachar';
export const FILA_ENTREGA = 'webhooks.entregar';

export interface OpcoesWebhooks {
  /** http:// and local addresses allowed (development and tests; never in production). */
  redeLocal: boolean;
  /** Retries after the first attempt, the first delay (doubled each retry) and the longest. */
  tentativas: number;
  atrasoS: number;
  atrasoMaxS: number;
}

/** Whether an IP is one a webhook must not reach in production (loopback, private, link-local…). */
export function enderecoInterno(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v = ip.toLowerCase();
  if (v.startsWith('::ffff:')) return enderecoInterno(v.slice(7));
  return v === '::' || v === '::1' || v.startsWith('fc') || v.startsWith('fd') || v.startsWith('fe80');
}

/** The URL as given when a webhook may be sent to it (https and a public address in production). */
export async function conferirUrl(url: string, redeLocal: boolean): Promise<URL> {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    throw new HttpError(400, URL_INVALIDA, 'webhook.url-invalida');
  }
  const protocoloOk = u.protocol === 'https:' || (redeLocal && u.protocol === 'http:');
  if (!protocoloOk || u.username !== '' || u.password !== '')
    throw new HttpError(400, URL_INVALIDA, 'webhook.url-invalida');
  if (redeLocal) return u;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const enderecos = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (enderecos.length === 0 || enderecos.some(enderecoInterno))
    throw new HttpError(400, URL_INVALIDA, 'webhook.url-invalida');
  return u;
}

function endpointWire(r: EndpointRow): S['EndpointWebhook'] {
  return {
    idendpoint: r.idendpoint,
    url: r.url,
    eventos: r.eventos.filter((e): e is EventoWebhook => (EVENTOS_WEBHOOK as readonly string[]).includes(e)),
    criadoEm: r.criado_em.toISOString(),
    revogadoEm: r.revogado_em?.toISOString() ?? null,
    entregas: { pendentes: r.pendentes, entregues: r.entregues, falhas: r.falhas },
  };
}

export interface WebhooksDeps {
  repository: IntegracaoPedidosRepository;
  opcoes: OpcoesWebhooks;
  /** The body's data of an event (the order as the feed shows it, the registration…). */
  dadosDoEvento: (evento: EventoPendente) => Promise<Record<string, unknown>>;
  enfileirarEntrega: (
    trx: Parameters<Parameters<IntegracaoPedidosRepository['despachar']>[3]>[0],
    identrega: number,
    idfornecedor: string,
  ) => Promise<void>;
  /** The dispatcher starts once a live endpoint exists. */
  aoCriar: () => Promise<void>;
  now: () => Date;
  fetch?: typeof fetch;
}

export class WebhooksService {
  private rodadas = 0;

  constructor(private readonly deps: WebhooksDeps) {}

  async listar(fornecedor: FornecedorRow): Promise<S['ListaEndpointsWebhook']> {
    return { endpoints: (await this.deps.repository.endpoints(fornecedor.idfornecedor)).map(endpointWire) };
  }

  async criar(
    fornecedor: FornecedorRow,
    corpo: S['NovoEndpointWebhook'],
    criadoPor: number | null,
  ): Promise<S['EndpointWebhookCriado']> {
    const url = await conferirUrl(corpo.url, this.deps.opcoes.redeLocal);
    if ((await this.deps.repository.contarVivos(fornecedor.idfornecedor)) >= MAX_ENDPOINTS)
      throw new HttpError(409, LIMITE_ENDPOINTS, 'webhook.limite');
    const segredo = novoSegredoWebhook();
    const eventos = EVENTOS_WEBHOOK.filter((e) => corpo.eventos.includes(e));
    const idendpoint = await this.deps.repository.criarEndpoint({
      idfornecedor: fornecedor.idfornecedor,
      url: url.toString(),
      eventos,
      segredo,
      criado_por: criadoPor,
      criado_em: this.deps.now(),
    });
    await this.deps.aoCriar();
    const row = await this.deps.repository.endpoint(fornecedor.idfornecedor, idendpoint);
    if (!row) throw new Error('webhook criado e não encontrado');
    return { endpoint: endpointWire(row), segredo };
  }

  async revogar(fornecedor: FornecedorRow, idendpoint: number): Promise<S['UmEndpointWebhook']> {
    if (!(await this.deps.repository.revogarEndpoint(fornecedor.idfornecedor, idendpoint, this.deps.now())))
      throw new HttpError(404, ENDPOINT_NAO_ENCONTRADO, 'webhook.nao-encontrado');
    const row = await this.deps.repository.endpoint(fornecedor.idfornecedor, idendpoint);
    if (!row) throw new HttpError(404, ENDPOINT_NAO_ENCONTRADO, 'webhook.nao-encontrado');
    return { endpoint: endpointWire(row) };
  }

  async entregas(fornecedor: FornecedorRow, idendpoint: number | null): Promise<S['ListaEntregasWebhook']> {
    const rows = await this.deps.repository.entregas(fornecedor.idfornecedor, idendpoint);
    return {
      entregas: rows.map((r) => ({
        identrega: r.identrega,
        idendpoint: r.idendpoint,
        url: r.url,
        evento: r.evento as EventoWebhook,
        idevento: r.idevento,
        situacao: r.situacao,
        tentativas: r.tentativas,
        ultimoStatusHttp: r.ultimo_status_http,
        ultimoErro: r.ultimo_erro,
        criadaEm: r.criado_em.toISOString(),
        ultimaTentativaEm: r.ultima_tentativa_em?.toISOString() ?? null,
        entregueEm: r.entregue_em?.toISOString() ?? null,
      })),
    };
  }

  /** One round of the dispatcher: fans out the pending events (and, once an hour or so, forgets old ones). */
  async despachar(): Promise<number> {
    let feitas = 0;
    for (;;) {
      const eventos = await this.deps.repository.eventosPendentes(50);
      for (const evento of eventos) {
        const dados = await this.deps.dadosDoEvento(evento);
        feitas += await this.deps.repository.despachar(evento, dados, this.deps.now(), (trx, identrega) =>
          this.deps.enfileirarEntrega(trx, identrega, evento.idfornecedor),
        );
      }
      if (eventos.length < 50) break;
    }
    if (++this.rodadas % 1800 === 1)
      await this.deps.repository.apagarAntigos(new Date(this.deps.now().getTime() - 30 * 86_400_000));
    return feitas;
  }

  /**
   * One attempt of a delivery (the job's handler): POSTs the signed body; 2xx records it
   * delivered; anything else records the attempt and throws, so the queue tries again later
   * (the last attempt records `falhou`). A revoked endpoint's delivery is cancelled, not sent.
   */
  async entregar(identrega: number): Promise<void> {
    const e = await this.deps.repository.paraEnviar(identrega);
    if (!e || e.situacao === 'entregue' || e.situacao === 'cancelada') return;
    if (e.revogado) {
      await this.deps.repository.cancelar(identrega);
      return;
    }
    const corpo = JSON.stringify({
      idevento: e.idevento,
      evento: e.tipo,
      criadoEm: e.criado_em.toISOString(),
      idfornecedor: e.idfornecedor,
      dados: e.dados,
    });
    const agora = this.deps.now();
    const timestamp = Math.floor(agora.getTime() / 1000);
    let status: number | null = null;
    let erro: string | null = null;
    try {
      await conferirUrl(e.url, this.deps.opcoes.redeLocal);
      const resposta = await (this.deps.fetch ?? fetch)(e.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TEMPO_LIMITE_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Storefront-Webhooks/1',
          [CABECALHO_EVENTO]: e.tipo,
          [CABECALHO_ENTREGA]: String(e.identrega),
          [CABECALHO_TIMESTAMP]: String(timestamp),
          [CABECALHO_ASSINATURA]: assinarWebhook(e.segredo, timestamp, corpo),
        },
        body: corpo,
      });
      status = resposta.status;
      await resposta.body?.cancel().catch(() => undefined);
      if (status < 200 || status > 299) erro = `O endereço respondeu ${status}.`;
    } catch (error) {
      erro =
        error instanceof HttpError
          ? error.message
          : (error as Error).name === 'TimeoutError'
            ? `O endereço não respondeu em ${TEMPO_LIMITE_MS / 1000} s.`
            : 'Não foi possível conectar ao endereço.';
    }
    const ultima = e.tentativas + 1 >= this.deps.opcoes.tentativas + 1;
    await this.deps.repository.registrarTentativa(identrega, {
      situacao: erro === null ? 'entregue' : ultima ? 'falhou' : 'pendente',
      status,
      erro,
      em: agora,
    });
    if (erro !== null) throw new Error(`webhook ${identrega}: ${erro}`);
  }
}
