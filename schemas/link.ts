/**
 * Link classification, one rule for every href an admin or supplier writes (menu items, footer
 * links, carousel banners, configured URLs): a same-origin path is internal (the router follows
 * it without a page load); an http(s) URL, mailto: or tel: is external; anything else
 * (`javascript:`, `data:`, a relative 'foo', a protocol-relative '//x', '/\x' that browsers read
 * as '//x', a path with a tab or line break that browsers drop) is unsafe and never becomes a link.
 *
 * A stricter rule says what a supplier admin may STORE in a document (menu items, and any link a
 * block's props hold): a path of this shop or an https:// URL, nothing else (`linkProblem` says
 * why not, in pt-BR). Every stored link is also a safe link to render (a property test holds it).
 *
 * It lives in schemas/ (the base of the imports) because schemas validate hrefs with it too.
 */
import * as z from 'zod/mini';

export type LinkClass = { kind: 'interno'; path: string } | { kind: 'externo'; href: string } | { kind: 'inseguro' };

/** White space or control characters: browsers strip or ignore some of them inside URLs. */
const UNSAFE_CHARACTERS = /[\s\p{Cc}]/u;

/**
 * A path on this origin: '/', '/aurora/busca?q=x'. Never '//x' nor '/\x' (another host to a
 * browser), nor one with a backslash, white space or control characters.
 */
export function isSameOriginPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\') && !UNSAFE_CHARACTERS.test(href);
}

/** An absolute http: or https: URL with a host: 'https://x.example/loja'. */
export function isHttpUrl(href: string): boolean {
  if (!/^https?:\/\/[^/\\?#]/i.test(href) || UNSAFE_CHARACTERS.test(href) || href.includes('\\')) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A same-origin path or an absolute http(s) URL: what a configured base URL may be. */
export function isPathOrHttpUrl(href: string): boolean {
  return isSameOriginPath(href) || isHttpUrl(href);
}

const MAILTO = /^mailto:[^\s]+$/i;
const TEL = /^tel:\+?[0-9 ()-]+$/i;

/** '/aurora/pagina/x' → interno; 'https://x.example', 'mailto:a@b', 'tel:+55…' → externo; the rest → inseguro. */
export function classifyLink(href: string): LinkClass {
  if (TEL.test(href)) return { kind: 'externo', href };
  if (UNSAFE_CHARACTERS.test(href)) return { kind: 'inseguro' };
  if (isSameOriginPath(href)) return { kind: 'interno', path: href };
  if (isHttpUrl(href) || MAILTO.test(href)) return { kind: 'externo', href };
  return { kind: 'inseguro' };
}

/** True when `href` may be rendered as a link (internal or external). */
export function isSafeLink(href: string): boolean {
  return classifyLink(href).kind !== 'inseguro';
}

// ——— What a document may hold ———

export const MAX_LINK_LENGTH = 2000;

export const LINK_RULE =
  'use um caminho desta loja começando com "/" (ex.: "/aurora/ofertas") ou um endereço https:// (ex.: "https://exemplo.com.br")';

/** Why `href` is not an accepted link (pt-BR), or undefined when it is. */
export function linkProblem(href: string): string | undefined {
  if (href.length === 0) return `endereço vazio: ${LINK_RULE}`;
  if (href.length > MAX_LINK_LENGTH) return `endereço longo demais (máximo ${MAX_LINK_LENGTH} caracteres)`;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(href))
    return `endereço não pode ter espaços nem caracteres de controle: ${LINK_RULE}`;
  if (href.includes('\\'))
    return `endereço não pode ter "\\" (o navegador o lê como "/" e pode levar a outro site): ${LINK_RULE}`;
  if (href.startsWith('/')) {
    if (href.startsWith('//')) return `endereço começando com "//" leva a outro site: ${LINK_RULE}`;
    return undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return `endereço relativo deve começar com "/": ${LINK_RULE}`;
  if (scheme === 'http') return `endereço http:// não é aceito (sem criptografia): use https://`;
  if (scheme !== 'https') return `endereço "${scheme}:" não é aceito: ${LINK_RULE}`;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return `endereço https:// inválido: ${LINK_RULE}`;
  }
  if (!href.startsWith('https://') && href.toLowerCase().startsWith('https://'))
    return 'endereço deve começar com "https://" (em minúsculas)';
  // 'https:///x' parses (the URL parser skips the extra slash) but names no host where it is written.
  if (!/^https:\/\/[^/?#]/.test(href) || url.hostname === '') return `endereço https:// inválido: ${LINK_RULE}`;
  if (url.username !== '' || url.password !== '')
    return 'endereço não pode ter usuário ou senha (ex.: "https://loja@outro-site")';
  return undefined;
}

/** True when `href` may be stored in a document: a path of this shop or an https URL (see linkProblem). */
export function isDocumentLink(href: string): boolean {
  return linkProblem(href) === undefined;
}

/**
 * The same rule as a regular expression, for the JSON Schema given to editors (`pattern`): it
 * accepts a little more than linkProblem (which also parses the URL), never less.
 */
export const DOCUMENT_LINK_PATTERN = /^(?:\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\/?#@]+(?:[/?#][^\s\\]*)?)$/;

/** zod/mini schema of a link, with the pt-BR reason as the error message. */
export const documentLinkSchema: z.ZodMiniType<string> = /* @__PURE__ */ z.string().check(
  z.superRefine((href, ctx) => {
    const problem = linkProblem(href);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, input: href });
  }),
);
// Its JSON Schema keywords (pattern, maxLength) are registered by ./json-schema-metadata, for the
// emitter only: zod's registry stays out of the browser's first view.
