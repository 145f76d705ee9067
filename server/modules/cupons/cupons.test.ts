import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUPOM_AUTOMATICO_SUPERIOR,
  CUPOM_DE_OUTRO_CLIENTE,
  CUPOM_EXPIRADO,
  CUPOM_INEXISTENTE,
  CUPOM_OUTRA_FORMA_PAGAMENTO,
  CUPOM_OUTRO_CANAL,
  CUPOM_PROPRIA_INDICACAO,
} from '#engine/rules/coupon';
import { toCentavos } from '#engine/rules/money';
import { cartTotals, linePriceFromProduct } from '#engine/rules/pricing';
import {
  anonToken,
  criarSessao,
  jwtDeTeste,
  startTestApp,
  type SessaoDeTeste,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let daConstruforte: SessaoDeTeste;
/** An Aurora product with a plain price (no wholesale, no tiers). */
let produto: { id: number; preco_centavos: number };

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
  produto = await t.db
    .selectFrom('produtos')
    .select(['id', 'preco_centavos'])
    .where('idfornecedor', '=', t.aurora)
    .where('ativo', '=', true)
    .where('produto_adicional_de', 'is', null)
    .where('precovendaatacado_centavos', 'is', null)
    .where('maxporpedido_milesimos', 'is', null)
    .where('granularidade_milesimos', '=', 1000)
    .where('min_por_pedido_milesimos', 'is', null)
    .where(sql<boolean>`desconto_progressivo = '[]'::jsonb`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await t?.close();
});

const bearer = (s: SessaoDeTeste) => ({ authorization: `Bearer ${s.token}` });
const validar = (
  s: SessaoDeTeste,
  codigo: string,
  query = '',
  opcoes: { idfornecedor?: string; idcliente?: number; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    url: `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${opcoes.idfornecedor ?? t.aurora}/cliente/${opcoes.idcliente ?? s.idcliente}/cupom/${encodeURIComponent(codigo)}${query}`,
    headers: opcoes.headers ?? bearer(s),
  });
const salvar = (s: SessaoDeTeste, body: Record<string, unknown>, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}${query}`,
    payload: body,
  });

describe('coupon calls: who may call them (no {auth} segment)', () => {
  it('401 without a session; the session token as Bearer, the sf_token cookie or the jwttoken authenticate', async () => {
    for (const url of [
      `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${cliente.idcliente}/cupom/AURORA10`,
      `/api/v2/app/cupom-desconto/indicacao/${cliente.idcliente}`,
      `/api/v2/app/cupom-desconto/cliente/${cliente.idcliente}?onlyLast=false&available=true`,
    ]) {
      const semSessao = await t.app.inject({ url });
      expect(semSessao.statusCode).toBe(401);
      expect(semSessao.json()).toEqual({
        mensagem: 'Sessão expirada, efetue login novamente',
        codigo: 'sessao.expirada',
      });
      expect((await t.app.inject({ url, headers: { cookie: `sf_token=${anonToken()}` } })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: bearer(cliente) })).statusCode).toBe(200);
      expect((await t.app.inject({ url, headers: { cookie: `sf_token=${cliente.token}` } })).statusCode).toBe(200);
      const jwt = await jwtDeTeste(t, cliente, t.aurora);
      expect((await t.app.inject({ url, headers: { authorization: `Bearer ${jwt}` } })).statusCode).toBe(200);
    }
  });

  it("403 for another client's id or another supplier's path", async () => {
    const alheio = await validar(cliente, 'AURORA10', '', { idcliente: outro.idcliente });
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().codigo).toBe('sessao.cliente-invalido');
    const outroFornecedor = await validar(cliente, 'AURORA10', '', { idfornecedor: t.construforte });
    expect(outroFornecedor.statusCode).toBe(403);
    expect(outroFornecedor.json().codigo).toBe('sessao.fornecedor-invalido');
    expect((await validar(daConstruforte, 'AURORA10', '')).statusCode).toBe(403);
    for (const url of [
      `/api/v2/app/cupom-desconto/indicacao/${outro.idcliente}`,
      `/api/v2/app/cupom-desconto/cliente/${outro.idcliente}`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(cliente) })).statusCode).toBe(403);
    }
  });
});

describe('GET .../cupom-desconto/validar-desconto/fornecedor/{f}/cliente/{c}/cupom/{code}', () => {
  it('answers the spec fields of a valid coupon (code in any case)', async () => {
    const r = await validar(cliente, ' aurora10 ', '?canalVenda=WEB');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      valido: true,
      error: null,
      percentualDesconto: 10,
      cupom: {
        codigocupom: 'AURORA10',
        tipodesconto: '%',
        produtosComDesconto: [],
        nao_usar_com_politica: false,
        habilitar_visualizacao_desconto: false,
        aplicacao_automatica: false,
      },
    });
    const especifico = (await validar(cliente, 'REFRI20')).json();
    expect(especifico.cupom.produtosComDesconto).toEqual([10001, 10002, 10003, 10004]);
    expect(especifico.cupom.habilitar_visualizacao_desconto).toBe(true);
    const absoluto = (await validar(cliente, 'DESCONTO20')).json();
    expect(absoluto).toMatchObject({
      valido: true,
      percentualDesconto: 20,
      cupom: { tipodesconto: '$', nao_usar_com_politica: true },
    });
  });

  it.each([
    ['NAOEXISTE', '', CUPOM_INEXISTENTE],
    ['VERAO2025', '', CUPOM_EXPIRADO],
    ['BOMPRECO12', '', CUPOM_DE_OUTRO_CLIENTE],
    ['APP8', '?canalVenda=WEB', CUPOM_OUTRO_CANAL],
    ['PIX7', '?idformapagamento=3', CUPOM_OUTRA_FORMA_PAGAMENTO],
    ['BEMVINDO3', '?codigocupomautomatico=AURORA5', CUPOM_AUTOMATICO_SUPERIOR],
  ])('%s%s: valido false with the pt-BR reason', async (codigo, query, erro) => {
    const r = await validar(cliente, codigo, query);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ valido: false, error: erro, percentualDesconto: 0, cupom: null });
  });

  it('a better coupon than the automatic one, the payment method of a restricted one, and a referral coupon of someone else are valid', async () => {
    expect((await validar(cliente, 'AURORA10', '?codigocupomautomatico=AURORA5')).json().valido).toBe(true);
    expect((await validar(cliente, 'PIX7', '?idformapagamento=1')).json().valido).toBe(true);
    expect((await validar(cliente, 'INDICAMARIA')).json().valido).toBe(true);
  });

  it("a client's own referral coupon is refused to them", async () => {
    await t.db
      .insertInto('cupons')
      .values({
        idfornecedor: t.aurora,
        codigocupom: `INDICA${cliente.idcliente}`,
        tipodesconto: '%',
        percentual_bp: 500,
        valor_centavos: null,
        idformapagamento: null,
        idcliente: null,
        idcliente_indicador: cliente.idcliente,
        criado_em: new Date(),
      })
      .execute();
    expect((await validar(cliente, `INDICA${cliente.idcliente}`)).json().error).toBe(CUPOM_PROPRIA_INDICACAO);
    const indicacao = await t.app.inject({
      url: `/api/v2/app/cupom-desconto/indicacao/${cliente.idcliente}`,
      headers: bearer(cliente),
    });
    expect(indicacao.json()).toMatchObject({
      ativo: true,
      cupom: { codigocupom: `INDICA${cliente.idcliente}`, indicacao: true, valor: 5 },
    });
    expect(
      (
        await t.app.inject({ url: `/api/v2/app/cupom-desconto/indicacao/${outro.idcliente}`, headers: bearer(outro) })
      ).json(),
    ).toEqual({ ativo: true, cupom: null });
  });
});

describe('GET .../cupom-desconto/cliente/{id}', () => {
  it('lists the coupons usable now (automatic first), or all of them, or the newest', async () => {
    const disponiveis = (
      await t.app.inject({
        url: `/api/v2/app/cupom-desconto/cliente/${outro.idcliente}?onlyLast=false&available=true`,
        headers: bearer(outro),
      })
    ).json();
    const codigos = disponiveis.cupons.map((c: { codigocupom: string }) => c.codigocupom);
    expect(codigos[0]).toBe('AURORA5');
    expect(codigos).toEqual(expect.arrayContaining(['AURORA10', 'BEMVINDO3', 'REFRI20', 'DESCONTO20', 'INDICAMARIA']));
    for (const fora of ['VERAO2025', 'BOMPRECO12', 'APP8', 'PIX7']) expect(codigos).not.toContain(fora);
    const comPix = (
      await t.app.inject({
        url: `/api/v2/app/cupom-desconto/cliente/${outro.idcliente}?idformapagamento=1`,
        headers: bearer(outro),
      })
    ).json();
    expect(comPix.cupons.map((c: { codigocupom: string }) => c.codigocupom)).toContain('PIX7');
    const todos = (
      await t.app.inject({
        url: `/api/v2/app/cupom-desconto/cliente/${outro.idcliente}?available=false`,
        headers: bearer(outro),
      })
    ).json();
    expect(todos.cupons.map((c: { codigocupom: string }) => c.codigocupom)).toEqual(
      expect.arrayContaining(['VERAO2025', 'APP8']),
    );
    expect(todos.cupons.map((c: { codigocupom: string }) => c.codigocupom)).not.toContain('BOMPRECO12');
    const ultimo = (
      await t.app.inject({
        url: `/api/v2/app/cupom-desconto/cliente/${outro.idcliente}?onlyLast=true`,
        headers: bearer(outro),
      })
    ).json();
    expect(ultimo.cupons).toHaveLength(1);
  });
});

describe('the cart carries the coupon: the server total is the discounted one', () => {
  const linhas = (quantidade: number) => ({ cartItens: [{ id: produto.id, quantidade }] });
  const esperado = (quantidade: number, bp: number) => {
    const preco = linePriceFromProduct({ preco: produto.preco_centavos / 100 });
    if (!preco) throw new Error('sem preço');
    return cartTotals(
      [{ id: String(produto.id), quantidade: quantidade * 1000, preco, embalarParaPresente: false }],
      { ignorarMultiplo: false },
      { tipo: '%', basisPoints: bp, produtos: null, naoUsarComPolitica: false },
    );
  };

  it('applies the automatic coupon, keeps it over a worse manual one (saying why), and takes a better one', async () => {
    const automatico = await salvar(outro, linhas(10));
    expect(automatico.statusCode).toBe(200);
    const a = automatico.json();
    expect(a.cupom).toMatchObject({
      codigoCupom: 'AURORA5',
      cupomAutomatico: true,
      codigoCupomAutomatico: 'AURORA5',
      tipoDesconto: '%',
      valorDescontoPercentual: 5,
      erro: null,
    });
    expect(toCentavos(a.totalCompras)).toBe(esperado(10, 500).total);
    expect(toCentavos(a.valorDesconto)).toBe(esperado(10, 500).desconto);

    const pior = (await salvar(outro, { ...linhas(10), codigoCupom: 'BEMVINDO3' })).json();
    expect(pior.cupom).toMatchObject({
      codigoCupom: 'AURORA5',
      cupomAutomatico: true,
      erro: CUPOM_AUTOMATICO_SUPERIOR,
    });
    expect(toCentavos(pior.totalCompras)).toBe(esperado(10, 500).total);

    const melhor = (await salvar(outro, { ...linhas(10), codigoCupom: 'aurora10' })).json();
    expect(melhor.cupom).toMatchObject({
      codigoCupom: 'AURORA10',
      cupomAutomatico: false,
      codigoCupomAutomatico: 'AURORA5',
      valorDescontoPercentual: 10,
      erro: null,
    });
    expect(toCentavos(melhor.totalCompras)).toBe(esperado(10, 1000).total);
    expect(toCentavos(melhor.totalCompras)).toBeLessThan(toCentavos(a.totalCompras));

    const invalido = (await salvar(outro, { ...linhas(10), codigoCupom: 'VERAO2025' })).json();
    expect(invalido.cupom).toMatchObject({ codigoCupom: 'AURORA5', erro: CUPOM_EXPIRADO });
  });

  it('without the automatic coupon (cupomAplicacaoAutomatica=false) and no code, no discount; the GET answers the automatic one', async () => {
    const sem = (await salvar(outro, linhas(4), '&cupomAplicacaoAutomatica=false')).json();
    expect(sem.valorDesconto).toBe(0);
    expect(sem.cupom).toBeNull();
    expect(toCentavos(sem.totalCompras)).toBe(esperado(4, 0).mercadorias);
    const get = (
      await t.app.inject({
        url: `/api/v2/app/${outro.token}~${outro.idcliente}/usuario/${outro.idcliente}/cart?idfornecedor=${t.aurora}`,
      })
    ).json();
    expect(get.cupom.codigoCupom).toBe('AURORA5');
    expect(toCentavos(get.totalCompras)).toBe(esperado(4, 500).total);
    // A reload with the manual coupon the browser applied keeps it (or says why not).
    const base = `/api/v2/app/${outro.token}~${outro.idcliente}/usuario/${outro.idcliente}/cart?idfornecedor=${t.aurora}`;
    const comManual = (await t.app.inject({ url: `${base}&codigoCupom=AURORA10` })).json();
    expect(comManual.cupom).toMatchObject({ codigoCupom: 'AURORA10', cupomAutomatico: false, erro: null });
    expect(toCentavos(comManual.totalCompras)).toBe(esperado(4, 1000).total);
    expect((await t.app.inject({ url: `${base}&codigoCupom=BEMVINDO3` })).json().cupom).toMatchObject({
      codigoCupom: 'AURORA5',
      erro: CUPOM_AUTOMATICO_SUPERIOR,
    });
  });
});
