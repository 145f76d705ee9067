/**
 * A URL of each page type of the route table (schemas/page-types.ts) on Aurora, as a new visitor
 * or Maria (a customer, logged in) opens it, from the README's demo data. Read by the browser test
 * of every page type (tests/browser/page-types.test.ts) and by `npm run bench:lighthouse`
 * (tests/bench/lighthouse.ts), so both visit the same pages.
 */
import type { PageTypeName } from '#schemas/page-types';

export interface PageVisit {
  /** The path, or 'kind:slug': the first link of that kind on the server-rendered home page of that supplier. */
  path: string;
  /** Maria (customer) is logged in. */
  customer: boolean;
  /** Text the server's HTML must carry (besides the h1). */
  text: RegExp;
}

/** A URL of each page type on Aurora, as a new visitor or Maria would open it (the README's demo data). */
export const VISITS: Record<PageTypeName, PageVisit> = {
  home: { path: '/aurora', customer: false, text: /Adicionar ao carrinho/ },
  categoria: { path: 'categoria:aurora', customer: false, text: /R\$/ },
  busca: { path: '/aurora/busca?q=caf%C3%A9', customer: false, text: /caf/i },
  produto: { path: 'produto:aurora', customer: false, text: /R\$/ },
  carrinho: { path: '/aurora/carrinho', customer: true, text: /Refrigerante Cola Estrela 2 L.*TOTAL/ },
  pedidos: { path: '/aurora/pedidos', customer: true, text: /100001/ },
  pedido: { path: '/aurora/pedidos/100001', customer: true, text: /100001/ },
  submissao: { path: '/aurora/submissao/100001', customer: true, text: /100001/ },
  'minha-conta': { path: '/aurora/minha-conta', customer: true, text: /529\.982\.247-25/ },
  'alterar-dados': { path: '/aurora/minha-conta/alterar-dados', customer: true, text: /Nome completo/ },
  'alterar-email-senha': { path: '/aurora/minha-conta/alterar-email-senha', customer: true, text: /[Ss]enha/ },
  usuarios: { path: '/aurora/minha-conta/usuarios', customer: true, text: /maria@exemplo\.com\.br/ },
  enderecos: { path: '/aurora/minha-conta/enderecos', customer: true, text: /Rua Barão de Jaguara/ },
  cupons: { path: '/aurora/minha-conta/cupons', customer: true, text: /AURORA10/ },
  assinaturas: { path: '/aurora/minha-conta/assinaturas', customer: true, text: /Assinatura quinzenal/ },
  faturas: { path: '/aurora/minha-conta/faturas', customer: true, text: /NF 4512/ },
  'trocar-cliente': { path: '/aurora/minha-conta/trocar-cliente', customer: true, text: /[Cc]liente/ },
  lojas: { path: '/aurora/lojas', customer: true, text: /[Ll]oja/ },
  listas: { path: '/aurora/listas', customer: true, text: /Compra semanal/ },
  lista: { path: '/aurora/listas/1', customer: true, text: /Compra semanal/ },
  'pedido-rapido': { path: '/aurora/pedido-rapido', customer: false, text: /[Pp]edido r[áa]pido/ },
  combos: { path: '/aurora/combos', customer: true, text: /Combo Cesta Básica/ },
  combo: { path: '/aurora/combos/1', customer: false, text: /Economize/ },
  pagina: { path: '/aurora/pagina/politica-de-privacidade', customer: false, text: /[Pp]rivacidade/ },
  login: { path: '/aurora/login', customer: false, text: /Entrar/ },
  'redefinir-senha': { path: '/aurora/redefinir-senha/codigo-de-teste', customer: false, text: /[Ss]enha/ },
};

/** The first link of a kind (not the offers) on a supplier's home page, as the server at `baseUrl` renders it. */
export async function firstLink(baseUrl: string, kind: string, slug: string): Promise<string> {
  const home = await (await fetch(`${baseUrl}/${slug}`)).text();
  const match = new RegExp(`href="(/${slug}/${kind}/(?!ofertas")[^"?]+)"`).exec(home);
  if (!match?.[1]) throw new Error(`The server-rendered /${slug} links to no ${kind}.`);
  return match[1];
}

/** The path a visit opens on the server at `baseUrl` ('categoria:aurora' becomes a real category's). */
export async function visitPath(baseUrl: string, visit: Pick<PageVisit, 'path'>): Promise<string> {
  const [kind, slug] = visit.path.split(':');
  return slug ? firstLink(baseUrl, kind as string, slug) : visit.path;
}

/** The text of the HTML's <main>, tags dropped. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * Run in the page before its scripts (`addInitScript`; read `window.__cls` after): the cumulative
 * layout shift's largest session window, as the Web Vitals define it (shifts less than 1 s apart,
 * at most 5 s long). The page-types journey and `bench:firstview` read it. `window.__shifts` says
 * what moved in every shift (element, text, from and to), for a failure's message.
 */
export function observeLayoutShift(): void {
  const w = window as unknown as { __cls: number; __shifts: string[] };
  w.__cls = 0;
  w.__shifts = [];
  let current = 0;
  let first = 0;
  let last = 0;
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const rect = (r: DOMRectReadOnly): string =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const describe = ({ node, previousRect, currentRect }: Source): string => {
    const element = node instanceof Element ? node : node?.parentElement;
    const name = element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
      : '?';
    const text = (node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${name} '${text}' ${rect(previousRect)} → ${rect(currentRect)}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Source[];
    })[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push(
        `${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ${(entry.sources ?? []).map(describe).join('; ')}`,
      );
      if (current > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) current += entry.value;
      else {
        current = entry.value;
        first = entry.startTime;
      }
      last = entry.startTime;
      w.__cls = Math.max(w.__cls, current);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
