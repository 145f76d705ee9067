/**
 * npm run seed: migrates the database and re-creates the demo data (the demo rows are wiped
 * first; other rows are kept). DATABASE_URL selects PostgreSQL, else the PGlite folder DATA_DIR
 * (default ./data/pglite).
 */
import { DEFAULT_DATA_DIR, openDatabase, redactUrl } from './connect';
import { migrateToLatest } from './migrate';
import { seedDemoData } from './seed/seed-demo-data';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
  const inicio = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const onde = databaseUrl ? redactUrl(databaseUrl) : dataDir;
    process.stdout.write(`Banco: ${database.kind} (${onde})\n`);
    const migracoes = await migrateToLatest(database.db);
    process.stdout.write(
      migracoes.length > 0
        ? `Migrações aplicadas: ${migracoes.map((m) => m.migrationName).join(', ')}\n`
        : 'Migrações: já atualizado\n',
    );
    const r = await seedDemoData(database.db);
    const linhas = [
      `fornecedores: ${r.fornecedores}`,
      `domínios: ${r.dominios}`,
      `categorias: ${r.categorias}`,
      ...Object.entries(r.produtos).map(([slug, n]) => `produtos (${slug}): ${n}`),
      `carrosséis: ${r.carrosseis}`,
      `textos estáticos: ${r.textos}`,
      `documentos da loja: ${r.documentos}`,
      `clientes: ${r.clientes}`,
      `cadastros de cliente: ${r.cadastros}`,
      `usuários: ${r.usuarios}`,
    ];
    if (r.documentosAusentes.length > 0) {
      process.stdout.write(
        `Aviso: documentos da loja ausentes (a loja usará os padrões): ${r.documentosAusentes.join(', ')}\n`,
      );
    }
    process.stdout.write(`Dados de demonstração recriados em ${Date.now() - inicio} ms:\n  ${linhas.join('\n  ')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Falha no seed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
