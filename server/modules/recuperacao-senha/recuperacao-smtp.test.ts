/**
 * The whole recovery through a REAL SMTP server started here (smtp-server on 127.0.0.1, a random
 * port) with SMTP_URL pointing at it: the message arrives with its HTML and text parts and the
 * link; the link's code resets the password; the code is single-use; no log line carries it.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { verifyPassword } from '../../shared/password';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { anonToken, criarSessao, openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';
import type { FastifyInstance } from 'fastify';

let smtp: SmtpSink;
let database: TestDatabase;
let app: FastifyInstance;
const linhasDeLog: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();

  database = await openSeededTestDatabase();
  const log = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      linhasDeLog.push(chunk.toString('utf8'));
      callback();
    },
  });
  app = buildApp({
    config: testConfig({ smtpUrl: smtp.url }),
    db: database.db,
    dbKind: database.kind,
    logger: { level: 'trace', stream: log },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

describe('recovery through a real SMTP server', () => {
  it('delivers HTML and text with the link, whose code resets the password once; nothing secret is logged', async () => {
    expect(app.email.modo).toBe('smtp');
    const sessao = await criarSessao(database.db, { idfornecedor: database.aurora });
    const usuario = await database.db
      .selectFrom('usuarios')
      .select(['email'])
      .where('idusuario', '=', sessao.idusuario)
      .executeTakeFirstOrThrow();
    const email = usuario.email as string;

    const chegando = smtp.proximaMensagem();
    const pedido = await app.inject({
      url: `/api/v2/app/${anonToken()}/cliente/senha/recuperar/${encodeURIComponent(email)}?idfornecedor=${database.aurora}`,
    });
    expect(pedido.statusCode).toBe(200);
    expect(pedido.json().email).toMatch(/^u\*\*\*@teste\.local$/);
    const mail = await chegando;

    expect(mail.subject).toBe('Redefinição de senha | Distribuidora Aurora');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(email);
    expect(mail.from?.value[0]?.name).toBe('Distribuidora Aurora');
    const texto = mail.text ?? '';
    const html = typeof mail.html === 'string' ? mail.html : '';
    const link = /http:\/\/localhost\/aurora\/redefinir-senha\/([A-Za-z0-9_-]{43})/.exec(texto);
    expect(link).not.toBeNull();
    const codigo = link![1] as string;
    expect(html).toContain(`href="http://localhost/aurora/redefinir-senha/${codigo}"`);
    expect(html).toContain('Redefina sua senha');
    expect(html).toMatch(/background:#[0-9a-f]{6}/);

    const redefinir = (senha: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v2/app/${anonToken()}/cliente/senha/redefinir`,
        payload: { idfornecedor: database.aurora, codigo, senha },
      });
    const ok = await redefinir('senha nova pelo smtp 1');
    expect(ok.statusCode).toBe(200);
    const depois = await database.db
      .selectFrom('usuarios')
      .select('senha_hash')
      .where('idusuario', '=', sessao.idusuario)
      .executeTakeFirstOrThrow();
    expect((await verifyPassword('senha nova pelo smtp 1', depois.senha_hash)).ok).toBe(true);
    expect((await redefinir('senha nova pelo smtp 2')).json().codigo).toBe('senha.codigo-usado');

    // The session of before is over; the new password logs in (the spec's login call).
    const antiga = await database.db
      .selectFrom('sessoes')
      .select('token_hash')
      .where('idusuario', '=', sessao.idusuario)
      .execute();
    expect(antiga).toHaveLength(0);
    const login = await app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
      payload: { cpf: email, senha: 'senha nova pelo smtp 1', idfornecedor: database.aurora },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(typeof login.json().token).toBe('string');

    // Opening the link is a logged request: its address is logged without the code.
    await app.inject({ url: `/aurora/redefinir-senha/${codigo}` });
    const log = linhasDeLog.join('');
    expect(log).toContain('/aurora/redefinir-senha/***');
    expect(log).toContain('e-mail enviado por SMTP');
    expect(log).not.toContain(codigo);
    expect(log).not.toContain('senha nova pelo smtp');
  });
});
