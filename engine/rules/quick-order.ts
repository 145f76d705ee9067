/**
 * Quick order (issue 10, item 8): a B2B buyer pastes lines of 'code quantity' (or a spreadsheet's
 * rows become such lines); each line is checked against the product's quantity rules, with a
 * pt-BR message per line, and the valid lines go to the cart in one step.
 *
 * Accepted line shapes: `7891000 12`, `7891000;12`, `7891000,12` (CSV), `7891000\t1,5` (a
 * spreadsheet's tab), `7891000 x 12`, with a decimal comma or point. Empty lines and a first line
 * that is a header ('código;quantidade') are skipped.
 *
 * A quantity that is off the product's grid is rounded UP to a multiple of its step (the buyer
 * asked for at least that much, as INC rounds up), then floored at the minimum and capped at the
 * maximum per order and, under enable-stock-control, the available stock; every change is said:
 * 'quantidade ajustada para 6 (múltiplo de 6)'.
 */
import { formatQuantityMilesimos, type Unidade } from './quantity';
import { QUANTIDADE_MAXIMA, quantityCap, type QuantityLimits } from './quantity-action';

export interface QuickOrderInputLine {
  /** 1-based line number in what was pasted. */
  linha: number;
  codigo: string;
  /** Thousandths, or null when the quantity could not be read. */
  quantidade: number | null;
  /** What was typed as the quantity. */
  quantidadeTexto: string;
}

const HEADER = /^\s*(c[óo]d(igo)?|sku|produto)\b/i;

/** Code and quantity of one line: tab or ';' first, then spaces (with an optional 'x'), then a CSV comma. */
function dividir(linha: string): [string, string] | null {
  const texto = linha
    .trim()
    .replace(/[;,]+$/, '')
    .replace(/^"|"$/g, '');
  const porTabOuPontoEVirgula = /^([^\t;]+)[\t;]+([^\t;]+)$/.exec(texto);
  const porEspaco = /^(\S+)\s+(?:x\s+)?(\S+)$/i.exec(texto);
  const porVirgula = /^([^,\s]+)\s*,\s*("?)([^,"]+)\2$/.exec(texto);
  if (porTabOuPontoEVirgula)
    return [
      (porTabOuPontoEVirgula[1] as string).trim().replace(/^"|"$/g, ''),
      (porTabOuPontoEVirgula[2] as string).trim().replace(/^"|"$/g, ''),
    ];
  if (porEspaco) return [porEspaco[1] as string, porEspaco[2] as string];
  if (porVirgula) return [porVirgula[1] as string, (porVirgula[3] as string).trim()];
  return null;
}

/** Reads a typed quantity ('12', '1,5', '1.5', '1.000', '2,250') into thousandths; null when it is not a quantity. */
export function parseQuantidade(texto: string): number | null {
  const limpo = texto.trim();
  if (!/^\d{1,12}(?:[.,]\d{1,3})?$|^\d{1,3}(?:\.\d{3})+(?:,\d{1,3})?$/.test(limpo)) return null;
  let normalizado = limpo;
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,3})?$/.test(limpo)) normalizado = limpo.replace(/\./g, '').replace(',', '.');
  else normalizado = limpo.replace(',', '.');
  const valor = Math.round(Number(normalizado) * 1000);
  return Number.isSafeInteger(valor) ? valor : null;
}

/** Splits pasted text (or a sheet's rows joined by newlines) into its lines of code and quantity. */
export function parseQuickOrder(texto: string): {
  linhas: QuickOrderInputLine[];
  invalidas: { linha: number; texto: string }[];
} {
  const linhas: QuickOrderInputLine[] = [];
  const invalidas: { linha: number; texto: string }[] = [];
  texto.split(/\r?\n/).forEach((bruta, indice) => {
    const numero = indice + 1;
    if (bruta.trim() === '') return;
    if (indice === 0 && HEADER.test(bruta) && !/\d\s*$/.test(bruta.trim())) return;
    const partes = dividir(bruta);
    if (!partes) {
      invalidas.push({ linha: numero, texto: bruta.trim() });
      return;
    }
    const [codigo, quantidadeTexto] = partes;
    linhas.push({ linha: numero, codigo, quantidade: parseQuantidade(quantidadeTexto), quantidadeTexto });
  });
  return { linhas, invalidas };
}

export type QuickOrderCheck = { ok: true; quantidade: number; aviso: string | null } | { ok: false; erro: string };

export interface QuickOrderProduct {
  limites: QuantityLimits;
  unidade: Unidade;
}

function mostrar(milesimos: number, produto: QuickOrderProduct): string {
  return formatQuantityMilesimos(milesimos, { unidade: produto.unidade, granularidade: produto.limites.passo / 1000 });
}

/** Checks one line against its product (null when the code is unknown). */
export function checkQuickOrderLine(linha: QuickOrderInputLine, produto: QuickOrderProduct | null): QuickOrderCheck {
  if (produto === null) return { ok: false, erro: 'código não encontrado' };
  if (linha.quantidade === null) return { ok: false, erro: `quantidade inválida: '${linha.quantidadeTexto}'` };
  if (linha.quantidade <= 0) return { ok: false, erro: 'a quantidade deve ser maior que zero' };
  const { passo, minimo } = produto.limites;
  const cap = quantityCap(produto.limites) ?? QUANTIDADE_MAXIMA;
  const teto = Math.floor(cap / passo) * passo;
  if (teto <= 0) return { ok: false, erro: 'produto indisponível' };
  let quantidade = Math.ceil(Math.min(linha.quantidade, QUANTIDADE_MAXIMA) / passo) * passo;
  let motivo: string | null = quantidade !== linha.quantidade ? `múltiplo de ${mostrar(passo, produto)}` : null;
  const piso = Math.ceil(minimo / passo) * passo;
  if (quantidade < piso) {
    quantidade = piso;
    motivo = `mínimo de ${mostrar(piso, produto)}`;
  }
  if (quantidade > teto) {
    quantidade = teto;
    const porEstoque =
      produto.limites.controleEstoque &&
      produto.limites.maximoDisponivel !== null &&
      produto.limites.maximoDisponivel === cap;
    motivo = porEstoque
      ? `estoque disponível: ${mostrar(teto, produto)}`
      : `máximo de ${mostrar(teto, produto)} por pedido`;
  }
  return {
    ok: true,
    quantidade,
    aviso: motivo === null ? null : `quantidade ajustada para ${mostrar(quantidade, produto)} (${motivo})`,
  };
}
