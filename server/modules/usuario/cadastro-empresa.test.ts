/**
 * Issue 34, item 3: a company registers as one. A registration with a CNPJ stores its razão
 * social, nome fantasia, inscrição estadual (checked by its UF's rule, or 'isento') and the phone
 * with its WhatsApp opt-in (off unless ticked); a bad IE or phone is refused with a pt-BR message.
 * `dados-receita` fills the company's name from the CNPJ through the provider of the setting
 * (a local fake here); without the setting it answers 503 and calls nobody.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, buildTestApp, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let fake: Server;
let pedidosAoFake: string[] = [];

/** A valid CNPJ whose first 8 digits are `base` (check digits computed). */
function cnpj(base: number): string {
  const d = `${String(base).padStart(8, '0')}0001`.split('').map(Number);
  const dv = (n: number[]) => {
    const pesos = n.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = n.reduce((s, x, i) => s + x * (pesos[i] ?? 0), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  d.push(dv(d));
  d.push(dv(d));
  return d.join('');
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    pedidosAoFake.push(req.url ?? '');
    if (req.url === `/cnpj/${cnpj(11222333)}`) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          cnpj: cnpj(11222333),
          razao_social: 'MERCADO BOM PRECO LTDA',
          nome_fantasia: 'BOM PRECO',
          uf: 'SP',
          descricao_situacao_cadastral: 'ATIVA',
        }),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"CNPJ não encontrado"}');
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const porta = (fake.address() as AddressInfo).port;
  t = await startTestApp({ receitaCnpjUrl: `http://127.0.0.1:${porta}/cnpj` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const salvar = (corpo: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/app/${anonToken()}~0/usuario`, payload: corpo });

const base = (doc: string, email: string) => ({
  idfornecedor: t.aurora,
  nome: 'Carla Compradora Souza',
  cpf: doc,
  email,
  senha: 'empresa registrada em dezembro',
  senhac: 'empresa registrada em dezembro',
  termosuso: true,
});

describe('a company registers as one (issue 34)', () => {
  it('stores razão social, nome fantasia, IE (SP rule) and the phone; WhatsApp only when ticked', async () => {
    const doc = cnpj(40000001);
    const r = await salvar({
      ...base(doc, 'carla@mercado-exemplo.com.br'),
      razao_social: '  Mercado Exemplo   Ltda ',
      nome_fantasia: 'Mercado Exemplo',
      inscricao_estadual: '110.042.490.114',
      uf_inscricao_estadual: 'sp',
      telefone: '(11) 98765-4321',
    });
    expect(r.statusCode, r.body).toBe(200);
    const row = await t.db.selectFrom('clientes').selectAll().where('documento', '=', doc).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tipo_documento: 'CNPJ',
      razao_social: 'Mercado Exemplo Ltda',
      nome_fantasia: 'Mercado Exemplo',
      inscricao_estadual: '110042490114',
      uf_inscricao_estadual: 'SP',
      telefone: '11987654321',
      whatsapp_optin: false,
    });
  });

  it("accepts 'isento' and the WhatsApp opt-in when ticked", async () => {
    const doc = cnpj(40000002);
    const r = await salvar({
      ...base(doc, 'isento@mercado-exemplo.com.br'),
      razao_social: 'Mercado Isento Ltda',
      inscricao_estadual: 'Isento',
      telefone: '1932345678',
      whatsapp: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    const row = await t.db.selectFrom('clientes').selectAll().where('documento', '=', doc).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ inscricao_estadual: 'ISENTO', uf_inscricao_estadual: null, whatsapp_optin: true });
  });

  it('refuses a bad IE, an IE without its UF and a bad phone, each with its pt-BR message, and stores nothing', async () => {
    const doc = cnpj(40000003);
    const r = await salvar({
      ...base(doc, 'ruim@mercado-exemplo.com.br'),
      razao_social: 'Mercado Ruim Ltda',
      inscricao_estadual: '110.042.490.115',
      uf_inscricao_estadual: 'SP',
      telefone: '(00) 1234-5678',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      codigo: 'usuario.dados-invalidos',
      campos: {
        inscricao_estadual: 'Inscrição estadual inválida para SP. Confira os números ou informe "isento".',
        telefone: 'Telefone inválido. Informe o DDD e o número, como (11) 91234-5678.',
      },
    });
    const semUf = await salvar({
      ...base(doc, 'ruim@mercado-exemplo.com.br'),
      inscricao_estadual: '110042490114',
    });
    expect(semUf.json().campos).toEqual({ uf_inscricao_estadual: 'Informe a UF da inscrição estadual.' });
    const whatsSemTelefone = await salvar({ ...base(doc, 'ruim@mercado-exemplo.com.br'), whatsapp: true });
    expect(whatsSemTelefone.json().campos).toEqual({
      telefone: 'Informe o telefone para receber mensagens pelo WhatsApp.',
    });
    expect(
      await t.db.selectFrom('clientes').select('idcliente').where('documento', '=', doc).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('GET dados-receita (spec section 7)', () => {
  const url = (doc: string, idfornecedor = t.aurora, auth = `${anonToken()}~0`) =>
    `/api/v1/app/${auth}/usuario/dados-receita/${encodeURIComponent(doc)}?idfornecedor=${idfornecedor}`;

  it("fills the company's name from the provider of the setting", async () => {
    pedidosAoFake = [];
    const r = await t.app.inject({ url: url('11.222.333/0001-81') });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      cnpj: '11222333000181',
      razao_social: 'MERCADO BOM PRECO LTDA',
      nome_fantasia: 'BOM PRECO',
      uf: 'SP',
      situacao: 'ATIVA',
    });
    expect(pedidosAoFake).toEqual(['/cnpj/11222333000181']);
  });

  it('404 for a CNPJ the provider does not know, 422 for one that is not a CNPJ (the provider is not asked)', async () => {
    pedidosAoFake = [];
    const desconhecido = await t.app.inject({ url: url(cnpj(99887766)) });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({
      mensagem: 'CNPJ não encontrado na Receita Federal. Preencha os dados da empresa.',
      codigo: 'receita.nao-encontrado',
    });
    const invalido = await t.app.inject({ url: url('11.222.333/0001-82') });
    expect(invalido.statusCode).toBe(422);
    expect(invalido.json()).toEqual({
      mensagem: 'CNPJ inválido. Confira os números digitados.',
      codigo: 'receita.cnpj-invalido',
    });
    expect(pedidosAoFake).toEqual([`/cnpj/${cnpj(99887766)}`]);
  });

  it('refuses a session of another supplier (403) and an unknown supplier (404)', async () => {
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    const alheia = await t.app.inject({
      url: url('11222333000181', t.aurora, `${daConstruforte.token}~${daConstruforte.idcliente}`),
    });
    expect(alheia.statusCode).toBe(403);
    const nenhum = await t.app.inject({ url: url('11222333000181', '00000000-0000-4000-8000-000000000000') });
    expect(nenhum.statusCode).toBe(404);
  });

  it('without the setting: 503 in pt-BR, and no call leaves the server', async () => {
    pedidosAoFake = [];
    const semProvedor = buildTestApp(t, {});
    await semProvedor.ready();
    try {
      const r = await semProvedor.inject({ url: url('11222333000181') });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({
        mensagem: 'A consulta do CNPJ não está disponível agora. Preencha os dados da empresa.',
        codigo: 'receita.indisponivel',
      });
    } finally {
      await semProvedor.close();
    }
    expect(pedidosAoFake).toEqual([]);
  });
});

describe("'Minha conta' shows the company data, and its principal user changes them (issue 34)", () => {
  it('reads what the registration stored, changes it by the same rules, and refuses anyone but the principal user', async () => {
    const doc = cnpj(40000009);
    const r = await salvar({
      ...base(doc, 'conta@mercado-exemplo.com.br'),
      razao_social: 'Mercado Conta Ltda',
      inscricao_estadual: 'isento',
      telefone: '(11) 98765-4321',
    });
    expect(r.statusCode, r.body).toBe(200);
    const { token, idcliente, idusuario } = r.json().autenticacao as {
      token: string;
      idcliente: number;
      idusuario: number;
    };
    const url = `/api/v1/app/${token}~${idcliente}/usuario`;
    const ler = async () => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Record<string, unknown>;
    };
    expect(await ler()).toEqual({
      nome: 'Carla Compradora Souza',
      email: 'conta@mercado-exemplo.com.br',
      cpf: doc.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      tipo_documento: 'CNPJ',
      telefone: '11987654321',
      whatsapp: false,
      razao_social: 'Mercado Conta Ltda',
      nome_fantasia: null,
      inscricao_estadual: 'ISENTO',
      uf_inscricao_estadual: null,
      pode_alterar_empresa: true,
    });

    const ruim = await t.app.inject({
      method: 'POST',
      url,
      payload: { inscricao_estadual: '110.042.490.115', uf_inscricao_estadual: 'SP', whatsapp: true },
    });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json().campos).toEqual({
      inscricao_estadual: 'Inscrição estadual inválida para SP. Confira os números ou informe "isento".',
    });
    expect((await ler()).whatsapp).toBe(false); // nothing of a refused save is kept

    const bom = await t.app.inject({
      method: 'POST',
      url,
      payload: {
        nome_fantasia: 'Conta Fantasia',
        inscricao_estadual: '110.042.490.114',
        uf_inscricao_estadual: 'SP',
        whatsapp: true,
      },
    });
    expect(bom.statusCode, bom.body).toBe(200);
    expect(bom.json().mensagem).toBe('Cadastro atualizado');
    expect(await ler()).toMatchObject({
      telefone: '11987654321',
      whatsapp: true,
      razao_social: 'Mercado Conta Ltda',
      nome_fantasia: 'Conta Fantasia',
      inscricao_estadual: '110042490114',
      uf_inscricao_estadual: 'SP',
    });
    // Clearing the phone while the WhatsApp opt-in stands is refused: the opt-in needs a phone.
    const semTelefone = await t.app.inject({ method: 'POST', url, payload: { telefone: '' } });
    expect(semTelefone.statusCode).toBe(422);
    expect(semTelefone.json().campos).toEqual({ telefone: 'Informe o telefone para receber mensagens pelo WhatsApp.' });

    // A user of the client who is not its principal sees the data but does not change them.
    await t.db.updateTable('usuarios').set({ principal: false }).where('idusuario', '=', idusuario).execute();
    expect((await ler()).pode_alterar_empresa).toBe(false);
    const negado = await t.app.inject({ method: 'POST', url, payload: { nome_fantasia: 'Outra' } });
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({
      mensagem: 'Só o usuário principal do cliente pode alterar o telefone e os dados da empresa.',
      codigo: 'usuario.empresa-so-principal',
    });
    // The user's own name still changes.
    expect((await t.app.inject({ method: 'POST', url, payload: { nome: 'Carla Compradora Lima' } })).statusCode).toBe(
      200,
    );
    // Another session's client: 403; no session: 401.
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await t.app.inject({ url: `/api/v1/app/${outro.token}~${idcliente}/usuario` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/app/${anonToken()}~0/usuario` })).statusCode).toBe(401);
  });
});
