/**
 * The order's DANFE (issue 13): the desk attaches the PDF with its NF-e access key; the order's
 * customer and the supplier's staff download it byte for byte (spec: GET /v4/danfe/{numpedido}/{idfornecedor}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAVE_DIGITO,
  CHAVE_MODELO,
  CHAVE_OUTRO_EMITENTE,
  digitoChaveNfe,
  validarChaveNfe,
} from '#engine/rules/nfe-key';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';
import { DANFE_NAO_ANEXADA, DANFE_PDF_INVALIDO, DANFE_SEM_PEDIDO, pareceUmPdf } from './painel-service';

let t: TestApp;
let atendente: SessaoDeTeste;
let cliente: SessaoDeTeste;
let data: string | null;

beforeAll(async () => {
  t = await startTestApp();
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A key of Aurora's CNPJ (34.567.812/0001-35, its footer's), SP, November 2026, note `numero`. */
const chaveAurora = (numero: number, cnpj = '34567812000135', modelo = '55') => {
  const base = `352611${cnpj}${modelo}001${String(numero).padStart(9, '0')}112345678`;
  return base + String(digitoChaveNfe(base));
};
/** A small but whole PDF (header, one empty page, trailer) with a marker to tell files apart. */
const pdfDeTeste = (marca: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${marca}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

async function pedido(s: SessaoDeTeste = cliente): Promise<number> {
  const id = await produtoDeTeste(t.db, t.aurora, null);
  const res = await submeter(t.app, s.token, s.idcliente, corpoPedido(t.aurora, [{ id, quantidade: 1 }], data));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().numpedido as number;
}

const anexar = (numpedido: number, chave: string, pdf: Buffer, token = atendente.token, idfornecedor = t.aurora) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v4/painel/${idfornecedor}/pedidos/${numpedido}/danfe?chave=${encodeURIComponent(chave)}`,
    headers: { ...bearer(token), 'content-type': 'application/pdf' },
    payload: pdf,
  });
const baixar = (numpedido: number, headers: Record<string, string>, idfornecedor = t.aurora) =>
  t.app.inject({ method: 'GET', url: `/api/v4/danfe/${numpedido}/${idfornecedor}`, headers });

describe('DANFE: attach in the desk, download by the customer', () => {
  it('says in pt-BR that none is attached yet, then serves the attached PDF byte for byte', async () => {
    const numpedido = await pedido();
    const antes = await baixar(numpedido, bearer(cliente.token));
    expect(antes.statusCode).toBe(404);
    expect(antes.json()).toEqual({ mensagem: DANFE_NAO_ANEXADA, codigo: 'danfe.nao-anexada' });

    const pdf = pdfDeTeste('primeira');
    const chave = chaveAurora(1234);
    const res = await anexar(numpedido, chave.replace(/(\d{4})(?=\d)/g, '$1 '), pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().danfe).toMatchObject({ chave, anexadoEm: expect.any(String) });

    for (const headers of [bearer(cliente.token), { cookie: `sf_token=${cliente.token}` }, bearer(atendente.token)]) {
      const d = await baixar(numpedido, headers);
      expect(d.statusCode).toBe(200);
      expect(d.headers['content-type']).toBe('application/pdf');
      expect(d.headers['content-disposition']).toBe(`attachment; filename="danfe-${numpedido}.pdf"`);
      expect(d.rawPayload.equals(pdf)).toBe(true);
    }
    // The customer's order says it is there.
    const detalhe = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/${cliente.token}/order/${numpedido}?idfornecedor=${t.aurora}`,
    });
    expect(detalhe.json().danfe).toEqual(res.json().danfe);
  });

  it('replaces the DANFE attached before', async () => {
    const numpedido = await pedido();
    expect((await anexar(numpedido, chaveAurora(10), pdfDeTeste('antiga'))).statusCode).toBe(200);
    const nova = pdfDeTeste('corrigida');
    const res = await anexar(numpedido, chaveAurora(11), nova);
    expect(res.json().danfe.chave).toBe(chaveAurora(11));
    expect((await baixar(numpedido, bearer(cliente.token))).rawPayload.equals(nova)).toBe(true);
  });
});

describe('DANFE: the demo data', () => {
  it("Maria's delivered order 100001 carries a DANFE: a whole PDF, with an NF-e key of Aurora's CNPJ", async () => {
    const maria = await criarSessao(t.db, { idfornecedor: t.aurora });
    await t.db
      .updateTable('sessoes')
      .set({ idusuario: 1, idcliente: 1 })
      .where('idusuario', '=', maria.idusuario)
      .execute();
    const d = await baixar(100001, bearer(maria.token));
    expect(d.statusCode).toBe(200);
    expect(pareceUmPdf(d.rawPayload)).toBe(true);
    const { danfe } = (
      await t.app.inject({ method: 'GET', url: `/api/v2/app/${maria.token}/order/100001?idfornecedor=${t.aurora}` })
    ).json();
    expect(validarChaveNfe(danfe.chave, { cnpjEmitente: '34.567.812/0001-35' })).toMatchObject({
      ok: true,
      partes: { uf: '35', modelo: '55' },
    });
  });
});

describe('DANFE: bad input, each with its pt-BR reason', () => {
  it('refuses what is not a whole PDF, a wrong key, another emitter’s key, a quote', async () => {
    const numpedido = await pedido();
    const casos: [string, Buffer, number, string, string][] = [
      [chaveAurora(1), Buffer.from('<html>não sou um PDF</html>'), 400, 'danfe.pdf-invalido', DANFE_PDF_INVALIDO],
      [chaveAurora(1), pdfDeTeste('cortado').subarray(0, 60), 400, 'danfe.pdf-invalido', DANFE_PDF_INVALIDO],
      [
        `${chaveAurora(1).slice(0, 43)}${(Number(chaveAurora(1)[43]) + 1) % 10}`,
        pdfDeTeste('x'),
        400,
        'danfe.chave-invalida',
        CHAVE_DIGITO,
      ],
      [chaveAurora(1, '07364617000135'), pdfDeTeste('x'), 400, 'danfe.chave-invalida', CHAVE_OUTRO_EMITENTE],
      [chaveAurora(1, '34567812000135', '65'), pdfDeTeste('x'), 400, 'danfe.chave-invalida', CHAVE_MODELO],
    ];
    for (const [chave, pdf, status, codigo, mensagem] of casos) {
      const res = await anexar(numpedido, chave, pdf);
      expect(res.statusCode, chave).toBe(status);
      expect(res.json()).toEqual({ mensagem, codigo });
    }
    expect((await baixar(numpedido, bearer(atendente.token))).statusCode).toBe(404);

    // A quote (made one in place: a new order turned into ORCAMENTO_NOVO).
    const orcamento = { numpedido: await pedido() };
    await t.db
      .updateTable('pedidos')
      .set({ status: 'ORCAMENTO_NOVO', orcamento: true })
      .where('numpedido', '=', orcamento.numpedido)
      .execute();
    const res = await anexar(orcamento.numpedido, chaveAurora(1), pdfDeTeste('x'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensagem: DANFE_SEM_PEDIDO, codigo: 'pedido.status-invalido' });
  });

  it('refuses a file over 5 MB with 413 before reading it, and another content type with 415', async () => {
    const numpedido = await pedido();
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const res = await anexar(numpedido, chaveAurora(1), grande);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      codigo: 'danfe.grande-demais',
      mensagem: 'O arquivo da nota fiscal (DANFE) passa de 5 MB.',
    });
    const texto = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/danfe?chave=${chaveAurora(1)}`,
      headers: { ...bearer(atendente.token), 'content-type': 'text/plain' },
      payload: '%PDF-1.4',
    });
    expect(texto.statusCode).toBe(415);
  });
});

describe('DANFE: who may attach and download', () => {
  it('lets only the supplier’s attendants and admins attach: 401, 403, and 404 for another supplier’s order', async () => {
    const numpedido = await pedido();
    const admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
    const outroAdmin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const semSessao = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/painel/${t.aurora}/pedidos/${numpedido}/danfe?chave=${chaveAurora(1)}`,
      headers: { 'content-type': 'application/pdf' },
      payload: pdfDeTeste('x'),
    });
    expect(semSessao.statusCode).toBe(401);
    for (const s of [cliente, outroAdmin]) {
      const res = await anexar(numpedido, chaveAurora(1), pdfDeTeste('x'), s.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ codigo: 'painel.acesso-negado' });
    }
    const alheio = await anexar(numpedido, chaveAurora(1), pdfDeTeste('x'), outroAdmin.token, t.construforte);
    expect(alheio.statusCode).toBe(404);
    expect((await baixar(numpedido, bearer(cliente.token))).statusCode).toBe(404);
    expect((await anexar(numpedido, chaveAurora(2), pdfDeTeste('admin'), admin.token)).statusCode).toBe(200);
  });

  it('serves the PDF only to the order’s client and the supplier’s staff', async () => {
    const numpedido = await pedido();
    expect((await anexar(numpedido, chaveAurora(3), pdfDeTeste('x'))).statusCode).toBe(200);
    const outroCliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const outroAdmin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    expect((await baixar(numpedido, {})).statusCode).toBe(401);
    const alheio = await baixar(numpedido, bearer(outroCliente.token));
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toMatchObject({ codigo: 'pedido.nao-encontrado' });
    expect((await baixar(numpedido, bearer(outroAdmin.token))).statusCode).toBe(403);
    expect((await baixar(numpedido, bearer(outroAdmin.token), t.construforte)).statusCode).toBe(404);
    expect((await baixar(numpedido, bearer(cliente.token), t.construforte)).statusCode).toBe(403);
  });
});
