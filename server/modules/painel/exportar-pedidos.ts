/**
 * The desk's order export (spec section 7: POST /v4/orders/export/{id}): the supplier's orders as
 * the desk lists them, one row each, as an Excel workbook (write-excel-file: dates as dates,
 * money as numbers in R$) or as CSV that Excel in pt-BR opens as it is: `;` between fields, a UTF-8 BOM,
 * CRLF, decimals with a comma, dates 'dd/mm/aaaa hh:mm' in Brasília time. A text field that
 * starts like a formula (=, +, -, @) is written with a leading apostrophe in the CSV (spreadsheet
 * formula injection: names are typed by customers).
 */
import type { Blob } from 'node:buffer';
import type { Stream } from 'node:stream';
import type { Feature } from 'write-excel-file/node';
import { formatDocumento } from '#engine/rules/login-id';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import type { PedidoRow, ProdutoExportado } from '../pedidos';

export type LinhaExportacao = PedidoRow & {
  clienteNome: string;
  clienteDocumento: string;
  /** The order's lines (issue 35): the supplier's code and EAN (null: the product is gone), name and quantity. */
  produtos?: readonly ProdutoExportado[];
};

/**
 * '510001 (EAN 7890005100013) × 12 | 510017 × 6,5': each line's code with its EAN when the
 * product has one (or its name when the product is gone) and quantity.
 */
function produtosDaLinha(p: LinhaExportacao): string {
  const produto = (i: ProdutoExportado) =>
    i.codigo === null ? i.nome : i.ean ? `${i.codigo} (EAN ${i.ean})` : String(i.codigo);
  return (p.produtos ?? []).map((i) => `${produto(i)} × ${i.quantidade.toLocaleString('pt-BR')}`).join(' | ');
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv; charset=utf-8';
/** The most rows one export carries (the desk's filters narrow it). */
export const MAX_LINHAS_EXPORTACAO = 5000;

const FUSO = 'America/Sao_Paulo';

const ENTREGA: Record<PedidoRow['tipoEntrega'], string> = { DELIVERY: 'Entrega', RETIRADA: 'Retirada' };

interface Coluna {
  titulo: string;
  largura: number;
  tipo: 'texto' | 'numero' | 'dinheiro' | 'data';
  valor: (p: LinhaExportacao) => string | number | Date | null;
}

const reais = (centavos: number) => centavos / 100;

const COLUNAS: readonly Coluna[] = [
  { titulo: 'Número', largura: 10, tipo: 'numero', valor: (p) => p.numpedido },
  { titulo: 'Data', largura: 17, tipo: 'data', valor: (p) => p.criadoEm },
  { titulo: 'Tipo', largura: 11, tipo: 'texto', valor: (p) => (p.orcamento ? 'Orçamento' : 'Pedido') },
  { titulo: 'Situação', largura: 20, tipo: 'texto', valor: (p) => rotuloStatusPedido(p.status) },
  { titulo: 'Cliente', largura: 32, tipo: 'texto', valor: (p) => p.clienteNome },
  { titulo: 'CPF/CNPJ', largura: 20, tipo: 'texto', valor: (p) => formatDocumento(p.clienteDocumento) },
  { titulo: 'Entrega', largura: 10, tipo: 'texto', valor: (p) => ENTREGA[p.tipoEntrega] },
  { titulo: 'Forma de entrega', largura: 24, tipo: 'texto', valor: (p) => p.formaEntregaNome },
  {
    titulo: 'Data de entrega',
    largura: 14,
    tipo: 'texto',
    valor: (p) => (p.dataEntrega ? p.dataEntrega.split('-').reverse().join('/') : ''),
  },
  { titulo: 'Pagamento', largura: 22, tipo: 'texto', valor: (p) => p.formaPagamentoDescricao },
  { titulo: 'Parcelas', largura: 9, tipo: 'numero', valor: (p) => p.quantParcelas },
  { titulo: 'Itens', largura: 7, tipo: 'numero', valor: (p) => p.quantidadeItens },
  { titulo: 'Produtos (código (EAN) × quantidade)', largura: 40, tipo: 'texto', valor: produtosDaLinha },
  { titulo: 'Subtotal (R$)', largura: 14, tipo: 'dinheiro', valor: (p) => reais(p.mercadorias + p.embalagem) },
  { titulo: 'Desconto (R$)', largura: 14, tipo: 'dinheiro', valor: (p) => reais(p.desconto) },
  { titulo: 'Entrega (R$)', largura: 13, tipo: 'dinheiro', valor: (p) => reais(p.taxaEntrega) },
  { titulo: 'Total (R$)', largura: 14, tipo: 'dinheiro', valor: (p) => reais(p.total) },
  { titulo: 'Cupom', largura: 12, tipo: 'texto', valor: (p) => p.cupom ?? '' },
  { titulo: 'Pedido do cliente', largura: 16, tipo: 'texto', valor: (p) => p.numPedidoCliente ?? '' },
  { titulo: 'Observações', largura: 40, tipo: 'texto', valor: (p) => p.anotacoes ?? '' },
];

/** The wall-clock parts of an instant in Brasília time. */
function partesBrasilia(d: Date): { ano: number; mes: number; dia: number; hora: number; minuto: number } {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: FUSO,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return {
    ano: Number(partes.year),
    mes: Number(partes.month),
    dia: Number(partes.day),
    hora: Number(partes.hour),
    minuto: Number(partes.minute),
  };
}

/** '24/11/2026 09:15' (Brasília). */
export function dataHoraBrasilia(d: Date): string {
  const p = partesBrasilia(d);
  const z = (n: number) => String(n).padStart(2, '0');
  return `${z(p.dia)}/${z(p.mes)}/${p.ano} ${z(p.hora)}:${z(p.minuto)}`;
}

/**
 * What write-excel-file does not write by itself and the export had with exceljs: the header row's
 * filter buttons (`<autoFilter>` right after `<sheetData>`, where the file format orders it) and the
 * workbook's author and date (docProps/core.xml, with its content type and relationship).
 */
function filtroEAutor(
  colunas: number,
  autor: string,
  criado: Date,
  { getCellAddress, sanitizeTextContent }: typeof import('write-excel-file/utility'),
): Feature<Stream | Buffer | Blob> {
  const quando = `${criado.toISOString().slice(0, 19)}Z`;
  const propriedades =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:creator>${sanitizeTextContent(autor)}</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${quando}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${quando}</dcterms:modified>` +
    '</cp:coreProperties>';
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml) =>
            xml.replace('</sheetData>', `</sheetData><autoFilter ref="A1:${getCellAddress(0, colunas - 1)}"/>`),
        },
        '[Content_Types].xml': {
          transform: (xml) =>
            xml.replace(
              '</Types>',
              '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
            ),
        },
        '_rels/.rels': {
          transform: (xml) =>
            xml.replace(
              '</Relationships>',
              '<Relationship Id="rId-core-1" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
            ),
        },
      },
      write: { files: () => ({ 'docProps/core.xml': propriedades }) },
    },
  };
}

const FORMATO: Partial<Record<Coluna['tipo'], string>> = { dinheiro: '#,##0.00', data: 'dd/mm/yyyy hh:mm' };

/** The workbook: one sheet 'Pedidos', a bold frozen header, filters, dates and R$ formatted. */
export async function pedidosXlsx(linhas: readonly LinhaExportacao[], fornecedor: string): Promise<Buffer> {
  // Loaded on the first export, not at the server's start (docs/server.md, 'Memory').
  const [{ default: writeExcelFile }, utilidades] = await Promise.all([
    import('write-excel-file/node'),
    import('write-excel-file/utility'),
  ]);
  const cabecalho = COLUNAS.map((c) => ({ value: c.titulo, fontWeight: 'bold' as const }));
  const corpo = linhas.map((p) =>
    COLUNAS.map((c) => {
      const v = c.valor(p);
      const format = FORMATO[c.tipo];
      // Excel has no time zone: the cell holds Brasília's wall-clock time.
      const value = v instanceof Date ? horaDeBrasiliaEmUtc(v) : v;
      return format && value !== null ? { value, format } : value;
    }),
  );
  return writeExcelFile(
    [cabecalho, ...corpo],
    { sheet: 'Pedidos', stickyRowsCount: 1, columns: COLUNAS.map((c) => ({ width: c.largura })) },
    { features: [filtroEAutor(COLUNAS.length, fornecedor, new Date(), utilidades)] },
  ).toBuffer();
}

/** The instant whose UTC fields are Brasília's wall-clock time of `d` (what an Excel date holds). */
function horaDeBrasiliaEmUtc(d: Date): Date {
  const b = partesBrasilia(d);
  return new Date(Date.UTC(b.ano, b.mes - 1, b.dia, b.hora, b.minuto));
}

/** One CSV field: decimals with a comma, quotes when needed, formula-like text defused. */
function campoCsv(c: Coluna, v: string | number | Date | null): string {
  if (v === null) return '';
  if (v instanceof Date) return dataHoraBrasilia(v);
  if (typeof v === 'number') return c.tipo === 'dinheiro' ? v.toFixed(2).replace('.', ',') : String(v);
  const texto = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** The CSV: BOM, header, one line per order, CRLF. */
export function pedidosCsv(linhas: readonly LinhaExportacao[]): Buffer {
  const texto = [
    COLUNAS.map((c) => c.titulo).join(';'),
    ...linhas.map((p) => COLUNAS.map((c) => campoCsv(c, c.valor(p))).join(';')),
  ].join('\r\n');
  return Buffer.from(`\uFEFF${texto}\r\n`, 'utf8');
}
