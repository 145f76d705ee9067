/**
 * A real SMTP server for tests (smtp-server on 127.0.0.1, a random port): what the storefront
 * sends through `SMTP_URL` arrives here, parsed (mailparser). Used by the server's recovery test
 * and the browser's recovery journey.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  /** The next message: one already received, or the next to arrive. */
  proximaMensagem(): Promise<ParsedMail>;
  /** How many messages arrived since the sink started (taken or not). */
  total(): number;
  close(): Promise<void>;
}

/** @param porta a fixed port (a sink started again where a stopped one was); a free one by default */
export async function startSmtpSink(porta = 0): Promise<SmtpSink> {
  const recebidas: ParsedMail[] = [];
  const esperando: ((mail: ParsedMail) => void)[] = [];
  let total = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          total++;
          const quem = esperando.shift();
          if (quem) quem(mail);
          else recebidas.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(porta, '127.0.0.1', resolve));
  const endereco = smtp.server.address();
  if (!endereco || typeof endereco === 'string') throw new Error('SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${endereco.port}`,
    proximaMensagem: () => {
      const pronta = recebidas.shift();
      return pronta ? Promise.resolve(pronta) : new Promise((resolve) => esperando.push(resolve));
    },
    total: () => total,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
