/**
 * The boleto and the order receipt as PDF (pdfkit, the standard Helvetica fonts, so every text of
 * the page is extractable), in the supplier's colours with its mark (the initials on the primary
 * colour, as the storefront's logo draws them) and its name. The boleto's barcode is the
 * Interleaved 2 of 5 of its 44 digits (bwip-js), about 103 × 13 mm as FEBRABAN asks.
 */
import { formatarLinhaDigitavel } from '#engine/rules/boleto';
import { formatDocument } from '#engine/rules/tax-ids';
import { formatBRL } from '#engine/rules/money';
import { rotuloStatusPedido, type StatusPedido } from '#engine/rules/pedido-status';
import { productCodesLabel } from '#engine/rules/product-code';
import { resolveTema, type TemaParcial } from '#schemas/theme';
import { iniciais } from '../../images/logo-svg';
import type { DadosBoletoCompleto } from './pagamentos-service';

const MM = 72 / 25.4;

interface Marca {
  nome: string;
  tema: TemaParcial | null | undefined;
}

const BANCOS: Record<string, { nome: string; codigo: string }> = {
  '001': { nome: 'Banco do Brasil', codigo: '001-9' },
  '341': { nome: 'Itaú', codigo: '341-7' },
};

function dataBr(iso: string): string {
  const [a, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

function documentoFormatado(documento: string | null | undefined): string {
  if (!documento) return '';
  return formatDocument(documento);
}

/**
 * pdfkit (and bwip-js for the boleto's barcode) are loaded on the first document, not at the
 * server's start: imported alone they take about 7 MB of heap and 38 MB of RSS with their code
 * (docs/server.md, 'Memory'), and most processes never draw a PDF.
 */
async function gerar(titulo: string, desenhar: (doc: PDFKit.PDFDocument) => Promise<void> | void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: titulo, Producer: 'Storefront', Creator: 'Storefront' },
    });
    const partes: Buffer[] = [];
    doc.on('data', (parte: Buffer) => partes.push(parte));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    Promise.resolve(desenhar(doc))
      .then(() => doc.end())
      .catch(reject);
  });
}

/** The supplier's mark and name across the top, in its colours; returns the y below it. */
function cabecalho(doc: PDFKit.PDFDocument, marca: Marca, titulo: string, subtitulo: string): number {
  const tema = resolveTema(marca.tema);
  const largura = doc.page.width - 80;
  doc.save().rect(40, 40, largura, 64).fill(tema.cor_secundaria).restore();
  doc.save().roundedRect(52, 50, 44, 44, 8).fill(tema.cor_primaria).restore();
  doc.save().rect(52, 88, 44, 6).fill(tema.cor_auxiliar).restore();
  doc
    .fillColor(tema.cor_texto)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(iniciais(marca.nome), 52, 62, { width: 44, align: 'center' });
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(marca.nome, 108, 52, { width: largura - 80 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${titulo}  ·  ${subtitulo}`, 108, 76, { width: largura - 80 });
  doc.fillColor('#1b1b1b');
  return 118;
}

/** One boxed field: a small label over its value. */
function campo(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  rotulo: string,
  valor: string,
  opcoes: { negrito?: boolean; direita?: boolean } = {},
): void {
  doc.save().lineWidth(0.6).strokeColor('#555555').rect(x, y, w, h).stroke().restore();
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor('#555555')
    .text(rotulo, x + 3, y + 2, { width: w - 6, lineBreak: false });
  // One line always: a long value (a company's full name) is set smaller to fit its box.
  const fonte = opcoes.negrito ? 'Helvetica-Bold' : 'Helvetica';
  const largura = valor ? doc.font(fonte).fontSize(9).widthOfString(valor) : 0;
  const tamanho = largura > w - 6 ? Math.max(5, (9 * (w - 6)) / largura) : 9;
  doc
    .font(fonte)
    .fontSize(tamanho)
    .fillColor('#111111')
    .text(valor, x + 3, y + h - 4 - tamanho, {
      width: w - 6,
      align: opcoes.direita ? 'right' : 'left',
      lineBreak: false,
    });
}

export interface PedidoDoBoleto {
  numpedido: number;
  criadoEm: Date;
}

/**
 * What a title's boleto says differently from an order's (issue 28): its document number, the
 * header's line, the instructions, and for a second copy the charges (the barcode then carries
 * the updated value, `boleto.valorCentavos`; the document value is the original).
 */
export interface OpcoesBoleto {
  documento?: string;
  subtitulo?: string;
  instrucoes?: string;
  encargos?: { valorOriginalCentavos: number; multaCentavos: number; jurosCentavos: number };
}

/** The boleto of an order (or of a title): the payer's receipt and the ficha de compensação with the barcode. */
export async function boletoPdf(
  marca: Marca,
  pedido: PedidoDoBoleto,
  boleto: DadosBoletoCompleto,
  pagador: { nome: string; documento: string | null },
  opcoes: OpcoesBoleto = {},
): Promise<Buffer> {
  const documento = opcoes.documento ?? String(pedido.numpedido);
  const encargos = opcoes.encargos;
  const valorDocumento = encargos ? encargos.valorOriginalCentavos : boleto.valorCentavos;
  const banco = BANCOS[boleto.banco] ?? { nome: `Banco ${boleto.banco}`, codigo: boleto.banco };
  const { default: bwipjs } = await import('bwip-js/node');
  const barras = await bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: boleto.codigo_barras,
    scale: 3,
    height: 13,
    includetext: false,
  });
  const c = boleto.config;
  const beneficiario = c.beneficiario_nome ?? marca.nome;
  const docBeneficiario = documentoFormatado(c.beneficiario_documento);
  const agenciaCodigo = `${c.boleto_agencia ?? ''} / ${c.boleto_conta ?? ''}`;
  const linha = formatarLinhaDigitavel(boleto.linha_digitavel);
  const subtitulo = opcoes.subtitulo ?? `Pedido nº ${pedido.numpedido}`;
  return gerar(`Boleto · ${subtitulo}`, (doc) => {
    const tema = resolveTema(marca.tema);
    let y = cabecalho(doc, marca, 'Boleto bancário', subtitulo);
    const x = 40;
    const w = doc.page.width - 80;

    // Payer's receipt.
    doc.font('Helvetica-Bold').fontSize(10).fillColor(tema.cor_primaria).text('Recibo do pagador', x, y);
    y += 16;
    campo(doc, x, y, w * 0.6, 26, 'Beneficiário', `${beneficiario}${docBeneficiario ? ` · ${docBeneficiario}` : ''}`);
    campo(doc, x + w * 0.6, y, w * 0.2, 26, 'Vencimento', dataBr(boleto.vencimento), { negrito: true });
    campo(
      doc,
      x + w * 0.8,
      y,
      w * 0.2,
      26,
      encargos ? 'Valor cobrado' : 'Valor do documento',
      formatBRL(boleto.valorCentavos),
      {
        negrito: true,
        direita: true,
      },
    );
    y += 26;
    campo(
      doc,
      x,
      y,
      w * 0.6,
      26,
      'Pagador',
      `${pagador.nome}${pagador.documento ? ` · ${documentoFormatado(pagador.documento)}` : ''}`,
    );
    campo(doc, x + w * 0.6, y, w * 0.2, 26, 'Nosso número', boleto.nosso_numero);
    campo(doc, x + w * 0.8, y, w * 0.2, 26, 'Nº do documento', documento);
    y += 34;
    doc.font('Helvetica').fontSize(8).fillColor('#333333').text(`Linha digitável: ${linha}`, x, y);
    y += 22;
    doc
      .save()
      .dash(3, { space: 3 })
      .strokeColor('#888888')
      .moveTo(x, y)
      .lineTo(x + w, y)
      .stroke()
      .undash()
      .restore();
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#777777')
      .text('Corte na linha pontilhada', x, y + 3, { width: w, align: 'right' });
    y += 18;

    // Ficha de compensação.
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#111111')
      .text(banco.nome, x, y + 5, { width: 104, lineBreak: false });
    doc
      .save()
      .lineWidth(1.2)
      .moveTo(x + 106, y)
      .lineTo(x + 106, y + 22)
      .stroke()
      .restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(banco.codigo, x + 108, y + 5, { width: 50, align: 'center', lineBreak: false });
    doc
      .save()
      .lineWidth(1.2)
      .moveTo(x + 160, y)
      .lineTo(x + 160, y + 22)
      .stroke()
      .restore();
    // The linha digitável on one line: sized to the room left (FEBRABAN: at least 10 pt where it fits).
    const tamanhoLinha = Math.min(
      11.5,
      (11.5 * (w - 166)) / doc.font('Helvetica-Bold').fontSize(11.5).widthOfString(linha),
    );
    doc
      .font('Helvetica-Bold')
      .fontSize(tamanhoLinha)
      .text(linha, x + 166, y + 6, { width: w - 166, align: 'right', lineBreak: false });
    y += 24;
    const direita = w * 0.28;
    const esquerda = w - direita;
    campo(doc, x, y, esquerda, 26, 'Local de pagamento', 'Pagável em qualquer banco até o vencimento');
    campo(doc, x + esquerda, y, direita, 26, 'Vencimento', dataBr(boleto.vencimento), { negrito: true, direita: true });
    y += 26;
    campo(
      doc,
      x,
      y,
      esquerda,
      26,
      'Beneficiário',
      `${beneficiario}${docBeneficiario ? ` · CNPJ/CPF ${docBeneficiario}` : ''}`,
    );
    campo(doc, x + esquerda, y, direita, 26, 'Agência / Código do beneficiário', agenciaCodigo, { direita: true });
    y += 26;
    const q = esquerda / 5;
    campo(doc, x, y, q, 26, 'Data do documento', dataBr(pedido.criadoEm.toISOString()));
    campo(doc, x + q, y, q, 26, 'Nº do documento', documento);
    campo(doc, x + 2 * q, y, q, 26, 'Espécie doc.', 'DM');
    campo(doc, x + 3 * q, y, q, 26, 'Aceite', 'N');
    campo(doc, x + 4 * q, y, q, 26, 'Processamento', dataBr(new Date().toISOString()));
    campo(doc, x + esquerda, y, direita, 26, 'Nosso número', boleto.nosso_numero, { direita: true });
    y += 26;
    campo(doc, x, y, q, 26, 'Uso do banco', '');
    campo(doc, x + q, y, q, 26, 'Carteira', c.boleto_carteira ?? '');
    campo(doc, x + 2 * q, y, q, 26, 'Espécie', 'R$');
    campo(doc, x + 3 * q, y, q, 26, 'Quantidade', '');
    campo(doc, x + 4 * q, y, q, 26, 'Valor', '');
    campo(doc, x + esquerda, y, direita, 26, '(=) Valor do documento', formatBRL(valorDocumento), {
      negrito: true,
      direita: true,
    });
    y += 26;
    doc.save().lineWidth(0.6).strokeColor('#555555').rect(x, y, esquerda, 78).stroke().restore();
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#555555')
      .text('Instruções (texto de responsabilidade do beneficiário)', x + 3, y + 2);
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#111111')
      .text(
        opcoes.instrucoes ??
          `Referente ao pedido nº ${pedido.numpedido} em ${marca.nome}.\nNão receber após 30 dias do vencimento.`,
        x + 3,
        y + 14,
        { width: esquerda - 6 },
      );
    const cobrados = encargos
      ? ['', formatBRL(encargos.multaCentavos + encargos.jurosCentavos), formatBRL(boleto.valorCentavos)]
      : ['', '', ''];
    for (const [i, rotulo] of ['(-) Desconto / Abatimento', '(+) Mora / Multa', '(=) Valor cobrado'].entries()) {
      campo(doc, x + esquerda, y + i * 26, direita, 26, rotulo, cobrados[i] ?? '', { direita: true, negrito: i === 2 });
    }
    y += 78;
    doc.save().lineWidth(0.6).strokeColor('#555555').rect(x, y, w, 34).stroke().restore();
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#555555')
      .text('Pagador', x + 3, y + 2);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#111111')
      .text(
        `${pagador.nome}${pagador.documento ? ` · CPF/CNPJ ${documentoFormatado(pagador.documento)}` : ''}`,
        x + 3,
        y + 14,
        { width: w - 6 },
      );
    y += 42;
    doc.image(barras, x, y, { width: 103 * MM, height: 13 * MM });
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#555555')
      .text('Autenticação mecânica · Ficha de compensação', x + 103 * MM + 10, y + 4, {
        width: w - 103 * MM - 10,
        align: 'right',
      });
    y += 13 * MM + 10;
    // The barcode's digits as text too (readers and tests take them from here).
    doc.font('Helvetica').fontSize(7).fillColor('#555555').text(`Código de barras: ${boleto.codigo_barras}`, x, y);
  });
}

export interface ItemDoRecibo {
  /** The supplier's product code (quick order's), written before the name; null: the product is gone. */
  codigo: number | null;
  /** The package's EAN, written beside the code; null: none. */
  ean: string | null;
  nome: string;
  quantidade: number;
  unidade: string;
  precoUnitario: number;
  total: number;
}

export interface PedidoDoRecibo {
  numpedido: number;
  criadoEm: Date;
  status: StatusPedido;
  mercadorias: number;
  embalagem: number;
  desconto: number;
  taxaEntrega: number;
  total: number;
  formaPagamentoDescricao: string;
  quantParcelas: number;
  formaEntregaNome: string;
  dataEntrega: string | null;
}

/** The receipt of an order (spec: generate-receipt): who, what, how much, how it is paid and delivered. */
export function reciboPdf(
  marca: Marca,
  pedido: PedidoDoRecibo,
  itens: ItemDoRecibo[],
  cliente: { nome: string; documento: string | null },
): Promise<Buffer> {
  // A quote (issue 34 item 5) is the buyer's 'Orçamento': the same document, named for what it is.
  const orcamento = pedido.status.startsWith('ORCAMENTO');
  const titulo = orcamento ? 'Orçamento' : 'Comprovante do pedido';
  return gerar(`${titulo} ${pedido.numpedido}`, (doc) => {
    const tema = resolveTema(marca.tema);
    let y = cabecalho(doc, marca, titulo, `${orcamento ? 'Orçamento' : 'Pedido'} nº ${pedido.numpedido}`);
    const x = 40;
    const w = doc.page.width - 80;
    const emitido = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(pedido.criadoEm);
    doc.font('Helvetica').fontSize(10).fillColor('#111111');
    doc.text(`Cliente: ${cliente.nome}${cliente.documento ? ` · ${documentoFormatado(cliente.documento)}` : ''}`, x, y);
    doc.text(`Emitido em: ${emitido}`, x, doc.y + 2);
    doc.text(`Situação: ${rotuloStatusPedido(pedido.status)}`, x, doc.y + 2);
    y = doc.y + 12;
    const colunas = [
      { rotulo: 'Produto', w: w * 0.46, alinhar: 'left' as const },
      { rotulo: 'Quantidade', w: w * 0.16, alinhar: 'right' as const },
      { rotulo: 'Preço unitário', w: w * 0.19, alinhar: 'right' as const },
      { rotulo: 'Total', w: w * 0.19, alinhar: 'right' as const },
    ];
    doc.save().rect(x, y, w, 18).fill(tema.cor_primaria).restore();
    let cx = x;
    for (const col of colunas) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(tema.cor_texto)
        .text(col.rotulo, cx + 4, y + 5, { width: col.w - 8, align: col.alinhar, lineBreak: false });
      cx += col.w;
    }
    y += 22;
    for (const item of itens) {
      if (y > doc.page.height - 160) {
        doc.addPage();
        y = 40;
      }
      const produto = item.codigo === null ? item.nome : `${productCodesLabel(item.codigo, item.ean)} · ${item.nome}`;
      const valores = [
        produto,
        `${item.quantidade.toLocaleString('pt-BR')} ${item.unidade}`,
        formatBRL(item.precoUnitario),
        formatBRL(item.total),
      ];
      cx = x;
      const altura = Math.max(
        14,
        doc
          .font('Helvetica')
          .fontSize(9)
          .heightOfString(produto, { width: (colunas[0]?.w ?? 100) - 8 }),
      );
      for (const [i, col] of colunas.entries()) {
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor('#111111')
          .text(valores[i] ?? '', cx + 4, y, { width: col.w - 8, align: col.alinhar });
        cx += col.w;
      }
      y += altura + 4;
      doc
        .save()
        .lineWidth(0.3)
        .strokeColor('#cccccc')
        .moveTo(x, y - 2)
        .lineTo(x + w, y - 2)
        .stroke()
        .restore();
    }
    y += 8;
    const linhas: [string, string][] = [['Mercadorias', formatBRL(pedido.mercadorias + pedido.embalagem)]];
    if (pedido.desconto > 0) linhas.push(['Desconto', `- ${formatBRL(pedido.desconto)}`]);
    linhas.push(['Entrega', pedido.taxaEntrega > 0 ? formatBRL(pedido.taxaEntrega) : 'Grátis']);
    for (const [rotulo, valor] of linhas) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#111111')
        .text(rotulo, x + w * 0.55, y, { width: w * 0.25 });
      doc.text(valor, x + w * 0.8, y, { width: w * 0.2, align: 'right' });
      y += 15;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(tema.cor_primaria)
      .text('Total', x + w * 0.55, y, { width: w * 0.25 });
    doc.text(formatBRL(pedido.total), x + w * 0.8, y, { width: w * 0.2, align: 'right' });
    y += 28;
    const parcelas = pedido.quantParcelas > 1 ? ` em ${pedido.quantParcelas} parcelas` : '';
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111111')
      .text(`Pagamento: ${pedido.formaPagamentoDescricao}${parcelas}`, x, y);
    doc.text(
      `Entrega: ${pedido.formaEntregaNome}${pedido.dataEntrega ? ` · ${dataBr(pedido.dataEntrega)}` : ''}`,
      x,
      doc.y + 2,
    );
    doc
      .moveDown(2)
      .fontSize(8)
      .fillColor('#666666')
      .text(
        orcamento
          ? 'Este orçamento não é documento fiscal; preços e prazos valem após a confirmação do fornecedor.'
          : 'Este comprovante não é documento fiscal.',
        x,
      );
  });
}
