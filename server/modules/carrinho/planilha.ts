/**
 * Quick order from an Excel file (issue 10; spec section 7, `POST /v4/product/spreadsheet/{id}/`):
 * the .xlsx is read here, on the server, with read-excel-file (never in the browser bundle), and its rows
 * become the same 'code quantity' lines as pasted text, checked by the same rules.
 *
 * - the first worksheet; column A is the code, column B the quantity;
 * - empty rows are ignored; the first non-empty row is a header (skipped) when its code is not a
 *   code (e.g. 'Código', 'Item') and its quantity is not a quantity;
 * - `linha` is the sheet's row number, so the buyer finds the row in Excel;
 * - a number cell is read as typed (1.5 stays 1,5; float noise is rounded to 3 decimals), a
 *   formula by its cached result, rich text and hyperlinks by their text.
 * Limits: 2 MB of file (the content-type parser's bodyLimit), at most 50 MB unpacked as the zip's
 * directory declares it (a small zip that unpacks to gigabytes is refused before it is read; the
 * reader unpacks from that same directory, fflate sizing each entry by it), and the quick order's
 * 500 lines.
 */
import type { CellValue, SheetData } from 'read-excel-file/universal';
import { parseQuantidade, type QuickOrderInputLine } from '#engine/rules/quick-order';
import { HttpError } from '../../shared/http-error';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PLANILHA_MAX_BYTES = 2 * 1024 * 1024;
const DESCOMPACTADO_MAX_BYTES = 50 * 1024 * 1024;

export const PLANILHA_INVALIDA =
  'Não foi possível ler a planilha: envie um arquivo do Excel (.xlsx) válido, com o código na primeira coluna e a quantidade na segunda.';
export const PLANILHA_GRANDE_DEMAIS =
  'Planilha grande demais: envie um arquivo .xlsx de até 2 MB (no máximo 500 linhas).';
export const PLANILHA_TIPO =
  'Envie a planilha como arquivo do Excel (.xlsx). Arquivos CSV ou TXT: cole as linhas ou abra-os como texto.';

const invalida = () => new HttpError(400, PLANILHA_INVALIDA, 'planilha.invalida');

/** The total unpacked size the zip's central directory declares, or null when it is not a zip. */
export function tamanhoDescompactado(zip: Buffer): number | null {
  // End of central directory: signature 0x06054b50, within the last 64 KB + 22 bytes.
  const inicio = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= inicio; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entradas = zip.readUInt16LE(eocd + 10);
  let pos = zip.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entradas; n++) {
    if (pos + 46 > zip.length || zip.readUInt32LE(pos) !== 0x02014b50) return null;
    const descompactado = zip.readUInt32LE(pos + 24);
    // ZIP64 (0xffffffff) is never needed by a 2 MB spreadsheet: treat it as too large.
    total += descompactado === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : descompactado;
    pos += 46 + zip.readUInt16LE(pos + 28) + zip.readUInt16LE(pos + 30) + zip.readUInt16LE(pos + 32);
  }
  return total;
}

/** A cell's value as the text the buyer sees (no tabs or line breaks). */
function texto(valor: CellValue | null | undefined): string {
  // The reader gives a formula's cached result, rich text and hyperlinks as their text.
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return Number.isFinite(valor) ? String(Math.round(valor * 1000) / 1000) : '';
  if (typeof valor === 'string') return valor.replace(/\s+/g, ' ').trim();
  if (typeof valor === 'boolean') return valor ? 'VERDADEIRO' : 'FALSO';
  return '';
}

const ehCodigo = (codigo: string) => /^\d{1,18}$/.test(codigo);

export interface LinhasDaPlanilha {
  linhas: QuickOrderInputLine[];
  invalidas: { linha: number; texto: string }[];
}

/** Reads the rows of the first worksheet; a bad, damaged or oversized file is a pt-BR 400/413. */
export async function lerPlanilha(arquivo: Buffer, maxLinhas: number): Promise<LinhasDaPlanilha> {
  const descompactado = tamanhoDescompactado(arquivo);
  if (descompactado === null) throw invalida();
  if (descompactado > DESCOMPACTADO_MAX_BYTES)
    throw new HttpError(413, PLANILHA_GRANDE_DEMAIS, 'planilha.grande-demais');
  let linhasDaFolha: SheetData;
  // Loaded on the first spreadsheet, not at the server's start (docs/server.md, 'Memory').
  const { readSheet } = await import('read-excel-file/universal');
  try {
    // The first worksheet, one array per sheet row from row 1 (empty rows as empty cells).
    linhasDaFolha = await readSheet(
      arquivo.buffer.slice(arquivo.byteOffset, arquivo.byteOffset + arquivo.byteLength) as ArrayBuffer,
      { trim: false },
    );
  } catch {
    throw invalida();
  }
  const resultado: LinhasDaPlanilha = { linhas: [], invalidas: [] };
  let primeira = true;
  let lidas = 0;
  linhasDaFolha.forEach((row, indice) => {
    const numero = indice + 1;
    const codigo = texto(row[0]);
    const quantidadeTexto = texto(row[1]);
    if (codigo === '' && quantidadeTexto === '') return;
    const eraPrimeira = primeira;
    primeira = false;
    if (eraPrimeira && !ehCodigo(codigo) && parseQuantidade(quantidadeTexto) === null) return;
    lidas += 1;
    if (lidas > maxLinhas) return;
    if (codigo === '') {
      resultado.invalidas.push({ linha: numero, texto: quantidadeTexto });
      return;
    }
    resultado.linhas.push({ linha: numero, codigo, quantidade: parseQuantidade(quantidadeTexto), quantidadeTexto });
  });
  if (lidas > maxLinhas)
    throw new HttpError(
      400,
      `A planilha tem ${lidas} linhas: envie no máximo ${maxLinhas} por vez.`,
      'planilha.linhas-demais',
    );
  return resultado;
}
