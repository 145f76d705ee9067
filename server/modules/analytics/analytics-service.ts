/**
 * GA4 (spec section 7 'POST /v4/log/google-analytics/{idfornecedor}', section 9 'Tracking';
 * docs/analytics.md): whether a supplier's page measures, what its page head and CSP then carry,
 * and the server's log of the events the storefront sends.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { TAG_GA4_EVENTS } from '#engine/rules/tags';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow, FornecedorService } from '../fornecedor';

export type EventoGoogleAnalytics =
  operations['registrarEventoGoogleAnalytics']['requestBody']['content']['application/json'];

export const SEM_CONSENTIMENTO =
  'O registro de eventos de navegação precisa do seu consentimento para cookies de desempenho.';
export const ANALYTICS_DESATIVADO = 'Esta loja não registra eventos de navegação.';
export const FORNECEDOR_DE_OUTRA_LOJA = 'Acesso negado: o fornecedor não é o desta loja.';

/** A GA4 measurement id ('G-' and letters or digits). */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** Google's hosts the tag manager loads from and sends to (Google's CSP guide for GA4). */
export const ORIGENS_GOOGLE = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;

/** What a measuring supplier's page carries: its measurement id and the tag manager's script. */
export interface Medicao {
  id: string;
  script: string;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1, with or without a port. */
export function ehLocalhost(host: string): boolean {
  const valor = host.trim().toLowerCase();
  const ipv6 = /^\[(.*)\](:\d+)?$/.exec(valor);
  const nome = ipv6 ? (ipv6[1] ?? '') : valor.replace(/:\d+$/, '');
  return nome === 'localhost' || nome.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(nome) || nome === '::1';
}

/** The origins a measuring page's CSP adds: Google's, or the configured script's own (a test's collector). */
export function origensDaMedicao(scriptUrl: string): string[] {
  const origem = new URL(scriptUrl).origin;
  return /(^|\.)googletagmanager\.com$/i.test(new URL(scriptUrl).hostname) ? [...ORIGENS_GOOGLE] : [origem];
}

export class AnalyticsService {
  constructor(
    private readonly fornecedores: FornecedorService,
    private readonly config: { scriptUrl: string; localhost: boolean },
  ) {}

  /**
   * The supplier's measurement on this host, or null: it needs the tag, a measurement id in
   * `config.analytics`, and, on a localhost host, `habilitado_localhost` or ANALYTICS_LOCALHOST.
   */
  medicao(fornecedor: FornecedorRow, host: string): Medicao | null {
    if (!fornecedor.tags.includes(TAG_GA4_EVENTS)) return null;
    const analytics = fornecedor.config?.analytics;
    const id = analytics?.ga4_measurement_id?.trim().toUpperCase() ?? '';
    if (!MEASUREMENT_ID.test(id)) return null;
    if (ehLocalhost(host) && analytics?.habilitado_localhost !== true && !this.config.localhost) return null;
    return { id, script: this.config.scriptUrl };
  }

  /**
   * Logs one event: the supplier must exist (404) and measure (the tag: 404
   * `analytics.desativado`), the visitor must allow performance cookies (403), and a white-label
   * request's `X-idfornecedor` must name this supplier (403).
   */
  async registrar(
    idfornecedor: string,
    cabecalhos: { consentimento: string | undefined; whiteLabel: string | undefined },
    evento: EventoGoogleAnalytics,
    log: FastifyBaseLogger,
  ): Promise<{ sucesso: true }> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    if (cabecalhos.whiteLabel !== undefined && !nomeiaFornecedor(cabecalhos.whiteLabel, fornecedor)) {
      throw new HttpError(403, FORNECEDOR_DE_OUTRA_LOJA, 'sessao.fornecedor-invalido');
    }
    if (!fornecedor.tags.includes(TAG_GA4_EVENTS)) {
      throw new HttpError(404, ANALYTICS_DESATIVADO, 'analytics.desativado');
    }
    if (cabecalhos.consentimento !== 'true') {
      throw new HttpError(403, SEM_CONSENTIMENTO, 'analytics.sem-consentimento');
    }
    log.info(
      { evento_ga4: { idfornecedor: fornecedor.idfornecedor, nome: evento.nome, parametros: evento.parametros } },
      'google-analytics: evento registrado',
    );
    return { sucesso: true };
  }
}

/** Whether `X-idfornecedor` (a JSON list, spec section 7; or one id) names this supplier. */
function nomeiaFornecedor(valor: string, fornecedor: FornecedorRow): boolean {
  let ids: unknown;
  try {
    ids = JSON.parse(valor);
  } catch {
    ids = [valor];
  }
  const lista = (Array.isArray(ids) ? ids : [ids]).map((id) => String(id).toLowerCase());
  return lista.includes(fornecedor.idfornecedor.toLowerCase()) || lista.includes(fornecedor.slug.toLowerCase());
}
