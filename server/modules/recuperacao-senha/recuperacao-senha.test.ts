/**
 * Password recovery through the API (outbox mode: no SMTP_URL): the link request, the message,
 * the reset with the code, single use, the 15-minute expiry (with an injected clock), the
 * retirement of an earlier code, sessions ended, no enumeration beyond the spec's flow, the
 * supplier scope, the Host check and the rate limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../shared/password';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { hashCodigo, mascararEmail, normalizarLogin } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const recuperar = (id: string, idfornecedor = t.aurora, host?: string) =>
  t.app.inject({
    url: `/api/v2/app/${anonToken()}/cliente/senha/recuperar/${encodeURIComponent(id)}?idfornecedor=${idfornecedor}`,
    ...(host ? { headers: { host } } : {}),
  });

const redefinir = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v2/app/${anonToken()}/cliente/senha/redefinir`, payload: body });

async function ultimaMensagem(para: string) {
  await t.app.recuperacaoSenhaService.aguardarEnvios();
  await t.app.email.aguardarEntregas(); // delivered by the job queue
  return t.db
    .selectFrom('outbox_email')
    .selectAll()
    .where('para', '=', para)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

function codigoDoTexto(texto: string): string {
  const match = /\/aurora\/redefinir-senha\/([A-Za-z0-9_-]{43})\b/.exec(texto);
  if (!match) throw new Error(`no link in: ${texto}`);
  return match[1] as string;
}

async function usuarioDaSessao(idusuario: number) {
  return t.db
    .selectFrom('usuarios')
    .select(['email', 'senha_hash'])
    .where('idusuario', '=', idusuario)
    .executeTakeFirstOrThrow();
}

describe('login typed and masked e-mail', () => {
  it('normalises e-mail, CPF, CNPJ (numeric and alphanumeric, slashes stripped) and masks e-mails', () => {
    expect(normalizarLogin(' Maria@Exemplo.com.br ')).toEqual({ tipo: 'email', email: 'maria@exemplo.com.br' });
    expect(normalizarLogin('529.982.247-25')).toEqual({ tipo: 'documento', documento: '52998224725' });
    expect(normalizarLogin('11.222.3330001-81')).toEqual({ tipo: 'documento', documento: '11222333000181' });
    expect(normalizarLogin('12.abc.34501de-35')).toEqual({ tipo: 'documento', documento: '12ABC34501DE35' });
    expect(normalizarLogin('@@')).toBeNull();
    expect(normalizarLogin('--')).toBeNull();
    expect(mascararEmail('maria@exemplo.com.br')).toBe('m***@exemplo.com.br');
  });
});

describe('GET /v2/app/{auth}/cliente/senha/recuperar/{id}', () => {
  it('e-mails a single-use link to a demo customer found by CPF (slashes stripped) and answers the masked e-mail', async () => {
    const response = await recuperar('529.982.247-25');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'm***@exemplo.com.br' });

    const mensagem = await ultimaMensagem('maria@exemplo.com.br');
    expect(mensagem.assunto).toBe('Redefinição de senha | Distribuidora Aurora');
    expect(mensagem.texto).toContain('Olá, Maria.');
    expect(mensagem.texto).toContain('Este link vale por 15 minutos e pode ser usado uma única vez.');
    const codigo = codigoDoTexto(mensagem.texto);
    expect(mensagem.texto).toContain(`Redefinir senha: http://localhost/aurora/redefinir-senha/${codigo}`);
    expect(mensagem.html).toContain(`href="http://localhost/aurora/redefinir-senha/${codigo}"`);
    expect(mensagem.html).toContain('<html lang="pt-BR">');
    expect(mensagem.html).toContain('src="http://localhost/imagens/fornecedores/aurora/logo.svg"');

    // Stored only as its hash, valid for at most 15 minutes.
    const rows = await t.db
      .selectFrom('recuperacoes_senha')
      .selectAll()
      .where('codigo_hash', '=', hashCodigo(codigo))
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(new Date(row.expira_em).getTime() - new Date(row.criado_em).getTime()).toBe(15 * 60_000);
    const dump = JSON.stringify(await t.db.selectFrom('recuperacoes_senha').selectAll().execute());
    expect(dump).not.toContain(codigo);
  });

  it('finds the demo CNPJ customer by its CNPJ with the slash stripped', async () => {
    const response = await recuperar('11.222.3330001-81');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'c***@bompreco.com.br' });
  });

  it('answers the same shape without sending anything for an unknown login', async () => {
    await t.app.recuperacaoSenhaService.aguardarEnvios(); // the earlier tests' messages, delivered by the job queue
    await t.app.email.aguardarEntregas();
    const antes = await t.db
      .selectFrom('outbox_email')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const porEmail = await recuperar('ninguem@exemplo.com.br');
    expect(porEmail.statusCode).toBe(200);
    expect(porEmail.json()).toEqual({ email: 'n***@exemplo.com.br' });
    const porDocumento = await recuperar('123.456.789-09');
    expect(porDocumento.statusCode).toBe(200);
    expect(porDocumento.json()).toEqual({ email: null });
    await t.app.recuperacaoSenhaService.aguardarEnvios();
    await t.app.email.aguardarEntregas(); // delivered by the job queue
    const depois = await t.db
      .selectFrom('outbox_email')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it("is scoped to the supplier: ConstruForte's staff is unknown at Aurora", async () => {
    const response = await recuperar('admin@construforte.com.br', t.aurora);
    expect(response.json()).toEqual({ email: 'a***@construforte.com.br' });
    await t.app.recuperacaoSenhaService.aguardarEnvios();
    await t.app.email.aguardarEntregas(); // delivered by the job queue
    const enviada = await t.db
      .selectFrom('outbox_email')
      .select('id')
      .where('para', '=', 'admin@construforte.com.br')
      .execute();
    expect(enviada).toHaveLength(0);
  });

  it('refuses a link for a host that is neither a platform host nor the supplier domain', async () => {
    const response = await recuperar('maria@exemplo.com.br', t.aurora, 'evil.example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      mensagem: 'Falha ao solicitar redefinição de senha',
      codigo: 'senha.recuperacao-falhou',
    });
    const outro = await recuperar('maria@exemplo.com.br', t.aurora, 'construforte.localhost');
    expect(outro.statusCode).toBe(400);
  });

  it('answers 400 with the spec message for a login that cannot be one, and 404 for an unknown supplier', async () => {
    const invalido = await recuperar('@@');
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().mensagem).toBe('Falha ao solicitar redefinição de senha');
    const semFornecedor = await recuperar('maria@exemplo.com.br', '7d7d7d7d-7d7d-4d7d-8d7d-7d7d7d7d7d7d');
    expect(semFornecedor.statusCode).toBe(404);
  });
});

describe('POST /v2/app/{auth}/cliente/senha/redefinir', () => {
  it('sets the new password once, ends every session of the user, and refuses the code a second time', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const outraSessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const { email } = await usuarioDaSessao(sessao.idusuario);
    expect((await recuperar(email!)).statusCode).toBe(200);
    const codigo = codigoDoTexto((await ultimaMensagem(email!)).texto);

    const fraca = await redefinir({ idfornecedor: t.aurora, codigo, senha: 'curta' });
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json().codigo).toBe('senha.politica');
    const comum = await redefinir({ idfornecedor: t.aurora, codigo, senha: '12345678' });
    expect(comum.statusCode).toBe(400);
    expect(comum.json().codigo).toBe('senha.politica');

    const response = await redefinir({ idfornecedor: t.aurora, codigo, senha: 'nova senha longa 2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      mensagem: 'Senha redefinida com sucesso. Entre com a sua nova senha.',
    });
    expect(
      (await verifyPassword('nova senha longa 2026', (await usuarioDaSessao(sessao.idusuario)).senha_hash)).ok,
    ).toBe(true);
    const sessoes = await t.db
      .selectFrom('sessoes')
      .select('token_hash')
      .where('idusuario', '=', sessao.idusuario)
      .execute();
    expect(sessoes).toHaveLength(0);
    const alheias = await t.db
      .selectFrom('sessoes')
      .select('token_hash')
      .where('idusuario', '=', outraSessao.idusuario)
      .execute();
    expect(alheias).toHaveLength(1);

    const deNovo = await redefinir({ idfornecedor: t.aurora, codigo, senha: 'outra senha longa 2026' });
    expect(deNovo.statusCode).toBe(400);
    expect(deNovo.json()).toEqual({
      mensagem: 'Este link de redefinição de senha já foi usado. Solicite um novo.',
      codigo: 'senha.codigo-usado',
    });
    expect(
      (await verifyPassword('nova senha longa 2026', (await usuarioDaSessao(sessao.idusuario)).senha_hash)).ok,
    ).toBe(true);
  });

  it('expires after 15 minutes (injected clock)', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const { email } = await usuarioDaSessao(sessao.idusuario);
    const inicio = Date.now();
    t.app.recuperacaoSenhaService.usarRelogio(() => new Date(inicio));
    try {
      await recuperar(email!);
      const codigo = codigoDoTexto((await ultimaMensagem(email!)).texto);
      t.app.recuperacaoSenhaService.usarRelogio(() => new Date(inicio + 15 * 60_000));
      const expirado = await redefinir({ idfornecedor: t.aurora, codigo, senha: 'nova senha longa 2026' });
      expect(expirado.statusCode).toBe(400);
      expect(expirado.json()).toEqual({
        mensagem: 'Este link de redefinição de senha expirou. Solicite um novo.',
        codigo: 'senha.codigo-expirado',
      });
      t.app.recuperacaoSenhaService.usarRelogio(() => new Date(inicio + 15 * 60_000 - 1));
      const aindaValido = await redefinir({ idfornecedor: t.aurora, codigo, senha: 'nova senha longa 2026' });
      expect(aindaValido.statusCode).toBe(200);
    } finally {
      t.app.recuperacaoSenhaService.usarRelogio(() => new Date());
    }
  });

  it('retires the earlier code when a new one is requested, and binds a code to its supplier', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const { email } = await usuarioDaSessao(sessao.idusuario);
    await recuperar(email!);
    const primeiro = codigoDoTexto((await ultimaMensagem(email!)).texto);
    await recuperar(email!);
    const segundo = codigoDoTexto((await ultimaMensagem(email!)).texto);
    expect(segundo).not.toBe(primeiro);

    const antigo = await redefinir({ idfornecedor: t.aurora, codigo: primeiro, senha: 'nova senha longa 2026' });
    expect(antigo.statusCode).toBe(400);
    expect(antigo.json().codigo).toBe('senha.codigo-usado');
    const outroFornecedor = await redefinir({
      idfornecedor: t.construforte,
      codigo: segundo,
      senha: 'nova senha longa 2026',
    });
    expect(outroFornecedor.statusCode).toBe(400);
    expect(outroFornecedor.json().codigo).toBe('senha.codigo-invalido');
    const desconhecido = await redefinir({
      idfornecedor: t.aurora,
      codigo: 'A'.repeat(43),
      senha: 'nova senha longa 2026',
    });
    expect(desconhecido.json()).toEqual({
      mensagem: 'Este link de redefinição de senha é inválido. Solicite um novo.',
      codigo: 'senha.codigo-invalido',
    });
    expect(
      (await redefinir({ idfornecedor: t.aurora, codigo: segundo, senha: 'nova senha longa 2026' })).statusCode,
    ).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 in pt-BR after 5 requests for one login', async () => {
    const login = 'limite-por-login@exemplo.com.br';
    for (let i = 0; i < 5; i += 1) expect((await recuperar(login)).statusCode).toBe(200);
    const bloqueado = await recuperar(login);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().codigo).toBe('requisicao.muitas-requisicoes');
    expect(bloqueado.headers['retry-after']).toBeDefined();
  });

  it('answers 429 after 20 requests from one IP, whatever the login', async () => {
    const ip = '203.0.113.7';
    const pedir = (i: number) =>
      t.app.inject({
        url: `/api/v2/app/${anonToken()}/cliente/senha/recuperar/ip-${i}@exemplo.com.br?idfornecedor=${t.aurora}`,
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await pedir(i)).statusCode).toBe(200);
    expect((await pedir(99)).statusCode).toBe(429);
  });
});
