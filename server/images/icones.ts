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

let icones: Map<string, Icone> | undefined;

function carregar(): Map<string, Icone> {
  const require = createRequire(import.meta.url);
  const arquivo = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const json = JSON.parse(readFileSync(arquivo, 'utf8')) as IconifyJson;
  const mapa = new Map<string, Icone>();
  for (const nome of ICONES_USADOS) {
    const real = json.icons[nome] ? nome : json.aliases?.[nome]?.parent;
    const icone = real ? json.icons[real] : undefined;
    if (!icone) throw new Error(`Ícone ausente em @iconify-json/fluent-emoji-flat: ${nome}`);
    mapa.set(nome, { body: icone.body, width: icone.width ?? json.width ?? 16, height: icone.height ?? json.height ?? 16 });
  }
  return mapa;
}

/** The icon `nome` (one the kind table uses); throws for any other name. */
export function icone(nome: string): Icone {
  icones ??= carregar();
  const achado = icones.get(nome);
  if (!achado) throw new Error(`Ícone não carregado: ${nome}`);
  return achado;
}
