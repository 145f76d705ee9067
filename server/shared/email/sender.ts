/**
 * Sending e-mail. With SMTP_URL (`smtp://user:pass@host:port`, or `smtps://` for TLS from the
 * first byte), nodemailer sends through that server. Without it, the message is kept in the
 * `outbox_email` table (`npm run outbox` prints the latest) and one log line says so.
 *
 * No log line ever carries a message's body: bodies hold links with single-use codes. The log
 * names the recipient and the subject only.
 */
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';

export interface EmailMessage {
  para: string;
  /** Display name of the sender (the supplier's name); the address is the configured one. */
  deNome: string;
  assunto: string;
  texto: string;
  html: string;
}

export interface EmailSender {
  readonly modo: 'smtp' | 'outbox';
  enviar(mensagem: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The pino-like logger the sender writes to (Fastify's app.log fits). */
export interface EmailLog {
  info(obj: object, msg: string): void;
}

/** The sender address: the SMTP user when it is an address, else a fixed no-reply one. */
export const DEFAULT_SENDER = 'nao-responda@storefront.local';

function remetente(smtpUrl: string): string {
  try {
    const user = decodeURIComponent(new URL(smtpUrl).username);
    return user.includes('@') ? user : DEFAULT_SENDER;
  } catch {
    return DEFAULT_SENDER;
  }
}

class EnvioSmtp implements EmailSender {
  readonly modo = 'smtp' as const;
  private readonly transporte: Transporter;
  private readonly de: string;

  constructor(
    smtpUrl: string,
    private readonly log: EmailLog,
  ) {
    this.transporte = nodemailer.createTransport(smtpUrl);
    this.de = remetente(smtpUrl);
  }

  async enviar(mensagem: EmailMessage): Promise<void> {
    await this.transporte.sendMail({
      from: { name: mensagem.deNome, address: this.de },
      to: mensagem.para,
      subject: mensagem.assunto,
      text: mensagem.texto,
      html: mensagem.html,
    });
    this.log.info({ para: mensagem.para, assunto: mensagem.assunto }, 'e-mail enviado por SMTP');
  }

  async close(): Promise<void> {
    this.transporte.close();
  }
}

class EnvioOutbox implements EmailSender {
  readonly modo = 'outbox' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: EmailLog,
  ) {}

  async enviar(mensagem: EmailMessage): Promise<void> {
    await this.db
      .insertInto('outbox_email')
      .values({ para: mensagem.para, assunto: mensagem.assunto, texto: mensagem.texto, html: mensagem.html })
      .execute();
    this.log.info(
      { para: mensagem.para, assunto: mensagem.assunto },
      'e-mail guardado na caixa de saída (SMTP_URL não configurado); veja com npm run outbox',
    );
  }

  async close(): Promise<void> {}
}

export function createEmailSender(options: {
  smtpUrl: string | undefined;
  db: Kysely<Database>;
  log: EmailLog;
}): EmailSender {
  return options.smtpUrl ? new EnvioSmtp(options.smtpUrl, options.log) : new EnvioOutbox(options.db, options.log);
}
