/**
 * E-mail through the job queue (issue 28): with the SMTP server down for a while and then up,
 * every message arrives exactly once, and no log line carries a body; a server closed while SMTP
 * is down does not wait for the retries, and the next server sends what was left. The back-off is configured
 * to one second so that the test takes seconds (the default is more than an hour).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
let porta: number;
let smtp: SmtpSink | undefined;
const linhasDeLog: string[] = [];

beforeAll(async () => {
  // A port that refuses connections: a sink started and stopped; started again there later.
  const provisorio = await startSmtpSink();
  porta = Number(new URL(provisorio.url).port);
  await provisorio.close();

  database = await openSeededTestDatabase();
  const base = testConfig();
  app = buildApp({
    config: testConfig({
      smtpUrl: `smtp://127.0.0.1:${porta}`,
      tarefas: { ...base.tarefas, intervaloS: 0.5, emailAtrasoS: 1, emailAtrasoMaxS: 1, emailTentativas: 30 },
    }),
    db: database.db,
    dbKind: database.kind,
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          linhasDeLog.push(chunk.toString('utf8'));
          callback();
        },
      }),
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

describe('e-mail through the job queue', () => {
  it('with SMTP down then up, every message arrives exactly once; no body in the logs', async () => {
    const segredo = (n: number) => `corpo-secreto-${n}-${Date.now()}`;
    const corpos = [1, 2, 3].map(segredo);
    for (const [n, corpo] of corpos.entries()) {
      await app.email.enviar({
        para: `cliente${n}@teste.local`,
        deNome: 'Distribuidora Aurora',
        idfornecedor: database.aurora,
        assunto: `Mensagem ${n}`,
        texto: corpo,
        html: `<p>${corpo}</p>`,
      });
    }
    // The same message key twice is one message.
    const repetida = {
      para: 'repetida@teste.local',
      deNome: 'Distribuidora Aurora',
      assunto: 'Mensagem repetida',
      texto: segredo(9),
      html: '<p>x</p>',
      chave: `repetida-${Date.now()}`,
    };
    await app.email.enviar(repetida);
    await app.email.enviar(repetida);

    // SMTP is down: the sends fail and are retried (1 s apart here).
    await new Promise((r) => setTimeout(r, 2500));
    expect(linhasDeLog.join('')).toContain('tarefa falhou');

    smtp = await startSmtpSink(porta);
    await app.email.aguardarEntregas();
    await new Promise((r) => setTimeout(r, 1200)); // anything sent twice would arrive by now
    expect(smtp.total()).toBe(4);
    const assuntos: string[] = [];
    for (let i = 0; i < 4; i++) assuntos.push((await smtp.proximaMensagem()).subject ?? '');
    expect(assuntos.sort()).toEqual(['Mensagem 0', 'Mensagem 1', 'Mensagem 2', 'Mensagem repetida']);

    const log = linhasDeLog.join('');
    for (const corpo of [...corpos, repetida.texto]) expect(log).not.toContain(corpo);
  });

  it('a server closed while SMTP is down leaves the message queued; the next one sends it', async () => {
    const provisorio = await startSmtpSink();
    const portaMorta = Number(new URL(provisorio.url).port);
    await provisorio.close();
    // A database of its own: the first test's server would take the job (any worker of the queue does).
    const banco = await openSeededTestDatabase();
    const base = testConfig();
    const comSmtp = (porta: number) =>
      buildApp({
        config: testConfig({
          smtpUrl: `smtp://127.0.0.1:${porta}`,
          tarefas: { ...base.tarefas, intervaloS: 0.5, emailAtrasoS: 1, emailAtrasoMaxS: 1, emailTentativas: 30 },
        }),
        db: banco.db,
        dbKind: banco.kind,
        logger: false,
      });
    const primeiro = comSmtp(portaMorta);
    await primeiro.ready();
    await primeiro.email.enviar({
      para: 'depois@teste.local',
      deNome: 'Distribuidora Aurora',
      assunto: 'Sobrevive ao fechamento',
      texto: 'x',
      html: '<p>x</p>',
    });
    await new Promise((r) => setTimeout(r, 1200)); // at least one failed attempt
    const inicio = Date.now();
    await primeiro.close(); // does not wait for the retries
    expect(Date.now() - inicio).toBeLessThan(12_000);

    const sink = await startSmtpSink();
    const segundo = comSmtp(Number(new URL(sink.url).port));
    try {
      await segundo.ready();
      expect((await sink.proximaMensagem()).subject).toBe('Sobrevive ao fechamento');
      await segundo.email.aguardarEntregas();
      expect(sink.total()).toBe(1);
    } finally {
      await segundo.close();
      await sink.close();
      await banco.close();
    }
  });
});
