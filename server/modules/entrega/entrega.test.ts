/**
 * Delivery (PGlite, and PostgreSQL with DATABASE_URL): the options of an order with the type from
 * the supplier's tags, the fees with free shipping by UF and total, the scheduling dates from a
 * fixed clock (Tuesday 2026-11-24, 09:00 in Brasília), the pickup stores; the order's check
 * (`resolverParaPedido`); the quote by CEP against a local fake of ViaCEP; the calls' session rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FornecedorRow } from '../fornecedor';
import { startFakeViaCep, type FakeViaCep } from '../../testing/fake-viacep';
import { anonToken, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { produtoDePrecoSimples } from '../../testing/produto-preco-simples';
import { EntregaRepository } from './entrega-repository';
import { EntregaService, SEM_OPCOES } from './entrega-service';

let t: TestApp;
let viacep: FakeViaCep;
let aurora: FornecedorRow;
let construforte: FornecedorRow;
let entrega: EntregaService;
const AGORA = new Date('2026-11-24T12:00:00Z');
const MARIA = 1;
const CASA_MARIA = 1;
const BOM_PRECO = 2;
const PROGRAMADA = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'];

beforeAll(async () => {
  viacep = await startFakeViaCep({
    '13015002': { logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', localidade: 'Campinas', uf: 'SP' },
    '40010000': { logradouro: 'Avenida da França', bairro: 'Comércio', localidade: 'Salvador', uf: 'BA' },
    '80010000': { logradouro: 'Rua XV de Novembro', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR' },
  });
  t = await startTestApp({ rateLimitMax: 0, cep: { providerUrl: viacep.url, timeoutMs: 1000 } });
  aurora = await t.app.fornecedorService.porId(t.aurora);
  construforte = await t.app.fornecedorService.porId(t.construforte);
  entrega = new EntregaService(
    new EntregaRepository(t.db),
    t.app.enderecosService,
    t.app.areasAtendimento,
    () => AGORA,
  );
});
afterAll(async () => {
  await t?.close();
  await viacep?.close();
});

const total = (centavos: number) => async () => centavos;
const nuncaTotal = async (): Promise<number> => {
  throw new Error('o total não devia ser pedido');
};

describe('EntregaService.opcoes', () => {
  it('DELIVERY at Aurora: both options with their fees and dates, no stores', async () => {
    const r = await entrega.opcoes(aurora, MARIA, {
      tipoEntrega: 'DELIVERY',
      idendereco: CASA_MARIA,
      totalCentavos: total(299_999),
    });
    expect(r.tipoEntrega).toBe('DELIVERY');
    expect(r.tiposDisponiveis).toEqual(['DELIVERY', 'RETIRADA']);
    expect(r.lojas).toEqual([]);
    expect(r.formasEntrega).toEqual([
      {
        idformaentrega: 1,
        nome: 'Entrega programada',
        descricao: 'Caminhão próprio, das 8h às 18h no dia escolhido.',
        tipo: 'DELIVERY',
        taxaEntrega: 25,
        freteGratis: false,
        agendamento: PROGRAMADA,
      },
      {
        idformaentrega: 2,
        nome: 'Entrega expressa',
        descricao: 'No dia seguinte, também aos sábados.',
        tipo: 'DELIVERY',
        taxaEntrega: 49,
        freteGratis: false,
        agendamento: ['2026-11-25', '2026-11-26', '2026-11-27'],
      },
    ]);
  });

  it("free shipping from R$ 3.000 for an address in SP; not for a state it doesn't cover (no total asked)", async () => {
    const gratis = await entrega.opcoes(aurora, MARIA, { idendereco: CASA_MARIA, totalCentavos: total(300_000) });
    expect(gratis.formasEntrega.map((f) => [f.taxaEntrega, f.freteGratis])).toEqual([
      [0, true],
      [0, true],
    ]);
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const { idendereco } = await t.db
      .insertInto('enderecos')
      .values({
        idcliente: s.idcliente,
        idfornecedor: t.aurora,
        cep: '40010000',
        uf: 'BA',
        cidade: 'Salvador',
        bairro: 'Comércio',
        rua: 'Avenida da França',
        numero: '1',
        primario: true,
      })
      .returning('idendereco')
      .executeTakeFirstOrThrow();
    // Aurora does not deliver in Salvador: no option, in pt-BR (service areas, migration 0025) ...
    await expect(entrega.opcoes(aurora, s.idcliente, { idendereco, totalCentavos: nuncaTotal })).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'endereco.nao.atendido',
      message: 'Infelizmente ainda não atendemos este endereço',
    });
    // ... and once it does, the fee is charged: Bahia is outside its free shipping.
    const area = await t.db
      .insertInto('areas_atendimento')
      .values({ idfornecedor: t.aurora, nome: 'Salvador', tipo: 'DELIVERY', cidades: ['Salvador/BA'] })
      .returning('idarea')
      .executeTakeFirstOrThrow();
    try {
      const bahia = await entrega.opcoes(aurora, s.idcliente, { idendereco, totalCentavos: nuncaTotal });
      expect(bahia.formasEntrega.map((f) => [f.taxaEntrega, f.freteGratis])).toEqual([
        [25, false],
        [49, false],
      ]);
      expect(
        (
          await entrega.resolverParaPedido({
            fornecedor: aurora,
            idcliente: s.idcliente,
            tipoEntrega: 'DELIVERY',
            idformaentrega: 1,
            dataEntrega: '2026-11-25',
            idendereco,
            idloja: null,
            totalCentavos: 1_000,
            agora: AGORA,
          })
        ).taxaCentavos,
      ).toBe(2500);
    } finally {
      await t.db.deleteFrom('areas_atendimento').where('idarea', '=', area.idarea).execute();
    }
    await expect(
      entrega.resolverParaPedido({
        fornecedor: aurora,
        idcliente: s.idcliente,
        tipoEntrega: 'DELIVERY',
        idformaentrega: 1,
        dataEntrega: '2026-11-25',
        idendereco,
        idloja: null,
        totalCentavos: 1_000,
        agora: AGORA,
      }),
    ).rejects.toMatchObject({ statusCode: 422, codigo: 'endereco.nao.atendido' });
  });

  it('RETIRADA: the pickup option at no fee and the stores', async () => {
    const r = await entrega.opcoes(aurora, MARIA, { tipoEntrega: 'RETIRADA', totalCentavos: nuncaTotal });
    expect(r.tipoEntrega).toBe('RETIRADA');
    expect(r.formasEntrega.map((f) => [f.idformaentrega, f.taxaEntrega, f.freteGratis, f.agendamento[0]])).toEqual([
      [3, 0, false, '2026-11-24'],
    ]);
    expect(r.lojas).toEqual([
      {
        idloja: 1,
        nome: 'Centro de distribuição Campinas',
        descricao_endereco_loja: 'Av. das Indústrias, 1500 - Distrito Industrial, Campinas - SP, 13054-750',
        horario: 'Segunda a sexta, 7h às 17h; sábado, 7h às 12h',
        coordenadas_loja: { lat: -22.9329, lng: -47.0738 },
      },
      expect.objectContaining({ idloja: 2, nome: 'Loja Taquaral' }),
    ]);
  });

  it('a type the supplier does not offer falls back to its first (ConstruForte delivers only)', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.construforte });
    const { idendereco } = await t.db
      .insertInto('enderecos')
      .values({
        idcliente: s.idcliente,
        idfornecedor: t.construforte,
        cep: '80010000',
        uf: 'PR',
        cidade: 'Curitiba',
        bairro: 'Centro',
        rua: 'Rua XV de Novembro',
        numero: '1',
        primario: true,
      })
      .returning('idendereco')
      .executeTakeFirstOrThrow();
    const r = await entrega.opcoes(construforte, s.idcliente, {
      tipoEntrega: 'RETIRADA',
      idendereco,
      totalCentavos: total(0),
    });
    expect(r.tipoEntrega).toBe('DELIVERY');
    expect(r.tiposDisponiveis).toEqual(['DELIVERY']);
    expect(r.formasEntrega.map((f) => [f.nome, f.taxaEntrega])).toEqual([['Entrega em obra', 89]]);
  });

  it('DELIVERY needs an address of that client and supplier (404); no option: 404 entrega.sem-opcoes', async () => {
    await expect(entrega.opcoes(aurora, MARIA, { totalCentavos: nuncaTotal })).rejects.toMatchObject({
      statusCode: 404,
      codigo: 'endereco.nao-encontrado',
    });
    await expect(
      entrega.opcoes(aurora, BOM_PRECO, { idendereco: CASA_MARIA, totalCentavos: nuncaTotal }),
    ).rejects.toMatchObject({ statusCode: 404, codigo: 'endereco.nao-encontrado' });
    await expect(
      entrega.opcoes(construforte, MARIA, { idendereco: CASA_MARIA, totalCentavos: nuncaTotal }),
    ).rejects.toMatchObject({ statusCode: 404, codigo: 'endereco.nao-encontrado' });
    await t.db.updateTable('formas_entrega').set({ ativa: false }).where('idformaentrega', '=', 3).execute();
    try {
      await expect(
        entrega.opcoes(aurora, MARIA, { tipoEntrega: 'RETIRADA', totalCentavos: nuncaTotal }),
      ).rejects.toMatchObject({ statusCode: 404, codigo: 'entrega.sem-opcoes', message: SEM_OPCOES });
    } finally {
      await t.db.updateTable('formas_entrega').set({ ativa: true }).where('idformaentrega', '=', 3).execute();
    }
  });

  it('after the cut-off hour the first date moves a day', async () => {
    const tarde = new EntregaService(
      new EntregaRepository(t.db),
      t.app.enderecosService,
      t.app.areasAtendimento,
      () => new Date('2026-11-24T19:30:00Z'),
    );
    const r = await tarde.opcoes(aurora, MARIA, { idendereco: CASA_MARIA, totalCentavos: total(0) });
    expect(r.formasEntrega[0]?.agendamento[0]).toBe('2026-11-26');
  });
});

describe('EntregaService.resolverParaPedido', () => {
  const base = {
    fornecedor: aurora,
    idcliente: MARIA,
    totalCentavos: 10_000,
    agora: AGORA,
    idloja: null,
    idendereco: null,
  };
  const pedir = (p: Partial<Parameters<EntregaService['resolverParaPedido']>[0]>) =>
    entrega.resolverParaPedido({
      ...base,
      fornecedor: aurora,
      tipoEntrega: 'DELIVERY',
      idformaentrega: 1,
      dataEntrega: '2026-11-25',
      ...p,
    });

  it('DELIVERY: the option, the date, the address and the fee (free from R$ 3.000 in SP)', async () => {
    const r = await pedir({ idendereco: CASA_MARIA });
    expect(r).toEqual({
      tipoEntrega: 'DELIVERY',
      idformaentrega: 1,
      nome: 'Entrega programada',
      dataEntrega: '2026-11-25',
      taxaCentavos: 2500,
      endereco: expect.objectContaining({ idendereco: CASA_MARIA, cep: '13015002', uf: 'SP', cidade: 'Campinas' }),
      loja: null,
    });
    expect(Object.keys(r.endereco ?? {}).sort()).toEqual([
      'bairro',
      'cep',
      'cidade',
      'complemento',
      // Who receives, as it was when the order was placed (issue 34).
      'destinatario',
      'idendereco',
      'lat',
      'lng',
      'numero',
      'rua',
      'telefone',
      'uf',
    ]);
    expect((await pedir({ idendereco: CASA_MARIA, totalCentavos: 300_000 })).taxaCentavos).toBe(0);
  });

  it('RETIRADA: the store, no fee', async () => {
    const r = await pedir({ tipoEntrega: 'RETIRADA', idformaentrega: 3, dataEntrega: '2026-11-24', idloja: 2 });
    expect(r).toMatchObject({
      tipoEntrega: 'RETIRADA',
      idformaentrega: 3,
      taxaCentavos: 0,
      endereco: null,
      loja: { idloja: 2, nome: 'Loja Taquaral', lat: -22.8747, lng: -47.0531 },
    });
  });

  it('refuses, in pt-BR, an option of another type or supplier, a date off the schedule, no address, no store', async () => {
    const casos: [Partial<Parameters<EntregaService['resolverParaPedido']>[0]>, number, string][] = [
      [{ idformaentrega: 3, idendereco: CASA_MARIA }, 422, 'entrega.forma-invalida'],
      [{ idformaentrega: 11, idendereco: CASA_MARIA }, 422, 'entrega.forma-invalida'],
      [{ idformaentrega: 999_999, idendereco: CASA_MARIA }, 422, 'entrega.forma-invalida'],
      [{ dataEntrega: '2026-11-28', idendereco: CASA_MARIA }, 422, 'entrega.data-invalida'],
      [{ dataEntrega: '2026-11-24', idendereco: CASA_MARIA }, 422, 'entrega.data-invalida'],
      [{ dataEntrega: null, idendereco: CASA_MARIA }, 422, 'entrega.data-invalida'],
      [{ idendereco: null }, 422, 'entrega.endereco-obrigatorio'],
      [{ idendereco: 3 }, 404, 'endereco.nao-encontrado'],
      [{ tipoEntrega: 'RETIRADA', idformaentrega: 3, dataEntrega: '2026-11-24' }, 422, 'entrega.loja-obrigatoria'],
      [
        { tipoEntrega: 'RETIRADA', idformaentrega: 3, dataEntrega: '2026-11-24', idloja: 999 },
        422,
        'entrega.loja-obrigatoria',
      ],
    ];
    for (const [p, statusCode, codigo] of casos) {
      await expect(pedir(p), JSON.stringify(p)).rejects.toMatchObject({ statusCode, codigo });
    }
    const s = await criarSessao(t.db, { idfornecedor: t.construforte });
    await expect(
      entrega.resolverParaPedido({
        ...base,
        fornecedor: construforte,
        idcliente: s.idcliente,
        tipoEntrega: 'RETIRADA',
        idformaentrega: 3,
        dataEntrega: '2026-11-24',
        idloja: 1,
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'entrega.forma-invalida',
      message: 'Escolha uma forma de entrega disponível.',
    });
  });
});

describe('EntregaService.cotar', () => {
  it("each option's fee and first date for a CEP; free shipping by the CEP's UF and the total", async () => {
    expect(await entrega.cotar(aurora, '13015-002', undefined, total(1000))).toEqual({
      formasEntregaCep: [
        {
          idformaentrega: 1,
          nome: 'Entrega programada',
          taxaEntrega: 25,
          freteGratis: false,
          primeiraData: '2026-11-25',
        },
        {
          idformaentrega: 2,
          nome: 'Entrega expressa',
          taxaEntrega: 49,
          freteGratis: false,
          primeiraData: '2026-11-25',
        },
      ],
    });
    expect(
      (await entrega.cotar(aurora, '13015002', 'DELIVERY', total(300_000))).formasEntregaCep.map((f) => f.freteGratis),
    ).toEqual([true, true]);
    // Salvador is outside Aurora's service areas; given coordinates inside one, the fees (Bahia has no free shipping).
    await expect(entrega.cotar(aurora, '40010000', 'DELIVERY', nuncaTotal)).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'endereco.nao.atendido',
    });
    expect(
      (
        await entrega.cotar(aurora, '40010000', 'DELIVERY', nuncaTotal, { lat: -22.9056, lng: -47.0608 })
      ).formasEntregaCep.map((f) => f.taxaEntrega),
    ).toEqual([25, 49]);
    expect((await entrega.cotar(aurora, '13015002', 'RETIRADA', nuncaTotal)).formasEntregaCep).toEqual([
      {
        idformaentrega: 3,
        nome: 'Retirada no centro de distribuição',
        taxaEntrega: 0,
        freteGratis: false,
        primeiraData: '2026-11-24',
      },
    ]);
  });

  it('an unknown CEP is 404, the provider broken 502', async () => {
    await expect(entrega.cotar(aurora, '99999999', undefined, nuncaTotal)).rejects.toMatchObject({
      statusCode: 404,
      codigo: 'cep.nao-encontrado',
    });
    viacep.quebrado(true);
    try {
      await expect(entrega.cotar(aurora, '13015002', undefined, nuncaTotal)).rejects.toMatchObject({
        statusCode: 502,
        codigo: 'cep.indisponivel',
      });
    } finally {
      viacep.quebrado(false);
    }
  });
});

/** A product priced at its list price at any quantity, with room for a big order. */
const produtoSimples = (idfornecedor: string) =>
  produtoDePrecoSimples(t.db, idfornecedor, {
    acimaDeCentavos: 1999,
    abaixoDeCentavos: 9000,
    estoqueMinimo: 1_000_000,
  });

/** The city of each test CEP (inside the demo service areas of its supplier). */
const CIDADE_DO_CEP: Record<string, string> = { '13015002': 'Campinas', '80010000': 'Curitiba' };

async function enderecoDe(s: SessaoDeTeste, idfornecedor: string, cep: string, uf: string): Promise<number> {
  const row = await t.db
    .insertInto('enderecos')
    .values({
      idcliente: s.idcliente,
      idfornecedor,
      cep,
      uf,
      cidade: CIDADE_DO_CEP[cep] ?? 'Cidade',
      bairro: 'Centro',
      rua: 'Rua Um',
      numero: '1',
      primario: true,
    })
    .returning('idendereco')
    .executeTakeFirstOrThrow();
  return row.idendereco;
}

describe('GET /v4/app/{authCliente}/formas-entrega/{idfornecedor}', () => {
  const url = (authCliente: string, idfornecedor: string, query: string) =>
    `/api/v4/app/${authCliente}/formas-entrega/${idfornecedor}?${query}`;

  it("free shipping follows the client's saved cart, priced by the server with the payment method's variance", async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const idendereco = await enderecoDe(s, t.aurora, '13015002', 'SP');
    const produto = await produtoSimples(t.aurora);
    const carrinho = (forma: number) =>
      `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}&idformapagamento=${forma}`;
    // Just over R$ 3.000 at list prices (with the automatic coupon); under it with Pix's 3 % off.
    const quantidade = Math.ceil(300_000 / (produto.preco_centavos * 0.95)) + 1;
    const salvo = await t.app.inject({
      method: 'POST',
      url: carrinho(3),
      payload: { cartItens: [{ id: produto.id, quantidade }] },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const totalCartao = salvo.json().totalCompras as number;
    const totalPix = (await t.app.inject({ url: carrinho(1) })).json().totalCompras as number;
    expect(totalCartao).toBeGreaterThanOrEqual(3000);
    expect(totalPix).toBeLessThan(3000);

    const opcoes = async (forma: number) => {
      const r = await t.app.inject({
        url: url(
          `${s.token}~${s.idcliente}`,
          t.aurora,
          `idendereco=${idendereco}&tipoEntrega=DELIVERY&idformapagamento=${forma}`,
        ),
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const cartao = await opcoes(3);
    expect(
      cartao.formasEntrega.map((f: { taxaEntrega: number; freteGratis: boolean }) => [f.taxaEntrega, f.freteGratis]),
    ).toEqual([
      [0, true],
      [0, true],
    ]);
    expect(cartao.formasEntrega[0].agendamento).toHaveLength(6);
    for (const data of cartao.formasEntrega[0].agendamento) expect(data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const pix = await opcoes(1);
    expect(
      pix.formasEntrega.map((f: { taxaEntrega: number; freteGratis: boolean }) => [f.taxaEntrega, f.freteGratis]),
    ).toEqual([
      [25, false],
      [49, false],
    ]);
  });

  it('RETIRADA lists the stores; a type not offered falls back', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const r = await t.app.inject({ url: url(`${s.token}~${s.idcliente}`, t.aurora, 'tipoEntrega=RETIRADA') });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      tipoEntrega: 'RETIRADA',
      tiposDisponiveis: ['DELIVERY', 'RETIRADA'],
      formasEntrega: [{ idformaentrega: 3, taxaEntrega: 0 }],
    });
    expect(r.json().lojas).toHaveLength(2);
    const cf = await criarSessao(t.db, { idfornecedor: t.construforte });
    const idendereco = await enderecoDe(cf, t.construforte, '80010000', 'PR');
    const fallback = await t.app.inject({
      url: url(`${cf.token}~${cf.idcliente}`, t.construforte, `tipoEntrega=RETIRADA&idendereco=${idendereco}`),
    });
    expect(fallback.statusCode, fallback.body).toBe(200);
    expect(fallback.json()).toMatchObject({ tipoEntrega: 'DELIVERY', tiposDisponiveis: ['DELIVERY'], lojas: [] });
  });

  it("refuses an expired session (401), anonymous callers, another client or supplier (403), and another client's address (404)", async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const expirada = await criarSessao(t.db, { idfornecedor: t.aurora, expirada: true });
    const cf = await criarSessao(t.db, { idfornecedor: t.construforte });
    const casos: [string, number, string][] = [
      [url(`${expirada.token}~${expirada.idcliente}`, t.aurora, 'tipoEntrega=RETIRADA'), 401, 'sessao.expirada'],
      [url(`${anonToken()}~0`, t.aurora, 'tipoEntrega=RETIRADA'), 403, 'entrega.sem-cliente'],
      [url(`${s.token}~${BOM_PRECO}`, t.aurora, 'tipoEntrega=RETIRADA'), 403, 'sessao.cliente-invalido'],
      [url(`${cf.token}~${cf.idcliente}`, t.aurora, 'tipoEntrega=RETIRADA'), 403, 'sessao.fornecedor-invalido'],
      [url(`${s.token}~${s.idcliente}`, t.aurora, `idendereco=${CASA_MARIA}`), 404, 'endereco.nao-encontrado'],
      [url(`${s.token}~${s.idcliente}`, t.aurora, 'tipoEntrega=DELIVERY'), 404, 'endereco.nao-encontrado'],
    ];
    for (const [endereco, status, codigo] of casos) {
      const r = await t.app.inject({ url: endereco });
      expect(r.statusCode, `${endereco} ${r.body}`).toBe(status);
      expect(r.json().codigo).toBe(codigo);
    }
    expect(JSON.stringify((await t.app.inject({ url: casos[4]?.[0] as string })).json())).not.toContain('Jaguara');
  });
});

describe('POST /v4/app/formas-entrega/{idfornecedor}/{cep}', () => {
  const url = (idfornecedor: string, cep: string, query = '') =>
    `/api/v4/app/formas-entrega/${idfornecedor}/${cep}${query}`;

  it('quotes for a visitor; prices the products as the caller sees them (ConstruForte hides them from visitors)', async () => {
    const aur = await produtoSimples(t.aurora);
    const visitante = await t.app.inject({
      method: 'POST',
      url: url(t.aurora, '13015-002'),
      payload: { produtos: [{ id: aur.id, quantidade: 1 }] },
    });
    expect(visitante.statusCode, visitante.body).toBe(200);
    expect(
      visitante
        .json()
        .formasEntregaCep.map((f: { nome: string; taxaEntrega: number; freteGratis: boolean }) => [
          f.nome,
          f.taxaEntrega,
          f.freteGratis,
        ]),
    ).toEqual([
      ['Entrega programada', 25, false],
      ['Entrega expressa', 49, false],
    ]);
    const muitos = { produtos: [{ id: aur.id, quantidade: Math.ceil(300_000 / aur.preco_centavos) + 1 }] };
    const gratis = await t.app.inject({
      method: 'POST',
      url: url(t.aurora, '13015002', '?tipoEntrega=DELIVERY&lat=-22.9&lng=-47.06'),
      payload: muitos,
    });
    expect(gratis.json().formasEntregaCep.map((f: { freteGratis: boolean }) => f.freteGratis)).toEqual([true, true]);

    const cf = await produtoSimples(t.construforte);
    const obra = { produtos: [{ id: cf.id, quantidade: Math.ceil(500_000 / cf.preco_centavos) + 1 }] };
    const anonimo = await t.app.inject({ method: 'POST', url: url(t.construforte, '80010000'), payload: obra });
    expect(anonimo.statusCode, anonimo.body).toBe(200);
    expect(anonimo.json().formasEntregaCep).toEqual([
      {
        idformaentrega: 11,
        nome: 'Entrega em obra',
        taxaEntrega: 89,
        freteGratis: false,
        primeiraData: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    const cliente = await criarSessao(t.db, { idfornecedor: t.construforte });
    const logado = await t.app.inject({
      method: 'POST',
      url: url(t.construforte, '80010000'),
      payload: obra,
      headers: { authorization: `Bearer ${cliente.token}` },
    });
    expect(logado.json().formasEntregaCep[0]).toMatchObject({ taxaEntrega: 0, freteGratis: true });
  });

  it('an unknown CEP 404, the provider down 502, a bad body 400', async () => {
    const r = await t.app.inject({ method: 'POST', url: url(t.aurora, '99999999'), payload: { produtos: [] } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({
      mensagem: 'CEP não encontrado. Confira os números ou preencha o endereço manualmente.',
      codigo: 'cep.nao-encontrado',
    });
    viacep.quebrado(true);
    try {
      const fora = await t.app.inject({ method: 'POST', url: url(t.aurora, '13015002'), payload: { produtos: [] } });
      expect(fora.statusCode).toBe(502);
      expect(fora.json().codigo).toBe('cep.indisponivel');
    } finally {
      viacep.quebrado(false);
    }
    const ruim = await t.app.inject({
      method: 'POST',
      url: url(t.aurora, '13015002'),
      payload: { produtos: [{ id: 'x', quantidade: 1 }] },
    });
    expect(ruim.statusCode).toBe(400);
  });
});
