/** Text helpers for the SVG renderers: XML escaping, width estimate, line wrapping. */

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter((ch) => {
      const code = ch.codePointAt(0) as number;
      return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rough width of `text` in a sans-serif font of `fontSize` (good enough to wrap and fit). */
export function larguraTexto(text: string, fontSize: number, negrito = false): number {
  let unidades = 0;
  for (const ch of text) {
    if (/[iljtfI.,:;'|!]/.test(ch)) unidades += 0.3;
    else if (/[mwMW@]/.test(ch)) unidades += 0.85;
    else if (ch === ' ') unidades += 0.28;
    else if (/[A-Z0-9]/.test(ch)) unidades += 0.64;
    else unidades += 0.54;
  }
  return unidades * fontSize * (negrito ? 1.06 : 1);
}

/**
 * Splits `text` into at most `maxLinhas` lines no wider than `largura`; the last line ends in '…'
 * when the text does not fit. Long single words are cut.
 */
export function quebrarLinhas(
  text: string,
  largura: number,
  fontSize: number,
  maxLinhas: number,
  negrito = false,
): string[] {
  const palavras = text
    .trim()
    .split(/[ \t\r\n]+/)
    .filter(Boolean); // a no-break space keeps '350\u00a0ml' together
  const linhas: string[] = [];
  let atual = '';
  let i = 0;
  for (; i < palavras.length; i++) {
    const palavra = palavras[i] as string;
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (larguraTexto(tentativa, fontSize, negrito) <= largura) {
      atual = tentativa;
      continue;
    }
    if (atual) {
      linhas.push(atual);
      if (linhas.length === maxLinhas) break;
    }
    atual = cortar(palavra, largura, fontSize, negrito);
  }
  if (linhas.length < maxLinhas && atual) {
    linhas.push(atual);
    atual = '';
    i = palavras.length;
  }
  if (i < palavras.length && linhas.length > 0) {
    linhas[linhas.length - 1] = reticencias(linhas[linhas.length - 1] as string, largura, fontSize, negrito);
  }
  return linhas;
}

function cortar(palavra: string, largura: number, fontSize: number, negrito: boolean): string {
  if (larguraTexto(palavra, fontSize, negrito) <= largura) return palavra;
  return reticencias(palavra, largura, fontSize, negrito);
}

function reticencias(linha: string, largura: number, fontSize: number, negrito: boolean): string {
  let texto = linha;
  while (texto.length > 1 && larguraTexto(`${texto}…`, fontSize, negrito) > largura)
    texto = texto.slice(0, -1).trimEnd();
  return `${texto}…`;
}

export const FONTE = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
