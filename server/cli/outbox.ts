/**
 * `npm run outbox [-- <quantidade>] [--html]`
 *
 * Prints the latest messages of the outbox (the e-mail the server keeps instead of sending when
 * SMTP_URL is not set), newest first: date, recipient, subject and the text part, links
 * included; `--html` prints the HTML part instead. Default: the 5 latest. The database is the
 * server's: DATABASE_URL, or the PGlite folder DATA_DIR (default ./data/pglite); stop `npm start`
 * first when it uses PGlite, which allows one process at a time.
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { ensureDatabase } from '../db/ensure';
import type { Database } from '../db/schema';

const USO = 'Uso: npm run outbox -- [quantidade (1 a 100, padrão 5)] [--html]';

export interface OpcoesOutbox {
  quantidade: number;
  html: boolean;
}

export function lerArgumentos(argv: readonly string[]): OpcoesOutbox | null {
  let quantidade = 5;
  let html = false;
  for (const arg of argv) {
    if (arg === '--html') html = true;
    else if (/^\d{1,3}$/.test(arg) && Number(arg) >= 1 && Number(arg) <= 100) quantidade = Number(arg);
    else return null;
  }
  return { quantidade, html };
}

/** The latest messages, formatted for a terminal. */
export async function listarOutbox(db: Kysely<Database>, opcoes: OpcoesOutbox): Promise<string> {
  const linhas = await db
    .selectFrom('outbox_email')
    .select(['id', 'para', 'assunto', 'texto', 'html', 'criado_em'])
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .limit(opcoes.quantidade)
    .execute();
  if (linhas.length === 0) return 'A caixa de saída está vazia.\n';
  return linhas
    .map((m) =>
      [
        `── #${m.id} ${new Date(m.criado_em).toISOString()}`,
        `Para: ${m.para}`,
        `Assunto: ${m.assunto}`,
        '',
        (opcoes.html ? m.html : m.texto).trimEnd(),
        '',
      ].join('\n'),
    )
    .join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  const opcoes = lerArgumentos(argv);
  if (!opcoes) {
    process.stderr.write(`${USO}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await ensureDatabase(database.db);
    process.stdout.write(await listarOutbox(database.db, opcoes));
  } finally {
    await database.close();
  }
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
