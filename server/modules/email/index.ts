/**
 * E-mail through the job queue (issue 28, docs/jobs.md): `app.email.enviar` enqueues the message
 * (queue `email`, one job per message key) and returns; a job sends it through SMTP when SMTP_URL
 * is set, else keeps it in the outbox table (server/shared/email/sender.ts). A failed SMTP send is
 * retried with exponential back-off (by default 12 retries from 30 s, at most 10 min apart:
 * 75 to 95 minutes with jitter) before it is a dead letter the supplier's staff see.
 *
 * Sent once: the job's id comes from the message key, so the same message is queued once, and the
 * send is recorded (`tarefas.umaVez`, key `email:<chave>`), so a retry after the send was recorded
 * does not send again. The outbox row and its record commit together (exactly once). Over SMTP, a
 * process killed after the server accepted the message and before the record is written sends it
 * again on retry (the same Message-ID, for the receiver to drop the copy). No log line carries a
 * body: recipient and subject only, and the job's failure logs queue, id and reason.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmailSender, type EmailMessage, type EmailSender } from '../../shared/email';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailSender;
  }
}

export const FILA_EMAIL = 'email';

interface JobEmail {
  chave: string;
  idfornecedor?: string;
  descricao: string;
  mensagem: EmailMessage;
}

async function emailModule(app: FastifyInstance): Promise<void> {
  const transporte = createEmailSender({ smtpUrl: app.config.smtpUrl, db: app.db, log: app.log });
  const { tarefas } = app;
  const c = app.config.tarefas;
  const envio: EmailSender = {
    modo: transporte.modo,
    async enviar(mensagem, opcoes = {}) {
      const chave = mensagem.chave ?? randomUUID();
      const job: JobEmail = {
        chave,
        descricao: `E-mail para ${mensagem.para}: ${mensagem.assunto}`.slice(0, 300),
        mensagem: { ...mensagem, chave },
        ...(mensagem.idfornecedor ? { idfornecedor: mensagem.idfornecedor } : {}),
      };
      await tarefas.enfileirar(FILA_EMAIL, job, { chave, ...(opcoes.trx ? { trx: opcoes.trx } : {}) });
    },
    aguardarEntregas: () => tarefas.aguardarFila(FILA_EMAIL, 120_000),
    close: () => transporte.close(),
  };
  await tarefas.processar<JobEmail>(
    FILA_EMAIL,
    async ({ chave, mensagem }) => {
      if (transporte.modo === 'outbox') {
        await tarefas.umaVez(
          `email:${chave}`,
          (trx) => createEmailSender({ smtpUrl: undefined, db: trx, log: app.log }).enviar(mensagem),
          { naTransacao: true },
        );
      } else {
        await tarefas.umaVez(`email:${chave}`, () => transporte.enviar(mensagem));
      }
    },
    // expiraS beyond nodemailer's longest wait (its 10 min socket timeout): a slow send is never
    // taken for a dead process and sent a second time by another one.
    { tentativas: c.emailTentativas, atrasoS: c.emailAtrasoS, atrasoMaxS: c.emailAtrasoMaxS, expiraS: 900 },
  );
  app.decorate('email', envio);
  app.addHook('onClose', async () => envio.close());
}

export const serverModule = fp(emailModule, { name: 'email', fastify: '5.x', dependencies: ['core', 'tarefas'] });
