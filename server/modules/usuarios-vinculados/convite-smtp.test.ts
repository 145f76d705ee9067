/**
 * The invitation of a new linked user through a REAL SMTP server (server/testing/smtp-sink):
 * pt-BR, HTML and text, the supplier's colours and name; its single-use link sets the password;
 * no log line carries the link or its code.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { anonToken, openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';

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

describe('linked-user invitation through a real SMTP server', () => {
  it('delivers HTML and text in the supplier colours; the link sets the password once; nothing secret is logged', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
      payload: { cpf: 'compras@bompreco.com.br', senha: 'bompreco123', idfornecedor: database.aurora },
    });
    const { token, idcadastroextracliente } = login.json() as { token: string; idcadastroextracliente: number };

    const chegando = smtp.proximaMensagem();
    const convite = await app.inject({
      method: 'POST',
      url: `/api/v1/app/usuario/${database.aurora}/${idcadastroextracliente}`,
      headers: { authorization: `Bearer ${token}`, host: 'localhost' },
      payload: { email: 'convidada@exemplo.com.br', nome: 'Beatriz Convidada' },
    });
    expect(convite.statusCode, convite.body).toBe(200);
    const mail = await chegando;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('convidada@exemplo.com.br');
    expect(mail.from?.text).toContain('Distribuidora Aurora');
    expect(mail.subject).toBe('Convite para comprar na Distribuidora Aurora');
    expect(mail.text).toContain(
      'Mercado Bom Preço Ltda convidou você para comprar em nome da empresa na Distribuidora Aurora.',
    );
    const html = String(mail.html);
    expect(html).toContain('Criar minha senha');
    // The supplier's colours (Aurora's primary) reach the message.
    const tema = await database.db
      .selectFrom('fornecedores')
      .select('config')
      .where('idfornecedor', '=', database.aurora)
      .executeTakeFirstOrThrow();
    expect(html.toLowerCase()).toContain(String(tema.config.tema.cor_primaria).toLowerCase());
    const link = /http:\/\/localhost\/aurora\/redefinir-senha\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const codigo = (link as RegExpExecArray)[1] as string;
    expect(html).toContain(`/aurora/redefinir-senha/${codigo}`);

    const definir = (senha: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v2/app/${anonToken()}/cliente/senha/redefinir`,
        payload: { idfornecedor: database.aurora, codigo, senha },
      });
    expect((await definir('Beatriz-Entrou-2026')).statusCode).toBe(200);
    expect((await definir('Outra-Senha-Qualquer-9')).statusCode).toBe(400);
    const entrar = await app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
      payload: { cpf: 'convidada@exemplo.com.br', senha: 'Beatriz-Entrou-2026', idfornecedor: database.aurora },
    });
    expect(entrar.statusCode).toBe(200);
    expect(entrar.json()).toMatchObject({
      nome: 'Beatriz Convidada',
      idcliente: 2,
      usuario_vinculado_logado: true,
      principal: false,
    });

    const log = linhasDeLog.join('');
    expect(log).not.toContain(codigo);
    expect(log).not.toContain(token);
  });
});
