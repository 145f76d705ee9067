/**
 * Users of a client account through the API (inject; PGlite, and PostgreSQL with DATABASE_URL):
 * the principal of Mercado Bom Preço lists, invites, links, removes and sets permissions; a
 * non-principal linked user, another client's or another supplier's ids are refused; the
 * invitation's link sets the new user's password; get-configuracoes-cliente follows the
 * permission and an approval made in the database after login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
});
afterAll(async () => {
  await t?.close();
});

interface Login {
  token: string;
  jwttoken: string;
  idusuario: number;
  idcliente: number;
  idcadastroextracliente: number;
}

async function login(cpf: string, senha: string, idfornecedor = t.aurora): Promise<Login> {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
    payload: { cpf, senha, idfornecedor },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Login;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const BOM_PRECO_AURORA = 3;
const ANA = 4;

describe('the principal user of Mercado Bom Preço', () => {
  it('lists the users by Bearer token, by the session cookie and by JWT; gerar_token_jwt answers a fresh JWT', async () => {
    const p = await login('compras@bompreco.com.br', 'bompreco123');
    expect(p.idcadastroextracliente).toBe(BOM_PRECO_AURORA);
    const url = `/api/v1/app/usuario/${t.aurora}/${BOM_PRECO_AURORA}`;
    const r = await t.app.inject({ url, headers: bearer(p.token) });
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json();
    expect(lista).toMatchObject({
      idcliente: 2,
      idcadastroextracliente: 3,
      idfornecedor: t.aurora,
      nome_cliente: 'Mercado Bom Preço Ltda',
    });
    expect(
      lista.usuarios.map((u: { email: string; principal: boolean; usuario_logado: boolean; permissoes: unknown[] }) => [
        u.email,
        u.principal,
        u.usuario_logado,
        u.permissoes,
      ]),
    ).toEqual([
      ['compras@bompreco.com.br', true, true, [{ idPermissao: 'submissao_pedido' }]],
      ['ana@bompreco.com.br', false, false, [{ idPermissao: 'submissao_pedido' }]],
      ['bruno@bompreco.com.br', false, false, []],
    ]);
    expect(lista.jwttoken).toBeUndefined();

    const porCookie = await t.app.inject({ url, headers: { cookie: `sf_token=${encodeURIComponent(p.token)}` } });
    expect(porCookie.statusCode).toBe(200);
    const comJwt = await t.app.inject({ url: `${url}?gerar_token_jwt=true`, headers: bearer(p.token) });
    const jwt = comJwt.json().jwttoken as string;
    expect(jwt.split('.')).toHaveLength(3);
    expect((await t.app.inject({ url, headers: bearer(jwt) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: bearer(`${jwt.slice(0, -4)}AAAA`) })).statusCode).toBe(401);

    // The {auth} form answers the same list for the session's own user, and only for it.
    const doUsuario = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${p.token}/usuario/${p.idusuario}/usuarios`,
      payload: {},
    });
    expect(doUsuario.statusCode, doUsuario.body).toBe(200);
    expect(doUsuario.json().usuarios).toHaveLength(3);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/app/${p.token}/usuario/${ANA}/usuarios`, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 401 without a session, and refuses another client, another supplier and an unknown account', async () => {
    const url = `/api/v1/app/usuario/${t.aurora}/${BOM_PRECO_AURORA}`;
    for (const headers of [
      {},
      bearer(anonToken()),
      { cookie: `sf_token=${anonToken()}` },
      bearer('x'.repeat(40)),
      { authorization: 'Basic abc' },
    ]) {
      const r = await t.app.inject({ url, headers });
      expect(r.statusCode, JSON.stringify(headers)).toBe(401);
      expect(r.json()).toEqual({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });
    }
    const p = await login('compras@bompreco.com.br', 'bompreco123');
    // Maria's account at Aurora (cadastro 1): another client.
    const maria = await t.app.inject({ url: `/api/v1/app/usuario/${t.aurora}/1`, headers: bearer(p.token) });
    expect(maria.statusCode).toBe(403);
    expect(maria.body).not.toContain('Maria');
    // Bom Preço's account at ConstruForte (cadastro 4), asked on Aurora's path: not this shop's.
    expect(
      (await t.app.inject({ url: `/api/v1/app/usuario/${t.aurora}/4`, headers: bearer(p.token) })).statusCode,
    ).toBe(404);
    // An Aurora session on ConstruForte's path.
    expect(
      (await t.app.inject({ url: `/api/v1/app/usuario/${t.construforte}/4`, headers: bearer(p.token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v1/app/usuario/${t.aurora}/999999`, headers: bearer(p.token) })).statusCode,
    ).toBe(404);
    // Maria (principal of her own client) cannot touch Bom Preço's users.
    const m = await login('maria@exemplo.com.br', 'maria123');
    for (const pedido of [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url, payload: { email: 'intruso@exemplo.com.br' } },
      { method: 'DELETE' as const, url: `${url}/${ANA}` },
      {
        method: 'PUT' as const,
        url: `/api/v1/app/usuario/${ANA}`,
        payload: { dadosUsuario: { idcadastroextracliente: BOM_PRECO_AURORA, permissoes: [] } },
      },
      { method: 'GET' as const, url: `/api/v1/app/usuario-cliente/${BOM_PRECO_AURORA}/${ANA}` },
    ]) {
      const r = await t.app.inject({ ...pedido, headers: bearer(m.token) });
      expect(r.statusCode, `${pedido.method} ${pedido.url}`).toBe(403);
    }
    // A ConstruForte session of a client there, on Aurora's paths.
    const estrangeira = await criarSessao(t.db, { idfornecedor: t.construforte });
    expect((await t.app.inject({ url, headers: bearer(estrangeira.token) })).statusCode).toBe(403);
  });
});

describe('a linked user who is not the principal (Ana)', () => {
  it('gets 403 for every management call, reads her own permissions, not the principal’s', async () => {
    const ana = await login('ana@bompreco.com.br', 'vinculado123');
    const url = `/api/v1/app/usuario/${t.aurora}/${BOM_PRECO_AURORA}`;
    for (const pedido of [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url, payload: { email: 'novo-pela-ana@exemplo.com.br' } },
      { method: 'DELETE' as const, url: `${url}/2` },
      {
        method: 'PUT' as const,
        url: `/api/v1/app/usuario/${ANA}`,
        payload: {
          dadosUsuario: { idcadastroextracliente: BOM_PRECO_AURORA, permissoes: [{ idPermissao: 'submissao_pedido' }] },
        },
      },
    ]) {
      const r = await t.app.inject({ ...pedido, headers: bearer(ana.token) });
      expect(r.statusCode, `${pedido.method} ${pedido.url}`).toBe(403);
      expect(r.json()).toEqual({
        mensagem: 'Apenas o usuário principal do cliente pode gerenciar os usuários.',
        codigo: 'usuarios.apenas-principal',
      });
    }
    expect(
      await t.db
        .selectFrom('usuarios')
        .select('idusuario')
        .where('email', '=', 'novo-pela-ana@exemplo.com.br')
        .executeTakeFirst(),
    ).toBeUndefined();
    const propria = await t.app.inject({
      url: `/api/v1/app/usuario-cliente/${BOM_PRECO_AURORA}/${ANA}`,
      headers: bearer(ana.token),
    });
    expect(propria.json()).toEqual({
      idusuario: ANA,
      idcliente: 2,
      idcadastroextracliente: 3,
      principal: false,
      permissoes: [{ idPermissao: 'submissao_pedido' }],
    });
    expect(
      (await t.app.inject({ url: `/api/v1/app/usuario-cliente/${BOM_PRECO_AURORA}/2`, headers: bearer(ana.token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('invite, link, permissions and removal', () => {
  it('invites a new e-mail: the link sets the password, the user logs in linked to Bom Preço and may submit only with the permission', async () => {
    const p = await login('compras@bompreco.com.br', 'bompreco123');
    const url = `/api/v1/app/usuario/${t.aurora}/${BOM_PRECO_AURORA}`;
    const r = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(p.token),
      payload: { email: '  Joao.Compras@Bompreco.com.br ' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      ok: true,
      novo_usuario: true,
      mensagem: 'Convite enviado para joao.compras@bompreco.com.br.',
      usuario: {
        email: 'joao.compras@bompreco.com.br',
        nome: 'joao.compras',
        principal: false,
        papel: 'usuario_vinculado',
        permissoes: [],
      },
    });
    const idnovo = r.json().usuario.idusuario as number;
    await t.app.usuariosVinculadosService.aguardarEnvios();
    await t.app.email.aguardarEntregas(); // delivered by the job queue
    const mensagem = await t.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('para', '=', 'joao.compras@bompreco.com.br')
      .executeTakeFirstOrThrow();
    expect(mensagem.assunto).toBe('Convite para comprar na Distribuidora Aurora');
    expect(mensagem.texto).toContain('Mercado Bom Preço Ltda convidou você');
    const codigo = /\/aurora\/redefinir-senha\/([A-Za-z0-9_-]{43})/.exec(mensagem.texto)?.[1];
    expect(codigo).toBeDefined();
    expect(mensagem.html).toContain(`/aurora/redefinir-senha/${codigo}`);

    // Again: already linked.
    const repetido = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(p.token),
      payload: { email: 'joao.compras@bompreco.com.br' },
    });
    expect(repetido.statusCode).toBe(409);

    const definir = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/cliente/senha/redefinir`,
      payload: { idfornecedor: t.aurora, codigo, senha: 'Convite-Aceito-2026' },
    });
    expect(definir.statusCode, definir.body).toBe(200);
    const joao = await login('joao.compras@bompreco.com.br', 'Convite-Aceito-2026');
    expect(joao.idcliente).toBe(2);

    const config = async () =>
      (await t.app.inject({ url: `/api/v2/app/${joao.token}~2/get-configuracoes-cliente` })).json() as {
        pode_submeter_pedido: boolean;
        permissoes: unknown[];
        gerencia_usuarios: boolean;
      };
    expect(await config()).toMatchObject({ pode_submeter_pedido: false, permissoes: [], gerencia_usuarios: false });

    const conceder = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/app/usuario/${idnovo}`,
      headers: bearer(p.token),
      payload: {
        dadosUsuario: { idcadastroextracliente: BOM_PRECO_AURORA, permissoes: [{ idPermissao: 'submissao_pedido' }] },
      },
    });
    expect(conceder.statusCode, conceder.body).toBe(200);
    expect(conceder.json().permissoes).toEqual([{ idPermissao: 'submissao_pedido' }]);
    expect(await config()).toMatchObject({
      pode_submeter_pedido: true,
      permissoes: [{ idPermissao: 'submissao_pedido' }],
    });
    const lido = await t.app.inject({
      url: `/api/v1/app/usuario-cliente/${BOM_PRECO_AURORA}/${idnovo}`,
      headers: bearer(joao.token),
    });
    expect(lido.json().permissoes).toEqual([{ idPermissao: 'submissao_pedido' }]);

    // Removed: the only client of this linked user, so the user is gone and the session ends.
    const remover = await t.app.inject({ method: 'DELETE', url: `${url}/${idnovo}`, headers: bearer(p.token) });
    expect(remover.statusCode, remover.body).toBe(200);
    expect(remover.json()).toEqual({ ok: true, mensagem: 'Usuário removido deste cliente.' });
    expect((await t.app.inject({ url: `/api/v2/app/${joao.token}~2/get-configuracoes-cliente` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}/${idnovo}`, headers: bearer(p.token) })).statusCode,
    ).toBe(404);
  });

  it('links a known customer and removes only that link; refuses staff, bad e-mails, the principal', async () => {
    const p = await login('compras@bompreco.com.br', 'bompreco123');
    const url = `/api/v1/app/usuario/${t.aurora}/${BOM_PRECO_AURORA}`;
    const maria = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(p.token),
      payload: { email: 'maria@exemplo.com.br' },
    });
    expect(maria.statusCode, maria.body).toBe(200);
    expect(maria.json()).toMatchObject({
      novo_usuario: false,
      usuario: { idusuario: 1, papel: 'cliente', principal: false },
    });
    await t.app.usuariosVinculadosService.aguardarEnvios();
    await t.app.email.aguardarEntregas(); // delivered by the job queue
    const aviso = await t.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('para', '=', 'maria@exemplo.com.br')
      .executeTakeFirstOrThrow();
    expect(aviso.texto).toContain('/aurora/login');
    expect(aviso.texto).not.toContain('redefinir-senha');

    expect((await t.app.inject({ method: 'DELETE', url: `${url}/1`, headers: bearer(p.token) })).statusCode).toBe(200);
    const mariaDepois = await t.db
      .selectFrom('usuarios')
      .select(['idcliente', 'principal'])
      .where('idusuario', '=', 1)
      .executeTakeFirstOrThrow();
    expect(mariaDepois).toEqual({ idcliente: 1, principal: true });
    expect(
      (await t.db.selectFrom('usuario_clientes').select('idcliente').where('idusuario', '=', 1).execute()).map(
        (r) => r.idcliente,
      ),
    ).toEqual([1]);

    for (const [email, status] of [
      ['admin@aurora.com.br', 409],
      ['representante@aurora.com.br', 409],
      ['ana@bompreco.com.br', 409],
      ['sem-arroba', 422],
    ] as const) {
      const r = await t.app.inject({ method: 'POST', url, headers: bearer(p.token), payload: { email } });
      expect(r.statusCode, email).toBe(status);
      expect(typeof r.json().mensagem).toBe('string');
    }
    const principal = await t.app.inject({ method: 'DELETE', url: `${url}/2`, headers: bearer(p.token) });
    expect(principal.statusCode).toBe(409);
    const permissaoPrincipal = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/app/usuario/2',
      headers: bearer(p.token),
      payload: { dadosUsuario: { idcadastroextracliente: BOM_PRECO_AURORA, permissoes: [] } },
    });
    expect(permissaoPrincipal.statusCode).toBe(409);
  });

  it('removes Ana from the matriz: her link to the filial stays and becomes her default; her matriz sessions end', async () => {
    const p = await login('compras@bompreco.com.br', 'bompreco123');
    const ana = await login('ana@bompreco.com.br', 'vinculado123');
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/app/usuario/${t.aurora}/${BOM_PRECO_AURORA}/${ANA}`,
      headers: bearer(p.token),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(
      (await t.db.selectFrom('usuario_clientes').select('idcliente').where('idusuario', '=', ANA).execute()).map(
        (x) => x.idcliente,
      ),
    ).toEqual([3]);
    expect(
      (await t.db.selectFrom('usuarios').select('idcliente').where('idusuario', '=', ANA).executeTakeFirstOrThrow())
        .idcliente,
    ).toBe(3);
    expect(
      (
        await t.db.selectFrom('usuario_cliente_permissoes').select('idcliente').where('idusuario', '=', ANA).execute()
      ).map((x) => x.idcliente),
    ).toEqual([3]);
    expect((await t.app.inject({ url: `/api/v2/app/${ana.token}~2/get-configuracoes-cliente` })).statusCode).toBe(401);
    const depois = await login('ana@bompreco.com.br', 'vinculado123');
    expect(depois.idcliente).toBe(3);
  });
});

describe('GET /v2/app/{auth}~{id}/get-configuracoes-cliente', () => {
  it('answers the anonymous defaults, and follows an approval made after login (the session check)', async () => {
    const anon = await t.app.inject({ url: `/api/v2/app/${anonToken()}~0/get-configuracoes-cliente` });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({
      idcliente: 0,
      autenticado: false,
      cadastro_aprovado: false,
      pode_submeter_pedido: false,
    });

    const pendente = await criarSessao(t.db, { idfornecedor: t.construforte, aprovado: false });
    const url = `/api/v2/app/${pendente.token}~${pendente.idcliente}/get-configuracoes-cliente`;
    const antes = await t.app.inject({ url });
    expect(antes.statusCode, antes.body).toBe(200);
    expect(antes.json()).toMatchObject({
      idcliente: pendente.idcliente,
      idfornecedor: t.construforte,
      autenticado: true,
      cadastro_aprovado: false,
      bloqueado: true,
      principal: true,
      gerencia_usuarios: true,
      tags_fornecedor: ['block-not-approved-user'],
    });
    await t.db
      .updateTable('cadastros_cliente')
      .set({ cadastro_aprovado: true })
      .where('idcliente', '=', pendente.idcliente)
      .where('idfornecedor', '=', t.construforte)
      .execute();
    expect((await t.app.inject({ url })).json()).toMatchObject({
      cadastro_aprovado: true,
      bloqueado: false,
      pode_submeter_pedido: true,
    });

    // Another session's client: refused.
    const outra = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect(
      (await t.app.inject({ url: `/api/v2/app/${outra.token}~${pendente.idcliente}/get-configuracoes-cliente` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v2/app/${anonToken()}~${pendente.idcliente}/get-configuracoes-cliente` }))
        .statusCode,
    ).toBe(401);
  });
});
