/**
 * Chat messages are plain text (issue 30: no HTML rendered; links made clickable safely). The
 * rules both sides need: the 2000-character limit, the room names of spec section 3
 * (`CODPED:{numpedido}`, `IDCLI:{idcliente}:{idfornecedor}`) and their titles ('Chat geral',
 * 'Chat pedido {n}'), and the split of a text into plain parts and http/https links (nothing else
 * becomes a link: no `javascript:`, `data:` or `mailto:`).
 */

/** The longest message, in characters (code points). */
export const MAX_MENSAGEM_CHAT = 2000;
export const MENSAGEM_LONGA_DEMAIS = 'A mensagem pode ter no máximo 2000 caracteres.';

export type CanalChat = 'pedido' | 'geral';

/** An order's room. */
export const salaDoPedido = (numpedido: number): string => `CODPED:${numpedido}`;
/** A client's general room at a supplier. */
export const salaGeral = (idcliente: number, idfornecedor: string): string => `IDCLI:${idcliente}:${idfornecedor}`;

/** The spec's title of a room. */
export function tituloDaSala(canal: CanalChat, numpedido?: number | null): string {
  return canal === 'pedido' && numpedido ? `Chat pedido ${numpedido}` : 'Chat geral';
}

/** A room name read back: its channel and order (null: not a room name). */
export function lerSala(sala: string): { canal: CanalChat; numpedido: number | null } | null {
  const pedido = /^CODPED:([1-9]\d{0,15})$/.exec(sala);
  if (pedido) return { canal: 'pedido', numpedido: Number(pedido[1]) };
  if (/^IDCLI:[1-9]\d{0,15}:[0-9a-fA-F-]{36}$/.test(sala)) return { canal: 'geral', numpedido: null };
  return null;
}

/** How many characters the limit counts (code points, so an emoji is one). */
export const tamanhoMensagem = (texto: string): number => Array.from(texto).length;

export type ParteTexto = { tipo: 'texto'; texto: string } | { tipo: 'link'; texto: string; href: string };

// A link starts with http:// or https:// and runs to the next space; closing punctuation that ends
// a sentence ('.', ',', ')', '!', '?', ';', ':') stays out of it.
const LINK = /https?:\/\/[^\s<>"']+/gi;
const FIM = /[.,;:!?)\]]+$/;

/** The text split into plain parts and links; the parts joined give the text back. */
export function partesDaMensagem(texto: string): ParteTexto[] {
  const partes: ParteTexto[] = [];
  let desde = 0;
  for (const achado of texto.matchAll(LINK)) {
    const inicio = achado.index;
    const bruto = achado[0];
    const cauda = FIM.exec(bruto)?.[0] ?? '';
    const link = bruto.slice(0, bruto.length - cauda.length);
    const href = hrefSeguro(link);
    if (!href) continue;
    if (inicio > desde) partes.push({ tipo: 'texto', texto: texto.slice(desde, inicio) });
    partes.push({ tipo: 'link', texto: link, href });
    desde = inicio + link.length;
  }
  if (desde < texto.length) partes.push({ tipo: 'texto', texto: texto.slice(desde) });
  return partes;
}

/** The address when it is a well-formed http(s) URL with a host, else null. */
function hrefSeguro(link: string): string | null {
  try {
    const url = new URL(link);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}
