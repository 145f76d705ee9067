/**
 * `npm run documento -- <get|set> <fornecedor> <layout|menu|features|tema> [arquivo.json]`
 *
 * The command-line twin of the layout studio (`/{slug}/painel/loja`): `set` validates the JSON
 * with the storefront's own schemas, saves it as a new version (author "CLI") and publishes it
 * (nothing is written when it is invalid; every error names its JSON path); `get` prints the
 * published document. With PostgreSQL (DATABASE_URL) the running servers are told at once
 * (LISTEN/NOTIFY, and Redis when REDIS_URL is set) and serve the change within seconds; the
 * PGlite folder DATA_DIR (default ./data/pglite) allows one process at a time: stop `npm start`
 * first.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { TIPOS_DOCUMENTO_LOJA, type TipoDocumentoLoja } from '#blocks/validate-document';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { ensureDatabase } from '../db/ensure';
import { DocumentoInvalidoError } from '../modules/documentos';
import { EstudioRepository, EstudioService, Publishing } from '../modules/estudio';
import { FornecedorRepository, FornecedorService } from '../modules/fornecedor';
import { HttpError } from '../shared/http-error';

const TIPOS = TIPOS_DOCUMENTO_LOJA.join('|');
const USO =
  `Uso: npm run documento -- get <fornecedor> <${TIPOS}>\n` +
  `     npm run documento -- set <fornecedor> <${TIPOS}> <arquivo.json>\n` +
  '(<fornecedor> é o slug ou o UUID do fornecedor)';

class UsoInvalido extends Error {}

function tipoDocumento(valor: string | undefined): TipoDocumentoLoja {
  if (valor !== undefined && (TIPOS_DOCUMENTO_LOJA as readonly string[]).includes(valor))
    return valor as TipoDocumentoLoja;
  throw new UsoInvalido(
    `Tipo de documento inválido: ${JSON.stringify(valor ?? '')} (use ${TIPOS_DOCUMENTO_LOJA.join(', ')}).`,
  );
}

async function lerJson(arquivo: string): Promise<unknown> {
  let texto: string;
  try {
    texto = await readFile(arquivo, 'utf8');
  } catch (error) {
    throw new UsoInvalido(
      `Não foi possível ler ${arquivo}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  try {
    return JSON.parse(texto) as unknown;
  } catch (error) {
    throw new UsoInvalido(`${arquivo} não é um JSON válido: ${(error as Error).message}`);
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  const [acao, fornecedor, tipoArg, arquivo] = argv;
  try {
    if ((acao !== 'get' && acao !== 'set') || fornecedor === undefined) throw new UsoInvalido(USO);
    const tipo = tipoDocumento(tipoArg);
    if (acao === 'set' && arquivo === undefined) throw new UsoInvalido(USO);
    const documento = acao === 'set' ? await lerJson(arquivo as string) : undefined;

    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const publishing = new Publishing({
      db: database.db,
      kind: database.kind,
      // Only to tell the servers (NOTIFY goes through the database; Redis needs its publisher).
      databaseUrl: undefined,
      redisUrl: acao === 'set' ? config.redisUrl : undefined,
      log: { warn: (_erro: unknown, mensagem: string) => process.stderr.write(`${mensagem}\n`) },
    });
    try {
      await ensureDatabase(database.db);
      await publishing.start();
      const fornecedores = new FornecedorService(new FornecedorRepository(database.db), config.platformHosts, 0);
      const estudio = new EstudioService({ repository: new EstudioRepository(database.db), publishing });
      const row = await fornecedores.porId(fornecedor);
      if (acao === 'get') {
        process.stdout.write(`${JSON.stringify(await estudio.publicado(row, tipo), null, 2)}\n`);
      } else {
        const { versao, publicado_em } = await estudio.salvarEPublicar(row, tipo, documento, {
          idusuario: null,
          nome: 'CLI',
        });
        process.stdout.write(
          `Documento "${tipo}" de ${fornecedor} salvo como versão ${versao} e publicado em ${publicado_em}.\n`,
        );
      }
    } finally {
      await publishing.close();
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof DocumentoInvalidoError) {
      process.stderr.write(
        `Documento "${error.tipo}" recusado; nada foi gravado:\n${error.erros.map((e) => `  - ${e.caminho}: ${e.mensagem}`).join('\n')}\n`,
      );
      return 1;
    }
    if (error instanceof UsoInvalido || error instanceof HttpError) {
      process.stderr.write(`${error.message}\n`);
      return error instanceof UsoInvalido ? 2 : 1;
    }
    throw error;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
