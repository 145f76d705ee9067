/**
 * The product illustrations: Fluent Emoji (flat style) by Microsoft, MIT licence, shipped as the
 * npm package @iconify-json/fluent-emoji-flat (one JSON file of SVG bodies). The file is read once,
 * on the first product picture, and only the icons the kind table uses are kept in memory.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ICONES_USADOS } from './tipos-produto';

export interface Icone {
  /** SVG content (no outer <svg>), drawn in a `width`×`height` viewBox. */
  body: string;
  width: number;
  height: number;
}

interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

/**
 * Our own drawings, in the set's flat style and 32×32 box, for kinds the set has no emoji for
 * (a paper sack of cement or mortar, floor tiles). Names start with 'proprio-'.
 */
export const ICONES_PROPRIOS: Readonly<Record<string, Icone>> = {
  'proprio-saco': {
    width: 32,
    height: 32,
    body:
      '<path fill="#c8b28e" d="M7 5.5h18l1.6 3.2c1.1 6.4 1.1 13.6 0 19.6a2 2 0 0 1-2 1.7H7.4a2 2 0 0 1-2-1.7c-1.1-6-1.1-13.2 0-19.6z"/>' +
      '<path fill="#a89272" d="M7 5.5h18l1.6 3.2H5.4z"/>' +
      '<path fill="#b9a27d" d="M5.6 25.5h20.8c-.1 1-.2 1.9-.4 2.8a2 2 0 0 1-2 1.7H8a2 2 0 0 1-2-1.7c-.2-.9-.3-1.8-.4-2.8"/>' +
      '<rect width="15" height="10.5" x="8.5" y="12" fill="#f5f3ef" rx="1.2"/>' +
      '<path fill="#e5484d" d="M9.7 12h12.6a1.2 1.2 0 0 1 1.2 1.2v2.3h-15v-2.3A1.2 1.2 0 0 1 9.7 12"/>' +
      '<rect width="9" height="1.4" x="11.5" y="17.4" fill="#9b9b9b" rx=".7"/>' +
      '<rect width="6" height="1.4" x="13" y="19.8" fill="#c4c4c4" rx=".7"/>',
  },
  'proprio-piso': {
    width: 32,
    height: 32,
    body:
      '<rect width="28" height="28" x="2" y="2" fill="#b7ada0" rx="2"/>' +
      '<rect width="12.5" height="12.5" x="3.2" y="3.2" fill="#f2ede6" rx="1.2"/>' +
      '<path fill="#fff" opacity=".45" d="M4.4 11.7 11.7 4.4h2.6L4.4 14.3z"/>' +
      '<rect width="12.5" height="12.5" x="16.3" y="3.2" fill="#ddd3c6" rx="1.2"/>' +
      '<path fill="#fff" opacity=".45" d="M17.5 11.7 24.8 4.4h2.6L17.5 14.3z"/>' +
      '<rect width="12.5" height="12.5" x="3.2" y="16.3" fill="#ddd3c6" rx="1.2"/>' +
      '<path fill="#fff" opacity=".45" d="M4.4 24.8 11.7 17.5h2.6L4.4 27.4z"/>' +
      '<rect width="12.5" height="12.5" x="16.3" y="16.3" fill="#f2ede6" rx="1.2"/>' +
      '<path fill="#fff" opacity=".45" d="M17.5 24.8 24.8 17.5h2.6L17.5 27.4z"/>',
  },
};

let icones: Map<string, Icone> | undefined;

function carregar(): Map<string, Icone> {
  const require = createRequire(import.meta.url);
  const arquivo = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const json = JSON.parse(readFileSync(arquivo, 'utf8')) as IconifyJson;
  const mapa = new Map<string, Icone>();
  for (const nome of ICONES_USADOS) {
    if (ICONES_PROPRIOS[nome]) continue;
    const real = json.icons[nome] ? nome : json.aliases?.[nome]?.parent;
    const icone = real ? json.icons[real] : undefined;
    if (!icone) throw new Error(`Ícone ausente em @iconify-json/fluent-emoji-flat: ${nome}`);
    mapa.set(nome, {
      body: icone.body,
      width: icone.width ?? json.width ?? 16,
      height: icone.height ?? json.height ?? 16,
    });
  }
  return mapa;
}

/** Reads the icon set now (the server calls it once it listens, so no request waits for it). */
export function prepararIcones(): void {
  icones ??= carregar();
}

/** The icon `nome` (one the kind table uses); throws for any other name. */
export function icone(nome: string): Icone {
  const proprio = ICONES_PROPRIOS[nome];
  if (proprio) return proprio;
  icones ??= carregar();
  const achado = icones.get(nome);
  if (!achado) throw new Error(`Ícone não carregado: ${nome}`);
  return achado;
}
