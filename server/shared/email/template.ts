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
}

export interface EmailContent {
  marca: EmailBrand;
  /** The origin links and a relative logo are resolved against, e.g. https://loja.exemplo.com.br. */
  origem: string;
  titulo: string;
  paragrafos: readonly string[];
  botao?: { texto: string; url: string };
  /** Small print under the button (e.g. validity, "ignore if you did not ask"). */
  notas?: readonly string[];
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

  const cabecalho = logo
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
    `<tr><td style="background:${tema.cor_primaria};padding:20px 24px">${cabecalho}</td></tr>` +
    `<tr><td style="height:4px;line-height:4px;font-size:0;background:${tema.cor_auxiliar}">&nbsp;</td></tr>` +
    `<tr><td style="padding:28px 24px 12px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${tema.cor_secundaria}">${e(conteudo.titulo)}</h1>` +
    paragrafos +
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
    ...(conteudo.botao && botaoUrl ? [`${conteudo.botao.texto}: ${botaoUrl}`, ''] : []),
    ...(conteudo.notas ?? []),
  ]
    .join('\n')
    .trimEnd();
  return { html, texto: `${texto}\n` };
}
