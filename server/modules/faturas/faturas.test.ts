/**
 * Invoices and titles through the API (issue 28; PGlite, and PostgreSQL with DATABASE_URL): the
 * titles an order paid 'a prazo' makes at the submit (one per term of the method), the refusal
 * past the available limit (nothing written), the payment methods' answer with the limit, the
 * spec's `faturas-cliente` call and who may call it, Maria's seeded titles with the second copy's
 * updated value, the boleto PDFs (their text read back), and the desk marking a title paid.
 */
import { randomBytes } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoDaLinhaDigitavel } from '#engine/rules/boleto';
import { dataBrasilia, somarDias, valorAtualizado } from '#engine/rules/faturas';
import { formatBRL } from '#engine/rules/money';
import { hashToken } from '../sessao';
import { anonToken, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';

const A_PRAZO_AURORA = 6;
const MARIA = 1;

let t: TestApp;
let data: string | null;
let produto: number;
let maria: string;

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  data = await primeiraData(t.db, RETIRADA_AURORA);
  produto = await produtoDeTeste(t.db, t.aurora, null);
  maria = `sess_${randomBytes(24).toString('hex')}`;
  await t.db
    .insertInto('sessoes')
    .values({
      token_hash: hashToken(maria),
      idusuario: 1,
      idcliente: MARIA,
      idfornecedor: t.aurora,
      papel: 'cliente',
      expira_em: new Date(Date.now() + 3_600_000),
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function comLimite(centavos: number): Promise<SessaoDeTeste> {
  const s = await criarSessao(t.db, { idfornecedor: t.aurora });
  await t.db
    .insertInto('limites_credito')
    .values({ idfornecedor: t.aurora, idcliente: s.idcliente, limite_centavos: centavos })
    .execute();
  return s;
}

let contador = 0;
/** An order of `unidades` × R$ 10,00 picked up (no fee), paid with `idformapagto`. */
function pedir(s: SessaoDeTeste, unidades: number, idformapagto = A_PRAZO_AURORA) {
  contador += 1;
  return submeter(
    t.app,
    s.token,
    s.idcliente,
    corpoPedido(t.aurora, [{ id: produto, quantidade: unidades }], data, {
      formaPagamento: { idformapagto, quantParcelas: 1 },
      anotacoes: `Faturas ${contador}`,
    }),
  );
}

const faturas = (auth: string, idcliente: number, completeInfo = false, idfornecedor = t.aurora) =>
  t.app.inject({
    url: `/api/v2/app/${auth}~${idcliente}/faturas-cliente/fornecedor/${idfornecedor}/cliente/${idcliente}${completeInfo ? '?completeInfo=true' : ''}`,
  });

async function textoDoPdf(corpo: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(corpo));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("an order paid 'a prazo'", () => {
  it('makes one title per term (28/56/84 days from the order day in Brasília), the total split to the centavo', async () => {
    const s = await comLimite(100_000);
    const r = await pedir(s, 10);
    expect(r.statusCode, r.body).toBe(200);
    const { numpedido, totalpedido } = r.json();
    // Aurora's automatic coupon may take a part: the titles split the order's own total.
    const total = Math.round(totalpedido * 100);
    const parte = Math.floor(total / 3);
    const resto = total - 3 * parte;
    const titulos = await t.db
      .selectFrom('titulos')
      .selectAll()
      .where('numpedido', '=', numpedido)
      .orderBy('parcela')
      .execute();
    const hoje = dataBrasilia(new Date());
    expect(
      titulos.map((x) => [x.numero, x.parcela, x.total_parcelas, x.vencimento, Number(x.valor_centavos), x.status]),
    ).toEqual([
      [`${numpedido}-1/3`, 1, 3, somarDias(hoje, 28), parte + (resto > 0 ? 1 : 0), 'aberto'],
      [`${numpedido}-2/3`, 2, 3, somarDias(hoje, 56), parte + (resto > 1 ? 1 : 0), 'aberto'],
      [`${numpedido}-3/3`, 3, 3, somarDias(hoje, 84), parte, 'aberto'],
    ]);
    const f = (await faturas(s.token, s.idcliente)).json();
    expect(f).toMatchObject({ limite_credito_total: 1000, limite_credito_disponivel: (100_000 - total) / 100 });
    expect(f.faturas.map((x: { situacao: string }) => x.situacao)).toEqual(['a_vencer', 'a_vencer', 'a_vencer']);
  });

  it('is refused past the available limit with the pt-BR message, and nothing is written', async () => {
    const s = await comLimite(2_000);
    const formas = await t.app.inject({
      url: `/api/v2/app/${s.token}/fornecedor/${t.aurora}/formas-pagamento?idcliente=${s.idcliente}`,
    });
    const aPrazo = formas.json().find((f: { idformapagto: number }) => f.idformapagto === A_PRAZO_AURORA);
    expect(aPrazo).toMatchObject({ tipo: 'A_PRAZO', prazosDias: [28, 56, 84], limiteCreditoDisponivel: 20 });
    // Other kinds carry neither.
    expect(formas.json()[0]).not.toHaveProperty('limiteCreditoDisponivel');

    const r = await pedir(s, 3);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json()).toMatchObject({
      codigo: 'pagamento.limite-excedido',
      mensagem: 'Este pedido passa do seu limite de crédito disponível (R$ 20,00). Escolha outra forma de pagamento.',
      limite_credito_disponivel: 20,
    });
    const pedidos = await t.db.selectFrom('pedidos').select('numpedido').where('idcliente', '=', s.idcliente).execute();
    expect(pedidos).toEqual([]);
    expect(await t.db.selectFrom('titulos').select('idtitulo').where('idcliente', '=', s.idcliente).execute()).toEqual(
      [],
    );
    // Within the limit it passes; the same order again no longer fits; another method still does.
    expect((await pedir(s, 2)).statusCode).toBe(200);
    expect((await pedir(s, 1)).json().codigo).toBe('pagamento.limite-excedido');
    expect((await pedir(s, 1, 4)).statusCode).toBe(200);
  });

  it('a client without a limit cannot order a prazo; orders by other methods make no titles', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await pedir(s, 1)).json()).toMatchObject({
      codigo: 'pagamento.limite-excedido',
      mensagem: 'Este pedido passa do seu limite de crédito disponível (R$ 0,00). Escolha outra forma de pagamento.',
    });
    expect((await pedir(s, 1, 1)).statusCode).toBe(200);
    expect(await t.db.selectFrom('titulos').select('idtitulo').where('idcliente', '=', s.idcliente).execute()).toEqual(
      [],
    );
  });
});

describe('GET /v2/app/{auth}~{id}/faturas-cliente/fornecedor/{id}/cliente/{id}', () => {
  it("answers Maria's limit and titles: one overdue, two upcoming, in Brasília time", async () => {
    const r = await faturas(maria, MARIA);
    expect(r.statusCode, r.body).toBe(200);
    const f = r.json();
    expect(f.limite_credito_total).toBe(2000);
    const abertos = f.faturas.filter((x: { status: string }) => x.status === 'aberto');
    expect(f.limite_credito_disponivel).toBeCloseTo(
      2000 - abertos.reduce((s: number, x: { valor: number }) => s + x.valor, 0),
    );
    expect(f.faturas.slice(0, 3).map((x: { numero: string; situacao: string }) => [x.numero, x.situacao])).toEqual([
      ['NF 4512', 'vencido'],
      ['NF 4530-1/2', 'a_vencer'],
      ['NF 4530-2/2', 'a_vencer'],
    ]);
    expect(f.faturas[0]).not.toHaveProperty('boleto');
  });

  it('with completeInfo: each open boleto, and the overdue one its second copy due today with the updated value', async () => {
    const f = (await faturas(maria, MARIA, true)).json();
    const [vencido, aVencer] = f.faturas;
    const hoje = dataBrasilia(new Date());
    expect(aVencer.boleto.vencimento).toBe(aVencer.vencimento);
    expect(aVencer).not.toHaveProperty('segunda_via');
    const lido = codigoDaLinhaDigitavel(aVencer.boleto.linha_digitavel);
    expect(lido).toMatchObject({ ok: true, boleto: { banco: '001', valorCentavos: Math.round(aVencer.valor * 100) } });
    const esperado = valorAtualizado(
      { valorCentavos: Math.round(vencido.valor * 100), vencimento: vencido.vencimento },
      { multaPontosBase: 200, jurosPontosBase: 100, jurosPeriodo: 'mes' },
      new Date(),
    );
    expect(vencido.segunda_via).toMatchObject({
      vencimento: hoje,
      dias_atraso: esperado.diasAtraso,
      valor_original: 350,
      multa: 7,
      valor_atualizado: esperado.totalCentavos / 100,
    });
    expect(vencido.segunda_via.valor_atualizado).toBeGreaterThan(vencido.valor);
    expect(codigoDaLinhaDigitavel(vencido.segunda_via.boleto.linha_digitavel)).toMatchObject({
      ok: true,
      boleto: { valorCentavos: esperado.totalCentavos },
    });
  });

  it('refuses an anonymous visitor, another client, another supplier and an expired session', async () => {
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    const expirada = await criarSessao(t.db, { idfornecedor: t.aurora, expirada: true });
    const casos: [string, number, string][] = [
      [`/api/v2/app/${anonToken()}~0/faturas-cliente/fornecedor/${t.aurora}/cliente/0`, 403, 'faturas.sem-cliente'],
      [
        `/api/v2/app/${anonToken()}~0/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}`,
        403,
        'faturas.sem-cliente',
      ],
      [
        `/api/v2/app/${outro.token}~${MARIA}/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}`,
        403,
        'sessao.cliente-invalido',
      ],
      [
        `/api/v2/app/${outro.token}~${outro.idcliente}/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}`,
        403,
        'sessao.cliente-invalido',
      ],
      [
        `/api/v2/app/${daConstruforte.token}~${daConstruforte.idcliente}/faturas-cliente/fornecedor/${t.aurora}/cliente/${daConstruforte.idcliente}`,
        403,
        'sessao.fornecedor-invalido',
      ],
      [
        `/api/v2/app/${maria}~${MARIA}/faturas-cliente/fornecedor/${t.construforte}/cliente/${MARIA}`,
        403,
        'sessao.fornecedor-invalido',
      ],
      [
        `/api/v2/app/${expirada.token}~${expirada.idcliente}/faturas-cliente/fornecedor/${t.aurora}/cliente/${expirada.idcliente}`,
        401,
        'sessao.expirada',
      ],
    ];
    for (const [url, status, codigo] of casos) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, `${url} ${r.body}`).toBe(status);
      expect(r.json().codigo).toBe(codigo);
      expect(r.body).not.toContain('NF 4512');
    }
  });
});

describe("a title's boleto PDF", () => {
  const pdf = (idtitulo: number, token: string, segundaVia = false, idfornecedor = t.aurora) =>
    t.app.inject({
      url: `/api/v4/faturas/boleto/${idtitulo}/${idfornecedor}${segundaVia ? '?segundaVia=true' : ''}`,
      headers: { cookie: `sf_token=${token}` },
    });

  it("the overdue title's second copy: the updated value, the fine and interest, the linha digitável of the call", async () => {
    const f = (await faturas(maria, MARIA, true)).json();
    const vencido = f.faturas[0];
    const r = await pdf(vencido.idtitulo, maria, true);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="segunda-via-titulo-${vencido.idtitulo}.pdf"`);
    const texto = await textoDoPdf(r.rawPayload);
    expect(texto).toContain('Segunda via');
    expect(texto).toContain(vencido.segunda_via.boleto.linha_digitavel);
    expect(texto).toContain(formatBRL(Math.round(vencido.segunda_via.valor_atualizado * 100)));
    expect(texto).toContain(formatBRL(35_000));
    expect(texto).toContain('NF 4512');
  });

  it('an open title its own boleto; no second copy before the due date; 404 for another client, 403 another supplier, 401 none', async () => {
    const f = (await faturas(maria, MARIA, true)).json();
    const aVencer = f.faturas[1];
    const r = await pdf(aVencer.idtitulo, maria);
    expect(r.statusCode).toBe(200);
    expect(await textoDoPdf(r.rawPayload)).toContain(aVencer.boleto.linha_digitavel);
    expect((await pdf(aVencer.idtitulo, maria, true)).json().codigo).toBe('titulo.boleto-indisponivel');
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await pdf(aVencer.idtitulo, outro.token)).json().codigo).toBe('titulo.nao-encontrado');
    expect((await pdf(aVencer.idtitulo, maria, false, t.construforte)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v4/faturas/boleto/${aVencer.idtitulo}/${t.aurora}` })).statusCode).toBe(
      401,
    );
  });
});

describe('the desk marks a title paid', () => {
  it("staff of the supplier only; the client's available limit follows; twice is 409", async () => {
    const s = await comLimite(10_000);
    const pedido = await pedir(s, 6);
    expect(pedido.statusCode).toBe(200);
    const disponivel = (10_000 - Math.round(pedido.json().totalpedido * 100)) / 100;
    const antes = (await faturas(s.token, s.idcliente)).json();
    expect(antes.limite_credito_disponivel).toBe(disponivel);
    const atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
    const deFora = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'atendente' });
    const lista = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/titulos?idcliente=${s.idcliente}&status=aberto`,
      headers: { authorization: `Bearer ${atendente.token}` },
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const [primeiro] = lista.json().titulos;
    expect(lista.json().titulos).toHaveLength(3);
    const pagar = (token: string, idfornecedor = t.aurora) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v4/painel/${idfornecedor}/titulos/${primeiro.idtitulo}/pago`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await pagar(s.token)).json().codigo).toBe('painel.acesso-negado');
    expect((await pagar(deFora.token)).json().codigo).toBe('painel.acesso-negado');
    expect((await pagar(deFora.token, t.construforte)).json().codigo).toBe('titulo.nao-encontrado');
    const pago = await pagar(atendente.token);
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json()).toMatchObject({ idtitulo: primeiro.idtitulo, status: 'pago', situacao: 'pago' });
    expect(pago.json().pago_em).not.toBeNull();
    expect((await pagar(atendente.token)).json().codigo).toBe('titulo.ja-pago');
    const depois = (await faturas(s.token, s.idcliente)).json();
    expect(depois.limite_credito_disponivel).toBeCloseTo(disponivel + primeiro.valor);
    expect(depois.faturas.at(-1)).toMatchObject({ idtitulo: primeiro.idtitulo, situacao: 'pago' });
  });
});
