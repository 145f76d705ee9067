import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonToken,
  criarSessao,
  jwtDeTeste,
  startTestApp,
  type SessaoDeTeste,
  type TestApp,
} from '../../testing/test-app';
import { MENSAGENS_TERMOS } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = async (cpf: string, senha: string, idfornecedor = t.aurora) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
    payload: { cpf, senha, idfornecedor },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { token: string; jwttoken: string; idcliente: number };
};
const caminho = (idcliente: number, idfornecedor: string) =>
  `/api/v4/client/${idcliente}/supplier/${idfornecedor}/termos-uso`;
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const situacao = (jwt: string, idcliente: number, idfornecedor = t.aurora) =>
  t.app.inject({ url: caminho(idcliente, idfornecedor), headers: bearer(jwt) });
const aceitar = (jwt: string, idcliente: number, versao: number, idfornecedor = t.aurora) =>
  t.app.inject({ method: 'PUT', url: caminho(idcliente, idfornecedor), headers: bearer(jwt), payload: { versao } });
const jwtDe = async (s: SessaoDeTeste, idfornecedor: string) => jwtDeTeste(t, s, idfornecedor);

describe('GET/PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso', () => {
  it('Maria (demo) accepted version 1 at Aurora at registration: nothing pending', async () => {
    const maria = await login('maria@exemplo.com.br', 'maria123');
    const r = await situacao(maria.jwttoken, 1);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      idcliente: 1,
      idfornecedor: t.aurora,
      versao: 1,
      versao_aceita: 1,
      pendente: false,
      aceito_em: '2026-01-15T12:00:00.000Z',
    });
    expect(r.json().titulo).toBe('Termos de Uso da Distribuidora Aurora');
    expect(r.json().texto_html).toContain('Código de Defesa do Consumidor');
  });

  it('a new version asks again; accepting it records the version and the time; a stale version is refused with 409', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.construforte });
    const jwt = await jwtDe(s, t.construforte);
    // A client created without any acceptance is asked for the current version.
    expect((await situacao(jwt, s.idcliente, t.construforte)).json()).toMatchObject({
      versao: 1,
      versao_aceita: null,
      pendente: true,
    });
    const antes = Date.now();
    const aceite = await aceitar(jwt, s.idcliente, 1, t.construforte);
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect(aceite.json()).toMatchObject({ versao: 1, versao_aceita: 1, pendente: false });
    expect(Date.parse(aceite.json().aceito_em)).toBeGreaterThanOrEqual(antes - 1000);

    const v2 = await t.app.termosUsoService.publicar(
      t.construforte,
      'Termos de Uso da ConstruForte Materiais',
      '<p>Versão 2.</p>',
    );
    expect(v2.versao).toBe(2);
    expect((await situacao(jwt, s.idcliente, t.construforte)).json()).toMatchObject({
      versao: 2,
      versao_aceita: 1,
      pendente: true,
      texto_html: '<p>Versão 2.</p>',
    });
    const velha = await aceitar(jwt, s.idcliente, 1, t.construforte);
    expect(velha.statusCode).toBe(409);
    expect(velha.json()).toEqual({ mensagem: MENSAGENS_TERMOS.versaoMudou, codigo: 'termos-uso.versao-mudou' });
    expect((await aceitar(jwt, s.idcliente, 2, t.construforte)).json()).toMatchObject({
      versao_aceita: 2,
      pendente: false,
    });
    const linhas = await t.db
      .selectFrom('termos_uso_aceites')
      .select('versao')
      .where('idcliente', '=', s.idcliente)
      .orderBy('versao')
      .execute();
    expect(linhas.map((l) => l.versao)).toEqual([1, 2]);
    // Accepting again keeps the first time.
    const primeiro = (await situacao(jwt, s.idcliente, t.construforte)).json().aceito_em;
    expect((await aceitar(jwt, s.idcliente, 2, t.construforte)).json().aceito_em).toBe(primeiro);
  });

  it('answers 401 without, with a forged or with a malformed jwttoken', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const semToken = await t.app.inject({ url: caminho(s.idcliente, t.aurora) });
    expect(semToken.statusCode).toBe(401);
    expect(semToken.json()).toEqual({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });
    const jwt = await jwtDe(s, t.aurora);
    const [h, p] = jwt.split('.');
    expect((await situacao(`${h}.${p}.${'A'.repeat(43)}`, s.idcliente)).statusCode).toBe(401);
    expect((await situacao('nao-e-um-jwt', s.idcliente)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: caminho(s.idcliente, t.aurora), headers: { authorization: s.token } })).statusCode,
    ).toBe(401);
  });

  it("refuses another client's id (403) and another supplier's (403), reading and accepting", async () => {
    const a = await criarSessao(t.db, { idfornecedor: t.aurora });
    const b = await criarSessao(t.db, { idfornecedor: t.aurora });
    const jwtA = await jwtDe(a, t.aurora);
    const outroCliente = await situacao(jwtA, b.idcliente);
    expect(outroCliente.statusCode).toBe(403);
    expect(outroCliente.json().codigo).toBe('sessao.cliente-invalido');
    expect((await aceitar(jwtA, b.idcliente, 1)).statusCode).toBe(403);
    expect((await situacao(jwtA, 1)).statusCode).toBe(403);
    const outroFornecedor = await situacao(jwtA, a.idcliente, t.construforte);
    expect(outroFornecedor.statusCode).toBe(403);
    expect(outroFornecedor.json().codigo).toBe('sessao.fornecedor-invalido');
    expect((await aceitar(jwtA, a.idcliente, 1, t.construforte)).statusCode).toBe(403);
    const nada = await t.db
      .selectFrom('termos_uso_aceites')
      .select('versao')
      .where('idcliente', 'in', [a.idcliente, b.idcliente])
      .execute();
    expect(nada).toEqual([]);
  });

  it('404 for a supplier that does not exist or where the client has no registration; 400 for a bad body', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const desconhecido = '5f0c3e1a-9b7d-4c2e-8a1f-0d9e8c7b6a5f';
    const jwt = await jwtDeTeste(t, s, desconhecido);
    expect((await situacao(jwt, s.idcliente, desconhecido)).statusCode).toBe(404);
    const semCadastro = await jwtDe(s, t.construforte);
    const r = await situacao(semCadastro, s.idcliente, t.construforte);
    expect(r.statusCode).toBe(404);
    expect(r.json().mensagem).toBe(MENSAGENS_TERMOS.semCadastro);
    const ruim = await t.app.inject({
      method: 'PUT',
      url: caminho(s.idcliente, t.aurora),
      headers: bearer(await jwtDe(s, t.aurora)),
      payload: { versao: 'um' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toMatch(/^Requisição inválida/);
  });
});

describe('registration records the version accepted', () => {
  it('a new Aurora customer has accepted the current version (v1): nothing pending after login', async () => {
    const email = `termos-${Date.now()}@exemplo.com.br`;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}~0/usuario`,
      payload: {
        nome: 'Joana Termos Silva',
        cpf: '390.533.447-05',
        email,
        senha: 'uma senha bem longa 42',
        senhac: 'uma senha bem longa 42',
        termosuso: true,
        idfornecedor: t.aurora,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const aceites = await t.db
      .selectFrom('termos_uso_aceites')
      .innerJoin('clientes', 'clientes.idcliente', 'termos_uso_aceites.idcliente')
      .select(['termos_uso_aceites.versao', 'termos_uso_aceites.idfornecedor'])
      .where('clientes.email', '=', email)
      .execute();
    expect(aceites).toEqual([{ versao: 1, idfornecedor: t.aurora }]);
  });
});

describe('GET /v1/app/{auth}/usuario/jwttoken', () => {
  it('issues a fresh jwttoken for a live session, 401 for an anonymous token', async () => {
    const maria = await login('maria@exemplo.com.br', 'maria123');
    const r = await t.app.inject({ url: `/api/v1/app/${maria.token}/usuario/jwttoken` });
    expect(r.statusCode, r.body).toBe(200);
    const claims = await t.app.sessaoService.jwt.verificar(r.json().jwttoken);
    expect(claims).toMatchObject({ sub: '1', idfornecedor: t.aurora, idcliente: 1, papel: 'cliente' });
    expect((await situacao(r.json().jwttoken, 1)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/app/${anonToken()}/usuario/jwttoken` })).statusCode).toBe(401);
  });
});

describe('GET {host}/termouso', () => {
  it('serves the current terms at /{slug}/termouso and on the supplier domain, a version with versaoArquivo', async () => {
    const porSlug = await t.app.inject({ url: '/aurora/termouso' });
    expect(porSlug.statusCode).toBe(200);
    expect(porSlug.headers['content-type']).toMatch(/^text\/html/);
    expect(porSlug.headers['content-security-policy']).toContain("default-src 'none'");
    expect(porSlug.body).toContain('<h1>Termos de Uso da Distribuidora Aurora</h1>');
    expect(porSlug.body).toContain('Versão 1, publicada em 15/01/2026.');
    const dominio = await t.app.inject({
      url: '/termouso?versaoArquivo=1',
      headers: { host: 'construforte.localhost' },
    });
    expect(dominio.statusCode).toBe(200);
    expect(dominio.body).toContain('ConstruForte Materiais');
    expect((await t.app.inject({ url: '/commerce/construforte/termouso' })).statusCode).toBe(200);
    const api = await t.app.inject({ url: `/api/termouso?idfornecedor=${t.aurora}&versaoArquivo=1` });
    expect(api.statusCode).toBe(200);
    expect(api.body).toContain('Distribuidora Aurora');
  });

  it('404 in pt-BR for an unknown version, supplier or the platform host without a supplier; 400 for a bad version', async () => {
    const v = await t.app.inject({ url: '/aurora/termouso?versaoArquivo=99' });
    expect(v.statusCode).toBe(404);
    expect(v.json()).toEqual({ mensagem: MENSAGENS_TERMOS.versaoInexistente, codigo: 'termos-uso.versao-inexistente' });
    expect((await t.app.inject({ url: '/nao-existe-loja/termouso' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/termouso' })).statusCode).toBe(404);
    const ruim = await t.app.inject({ url: '/aurora/termouso?versaoArquivo=abc' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toMatch(/versaoArquivo/);
  });
});
