/**
 * E-mail: `app.email` sends through SMTP when SMTP_URL is set, else keeps the message in the
 * outbox table and logs recipient and subject (server/shared/email/envio.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmailSender, type EmailSender } from '../../shared/email';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailSender;
  }
}

async function emailModule(app: FastifyInstance): Promise<void> {
  const envio = createEmailSender({ smtpUrl: app.config.smtpUrl, db: app.db, log: app.log });
  app.decorate('email', envio);
  app.addHook('onClose', async () => envio.close());
}

export const serverModule = fp(emailModule, { name: 'email', fastify: '5.x', dependencies: ['core'] });
