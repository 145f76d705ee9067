/**
 * Analytics (issue 31; spec section 7 'POST /v4/log/google-analytics/{idfornecedor}', section 9
 * 'Tracking'): the server's log of the storefront's GA4 events, and whether a supplier's page
 * measures (read by server/web for the page head and its CSP). No table: each event is a log line.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { operations } from '#openapi/generated/v4';
import { jsonBody, operation } from '../../shared/operation';
import { AnalyticsService, type EventoGoogleAnalytics } from './analytics-service';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsService: AnalyticsService;
  }
}

const cabecalho = (valor: string | string[] | undefined): string | undefined =>
  Array.isArray(valor) ? valor.join(',') : valor;

async function analyticsModule(app: FastifyInstance): Promise<void> {
  app.decorate('analyticsService', new AnalyticsService(app.fornecedorService, app.config.analytics));
  app.apiHandlers.add('analytics', {
    registrarEventoGoogleAnalytics: operation<operations['registrarEventoGoogleAnalytics']>(
      async ({ params, request }) =>
        app.analyticsService.registrar(
          params.idfornecedor,
          {
            consentimento: cabecalho(request.headers.cookie_desempenho),
            whiteLabel: cabecalho(request.headers['x-idfornecedor']),
          },
          jsonBody<EventoGoogleAnalytics>(request),
          request.log,
        ),
    ),
  });
}

export const serverModule = fp(analyticsModule, {
  name: 'analytics',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor'],
});

export { AnalyticsService, ehLocalhost, origensDaMedicao, type Medicao } from './analytics-service';
