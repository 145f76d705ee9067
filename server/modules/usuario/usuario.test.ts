import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { fornecedorRow } from '../../testing/fornecedor-row';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const consulta = (login: string) =>
  t.app.inject({ url: `/api/v2/app/${anonToken()}/usuario/${encodeURIComponent(login)}?auth=123` });
const autenticar = (corpo: Record<string, unknown>, caminho = 'usuario/autenticar') =>
  t.app.inject({ method: 'POST', url: `/api/v1/app/${anonToken()}/${caminho}`, payload: corpo });
const salvar = (authCliente: string, corpo: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/app/${authCliente}/usuario`, payload: corpo });
const carrosseis = (authCliente: string, idfornecedor = t.aurora) =>
  t.app.inject({ url: `/api/v2/app/${authCliente}/customizacao/carrossel/list-for-page/${idfornecedor}?page=HOME` });

let contador = 0;
/** A new valid CPF each call (check digits computed). */
function novoCpf(): string {
  contador += 1;
  const base = String(300_000_000 + contador * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9);
  const d = [...base].map(Number);
  const dv = (ds: number[], peso: number) => {
    const r = (ds.reduce((a, x, i) => a + x * (peso - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d, 10);
  return `${base}${d1}${dv([...d, d1], 11)}`;
}

describe('GET /v2/app/{auth}/usuario/{login}', () => {
  it('says whether a CPF, CNPJ or e-mail login exists, formatted or not', async () => {
    for (const login of [
      'maria@exemplo.com.br',
      'MARIA@exemplo.com.br',
      '529.982.247-25',
      '52998224725',
      '11.222.333/0001-81',
    ]) {
      const r = await consulta(login);
      expect(r.statusCode, login).toBe(200);
      expect(r.json(), login).toMatchObject({ existe: true, valido: true });
    }
    expect((await consulta('ninguem@exemplo.com.br')).json()).toEqual({ existe: false, tipo: 'email', valido: true });
    expect((await consulta('529.982.247-24')).json()).toEqual({ existe: false, tipo: 'cpf', valido: false });
    expect((await consulta('12.ABC.345/01DE-35')).json()).toEqual({ existe: false, tipo: 'cnpj', valido: true });
  });
});

describe('POST /v1/app/{auth}/usuario/autenticar', () => {
  it('logs Maria in by e-mail, CPF formatted or not; the token works and the old scrypt hash is replaced by argon2id', async () => {
    const antes = await t.db
      .selectFrom('usuarios')
      .select('senha_hash')
      .where('idusuario', '=', 1)
      .executeTakeFirstOrThrow();
    expect(antes.senha_hash.startsWith('scrypt$')).toBe(true);
    for (const cpf of ['maria@exemplo.com.br', '529.982.247-25', '52998224725']) {
      const r = await autenticar({ cpf, senha: 'maria123', idfornecedor: t.aurora });
      expect(r.statusCode, cpf).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({
        ok: true,
        idcliente: 1,
        nome: 'Maria Oliveira Santos',
        email: 'maria@exemplo.com.br',
        cpf: '529.982.247-25',
        cadastro_aprovado: true,
        fornecedor_logado: t.aurora,
        fornecedor_slug: 'aurora',
        usuario_vinculado_logado: false,
        access: { papel: 'cliente', idfornecedor: t.aurora, pode_submeter_pedido: true },
      });
      expect((await carrosseis(`${body.token}~1`)).statusCode).toBe(200);
      const claims = await t.app.sessaoService.jwt.verificar(body.jwttoken);
      expect(claims).toMatchObject({ sub: '1', idfornecedor: t.aurora, idcliente: 1, papel: 'cliente' });
    }
    const depois = await t.db
      .selectFrom('usuarios')
      .select('senha_hash')
      .where('idusuario', '=', 1)
      .executeTakeFirstOrThrow();
    expect(depois.senha_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const { token } = (
      await autenticar({ cpf: '11.222.333/0001-81', senha: 'bompreco123', idfornecedor: t.aurora })
    ).json();
    const hash = createHash('sha256').update(token).digest('hex');
    const linhas = await t.db.selectFrom('sessoes').selectAll().execute();
    expect(linhas.some((l) => l.token_hash === hash)).toBe(true);
    expect(JSON.stringify(linhas)).not.toContain(token);
  });

  it("answers the spec's messages: unknown login and wrong password alike, approval pending at ConstruForte", async () => {
    for (const corpo of [
      { cpf: 'maria@exemplo.com.br', senha: 'errada-123', idfornecedor: t.aurora },
      { cpf: 'nao.existe@exemplo.com.br', senha: 'maria123', idfornecedor: t.aurora },
    ]) {
      const r = await autenticar(corpo);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({
        mensagem: 'Usuário inexistente ou credenciais inválidas',
        codigo: 'autenticacao.credenciais-invalidas',
      });
    }
    const pendente = await autenticar({
      cpf: 'compras@bompreco.com.br',
      senha: 'bompreco123',
      idfornecedor: t.construforte,
    });
    expect(pendente.statusCode).toBe(403);
    expect(pendente.json()).toEqual({
      mensagem: 'Seu cadastro já foi confirmado e aguarda aprovação',
      codigo: 'autenticacao.aguardando-aprovacao',
    });
    const desconhecido = await autenticar({
      cpf: 'maria@exemplo.com.br',
      senha: 'maria123',
      idfornecedor: '00000000-0000-4000-8000-000000000000',
    });
    expect(desconhecido.statusCode).toBe(404);
  });

  it('five wrong passwords get the message, the sixth attempt answers 429 (even with the right password)', async () => {
    const cpf = novoCpf();
    const ok = await salvar(`${anonToken()}~0`, {
      idfornecedor: t.aurora,
      nome: 'Teste Tentativas',
      cpf,
      email: `tentativas-${cpf}@exemplo.com.br`,
      senha: 'uma senha boa 42',
      senhac: 'uma senha boa 42',
      termosuso: true,
    });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const r = await autenticar({ cpf, senha: `errada-${i}-xyz`, idfornecedor: t.aurora });
      expect(r.statusCode).toBe(401);
      expect(r.json().mensagem).toBe('Usuário inexistente ou credenciais inválidas');
    }
    const sexta = await autenticar({ cpf, senha: 'uma senha boa 42', idfornecedor: t.aurora });
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json().codigo).toBe('requisicao.muitas-requisicoes');
  });

  it('logs in linked users, representatives and staff only through their own calls', async () => {
    const ana = await autenticar({
      cpf: 'ana@bompreco.com.br',
      senha: 'vinculado123',
      idfornecedor: t.aurora,
      idcliente: 3,
    });
    expect(ana.statusCode).toBe(200);
    expect(ana.json()).toMatchObject({
      idcliente: 3,
      usuario_vinculado_logado: true,
      access: { papel: 'usuario_vinculado' },
    });
    expect(ana.json().usuarios_vinculados.map((v: { idcliente: number }) => v.idcliente)).toEqual([2, 3]);

    const repCorpo = { cpf: 'representante@aurora.com.br', senha: 'repres123', idfornecedor: t.aurora };
    expect((await autenticar(repCorpo)).statusCode).toBe(401);
    const rep = await autenticar(repCorpo, 'usuario/autenticar/representante');
    expect(rep.statusCode).toBe(200);
    expect(rep.json()).toMatchObject({ idcliente: null, access: { papel: 'representante', total_clientes: 2 } });
    expect((await autenticar({ ...repCorpo, loginAsRepresentante: true })).statusCode).toBe(200);
    expect(
      (await autenticar({ ...repCorpo, idfornecedor: t.construforte }, 'usuario/autenticar/representante')).statusCode,
    ).toBe(401);

    const lista = await t.app.inject({ url: `/api/v1/app/${rep.json().token}~0/cliente?busca=bom&limit=10&offset=0` });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toMatchObject({
      total: 1,
      limit: 10,
      offset: 0,
      clientes: [{ idcliente: 2, cpf: '11.222.333/0001-81' }],
    });
    const todos = (await t.app.inject({ url: `/api/v1/app/${rep.json().token}~0/cliente` })).json();
    expect(todos.clientes.map((c: { idcliente: number }) => c.idcliente).sort()).toEqual([1, 2]);
    // Acting for one of them, and not for a client it does not serve.
    expect((await carrosseis(`${rep.json().token}~1`)).statusCode).toBe(200);
    expect((await carrosseis(`${rep.json().token}~3`)).statusCode).toBe(403);

    const equipe = (cpf: string, senha: string, idfornecedor: string) =>
      autenticar({ cpf, senha, idfornecedor }, 'equipe/autenticar');
    expect((await equipe('atendente@aurora.com.br', 'atende123', t.aurora)).json()).toMatchObject({
      access: { papel: 'atendente' },
    });
    expect((await equipe('admin@aurora.com.br', 'admin123', t.aurora)).json()).toMatchObject({
      access: { papel: 'admin_fornecedor' },
    });
    expect((await equipe('admin@construforte.com.br', 'admin123', t.aurora)).statusCode).toBe(401);
    expect((await equipe('maria@exemplo.com.br', 'maria123', t.aurora)).statusCode).toBe(401);
    expect(
      (await autenticar({ cpf: 'atendente@aurora.com.br', senha: 'atende123', idfornecedor: t.aurora })).statusCode,
    ).toBe(401);
    const staff = (await equipe('atendente@aurora.com.br', 'atende123', t.aurora)).json();
    expect((await t.app.inject({ url: `/api/v1/app/${staff.token}~0/cliente` })).statusCode).toBe(403);
  });
});

describe('logout', () => {
  it('ends the session: the same token then answers 401 on a client call', async () => {
    const { token } = (
      await autenticar({ cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: t.aurora })
    ).json();
    expect((await carrosseis(`${token}~1`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/app/${token}/cliente/logout` })).statusCode).toBe(200);
    const depois = await carrosseis(`${token}~1`);
    expect(depois.statusCode).toBe(401);
    expect(depois.json()).toEqual({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });
  });
});

describe('POST /v1/app/{auth}{split}{id}/usuario', () => {
  it('refuses bad fields with a pt-BR message per field', async () => {
    const r = await salvar(`${anonToken()}~0`, {
      idfornecedor: t.aurora,
      nome: 'Joana',
      cpf: '123.456.789-00',
      email: 'joana@',
      senha: 'password',
      senhac: 'outra',
      termosuso: false,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      mensagem: 'Erro ao tentar cadastrar usuário',
      codigo: 'usuario.dados-invalidos',
      campos: {
        nome: 'Informe o nome completo (nome e sobrenome).',
        cpf: 'CPF ou CNPJ inválido. Confira os números digitados.',
        email: 'E-mail inválido.',
        senha: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
        senhac: 'As senhas não conferem.',
        termosuso: 'É preciso aceitar os termos de uso para se cadastrar.',
      },
    });
    const curta = await salvar(`${anonToken()}~0`, {
      idfornecedor: t.aurora,
      nome: 'Joana Lima',
      cpf: novoCpf(),
      email: 'joana@exemplo.com.br',
      senha: 'abc',
      senhac: 'abc',
      termosuso: true,
    });
    expect(curta.json().campos).toEqual({ senha: 'A senha deve ter pelo menos 8 caracteres.' });
  });

  it('registers at Aurora approved and logged in, then logs in again with an alphanumeric CNPJ typed in lower case', async () => {
    const r = await salvar(`${anonToken()}~0`, {
      idfornecedor: t.aurora,
      nome: 'Empresa Alfa Numérica Ltda',
      cpf: '12.ABC.345/01DE-35',
      email: 'alfa@exemplo.com.br',
      senha: 'cnpj novo de julho',
      senhac: 'cnpj novo de julho',
      termosuso: true,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ ok: true, criado: true, cadastro_aprovado: true, message_after_create: null });
    expect(body.autenticacao).toMatchObject({
      nome: 'Empresa Alfa Numérica Ltda',
      cpf: '12.ABC.345/01DE-35',
      cadastro_aprovado: true,
    });
    expect((await carrosseis(`${body.autenticacao.token}~${body.autenticacao.idcliente}`)).statusCode).toBe(200);
    const cadastro = await t.db
      .selectFrom('cadastros_cliente')
      .selectAll()
      .where('idcliente', '=', body.autenticacao.idcliente)
      .executeTakeFirstOrThrow();
    expect(cadastro.termos_aceitos_em).not.toBeNull();

    const login = await autenticar({ cpf: '12.abc.345/01de-35', senha: 'cnpj novo de julho', idfornecedor: t.aurora });
    expect(login.statusCode).toBe(200);
    expect((await consulta('12ABC34501DE35')).json()).toMatchObject({ existe: true });

    const repetido = await salvar(`${anonToken()}~0`, {
      idfornecedor: t.aurora,
      nome: 'Outra Pessoa',
      cpf: '12ABC34501DE35',
      email: 'outra@exemplo.com.br',
      senha: 'cnpj novo de julho',
      senhac: 'cnpj novo de julho',
      termosuso: true,
    });
    expect(repetido.statusCode).toBe(409);
  });

  it('registers and logs in with a foreign document only where the supplier offers it (uses-foreign-doc)', async () => {
    const corpo = (idfornecedor: string) => ({
      idfornecedor,
      nome: 'John Smith Walker',
      cpf: 'p-1234567',
      email: `john-${idfornecedor.slice(0, 8)}@exemplo.com`,
      senha: 'passaporte valido',
      senhac: 'passaporte valido',
      termosuso: true,
      usesForeignDoc: true,
    });
    const recusado = await salvar(`${anonToken()}~0`, corpo(t.aurora));
    expect(recusado.statusCode).toBe(422);
    expect(recusado.json().campos.cpf).toBe(
      'Esta loja não aceita cadastro com documento estrangeiro. Informe um CPF ou CNPJ.',
    );

    const idfornecedor = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
    await t.db
      .insertInto('fornecedores')
      .values({
        ...fornecedorRow({ idfornecedor, slug: 'loja-estrangeiro' }),
        nome: 'Loja Internacional',
        tags: JSON.stringify(['uses-foreign-doc']),
      })
      .execute();
    const r = await salvar(`${anonToken()}~0`, corpo(idfornecedor));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ ok: true, criado: true, cadastro_aprovado: true });
    expect(
      (await autenticar({ cpf: 'P1234567', senha: 'passaporte valido', idfornecedor, usesForeignDoc: true }))
        .statusCode,
    ).toBe(200);
  });

  it('registers at ConstruForte awaiting approval; login then says so', async () => {
    const cpf = novoCpf();
    const r = await salvar(`${anonToken()}~0`, {
      idfornecedor: t.construforte,
      nome: 'Pedro Alves Costa',
      cpf,
      email: `pedro-${cpf}@exemplo.com.br`,
      senha: 'tijolo e cimento',
      senhac: 'tijolo e cimento',
      termosuso: true,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      ok: true,
      criado: true,
      cadastro_aprovado: false,
      mensagem: 'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
      message_after_create: 'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
      autenticacao: null,
    });
    const login = await autenticar({ cpf, senha: 'tijolo e cimento', idfornecedor: t.construforte });
    expect(login.statusCode).toBe(403);
    expect(login.json().mensagem).toBe('Seu cadastro já foi confirmado e aguarda aprovação');
    // Aurora approves at once: the same person logs in there.
    expect((await autenticar({ cpf, senha: 'tijolo e cimento', idfornecedor: t.aurora })).statusCode).toBe(200);
  });

  it('updates name, e-mail and password (the current password required), ending other sessions', async () => {
    const cpf = novoCpf();
    const criado = (
      await salvar(`${anonToken()}~0`, {
        idfornecedor: t.aurora,
        nome: 'Lucia Ferreira',
        cpf,
        email: `lucia-${cpf}@exemplo.com.br`,
        senha: 'girassol amarelo',
        senhac: 'girassol amarelo',
        termosuso: true,
      })
    ).json().autenticacao;
    const outra = (await autenticar({ cpf, senha: 'girassol amarelo', idfornecedor: t.aurora })).json();
    const eu = `${criado.token}~${criado.idcliente}`;

    const nome = await salvar(eu, { nome: 'Lucia Ferreira Dias' });
    expect(nome.statusCode).toBe(200);
    expect(nome.json()).toMatchObject({ ok: true, criado: false, mensagem: 'Cadastro atualizado' });

    const semAtual = await salvar(eu, { senha: 'nova senha forte', senhac: 'nova senha forte' });
    expect(semAtual.statusCode).toBe(422);
    expect(semAtual.json()).toMatchObject({
      mensagem: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
      campos: { senhaAtual: 'Senha atual incorreta.' },
    });

    const ok = await salvar(eu, {
      senha: 'nova senha forte',
      senhac: 'nova senha forte',
      senhaAtual: 'girassol amarelo',
      email: `lucia2-${cpf}@exemplo.com.br`,
    });
    expect(ok.statusCode).toBe(200);
    expect((await carrosseis(`${outra.token}~${outra.idcliente}`)).statusCode).toBe(401);
    expect((await carrosseis(eu)).statusCode).toBe(200);
    expect(
      (await autenticar({ cpf: `lucia2-${cpf}@exemplo.com.br`, senha: 'nova senha forte', idfornecedor: t.aurora }))
        .statusCode,
    ).toBe(200);
    expect((await autenticar({ cpf, senha: 'girassol amarelo', idfornecedor: t.aurora })).statusCode).toBe(401);

    // Another client's segment is refused.
    const alheia = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await salvar(`${criado.token}~${alheia.idcliente}`, { nome: 'Invasor Silva' })).statusCode).toBe(403);
  });
});
