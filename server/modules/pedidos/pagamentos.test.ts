/**
 * Issue 13 through the API: the order's Pix and boleto in its details (stable on every request),
 * the boleto and receipt PDFs (their text read back), and the payment-method change; who may.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoDaLinhaDigitavel, dataDoFator } from '#engine/rules/boleto';
import { lerBrCode } from '#engine/rules/pix-br-code';
import { withEanCheckDigit } from '#engine/rules/product-code';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from './pedidos-teste';

const PIX_AURORA = 1;
const BOLETO_AURORA = 2;
const CARTAO_AURORA = 3;
const BOLETO_CONSTRUFORTE = 12;

let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let data: string | null;
let produto: number;

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
  produto = await produtoDeTeste(t.db, t.aurora, null);
});
afterAll(async () => {
  await t?.close();
});

let contador = 0;

/** A new order (a note of its own, so the identical-order check never answers 409). */
async function pedido(
  idformapagto: number,
  quantidade = 3,
  quem = cliente,
): Promise<{ numpedido: number; totalpedido: number }> {
  contador += 1;
  const corpo = corpoPedido(t.aurora, [{ id: produto, quantidade }], data, {
    formaPagamento: { idformapagto, quantParcelas: 1 },
    anotacoes: `Pedido ${contador}`,
  });
  const res = await submeter(t.app, quem.token, quem.idcliente, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const detalhe = (numpedido: number, quem = cliente) =>
  t.app.inject({ method: 'GET', url: `/api/v2/app/${quem.token}/order/${numpedido}?idfornecedor=${t.aurora}` });

async function textoDoPdf(corpo: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(corpo));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('the order details carry its Pix or boleto', () => {
  it('Pix: a valid BR Code of Aurora with the order total and a stable txid', async () => {
    const { numpedido, totalpedido } = await pedido(PIX_AURORA);
    const d = (await detalhe(numpedido)).json();
    expect(d.pagamento).toMatchObject({
      idformapagto: PIX_AURORA,
      tipo: 'PIX',
      pix: { txid: `PEDIDO${numpedido}`, valor: totalpedido },
    });
    expect(d.pagamento.boleto).toBeUndefined();
    const lido = lerBrCode(d.pagamento.pix.copia_e_cola);
    expect(lido).toEqual({
      ok: true,
      dados: {
        chave: '34567812000135',
        nome: 'Distribuidora Aurora',
        cidade: 'Campinas',
        valorCentavos: Math.round(totalpedido * 100),
        txid: `PEDIDO${numpedido}`,
        mensagem: null,
      },
    });
    expect((await detalhe(numpedido)).json().pagamento).toEqual(d.pagamento);
  });

  it('boleto: Banco do Brasil, check digits valid, due in 3 days, the same on every request', async () => {
    const { numpedido, totalpedido } = await pedido(BOLETO_AURORA);
    const d = (await detalhe(numpedido)).json();
    const b = d.pagamento.boleto;
    expect(b).toMatchObject({
      banco: '001',
      valor: totalpedido,
      nosso_numero: `3128557${String(numpedido).padStart(10, '0')}`,
    });
    expect(b.linha_digitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const lido = codigoDaLinhaDigitavel(b.linha_digitavel);
    expect(lido).toMatchObject({
      ok: true,
      codigoBarras: b.codigo_barras,
      boleto: { banco: '001', valorCentavos: Math.round(totalpedido * 100) },
    });
    if (!lido.ok) return;
    expect(dataDoFator(lido.boleto.fator, b.vencimento)).toBe(b.vencimento);
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(Math.round((Date.parse(b.vencimento) - Date.parse(hoje)) / 86_400_000)).toBe(3);
    expect((await detalhe(numpedido)).json().pagamento.boleto).toEqual(b);
  });

  it('a card order, and a delivered one, carry neither', async () => {
    const { numpedido } = await pedido(CARTAO_AURORA);
    const d = (await detalhe(numpedido)).json();
    expect(d.pagamento.pix).toBeUndefined();
    expect(d.pagamento.boleto).toBeUndefined();
    await t.db
      .updateTable('pedidos')
      .set({ status: 'ENTREGUE', forma_pagamento_tipo: 'PIX' })
      .where('numpedido', '=', numpedido)
      .execute();
    expect((await detalhe(numpedido)).json().pagamento.pix).toBeUndefined();
  });
});

describe('boleto PDF', () => {
  it('has the linha digitável and barcode of the order details, in a real PDF', async () => {
    const { numpedido } = await pedido(BOLETO_AURORA, 7);
    const b = (await detalhe(numpedido)).json().pagamento.boleto;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/payment/boleto/${numpedido}/${t.aurora}`,
      headers: { authorization: `Bearer ${cliente.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="boleto-${numpedido}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain(b.linha_digitavel);
    expect(texto).toContain(`Código de barras: ${b.codigo_barras}`);
    expect(texto).toContain('Distribuidora Aurora');
    expect(texto).toContain('Banco do Brasil');
  });

  it('opens with the sf_token cookie too; another client 404, another supplier 403, no session 401, not a boleto 409', async () => {
    const { numpedido } = await pedido(BOLETO_AURORA);
    const url = `/api/v4/payment/boleto/${numpedido}/${t.aurora}`;
    expect((await t.app.inject({ url, headers: { cookie: `sf_token=${cliente.token}` } })).statusCode).toBe(200);
    const alheio = await t.app.inject({ url, headers: { authorization: `Bearer ${outro.token}` } });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toEqual({ mensagem: 'Pedido não encontrado.', codigo: 'pedido.nao-encontrado' });
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    expect((await t.app.inject({ url, headers: { authorization: `Bearer ${daConstruforte.token}` } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const pix = await pedido(PIX_AURORA);
    const naoBoleto = await t.app.inject({
      url: `/api/v4/payment/boleto/${pix.numpedido}/${t.aurora}`,
      headers: { authorization: `Bearer ${cliente.token}` },
    });
    expect(naoBoleto.statusCode).toBe(409);
    expect(naoBoleto.json()).toEqual({
      mensagem: 'Este pedido não tem boleto a pagar.',
      codigo: 'pagamento.boleto-indisponivel',
    });
  });
});

describe('receipt PDF', () => {
  it("lists the order's lines and total; only for the session's own client", async () => {
    // The product's package has an EAN (an in-store GTIN, prefix 2, unused by the demo's 789…).
    const ean = withEanCheckDigit(`2${String(produto).padStart(11, '0')}`);
    await t.db.updateTable('produtos').set({ ean }).where('id', '=', produto).execute();
    const { numpedido } = await pedido(PIX_AURORA, 2);
    const url = `/api/v4/payment/generate-receipt/${numpedido}/${cliente.idcliente}`;
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${cliente.token}` } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain(`Pedido nº ${numpedido}`);
    expect(texto).toContain('Comprovante do pedido');
    expect(texto).toContain('Pagamento: Pix');
    // Each line by the supplier's code and EAN too, either of which quick order takes (issue 35).
    const { idcadastroextraproduto } = await t.db
      .selectFrom('produtos')
      .select('idcadastroextraproduto')
      .where('id', '=', produto)
      .executeTakeFirstOrThrow();
    expect(texto).toContain(`Cód. ${idcadastroextraproduto} · EAN ${ean}`);
    // The order's page says the same (GET …/order/{numpedido}).
    const detalhe = await t.app.inject({
      url: `/api/v2/app/${cliente.token}/order/${numpedido}?idfornecedor=${t.aurora}`,
    });
    expect(detalhe.json().itens).toEqual([expect.objectContaining({ codigo: idcadastroextraproduto, ean })]);
    const alheio = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${outro.token}` } });
    expect(alheio.statusCode).toBe(403);
    const outroPedido = await t.app.inject({
      method: 'POST',
      url: `/api/v4/payment/generate-receipt/${numpedido}/${outro.idcliente}`,
      headers: { authorization: `Bearer ${outro.token}` },
    });
    expect(outroPedido.statusCode).toBe(404);
  });
});

describe('quote PDF (issue 34 item 5)', () => {
  it("titles a quote's document 'Orçamento', for the session's own client only", async () => {
    const { numpedido } = await pedido(PIX_AURORA, 2);
    await t.db.updateTable('pedidos').set({ status: 'ORCAMENTO_NOVO' }).where('numpedido', '=', numpedido).execute();
    const url = `/api/v4/payment/generate-receipt/${numpedido}/${cliente.idcliente}`;
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${cliente.token}` } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain(`Orçamento nº ${numpedido}`);
    expect(texto).toContain('Este orçamento não é documento fiscal');
    expect(texto).not.toContain('Comprovante do pedido');
    const alheio = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${outro.token}` } });
    expect(alheio.statusCode).toBe(403);
  });
});

describe('alterarFormaPagamentoPedido', () => {
  const trocar = (numpedido: number, corpo: object, quem = cliente, idfornecedor = t.aurora) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v4/orders/payment-method/${idfornecedor}/order/${numpedido}`,
      headers: { authorization: `Bearer ${quem.token}` },
      payload: corpo,
    });

  it("Pix to boleto and back: Aurora's Pix discount (3 %) comes off and back on every line; the boleto and the Pix carry the new total", async () => {
    // 3 × R$ 10,00 with Pix's −3 % (support-price-variance-by-payment): R$ 9,70 each, R$ 29,10,
    // less the automatic coupon AURORA5 (5 %: R$ 1,46), R$ 27,64. The coupon's amount stays.
    const { numpedido, totalpedido } = await pedido(PIX_AURORA);
    expect(totalpedido).toBe(27.64);
    expect((await detalhe(numpedido)).json()).toMatchObject({ subtotal: 29.1, desconto: 1.46 });
    const res = await trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.pagamento).toMatchObject({
      idformapagto: BOLETO_AURORA,
      tipo: 'BOLETO',
      descricao: 'Boleto bancário',
      quantParcelas: 1,
    });
    expect(d.pagamento.pix).toBeUndefined();
    expect(codigoDaLinhaDigitavel(d.pagamento.boleto.linha_digitavel)).toMatchObject({
      ok: true,
      boleto: { valorCentavos: 2854 },
    });
    expect(d.itens).toEqual([expect.objectContaining({ quantidade: 3, precoUnitario: 10, total: 30 })]);
    expect(d).toMatchObject({ subtotal: 30, desconto: 1.46, totalpedido: 28.54 });
    expect(d.pagamento.boleto.valor).toBe(28.54);
    expect((await detalhe(numpedido)).json().pagamento).toEqual(d.pagamento);

    const volta = (await trocar(numpedido, { idformapagto: PIX_AURORA, quantParcelas: 1 })).json();
    expect(volta.totalpedido).toBe(27.64);
    expect(volta.itens[0]).toMatchObject({ precoUnitario: 9.7, total: 29.1 });
    expect(lerBrCode(volta.pagamento.pix.copia_e_cola)).toMatchObject({ ok: true, dados: { valorCentavos: 2764 } });
  });

  it('an attendant’s price never takes a variance: the total stays', async () => {
    const { numpedido } = await pedido(PIX_AURORA);
    await t.db
      .updateTable('pedido_itens')
      .set({ origem_preco: 'atendente' })
      .where('numpedido', '=', numpedido)
      .execute();
    const d = (await trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 })).json();
    expect(d.totalpedido).toBe(27.64);
    expect(d.itens[0]).toMatchObject({ precoUnitario: 9.7 });
  });

  it('refuses a change that lost a race with another one (409 pedido.pagamento-mudou)', async () => {
    const { numpedido } = await pedido(PIX_AURORA);
    const [a, b] = await Promise.all([
      trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 }),
      trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 }),
    ]);
    const codigos = [a, b].map((r) => r.statusCode).sort();
    // Both may pass one after the other (the second reads the first's result), or the second loses the race.
    expect(codigos[0]).toBe(200);
    if (codigos[1] !== 200)
      expect([a, b].find((r) => r.statusCode !== 200)?.json()).toMatchObject({ codigo: 'pedido.pagamento-mudou' });
    expect((await detalhe(numpedido)).json().totalpedido).toBe(28.54);
  });

  it('refuses another client (404), another supplier (403), a method of another supplier or bad installments (422), a paid order (409)', async () => {
    const { numpedido } = await pedido(PIX_AURORA);
    expect((await trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 }, outro)).statusCode).toBe(404);
    expect(
      (await trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 }, cliente, t.construforte)).statusCode,
    ).toBe(403);
    const alheia = await trocar(numpedido, { idformapagto: BOLETO_CONSTRUFORTE, quantParcelas: 1 });
    expect(alheia.statusCode).toBe(422);
    expect(alheia.json().codigo).toBe('pagamento.forma-invalida');
    // R$ 30,00 cannot be split in 3 boleto installments of at least R$ 500,00.
    const parcelas = await trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 3 });
    expect(parcelas.statusCode).toBe(422);
    expect(parcelas.json().codigo).toBe('pagamento.parcelas-invalidas');
    expect((await trocar(numpedido, { idformapagto: BOLETO_AURORA }, cliente)).statusCode).toBe(400);
    await t.db.updateTable('pedidos').set({ status: 'PAGO' }).where('numpedido', '=', numpedido).execute();
    const pago = await trocar(numpedido, { idformapagto: BOLETO_AURORA, quantParcelas: 1 });
    expect(pago.statusCode).toBe(409);
    expect(pago.json()).toEqual({
      mensagem: 'A forma de pagamento deste pedido não pode mais ser alterada.',
      codigo: 'pedido.pagamento-inalteravel',
    });
    const semSessao = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/orders/payment-method/${t.aurora}/order/${numpedido}`,
      payload: { idformapagto: 2, quantParcelas: 1 },
    });
    expect(semSessao.statusCode).toBe(401);
  });
});
