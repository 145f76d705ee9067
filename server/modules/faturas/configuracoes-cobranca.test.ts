/**
 * The supplier's charging settings through the API (PGlite, and PostgreSQL with DATABASE_URL):
 * its staff read them (defaults without a row), only its admin sets them, another supplier's
 * staff and a customer are refused, and a bad value answers a pt-BR 400 and changes nothing. The
 * price-rise limit is the one the subscriptions' service reads for their orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: SessaoDeTeste;
let atendente: SessaoDeTeste;

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
});
afterAll(async () => {
  await t?.close();
});

const url = (idfornecedor = t.aurora) => `/api/v4/painel/${idfornecedor}/configuracoes-cobranca`;
const obter = (token: string, idfornecedor?: string) =>
  t.app.inject({ url: url(idfornecedor), headers: { authorization: `Bearer ${token}` } });
const salvar = (token: string, corpo: unknown, idfornecedor?: string) =>
  t.app.inject({
    method: 'PUT',
    url: url(idfornecedor),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(corpo),
  });

describe('configurações de cobrança do fornecedor', () => {
  it("the staff read them: Aurora's seeded ones, and the defaults where nothing was saved", async () => {
    const r = await obter(atendente.token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ limiteAumentoAssinaturaPct: 10, multaPct: 2, jurosPct: 1, jurosPeriodo: 'mes' });
    await t.db.deleteFrom('faturas_config').where('idfornecedor', '=', t.construforte).execute();
    await t.db.deleteFrom('assinatura_config').where('idfornecedor', '=', t.construforte).execute();
    const deLa = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'atendente' });
    expect((await obter(deLa.token, t.construforte)).json()).toEqual({
      limiteAumentoAssinaturaPct: 10,
      multaPct: 0,
      jurosPct: 0,
      jurosPeriodo: 'mes',
    });
  });

  it('the admin sets them; the staff and the subscriptions see the new values', async () => {
    const r = await salvar(admin.token, {
      limiteAumentoAssinaturaPct: 15,
      multaPct: 2,
      jurosPct: 0.33,
      jurosPeriodo: 'dia',
    });
    expect(r.statusCode).toBe(200);
    const esperado = { limiteAumentoAssinaturaPct: 15, multaPct: 2, jurosPct: 0.33, jurosPeriodo: 'dia' };
    expect(r.json()).toEqual(esperado);
    expect((await obter(atendente.token)).json()).toEqual(esperado);
    expect(await t.app.assinaturasService.limiteAumento(t.aurora)).toBe(15);
    const config = await t.db
      .selectFrom('faturas_config')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .executeTakeFirstOrThrow();
    expect(config).toMatchObject({ multa_pontos_base: 200, juros_pontos_base: 33, juros_periodo: 'dia' });
    // Without jurosPeriodo, the saved one stays.
    const semPeriodo = await salvar(admin.token, { limiteAumentoAssinaturaPct: 12, multaPct: 2, jurosPct: 1 });
    expect(semPeriodo.json()).toEqual({
      limiteAumentoAssinaturaPct: 12,
      multaPct: 2,
      jurosPct: 1,
      jurosPeriodo: 'dia',
    });
  });

  it('an attendant, a customer, no session and another supplier cannot set them', async () => {
    const corpo = { limiteAumentoAssinaturaPct: 50, multaPct: 5, jurosPct: 5 };
    const r = await salvar(atendente.token, corpo);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      mensagem: 'Acesso negado: só o administrador desta loja pode alterar as configurações de cobrança.',
      codigo: 'configuracoes-cobranca.acesso-negado',
    });
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await salvar(cliente.token, corpo)).statusCode).toBe(403);
    expect((await obter(cliente.token)).statusCode).toBe(403);
    const semSessao = await t.app.inject({ method: 'PUT', url: url(), payload: corpo });
    expect(semSessao.statusCode).toBe(401);
    const adminDeFora = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    expect((await salvar(adminDeFora.token, corpo)).statusCode).toBe(403);
    expect((await obter(adminDeFora.token)).statusCode).toBe(403);
    // Aurora's admin on ConstruForte's path.
    expect((await salvar(admin.token, corpo, t.construforte)).statusCode).toBe(403);
    expect((await obter(atendente.token)).json().limiteAumentoAssinaturaPct).toBe(12);
  });

  it('a bad value answers a pt-BR 400 and changes nothing', async () => {
    const antes = (await obter(admin.token)).json();
    const ruins: unknown[] = [
      { limiteAumentoAssinaturaPct: -1, multaPct: 2, jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 101, multaPct: 2, jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 10.5, multaPct: 2, jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 10, multaPct: 100.5, jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 10, multaPct: 2, jurosPct: -0.01 },
      { limiteAumentoAssinaturaPct: 10, multaPct: 2.001, jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 'dez', multaPct: 2, jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 10, multaPct: 'muito', jurosPct: 1 },
      { limiteAumentoAssinaturaPct: 10, multaPct: 2 },
      { limiteAumentoAssinaturaPct: 10, multaPct: 2, jurosPct: 1, jurosPeriodo: 'ano' },
    ];
    for (const corpo of ruins) {
      const r = await salvar(admin.token, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(400);
      const erro = r.json();
      expect(Object.keys(erro).sort()).toEqual(['codigo', 'mensagem']);
      expect(erro.mensagem).toMatch(/[a-zà-ú]/);
    }
    const multa = await salvar(admin.token, { limiteAumentoAssinaturaPct: 10, multaPct: 2.001, jurosPct: 1 });
    expect(multa.json()).toEqual({
      mensagem: 'A multa deve ser um número de 0 a 100 (%), com no máximo duas casas decimais.',
      codigo: 'configuracoes-cobranca.invalido',
    });
    expect((await obter(admin.token)).json()).toEqual(antes);
  });
});
