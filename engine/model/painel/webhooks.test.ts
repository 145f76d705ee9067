// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import {
  $newWebhookSecret,
  $webhookDeliveries,
  $webhooks,
  $webhooksMessage,
  TEXTOS_WEBHOOKS,
  webhookRevoked,
  webhookSubmitted,
  webhooksShown,
  type WebhookEndpoint,
} from './index';

const endpoint = (idendpoint: number, url: string): WebhookEndpoint => ({
  idendpoint,
  url,
  eventos: ['pedido.criado'],
  criadoEm: '2026-12-01T10:00:00.000Z',
  revogadoEm: null,
  entregas: { pendentes: 0, entregues: 1, falhas: 0 },
});

function escopo(recusar = false) {
  const fake = createFakeApi([
    [
      /^\/v4\/painel\/[^/]+\/integracao\/webhooks$/,
      (request) => {
        if (request.method !== 'POST') return json({ endpoints: [endpoint(1, 'https://erp.exemplo.com.br/a')] });
        if (recusar)
          return json({ mensagem: 'Informe o endereço do webhook com https://.', codigo: 'webhook.url-invalida' }, 400);
        return json({ endpoint: endpoint(2, 'https://erp.exemplo.com.br/b'), segredo: 'whsec_uma_vez' });
      },
    ],
    [
      /^\/v4\/painel\/[^/]+\/integracao\/entregas$/,
      () =>
        json({
          entregas: [
            {
              identrega: 7,
              idendpoint: 1,
              url: 'https://erp.exemplo.com.br/a',
              evento: 'pedido.criado',
              idevento: 3,
              situacao: 'entregue',
              tentativas: 3,
              ultimoStatusHttp: 200,
              ultimoErro: null,
              criadaEm: '2026-12-01T10:00:00.000Z',
              ultimaTentativaEm: '2026-12-01T10:00:05.000Z',
              entregueEm: '2026-12-01T10:00:05.000Z',
            },
          ],
        }),
    ],
    [
      /^\/v4\/painel\/[^/]+\/integracao\/webhooks\/1\/revogar$/,
      () =>
        json({ endpoint: { ...endpoint(1, 'https://erp.exemplo.com.br/a'), revogadoEm: '2026-12-02T10:00:00.000Z' } }),
    ],
  ]);
  return fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSAO_ADMIN],
      [$usuario, ADMIN_AURORA],
    ] as never,
  });
}

describe('painel: webhooks', () => {
  it('lists the endpoints and deliveries, creates one showing its secret once, revokes one', async () => {
    const scope = escopo();
    await allSettled(webhooksShown, { scope });
    expect(scope.getState($webhooks)?.map((w) => w.idendpoint)).toEqual([1]);
    expect(scope.getState($webhookDeliveries)?.map((d) => [d.situacao, d.tentativas])).toEqual([['entregue', 3]]);
    await allSettled(webhookSubmitted, {
      scope,
      params: { url: 'https://erp.exemplo.com.br/b', eventos: ['pedido.criado'] },
    });
    expect(scope.getState($webhooks)?.map((w) => w.idendpoint)).toEqual([2, 1]);
    expect(scope.getState($newWebhookSecret)).toEqual({ idendpoint: 2, segredo: 'whsec_uma_vez' });
    expect(scope.getState($webhooksMessage)).toEqual({ tom: 'positive', texto: TEXTOS_WEBHOOKS.criado });
    await allSettled(webhookRevoked, { scope, params: 1 });
    expect(scope.getState($webhooks)?.find((w) => w.idendpoint === 1)?.revogadoEm).not.toBeNull();
    await allSettled(webhooksShown, { scope });
    expect(scope.getState($newWebhookSecret)).toBeNull();
  });

  it("shows the server's refusal of an address", async () => {
    const scope = escopo(true);
    await allSettled(webhookSubmitted, { scope, params: { url: 'http://x', eventos: ['pedido.criado'] } });
    expect(scope.getState($webhooksMessage)).toEqual({
      tom: 'critical',
      texto: 'Informe o endereço do webhook com https://.',
    });
  });
});
