/**
 * The one layout of the messages the server sends: pt-BR, HTML plus text, in the supplier's
 * colours (`Tema`, resolved: a malformed colour becomes the default and nothing else reaches the
 * style attributes) and with its logo. Every interpolated value is escaped; links must be http(s).
 * Table layout and inline styles, as e-mail clients expect.
 */
import { resolveTema, type TemaParcial } from '#schemas/theme';
import { escapeHtml, safeUrl } from './html';

export interface EmailBrand {
  nome: string;
  /** The supplier's logo (absolute, or relative to `origem`). */
  logo: string | null;
  tema: TemaParcial | null | undefined;
  /** The logo as an inline PNG of the message (`cid:`), in place of `logo` (issue 34). */
  logoCid?: string;
}

/** A row of a section's table: a label (with small print under it) and its value on the right. */
export interface EmailRow {
  rotulo: string;
  detalhe?: string;
  valor: string;
  forte?: boolean;
}

/**
 * A block of the message under its paragraphs (issue 34, the order e-mail): a titled table of
 * rows (the lines, the totals), titled paragraphs (delivery, what happens next), or a code to
 * copy (Pix copia e cola, a boleto's linha digitável) with an inline image and a link.
 */
export type EmailSection =
  | { tipo: 'tabela'; titulo: string; linhas: readonly EmailRow[]; totais?: readonly EmailRow[] }
  | { tipo: 'texto'; titulo: string; paragrafos: readonly string[] }
  | {
      tipo: 'codigo';
      titulo: string;
      paragrafos: readonly string[];
      rotuloCodigo: string;
      codigo: string;
      imagem?: { cid: string; alt: string; tamanho: number };
      link?: { texto: string; url: string };
    };

export interface EmailContent {
  marca: EmailBrand;
  /** The origin links and a relative logo are resolved against, e.g. https://loja.exemplo.com.br. */
  origem: string;
  titulo: string;
  paragrafos: readonly string[];
  botao?: { texto: string; url: string };
  /** Small print under the button (e.g. validity, "ignore if you did not ask"). */
  notas?: readonly string[];
  /** Blocks between the paragraphs and the button. */
  secoes?: readonly EmailSection[];
}

export interface EmailBody {
  html: string;
  texto: string;
}

export function buildEmail(conteudo: EmailContent): EmailBody {
  const tema = resolveTema(conteudo.marca.tema);
  const e = escapeHtml;
  const logo = safeUrl(conteudo.marca.logo, conteudo.origem);
  const botaoUrl = conteudo.botao ? safeUrl(conteudo.botao.url, conteudo.origem) : null;
  const nome = e(conteudo.marca.nome);

  const cabecalho = conteudo.marca.logoCid
    ? `<img src="cid:${e(conteudo.marca.logoCid)}" alt="${nome}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;color:${tema.cor_texto};font-size:20px;font-weight:bold;line-height:48px">`
    : logo
      ? `<img src="${e(logo)}" alt="${nome}" height="48" style="display:block;height:48px;max-width:240px;border:0;color:${tema.cor_texto};font-size:20px;font-weight:bold;line-height:48px">`
      : `<span style="font-size:22px;font-weight:bold;color:${tema.cor_texto}">${nome}</span>`;
  const paragrafos = conteudo.paragrafos
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${e(p)}</p>`)
    .join('');
  const botao =
    conteudo.botao && botaoUrl
      ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px"><tr>` +
        `<td style="border-radius:6px;background:${tema.cor_primaria}">` +
        `<a href="${e(botaoUrl)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:${tema.cor_texto};text-decoration:none;border-radius:6px">${e(conteudo.botao.texto)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">Se o botão não funcionar, copie e cole este endereço no navegador:<br>` +
        `<a href="${e(botaoUrl)}" style="color:${tema.cor_secundaria};word-break:break-all">${e(botaoUrl)}</a></p>`
      : '';
  const notas = (conteudo.notas ?? [])
    .map((n) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#52606d">${e(n)}</p>`)
    .join('');

  const html =
    `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(conteudo.titulo)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">` +
    // A logo is drawn for a light background (its words in the secondary colour): white under it.
    `<tr><td style="background:${conteudo.marca.logoCid || logo ? '#ffffff' : tema.cor_primaria};padding:20px 24px">${cabecalho}</td></tr>` +
    `<tr><td style="height:4px;line-height:4px;font-size:0;background:${tema.cor_auxiliar}">&nbsp;</td></tr>` +
    `<tr><td style="padding:28px 24px 12px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${tema.cor_secundaria}">${e(conteudo.titulo)}</h1>` +
    paragrafos +
    (conteudo.secoes ?? []).map((secao) => secaoHtml(secao, conteudo.origem, tema.cor_secundaria)).join('') +
    botao +
    notas +
    `</td></tr>` +
    `<tr><td style="padding:16px 24px;background:${tema.cor_secundaria};color:${tema.cor_texto};font-size:12px;line-height:18px">${nome}</td></tr>` +
    `</table></td></tr></table></body></html>`;

  const texto = [
    conteudo.marca.nome,
    '',
    conteudo.titulo,
    '',
    ...conteudo.paragrafos.flatMap((p) => [p, '']),
    ...(conteudo.secoes ?? []).flatMap((secao) => secaoTexto(secao, conteudo.origem)),
    ...(conteudo.botao && botaoUrl ? [`${conteudo.botao.texto}: ${botaoUrl}`, ''] : []),
    ...(conteudo.notas ?? []),
  ]
    .join('\n')
    .trimEnd();
  return { html, texto: `${texto}\n` };
}

const TITULO_SECAO = 'margin:24px 0 8px;font-size:18px;line-height:26px';
const CELULA =
  'padding:8px 0;border-bottom:1px solid #e4e7eb;font-size:15px;line-height:22px;color:#1f2933;vertical-align:top';

function linhaHtml(linha: EmailRow): string {
  const e = escapeHtml;
  const peso = linha.forte ? 'font-weight:bold;' : '';
  const detalhe = linha.detalhe
    ? `<br><span style="font-size:13px;line-height:20px;color:#52606d">${e(linha.detalhe)}</span>`
    : '';
  return (
    `<tr><td style="${CELULA};${peso}overflow-wrap:anywhere;word-break:break-word">${e(linha.rotulo)}${detalhe}</td>` +
    `<td align="right" style="${CELULA};${peso}padding-left:12px;white-space:nowrap">${e(linha.valor)}</td></tr>`
  );
}

function secaoHtml(secao: EmailSection, origem: string, cor: string): string {
  const e = escapeHtml;
  const titulo = `<h2 style="${TITULO_SECAO};color:${cor}">${e(secao.titulo)}</h2>`;
  const paragrafo = (p: string) =>
    `<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:#1f2933;overflow-wrap:anywhere">${e(p)}</p>`;
  switch (secao.tipo) {
    case 'tabela':
      return (
        titulo +
        `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="table-layout:auto;border-collapse:collapse">` +
        secao.linhas.map(linhaHtml).join('') +
        (secao.totais ?? []).map(linhaHtml).join('') +
        `</table>`
      );
    case 'texto':
      return titulo + secao.paragrafos.map(paragrafo).join('');
    case 'codigo': {
      const url = secao.link ? safeUrl(secao.link.url, origem) : null;
      const imagem = secao.imagem
        ? `<img src="cid:${e(secao.imagem.cid)}" alt="${e(secao.imagem.alt)}" width="${secao.imagem.tamanho}" height="${secao.imagem.tamanho}" style="display:block;margin:0 0 12px;border:0;max-width:100%;height:auto">`
        : '';
      const link =
        secao.link && url
          ? `<p style="margin:0 0 12px;font-size:15px;line-height:22px"><a href="${e(url)}" style="color:${cor};font-weight:bold">${e(secao.link.texto)}</a></p>`
          : '';
      return (
        titulo +
        secao.paragrafos.map(paragrafo).join('') +
        imagem +
        `<p style="margin:0 0 4px;font-size:13px;line-height:20px;color:#52606d">${e(secao.rotuloCodigo)}</p>` +
        `<p style="margin:0 0 12px;padding:12px;background:#f3f4f6;border:1px solid #e4e7eb;border-radius:6px;font-family:'Courier New',Courier,monospace;font-size:14px;line-height:20px;color:#1f2933;word-break:break-all;overflow-wrap:anywhere">${e(secao.codigo)}</p>` +
        link
      );
    }
  }
}

function secaoTexto(secao: EmailSection, origem: string): string[] {
  const linha = (l: EmailRow) => `${l.rotulo}${l.detalhe ? ` (${l.detalhe})` : ''}: ${l.valor}`;
  switch (secao.tipo) {
    case 'tabela':
      return [secao.titulo, ...secao.linhas.map(linha), ...(secao.totais ?? []).map(linha), ''];
    case 'texto':
      return [secao.titulo, ...secao.paragrafos, ''];
    case 'codigo': {
      const url = secao.link ? safeUrl(secao.link.url, origem) : null;
      return [
        secao.titulo,
        ...secao.paragrafos,
        `${secao.rotuloCodigo}:`,
        secao.codigo,
        ...(secao.link && url ? [`${secao.link.texto}: ${url}`] : []),
        '',
      ];
    }
  }
}
