import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';
import { createEmailSender } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('outbox (no SMTP_URL)', () => {
  it('keeps the message in outbox_email and logs recipient and subject only', async () => {
    const linhas: { obj: object; msg: string }[] = [];
    const envio = createEmailSender({
      smtpUrl: undefined,
      db: database.db,
      log: { info: (obj, msg) => linhas.push({ obj, msg }) },
    });
    expect(envio.modo).toBe('outbox');
    await envio.enviar({
      para: 'ana@exemplo.com.br',
      deNome: 'Loja',
      assunto: 'Assunto',
      texto: 'link http://localhost/aurora/redefinir-senha/SEGREDO',
      html: '<a href="http://localhost/aurora/redefinir-senha/SEGREDO">x</a>',
    });
    const row = await database.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('para', '=', 'ana@exemplo.com.br')
      .executeTakeFirstOrThrow();
    expect(row.texto).toContain('SEGREDO');
    expect(linhas).toHaveLength(1);
    expect(JSON.stringify(linhas)).not.toContain('SEGREDO');
    expect(linhas[0]!.msg).toContain('npm run outbox');
    expect(linhas[0]!.obj).toEqual({ para: 'ana@exemplo.com.br', assunto: 'Assunto' });
  });
});
