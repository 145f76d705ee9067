/**
 * A client's addresses through the API (inject; PGlite, and PostgreSQL with DATABASE_URL): Maria's
 * demo addresses, create (CEP stored without hyphen, pais Brasil, the first is primary), update
 * (a refused one answers 400 with its message), make primary (one primary, always), delete (the
 * primary passes on), the billing address; another client's address is never read nor changed;
 * and the CEP lookup against a real local fake of ViaCEP: found, unknown, the provider down, slow
 * or broken (a pt-BR message; typing the address still works).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeViaCep, type FakeViaCep } from '../../testing/fake-viacep';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { CEP_INDISPONIVEL, CEP_NAO_ENCONTRADO, CEP_TEMPO_ESGOTADO, ENDERECO_NAO_ENCONTRADO } from './enderecos-service';

let t: TestApp;
let viacep: FakeViaCep;

beforeAll(async () => {
  viacep = await startFakeViaCep();
  t = await startTestApp({ rateLimitMax: 0, cep: { providerUrl: viacep.url, timeoutMs: 1000 } });
});
afterAll(async () => {
  await t?.close();
  await viacep?.close();
});

async function loginMaria(idfornecedor = t.aurora): Promise<{ token: string; idcliente: number }> {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
    payload: { cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

const NOVO = {
  cep: '13083-970',
  uf: 'sp',
  cidade: 'Campinas',
  bairro: 'Cidade Universitária',
  rua: 'Rua Sérgio Buarque de Holanda',
  numero: '251',
  descricao: 'Faculdade',
  pontoref: 'Portão 2',
};

describe('addresses of a client', () => {
  it("lists Maria's demo addresses at Aurora, primary first; none at ConstruForte", async () => {
    const m = await loginMaria();
    const r = await t.app.inject({ url: `/api/v1/app/${m.token}~${m.idcliente}/enderecos` });
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json();
    expect(
      lista.enderecos.map((e: { apelido: string; primario: boolean; cep: string }) => [e.apelido, e.primario, e.cep]),
    ).toEqual([
      ['Casa', true, '13015002'],
      ['Trabalho', false, '13025320'],
    ]);
    expect(lista.enderecos[0]).toMatchObject({
      descricao: 'Casa',
      pais: 'Brasil',
      textoendereco: 'Rua Barão de Jaguara, 1024 - Apto 52 - Centro, Campinas - SP, 13015-002',
    });
    const cf = await loginMaria(t.construforte);
    const outra = await t.app.inject({ url: `/api/v1/app/${cf.token}~${cf.idcliente}/enderecos` });
    expect(outra.json().enderecos).toEqual([]);
  });

  it('creates (first is primary, CEP digits, pais Brasil, aliases), makes another primary, updates, refuses a bad update with 400, deletes', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const base = `/api/v1/app/${s.token}~${s.idcliente}`;
    const criado = await t.app.inject({ method: 'POST', url: `${base}/enderecos`, payload: NOVO });
    expect(criado.statusCode, criado.body).toBe(200);
    const a = criado.json();
    expect(a).toMatchObject({
      cep: '13083970',
      uf: 'SP',
      pais: 'Brasil',
      apelido: 'Faculdade',
      descricao: 'Faculdade',
      referencia: 'Portão 2',
      pontoref: 'Portão 2',
      primario: true,
      manualAddress: false,
      cod_erp: null,
      idcliente: s.idcliente,
    });
    const row = await t.db
      .selectFrom('enderecos')
      .select('cep')
      .where('idendereco', '=', a.idendereco)
      .executeTakeFirstOrThrow();
    expect(row.cep).toBe('13083970');

    const segundo = (
      await t.app.inject({
        method: 'POST',
        url: `${base}/enderecos`,
        payload: { ...NOVO, numero: '10', descricao: 'Outro', manualAddress: true },
      })
    ).json();
    expect(segundo.primario).toBe(false);
    expect(segundo.manualAddress).toBe(true);

    // Make the second primary: exactly one primary remains.
    const primario = await t.app.inject({
      method: 'POST',
      url: `${base}/enderecosput`,
      payload: { ...NOVO, idendereco: segundo.idendereco, numero: '10', primario: true },
    });
    expect(primario.statusCode, primario.body).toBe(200);
    let lista = (await t.app.inject({ url: `${base}/enderecos` })).json().enderecos as {
      idendereco: number;
      primario: boolean;
      numero: string;
    }[];
    expect(lista.map((e) => [e.idendereco, e.primario])).toEqual([
      [segundo.idendereco, true],
      [a.idendereco, false],
    ]);
    // primario: false does not leave the client without a primary.
    await t.app.inject({
      method: 'POST',
      url: `${base}/enderecosput`,
      payload: { ...NOVO, idendereco: segundo.idendereco, primario: false },
    });
    lista = (await t.app.inject({ url: `${base}/enderecos` })).json().enderecos;
    expect(lista.filter((e) => e.primario)).toHaveLength(1);

    // An update the server refuses: 400 with its message; nothing changed.
    const ruim = await t.app.inject({
      method: 'POST',
      url: `${base}/enderecosput`,
      payload: { ...NOVO, idendereco: a.idendereco, cep: '1308-970', rua: 'Nova' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ mensagem: 'Informe um CEP com 8 dígitos.', codigo: 'endereco.invalido' });
    const semRua = await t.app.inject({
      method: 'POST',
      url: `${base}/enderecosput`,
      payload: { ...NOVO, idendereco: a.idendereco, rua: '   ' },
    });
    expect(semRua.json()).toEqual({ mensagem: 'Informe a rua.', codigo: 'endereco.invalido' });
    const ok = await t.app.inject({
      method: 'POST',
      url: `${base}/enderecosput`,
      payload: { ...NOVO, idendereco: a.idendereco, numero: '300', complemento: 'Bloco B' },
    });
    expect(ok.json()).toMatchObject({
      numero: '300',
      complemento: 'Bloco B',
      textoendereco: 'Rua Sérgio Buarque de Holanda, 300 - Bloco B - Cidade Universitária, Campinas - SP, 13083-970',
    });

    // Billing address: the primary one.
    const fat = await t.app.inject({
      url: `/api/v2/app/${s.token}~${s.idcliente}/enderecos/${s.idcliente}/faturamento`,
    });
    expect(fat.statusCode, fat.body).toBe(200);
    expect(fat.json()).toMatchObject({ idendereco: segundo.idendereco, pais: 'Brasil' });

    // Deleting the primary passes it to the oldest remaining.
    const del = await t.app.inject({ method: 'POST', url: `${base}/cliente/enderecos/${segundo.idendereco}/excluir` });
    expect(del.json()).toEqual({ ok: true, mensagem: 'Endereço excluído.', idendereco: segundo.idendereco });
    lista = (await t.app.inject({ url: `${base}/enderecos` })).json().enderecos;
    expect(lista.map((e) => [e.idendereco, e.primario])).toEqual([[a.idendereco, true]]);
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/cliente/enderecos/${segundo.idendereco}/excluir` }))
        .statusCode,
    ).toBe(404);
    await t.app.inject({ method: 'POST', url: `${base}/cliente/enderecos/${a.idendereco}/excluir` });
    const semEndereco = await t.app.inject({
      url: `/api/v2/app/${s.token}~${s.idcliente}/enderecos/${s.idcliente}/faturamento`,
    });
    expect(semEndereco.statusCode).toBe(404);
    expect(semEndereco.json().codigo).toBe('endereco.faturamento-ausente');
  });

  it('keeps one primary when several addresses are made primary at once', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const base = `/api/v1/app/${s.token}~${s.idcliente}`;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (
          await t.app.inject({ method: 'POST', url: `${base}/enderecos`, payload: { ...NOVO, numero: String(i + 1) } })
        ).json().idendereco,
      );
    const respostas = await Promise.all(
      ids.map((idendereco) =>
        t.app.inject({ method: 'POST', url: `${base}/enderecosput`, payload: { ...NOVO, idendereco, primario: true } }),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const primarios = await t.db
      .selectFrom('enderecos')
      .select('idendereco')
      .where('idcliente', '=', s.idcliente)
      .where('primario', '=', true)
      .execute();
    expect(primarios).toHaveLength(1);
  });

  it("never reads nor changes another client's address: 404 in its own path, 403 with the other client's id, 401 without a session", async () => {
    const intruso = await criarSessao(t.db, { idfornecedor: t.aurora });
    const base = `/api/v1/app/${intruso.token}~${intruso.idcliente}`;
    // Maria's demo address 1, through the intruder's own client: not found, untouched.
    const put = await t.app.inject({
      method: 'POST',
      url: `${base}/enderecosput`,
      payload: { ...NOVO, idendereco: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ mensagem: ENDERECO_NAO_ENCONTRADO, codigo: 'endereco.nao-encontrado' });
    expect((await t.app.inject({ method: 'POST', url: `${base}/cliente/enderecos/1/excluir` })).statusCode).toBe(404);
    expect(JSON.stringify((await t.app.inject({ url: `${base}/enderecos` })).json())).not.toContain('Jaguara');
    const intact = await t.db.selectFrom('enderecos').selectAll().where('idendereco', '=', 1).executeTakeFirstOrThrow();
    expect(intact).toMatchObject({ idcliente: 1, rua: 'Rua Barão de Jaguara', numero: '1024' });
    // The intruder's token pointing at Maria (idcliente 1): 403, and nothing is read.
    const lista = await t.app.inject({ url: `/api/v1/app/${intruso.token}~1/enderecos` });
    expect(lista.statusCode).toBe(403);
    expect(lista.body).not.toContain('Jaguara');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/app/${intruso.token}~1/cliente/enderecos/1/excluir` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v2/app/${intruso.token}~${intruso.idcliente}/enderecos/1/faturamento` }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/v2/app/${intruso.token}~1/enderecos/1/faturamento` })).statusCode).toBe(
      403,
    );
    // Maria at ConstruForte does not see her Aurora addresses, and cannot delete them there.
    const cf = await loginMaria(t.construforte);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/app/${cf.token}~${cf.idcliente}/cliente/enderecos/1/excluir`,
        })
      ).statusCode,
    ).toBe(404);
    // No session: 401.
    expect((await t.app.inject({ url: `/api/v1/app/${anonToken()}~1/enderecos` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/app/${anonToken()}~0/enderecos` })).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('enderecos').select('idendereco').where('idendereco', '=', 1).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('CEP lookup through the server', () => {
  it('answers what the provider knows, 404 for an unknown CEP, 400 for a malformed one', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const base = `/api/v1/app/${s.token}~${s.idcliente}/cep`;
    const r = await t.app.inject({ url: `${base}/13015-002` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      cep: '13015002',
      rua: 'Rua Barão de Jaguara',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
      complemento: 'até 1199 - lado par',
    });
    expect(viacep.consultados).toContain('13015002');
    const desconhecido = await t.app.inject({ url: `${base}/99999999` });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({ mensagem: CEP_NAO_ENCONTRADO, codigo: 'cep.nao-encontrado' });
    expect((await t.app.inject({ url: `${base}/123` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/app/${anonToken()}~0/cep/13015002` })).statusCode).toBe(401);
  });

  it('says so in pt-BR when the provider is slow, broken or down; the address can still be typed', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const base = `/api/v1/app/${s.token}~${s.idcliente}`;
    viacep.lento(3000);
    const inicio = Date.now();
    const lento = await t.app.inject({ url: `${base}/cep/13015002` });
    expect(lento.statusCode).toBe(504);
    expect(lento.json()).toEqual({ mensagem: CEP_TEMPO_ESGOTADO, codigo: 'cep.tempo-esgotado' });
    expect(Date.now() - inicio).toBeLessThan(2800);
    viacep.lento(0);
    viacep.quebrado(true);
    const quebrado = await t.app.inject({ url: `${base}/cep/13015002` });
    expect(quebrado.statusCode).toBe(502);
    expect(quebrado.json()).toEqual({ mensagem: CEP_INDISPONIVEL, codigo: 'cep.indisponivel' });
    viacep.quebrado(false);

    // Down: an app whose provider cannot be reached (the test configuration's default).
    const fora = await startTestApp({ rateLimitMax: 0 });
    try {
      const f = await criarSessao(fora.db, { idfornecedor: fora.aurora });
      const b = `/api/v1/app/${f.token}~${f.idcliente}`;
      const r = await fora.app.inject({ url: `${b}/cep/13015002` });
      expect(r.statusCode).toBe(502);
      expect(r.json()).toEqual({ mensagem: CEP_INDISPONIVEL, codigo: 'cep.indisponivel' });
      // Manual entry still works.
      const manual = await fora.app.inject({
        method: 'POST',
        url: `${b}/enderecos`,
        payload: { ...NOVO, cep: '13015002', manualAddress: true },
      });
      expect(manual.statusCode, manual.body).toBe(200);
      expect(manual.json()).toMatchObject({ cep: '13015002', manualAddress: true, primario: true });
    } finally {
      await fora.close();
    }
  });
});
