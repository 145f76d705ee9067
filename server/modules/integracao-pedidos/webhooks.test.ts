/**
 * Webhooks (issue 33, item 4), as an ERP receives them: a receiver started here answers 500 twice
 * and then 200; the order-created event reaches it with a valid HMAC-SHA256 signature and is
 * accepted exactly once (three attempts of one delivery, the same body and delivery id each time,
 * nothing after the 200); the desk's delivery log shows it delivered after 3 attempts. An event
 * the endpoint did not ask for is not sent, and a revoked endpoint gets nothing more.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';
import { verificarAssinaturaWebhook } from './index';

interface Recebido {
  headers: IncomingHttpHeaders;
  corpo: string;
  respondeu: number;
}

let t: TestApp;
let admin: SessaoDeTeste;
let cliente: SessaoDeTeste;
let receptor: Server;
let url: string;
const recebidos: Recebido[] = [];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ate(condicao: () => boolean | Promise<boolean>, limiteMs = 45_000): Promise<void> {
  const fim = Date.now() + limiteMs;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error('tempo esgotado esperando o webhook');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  t = await startTestApp({ tarefas: { ...testConfig().tarefas, intervaloS: 0.5 } });
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  receptor = createServer((req, res) => {
    let corpo = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (corpo += c));
    req.on('end', () => {
      // The first two attempts fail, then every one succeeds.
      const respondeu = recebidos.length < 2 ? 500 : 200;
      recebidos.push({ headers: req.headers, corpo, respondeu });
      res.writeHead(respondeu).end();
    });
  });
  await new Promise<void>((r) => receptor.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/webhooks/storefront`;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((r) => receptor?.close(r));
});

describe('webhooks', () => {
  let segredo: string;
  let idendpoint: number;

  it('the desk creates an endpoint and shows its secret once', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/webhooks`,
      headers: bearer(admin.token),
      payload: { url, eventos: ['pedido.criado'] },
    });
    expect(r.statusCode, r.body).toBe(200);
    segredo = r.json().segredo;
    idendpoint = r.json().endpoint.idendpoint;
    expect(segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const lista = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/integracao/webhooks`,
      headers: bearer(admin.token),
    });
    expect(lista.json().endpoints[0]).toMatchObject({ idendpoint, url, eventos: ['pedido.criado'], revogadoEm: null });
    expect(lista.body.includes(segredo)).toBe(false);
  });

  it('refuses an address that is not a URL, and an attendant', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/webhooks`,
      headers: bearer(admin.token),
      payload: { url: 'ftp://erp.exemplo.com.br/x', eventos: ['pedido.criado'] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ codigo: 'webhook.url-invalida' });
    const atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
    const negado = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/integracao/webhooks`,
      headers: bearer(atendente.token),
    });
    expect(negado.statusCode).toBe(403);
  });

  it('delivers the order-created event signed, exactly once, after two 500 answers', async () => {
    const idproduto = await produtoDeTeste(t.db, t.aurora, null);
    const pedido = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: idproduto, quantidade: 2 }], await primeiraData(t.db, RETIRADA_AURORA)),
    );
    expect(pedido.statusCode, pedido.body).toBe(200);
    const numpedido = pedido.json().numpedido as number;
    // A status change: the endpoint did not ask for it, so nothing is sent for it.
    const equipe = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/status`,
      headers: bearer(admin.token),
      payload: { status: 'SEPARANDO' },
    });
    expect(equipe.statusCode, equipe.body).toBe(200);

    await ate(() => recebidos.some((r) => r.respondeu === 200));
    // Long enough for a fourth attempt (retries are a second or two apart here) if there were one.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(recebidos.map((r) => r.respondeu)).toEqual([500, 500, 200]);
    const ids = new Set(recebidos.map((r) => r.headers['x-storefront-entrega']));
    expect(ids.size).toBe(1);
    expect(new Set(recebidos.map((r) => r.corpo)).size).toBe(1);
    for (const r of recebidos) {
      expect(r.headers['x-storefront-evento']).toBe('pedido.criado');
      const valida = verificarAssinaturaWebhook(
        segredo,
        String(r.headers['x-storefront-timestamp']),
        r.corpo,
        String(r.headers['x-storefront-assinatura']),
        Math.floor(Date.now() / 1000),
      );
      expect(valida).toBe(true);
      // Another secret does not verify it.
      expect(
        verificarAssinaturaWebhook(
          'whsec_outro',
          String(r.headers['x-storefront-timestamp']),
          r.corpo,
          String(r.headers['x-storefront-assinatura']),
          Math.floor(Date.now() / 1000),
        ),
      ).toBe(false);
    }
    const corpo = JSON.parse(recebidos[0]!.corpo);
    expect(corpo).toMatchObject({ evento: 'pedido.criado', idfornecedor: t.aurora });
    expect(corpo.dados.pedido).toMatchObject({ numpedido, cliente: { idcliente: cliente.idcliente } });

    const log = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/integracao/entregas?idendpoint=${idendpoint}`,
      headers: bearer(admin.token),
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().entregas).toEqual([
      expect.objectContaining({
        idendpoint,
        evento: 'pedido.criado',
        situacao: 'entregue',
        tentativas: 3,
        ultimoStatusHttp: 200,
        ultimoErro: null,
      }),
    ]);
  }, 90_000);

  it('a revoked endpoint gets nothing more', async () => {
    const revogado = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/webhooks/${idendpoint}/revogar`,
      headers: bearer(admin.token),
    });
    expect(revogado.statusCode).toBe(200);
    expect(revogado.json().endpoint.revogadoEm).not.toBeNull();
    const antes = recebidos.length;
    const idproduto = await produtoDeTeste(t.db, t.aurora, null);
    const pedido = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: idproduto, quantidade: 1 }], await primeiraData(t.db, RETIRADA_AURORA)),
    );
    expect(pedido.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 4_000));
    expect(recebidos.length).toBe(antes);
    const eventos = await t.db
      .selectFrom('eventos_integracao')
      .select('idevento')
      .where('despachado_em', 'is', null)
      .execute();
    expect(eventos).toEqual([]);
  }, 30_000);

  it("another supplier's admin cannot revoke it (404)", async () => {
    const outro = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.construforte}/integracao/webhooks/${idendpoint}/revogar`,
      headers: bearer(outro.token),
    });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ codigo: 'webhook.nao-encontrado', mensagem: 'Webhook não encontrado.' });
  });
});
