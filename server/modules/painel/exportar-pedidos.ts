/**
 * The desk's order export (spec section 7: POST /v4/orders/export/{id}): the supplier's orders as
 * the desk lists them, one row each, as an Excel workbook (exceljs: dates as dates, money as
 * numbers in R$) or as CSV that Excel in pt-BR opens as it is: `;` between fields, a UTF-8 BOM,
 * CRLF, decimals with a comma, dates 'dd/mm/aaaa hh:mm' in Brasília time. A text field that
 * starts like a formula (=, +, -, @) is written with a leading apostrophe in the CSV (spreadsheet
 * formula injection: names are typed by customers).
 */
import ExcelJS from 'exceljs';
import { formatDocumento } from '#engine/rules/documento';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import type { PedidoRow } from '../pedidos';

export type LinhaExportacao = PedidoRow & { clienteNome: string; clienteDocumento: string };

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

/** The workbook: one sheet 'Pedidos', a bold frozen header, filters, dates and R$ formatted. */
export async function pedidosXlsx(linhas: readonly LinhaExportacao[], fornecedor: string): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  livro.creator = fornecedor;
  livro.created = new Date();
  const folha = livro.addWorksheet('Pedidos', { views: [{ state: 'frozen', ySplit: 1 }] });
  folha.columns = COLUNAS.map((c) => ({
    header: c.titulo,
    width: c.largura,
    style: c.tipo === 'dinheiro' ? { numFmt: '#,##0.00' } : c.tipo === 'data' ? { numFmt: 'dd/mm/yyyy hh:mm' } : {},
  }));
  folha.getRow(1).font = { bold: true };
  for (const p of linhas) {
    folha.addRow(
      COLUNAS.map((c) => {
        const v = c.valor(p);
        if (v instanceof Date) {
          // Excel has no time zone: the cell holds Brasília's wall-clock time.
          const b = partesBrasilia(v);
          return new Date(Date.UTC(b.ano, b.mes - 1, b.dia, b.hora, b.minuto));
        }
        return v;
      }),
    );
  }
  folha.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUNAS.length } };
  return Buffer.from(await livro.xlsx.writeBuffer());
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
