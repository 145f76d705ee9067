/** The supplier logo: a mark (initials on the primary colour, an accent) and the name. */
import { resolveTema, type TemaParcial } from '#schemas/theme';
import { misturar } from './colors';
import { escapeXml, FONTE, larguraTexto } from './svg-text';

export interface FornecedorLogo {
  nome: string;
  slug?: string | null;
  /** A colour that is not '#rrggbb' is drawn in its default (never injected into the SVG). */
  tema: TemaParcial | null | undefined;
}

/** 'Distribuidora Aurora' → 'DA'; 'ConstruForte Materiais' → 'CM'. */
export function iniciais(nome: string): string {
  const palavras = nome
    .normalize('NFC')
    .split(/\s+/)
    .filter((p) => p.length > 2 || /^[A-ZÀ-Ý]/.test(p))
    .filter(Boolean);
  const letras = palavras.slice(0, 2).map((p) => Array.from(p)[0] ?? '');
  return (letras.join('') || Array.from(nome.trim())[0] || '?').toUpperCase();
}

export function renderLogoSvg(fornecedor: FornecedorLogo): string {
  const {
    cor_primaria: primaria,
    cor_secundaria: secundaria,
    cor_auxiliar: auxiliar,
    cor_texto: textoMarca,
  } = resolveTema(fornecedor.tema);
  const nome = fornecedor.nome.trim() || 'Loja';
  const siglas = iniciais(nome);

  // Name on one or two lines, sized to fit the 480×120 canvas beside the 100 px mark.
  const espaco = 480 - 132;
  const palavras = nome.split(/\s+/);
  let linhas = [nome];
  if (larguraTexto(nome, 40, true) > espaco && palavras.length > 1) {
    const meio = Math.ceil(palavras.length / 2);
    linhas = [palavras.slice(0, meio).join(' '), palavras.slice(meio).join(' ')];
  }
  const maisLarga = Math.max(...linhas.map((l) => larguraTexto(l, 1, true)));
  const fonte = Math.max(16, Math.min(linhas.length === 1 ? 44 : 36, Math.floor(espaco / maisLarga)));
  const alturaBloco = linhas.length * fonte * 1.1;
  const y0 = 60 - alturaBloco / 2 + fonte * 0.85;
  const texto = linhas
    .map(
      (l, i) =>
        `<text x="128" y="${Math.round(y0 + i * fonte * 1.1)}" font-size="${fonte}" font-weight="${i === 0 ? 800 : 600}" fill="${i === 0 ? secundaria : misturar(secundaria, 0.25)}">${escapeXml(l)}</text>`,
    )
    .join('');
  const fonteSigla = siglas.length > 1 ? 40 : 52;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" role="img" aria-labelledby="logo-t">` +
    `<title id="logo-t">${escapeXml(nome)}</title>` +
    `<rect x="10" y="10" width="100" height="100" rx="24" fill="${primaria}"/>` +
    `<path d="M10 82 Q60 58 110 78 V86 A24 24 0 0 1 86 110 H34 A24 24 0 0 1 10 86 Z" fill="${auxiliar}"/>` +
    `<text x="60" y="${fonteSigla === 52 ? 74 : 70}" text-anchor="middle" font-family="${FONTE}" font-size="${fonteSigla}" font-weight="800" fill="${textoMarca}">${escapeXml(siglas)}</text>` +
    `<g font-family="${FONTE}">${texto}</g>` +
    `</svg>`
  );
}
