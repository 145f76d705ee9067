/**
 * Issue 34, item 2: the order e-mail through a REAL SMTP server (server/testing/smtp-sink). A Pix
 * order's carries its lines, totals, pickup date and the Pix copia e cola (a valid BR Code, CRC16
 * included) with its QR code as an inline PNG of that payload; a boleto order's, the linha
 * digitável (its check digits hold), the due date and a link to the PDF that opens for the
 * customer and is refused (403) to another. The logo is a PNG, never an SVG. Each message is then
 * drawn in Chromium at 390 and 600 px: nothing wider than the window (screenshots in
 * .tmp/screens/email-*.png to look at).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { chromium, type Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoDaLinhaDigitavel } from '#engine/rules/boleto';
import { lerBrCode } from '#engine/rules/pix-br-code';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA } from './pedidos-teste';

const PIX_AURORA = 1;
const BOLETO_AURORA = 2;

let smtp: SmtpSink;
let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let data: string | null;
let produto: number;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ smtpUrl: smtp.url });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
  produto = await produtoDeTeste(t.db, t.aurora, null);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

/** Places an order from the shop's host and reads its confirmation back from the sink. */
async function pedidoComEmail(idformapagto: number, anotacoes: string) {
  const corpo = corpoPedido(t.aurora, [{ id: produto, quantidade: 3 }], data, {
    formaPagamento: { idformapagto, quantParcelas: 1 },
    anotacoes,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido`,
    headers: { 'idempotency-key': `k-email-${anotacoes}`, host: 'localhost' },
    payload: corpo,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { numpedido, totalpedido } = res.json() as { numpedido: number; totalpedido: number };
  await t.app.email.aguardarEntregas();
  const mail = await smtp.proximaMensagem();
  expect(mail.subject).toBe(`Pedido ${numpedido} | Distribuidora Aurora`);
  return { numpedido, totalpedido, mail };
}

function anexo(mail: ParsedMail, cid: string) {
  return mail.attachments.find((a) => a.cid === cid);
}

/** The HTML with its cid: images as data: URLs, as a mail client shows it (mailparser already does; any left over too). */
function htmlComImagens(mail: ParsedMail): string {
  let html = String(mail.html);
  for (const a of mail.attachments)
    if (a.cid) html = html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString('base64')}`);
  return html;
}

/** Draws the message at each width: the page never scrolls sideways and no element sticks out. */
async function conferirLargura(mail: ParsedMail, nome: string): Promise<void> {
  const pasta = path.join(process.cwd(), '.tmp', 'screens');
  mkdirSync(pasta, { recursive: true });
  for (const largura of [390, 600]) {
    const page = await browser.newPage({ viewport: { width: largura, height: 800 } });
    await page.setContent(htmlComImagens(mail), { waitUntil: 'load' });
    const medida = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const fora = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > w + 0.5)
        .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`);
      const imagens = [...document.images].map((i) => ({
        ok: i.complete && i.naturalWidth > 0,
        src: i.src.slice(0, 30),
      }));
      return { scroll: document.documentElement.scrollWidth, w, fora, imagens };
    });
    expect(medida.fora, `${nome} at ${largura}px`).toEqual([]);
    expect(medida.scroll).toBeLessThanOrEqual(medida.w);
    expect(
      medida.imagens.every((i) => i.ok),
      JSON.stringify(medida.imagens),
    ).toBe(true);
    await page.screenshot({ path: path.join(pasta, `email-${nome}-${largura}.png`), fullPage: true });
    await page.close();
  }
}

describe('the order e-mail lets the customer pay (issue 34)', () => {
  it('Pix: lines, totals, pickup and date, the copia e cola (CRC16 valid) and its QR code as an inline PNG', async () => {
    const { numpedido, totalpedido, mail } = await pedidoComEmail(PIX_AURORA, 'email-pix');
    const texto = mail.text ?? '';
    const html = String(mail.html);
    expect(texto).toContain('Itens do pedido');
    expect(texto).toMatch(/3 \S+ × R\$ [\d.,]+/);
    expect(texto).toContain(`Total: R$ ${totalpedido.toFixed(2).replace('.', ',')}`);
    expect(texto).toContain('Retirada');
    expect(data).not.toBeNull();
    const [a, m, d] = (data ?? '').split('-');
    expect(texto).toMatch(new RegExp(`Data da retirada: [a-zç-]+, ${d}/${m}/${a}\\.`));
    expect(texto).toContain('O que acontece agora');
    // The payload: in the text and in the HTML, a BR Code of this order whose CRC16 holds.
    const payload = /Pix copia e cola:\n(.+)\n/.exec(texto)?.[1] ?? '';
    expect(html).toContain(payload);
    const lido = lerBrCode(payload);
    expect(lido).toMatchObject({
      ok: true,
      dados: { valorCentavos: Math.round(totalpedido * 100), txid: `PEDIDO${numpedido}` },
    });
    // The QR code: an inline PNG named by the HTML, the drawing of that same payload.
    const qr = anexo(mail, 'pix-qrcode@storefront');
    expect(qr?.contentType).toBe('image/png');
    expect(qr?.contentDisposition).toBe('inline');
    // mailparser puts the inline part where the HTML named it by cid: it is this QR code's place.
    expect(html).toContain(`src="data:image/png;base64,${qr?.content.toString('base64')}"`);
    const esperado = await QRCode.toBuffer(payload, { type: 'png', width: 240, margin: 4, errorCorrectionLevel: 'M' });
    expect(qr?.content.equals(esperado)).toBe(true);
    // The logo: a PNG drawn from the SVG, no SVG anywhere.
    const logo = anexo(mail, 'logo@storefront');
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.content.subarray(1, 4).toString()).toBe('PNG');
    expect(html).toContain(`src="data:image/png;base64,${logo?.content.toString('base64')}"`);
    expect(html).not.toMatch(/\.svg/);
    await conferirLargura(mail, 'pix');
  });

  it('boleto: the linha digitável (check digits hold), the due date, and a PDF link: 200 for the customer, 403 for another', async () => {
    const { numpedido, mail } = await pedidoComEmail(BOLETO_AURORA, 'email-boleto');
    const texto = mail.text ?? '';
    const linha = /Linha digitável:\n([\d. ]+)\n/.exec(texto)?.[1]?.trim() ?? '';
    expect(codigoDaLinhaDigitavel(linha)).toMatchObject({ ok: true });
    expect(String(mail.html)).toContain(linha);
    const detalhe = await t.app.inject({
      url: `/api/v2/app/${cliente.token}/order/${numpedido}?idfornecedor=${t.aurora}`,
    });
    const boleto = detalhe.json().pagamento.boleto as { linha_digitavel: string; vencimento: string };
    expect(linha).toBe(boleto.linha_digitavel);
    const [a, m, d] = boleto.vencimento.split('-');
    expect(texto).toContain(`Vencimento: ${d}/${m}/${a}.`);
    expect(anexo(mail, 'pix-qrcode@storefront')).toBeUndefined();
    const link = /Baixar o boleto \(PDF\): (\S+)/.exec(texto)?.[1] ?? '';
    const url = new URL(link);
    expect(url.origin).toBe('http://localhost');
    expect(String(mail.html)).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    const caminho = `${url.pathname}${url.search}`;
    const dele = await t.app.inject({ url: caminho, headers: { cookie: `sf_token=${cliente.token}` } });
    expect(dele.statusCode, dele.body.slice(0, 200)).toBe(200);
    expect(dele.headers['content-type']).toBe('application/pdf');
    const alheio = await t.app.inject({ url: caminho, headers: { cookie: `sf_token=${outro.token}` } });
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json()).toEqual({
      mensagem: 'Acesso negado: este pedido não é do cliente da sua sessão.',
      codigo: 'sessao.cliente-invalido',
    });
    expect((await t.app.inject({ url: caminho })).statusCode).toBe(401);
    await conferirLargura(mail, 'boleto');
  });
});
