/**
 * Acting for a client (spec sections 2 'Choose client (representative)', 'Choose linked client',
 * 6 and 7): the representative's client list (GET /v4/representante/{auth}/{idfornecedor}), the
 * access check across suppliers (GET /v4/acessorepresentante/{auth}), and the switch of the
 * session's client (POST /v1/app/{auth}/usuario/{id}/clientes-vinculados), checked on the server
 * for role, supplier and client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const REPRESENTANTE = { cpf: 'representante@aurora.com.br', senha: 'repres123' };
const VINCULADA = { cpf: 'ana@bompreco.com.br', senha: 'vinculado123' };

async function login(conta: { cpf: string; senha: string }, caminho: string, extra: Record<string, unknown> = {}) {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/${caminho}`,
    payload: { ...conta, idfornecedor: t.aurora, ...extra },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}
const comoRepresentante = (extra: Record<string, unknown> = {}) =>
  login(REPRESENTANTE, 'usuario/autenticar/representante', extra);
const comoVinculada = () => login(VINCULADA, 'usuario/autenticar');
const trocar = (token: string, idusuario: number, corpo: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${token}/usuario/${idusuario}/clientes-vinculados`,
    payload: corpo,
  });
const listar = (token: string, idfornecedor: string, query = '') =>
  t.app.inject({ url: `/api/v4/representante/${token}/${idfornecedor}${query}` });
const carrosseis = (authCliente: string, idfornecedor = t.aurora) =>
  t.app.inject({ url: `/api/v2/app/${authCliente}/customizacao/carrossel/list-for-page/${idfornecedor}?page=HOME` });
const idclienteDaSessao = async (token: string) => {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(token).digest('hex');
  return await t.db
    .selectFrom('sessoes')
    .select(['idcliente', 'idusuario'])
    .where('token_hash', '=', hash)
    .executeTakeFirstOrThrow();
};

describe('GET /v4/representante/{auth}/{idfornecedor}', () => {
  it("lists the representative's clients at their supplier, with search and paging (limit 10, offset 0 by default)", async () => {
    const rep = await comoRepresentante();
    expect(rep).toMatchObject({
      idcliente: null,
      cliente_nome: null,
      access: { papel: 'representante', total_clientes: 2 },
    });
    const todos = await listar(rep.token, t.aurora);
    expect(todos.statusCode, todos.body).toBe(200);
    expect(todos.json()).toMatchObject({ total: 2, limit: 10, offset: 0 });
    expect(todos.json().clientes.map((c: { nome: string }) => c.nome)).toEqual([
      'Maria Oliveira Santos',
      'Mercado Bom Preço Ltda',
    ]);
    const pagina2 = (await listar(rep.token, t.aurora, '?limit=1&offset=1')).json();
    expect(pagina2).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(pagina2.clientes.map((c: { idcliente: number }) => c.idcliente)).toEqual([2]);
    const busca = (await listar(rep.token, t.aurora, `?search=${encodeURIComponent('bom preço')}`)).json();
    expect(busca.clientes.map((c: { idcliente: number }) => c.idcliente)).toEqual([2]);
    const porDocumento = (await listar(rep.token, t.aurora, '?search=529.982')).json();
    expect(porDocumento.clientes.map((c: { idcliente: number }) => c.idcliente)).toEqual([1]);
  });

  it('gives a representative of Aurora nothing at ConstruForte, and nothing to anyone else', async () => {
    const rep = await comoRepresentante();
    const outra = await listar(rep.token, t.construforte);
    expect(outra.statusCode).toBe(403);
    expect(outra.json()).toEqual({
      mensagem: 'Acesso negado: você é representante de outro fornecedor.',
      codigo: 'representante.outro-fornecedor',
    });
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await listar(cliente.token, t.aurora)).statusCode).toBe(403);
    const anonimo = await listar(anonToken(), t.aurora);
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    // The representative cannot log in at ConstruForte either.
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar/representante`,
      payload: { ...REPRESENTANTE, idfornecedor: t.construforte },
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('GET /v4/acessorepresentante/{auth}', () => {
  it('grants access at the representative’s own supplier only', async () => {
    const rep = await comoRepresentante();
    const aqui = await t.app.inject({ url: `/api/v4/acessorepresentante/${rep.token}?idfornecedor=${t.aurora}` });
    expect(aqui.statusCode, aqui.body).toBe(200);
    expect(aqui.json()).toEqual({
      acesso: true,
      representante: true,
      idfornecedor: t.aurora,
      idfornecedor_representante: t.aurora,
      idcliente: null,
      total_clientes: 2,
    });
    const la = (
      await t.app.inject({ url: `/api/v4/acessorepresentante/${rep.token}?idfornecedor=${t.construforte}` })
    ).json();
    expect(la).toMatchObject({ acesso: false, representante: true, idcliente: null, total_clientes: 0 });
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect(
      (await t.app.inject({ url: `/api/v4/acessorepresentante/${cliente.token}?idfornecedor=${t.aurora}` })).json(),
    ).toMatchObject({
      acesso: false,
      representante: false,
    });
    expect(
      (await t.app.inject({ url: `/api/v4/acessorepresentante/${anonToken()}?idfornecedor=${t.aurora}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /v1/app/{auth}/usuario/{id}/clientes-vinculados', () => {
  it('makes the representative’s session act for a client they serve: recorded on the server, same token', async () => {
    const rep = await comoRepresentante();
    expect((await carrosseis(`${rep.token}~2`)).statusCode).toBe(200);
    const r = await trocar(rep.token, rep.idusuario, { idcliente: 2 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      token: rep.token,
      idusuario: 3,
      idcliente: 2,
      idcadastroextracliente: 3,
      cliente_nome: 'Mercado Bom Preço Ltda',
      cpf: '11.222.333/0001-81',
      nome: 'Carlos Mendes',
      access: { papel: 'representante', pode_submeter_pedido: true },
    });
    expect(await idclienteDaSessao(rep.token)).toEqual({ idcliente: 2, idusuario: 3 });
    const claims = await t.app.sessaoService.jwt.verificar(r.json().jwttoken);
    expect(claims).toMatchObject({ sub: '3', idcliente: 2, papel: 'representante' });
    // Switch again, by the client's registration at Aurora (Maria: idcadastroextracliente 1).
    const maria = await trocar(rep.token, rep.idusuario, { idcadastroextracliente: 1 });
    expect(maria.json()).toMatchObject({ idcliente: 1, cliente_nome: 'Maria Oliveira Santos' });
    expect(await idclienteDaSessao(rep.token)).toEqual({ idcliente: 1, idusuario: 3 });
  });

  it('logs the representative straight into a client with idcliente in the login', async () => {
    const rep = await comoRepresentante({ idcliente: 1, loginAsRepresentante: true });
    expect(rep).toMatchObject({ idcliente: 1, cliente_nome: 'Maria Oliveira Santos' });
    const alheio = await comoRepresentante({ idcliente: 3 });
    expect(alheio).toMatchObject({ idcliente: null, cliente_nome: null });
  });

  it('refuses a client the representative does not serve, at the switch and on every client-scoped call', async () => {
    const rep = await comoRepresentante();
    // Client 3 (Filial Centro) is registered at Aurora but not served by Carlos.
    const r = await trocar(rep.token, rep.idusuario, { idcliente: 3 });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      mensagem: 'Acesso negado: este cliente não pertence à sua sessão.',
      codigo: 'sessao.cliente-invalido',
    });
    expect((await trocar(rep.token, rep.idusuario, { idcadastroextracliente: 5 })).statusCode).toBe(403);
    expect((await trocar(rep.token, rep.idusuario, { idcliente: 999_999 })).statusCode).toBe(403);
    expect(await idclienteDaSessao(rep.token)).toEqual({ idcliente: null, idusuario: 3 });
    expect((await carrosseis(`${rep.token}~3`)).statusCode).toBe(403);
    // Maria's registration at ConstruForte (2) is not Aurora's: not a client of this session.
    expect((await trocar(rep.token, rep.idusuario, { idcadastroextracliente: 2 })).statusCode).toBe(403);
    // Aurora session, ConstruForte path: refused even for a client the representative serves.
    expect((await carrosseis(`${rep.token}~2`, t.construforte)).statusCode).toBe(403);
  });

  it('refuses another user id, no client named, and no session', async () => {
    const rep = await comoRepresentante();
    const outro = await trocar(rep.token, 4, { idcliente: 2 });
    expect(outro.statusCode).toBe(403);
    const vazio = await trocar(rep.token, rep.idusuario, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().mensagem).toMatch(/^Requisição inválida: informe o cliente/);
    expect((await trocar(anonToken(), 3, { idcliente: 2 })).statusCode).toBe(401);
    const equipe = await login({ cpf: 'atendente@aurora.com.br', senha: 'atende123' }, 'equipe/autenticar');
    expect((await trocar(equipe.token, equipe.idusuario, { idcliente: 2 })).statusCode).toBe(403);
  });

  it('lets the linked user switch between her linked clients (head office and branch), and nothing else', async () => {
    const ana = await comoVinculada();
    expect(ana).toMatchObject({ idcliente: 2, cliente_nome: 'Mercado Bom Preço Ltda', usuario_vinculado_logado: true });
    expect(ana.usuarios_vinculados.map((v: { idcliente: number }) => v.idcliente)).toEqual([2, 3]);
    const filial = await trocar(ana.token, ana.idusuario, { idcadastroextracliente: 5 });
    expect(filial.statusCode, filial.body).toBe(200);
    expect(filial.json()).toMatchObject({
      idcliente: 3,
      cliente_nome: 'Mercado Bom Preço Filial Centro Ltda',
      cpf: '11.222.333/0002-62',
    });
    expect(await idclienteDaSessao(ana.token)).toEqual({ idcliente: 3, idusuario: 4 });
    expect((await carrosseis(`${ana.token}~3`)).statusCode).toBe(200);
    // Maria is not one of hers.
    expect((await trocar(ana.token, ana.idusuario, { idcliente: 1 })).statusCode).toBe(403);
    expect((await carrosseis(`${ana.token}~1`)).statusCode).toBe(403);
    const matriz = await trocar(ana.token, ana.idusuario, { idcliente: 2 });
    expect(matriz.json()).toMatchObject({ idcliente: 2, cliente_nome: 'Mercado Bom Preço Ltda' });
    // The re-authentication form of the spec: autenticar with idcadastroextracliente.
    const direto = await login(VINCULADA, 'usuario/autenticar', { idcadastroextracliente: 5 });
    expect(direto).toMatchObject({ idcliente: 3, cliente_nome: 'Mercado Bom Preço Filial Centro Ltda' });
  });
});
