/**
 * `npm run documento -- <get|set> <fornecedor> <layout|menu|features> [arquivo.json]`
 *
 * The supplier admin's way to change a storefront document without a deploy: `set` validates
 * the JSON with the storefront's own schemas and stores it (nothing is written when it is
 * invalid; every error names its JSON path); `get` prints the stored document. The storefront
 * picks the change up on its next page load. The database is the server's: DATABASE_URL, or the
 * PGlite folder DATA_DIR (default ./data/pglite); stop `npm start` first when it uses PGlite,
 * which allows one process at a time.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { TIPOS_DOCUMENTO_LOJA, type TipoDocumentoLoja } from '../../blocks/validate-document';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { ensureDatabase } from '../db/ensure';
import { DocumentoInvalidoError, DocumentosRepository, DocumentosService } from '../modules/documentos';
import { FornecedorRepository, FornecedorService } from '../modules/fornecedor';
import { HttpError } from '../shared/http-error';

const USO =
  'Uso: npm run documento -- get <fornecedor> <layout|menu|features>\n' +
  '     npm run documento -- set <fornecedor> <layout|menu|features> <arquivo.json>\n' +
  '(<fornecedor> é o slug ou o UUID do fornecedor)';

class UsoInvalido extends Error {}

function tipoDocumento(valor: string | undefined): TipoDocumentoLoja {
  if (valor !== undefined && (TIPOS_DOCUMENTO_LOJA as readonly string[]).includes(valor)) return valor as TipoDocumentoLoja;
  throw new UsoInvalido(`Tipo de documento inválido: ${JSON.stringify(valor ?? '')} (use layout, menu ou features).`);
}

async function lerJson(arquivo: string): Promise<unknown> {
  let texto: string;
  try {
    texto = await readFile(arquivo, 'utf8');
  } catch (error) {
    throw new UsoInvalido(`Não foi possível ler ${arquivo}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
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
    try {
      await ensureDatabase(database.db);
      const fornecedores = new FornecedorService(new FornecedorRepository(database.db), config.platformHosts, 0);
      const documentos = new DocumentosService(new DocumentosRepository(database.db), fornecedores);
      if (acao === 'get') {
        const atuais = await documentos.daLoja(fornecedor);
        process.stdout.write(`${JSON.stringify(atuais[tipo], null, 2)}\n`);
      } else {
        const { atualizado_em } = await documentos.salvar(fornecedor, tipo, documento);
        process.stdout.write(`Documento "${tipo}" de ${fornecedor} salvo em ${atualizado_em}.\n`);
      }
    } finally {
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
