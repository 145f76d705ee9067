/**
 * Sending e-mail. With SMTP_URL (`smtp://user:pass@host:port`, or `smtps://` for TLS from the
 * first byte), nodemailer sends through that server. Without it, the message is kept in the
 * `outbox_email` table (`npm run outbox` prints the latest) and one log line says so.
 *
 * These send at once; the server sends through the job queue (server/modules/email: `app.email`
 * enqueues, a job calls one of these, retried with back-off when SMTP fails).
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
  /** The supplier the message is sent for: its staff see the message's dead letter (docs/jobs.md). */
  idfornecedor?: string;
  /**
   * The message's own key: the same key is one message (queued once, sent once). Also its
   * Message-ID, so that a copy sent twice after a crash can be told apart by the receiver.
   */
  chave?: string;
  /**
   * Inline images the HTML names by `cid:` (the order e-mail's logo and Pix QR code, issue 34):
   * PNG in base64, so that the message stays JSON in the job queue. The outbox keeps the text and
   * the HTML only.
   */
  anexos?: readonly EmailInlineImage[];
}

/** An inline image of a message: `<img src="cid:{cid}">` in its HTML. */
export interface EmailInlineImage {
  cid: string;
  nome: string;
  tipo: 'image/png';
  base64: string;
}

export interface EmailSender {
  readonly modo: 'smtp' | 'outbox';
  /**
   * Hands the message over. With `trx` (the job queue's sender, server/modules/email), it is
   * enqueued in the caller's open transaction: committed with it or not at all.
   */
  enviar(mensagem: EmailMessage, opcoes?: { trx?: Kysely<Database> }): Promise<void>;
  /** Waits until the messages handed over so far are delivered or given up (tests, a graceful close). */
  aguardarEntregas(): Promise<void>;
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
      ...(mensagem.anexos?.length
        ? {
            attachments: mensagem.anexos.map((a) => ({
              cid: a.cid,
              filename: a.nome,
              contentType: a.tipo,
              contentDisposition: 'inline' as const,
              content: Buffer.from(a.base64, 'base64'),
            })),
          }
        : {}),
      ...(mensagem.chave ? { messageId: `<${mensagem.chave}@storefront.local>` } : {}),
    });
    this.log.info({ para: mensagem.para, assunto: mensagem.assunto }, 'e-mail enviado por SMTP');
  }

  async aguardarEntregas(): Promise<void> {}

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

  async aguardarEntregas(): Promise<void> {}

  async close(): Promise<void> {}
}

export function createEmailSender(options: {
  smtpUrl: string | undefined;
  db: Kysely<Database>;
  log: EmailLog;
}): EmailSender {
  return options.smtpUrl ? new EnvioSmtp(options.smtpUrl, options.log) : new EnvioOutbox(options.db, options.log);
}
