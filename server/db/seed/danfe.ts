/**
 * A demo DANFE (migration 0030): Maria's delivered order 100001 at Aurora carries one, so the
 * order's page shows 'Baixar nota fiscal (DANFE)' from the first start. A one-page PDF drawn
 * with pdfkit (the standard Helvetica fonts) that says it is a demonstration without fiscal
 * value, and an NF-e access key of Aurora's CNPJ that passes engine/rules/nfe-key.ts.
 */
import { digitoChaveNfe, formatarChaveNfe } from '#engine/rules/nfe-key';
import type { Insertable } from 'kysely';
import type { PedidoDanfeTable } from '../../modules/pedidos/tables';
import { SEED_DATA } from './fornecedores';

/** SP (35), January 2026, Aurora's CNPJ, model 55, série 1, NF 1234, normal emission, code 20260105. */
const CHAVE_DANFE_DEMO = ((base: string) => base + String(digitoChaveNfe(base)))(
  '3526013456781200013555001000001234120260105',
);

/** pdfkit is loaded here, not at the server's start: only the first start's seed draws this PDF. */
async function pdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: 'DANFE - pedido 100001', Author: 'Distribuidora Aurora', CreationDate: new Date(SEED_DATA) },
    });
    const partes: Buffer[] = [];
    doc.on('data', (p: Buffer) => partes.push(p));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text('DANFE');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('Documento Auxiliar da Nota Fiscal Eletrônica · 1 - Saída · Nº 000.001.234 · Série 001');
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .text('Emitente')
      .font('Helvetica')
      .text('Distribuidora Aurora de Alimentos Ltda. · CNPJ 34.567.812/0001-35 · Campinas - SP');
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .text('Destinatário')
      .font('Helvetica')
      .text('Maria Oliveira Santos · CPF 529.982.247-25 · Campinas - SP');
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .text('Chave de acesso')
      .font('Courier')
      .fontSize(12)
      .text(formatarChaveNfe(CHAVE_DANFE_DEMO));
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10).text('Pedido 100001 · Natureza da operação: Venda de mercadoria');
    doc.moveDown(2);
    doc.fillColor('#b00020').font('Helvetica-Bold').text('Documento de demonstração, sem valor fiscal.');
    doc.end();
  });
}

export async function danfesDemo(): Promise<Insertable<PedidoDanfeTable>[]> {
  return [
    {
      numpedido: 100001,
      chave: CHAVE_DANFE_DEMO,
      pdf: await pdf(),
      idusuario: null,
      anexado_em: new Date('2026-01-06T16:00:00.000Z'),
    },
  ];
}
