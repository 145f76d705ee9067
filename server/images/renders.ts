/**
 * The 3D look of the demo pictures (issue 35, item 9): Microsoft's Fluent Emoji in their 3D style
 * (MIT licence; the npm package @lobehub/fluent-emoji-3d ships them as 256 px WebP files named by
 * code point). They read as product shots, where the flat set reads as a wireframe. A kind's icon
 * name (the flat set's, server/images/tipos-produto.ts) finds its file through the flat set's own
 * `chars.json` (code point → name). A name without a 3D file (a ZWJ sequence such as 'lime', our
 * own 'proprio-…' drawings) keeps the flat drawing.
 *
 * Read lazily, once per icon, and kept in memory (about 4 KB each; the kind table uses ~130).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ICONES_USADOS } from './tipos-produto';

const require = createRequire(import.meta.url);

let arquivos: Map<string, string> | undefined;
const lidos = new Map<string, Buffer | null>();

/** Icon name → the 3D file's path, for the kind table's names that have one (the set has ~3,000). */
function indice(): Map<string, string> {
  if (arquivos) return arquivos;
  const chars = JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'),
  ) as Record<string, string>;
  const pasta = join(dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
  const mapa = new Map<string, string>();
  const usados = new Set(ICONES_USADOS);
  for (const [codigo, nome] of Object.entries(chars)) {
    if (!usados.has(nome) || mapa.has(nome)) continue;
    for (const candidato of [codigo, `${codigo}-fe0f`]) {
      const arquivo = join(pasta, `${candidato}.webp`);
      if (existsSync(arquivo)) {
        mapa.set(nome, arquivo);
        break;
      }
    }
  }
  arquivos = mapa;
  return mapa;
}

/** The 3D WebP (256 px, transparent) of the icon `nome`, or undefined when it has none. */
export function render3d(nome: string): Buffer | undefined {
  if (nome.startsWith('proprio-')) return undefined;
  let lido = lidos.get(nome);
  if (lido === undefined) {
    const arquivo = indice().get(nome);
    lido = arquivo ? readFileSync(arquivo) : null;
    lidos.set(nome, lido);
  }
  return lido ?? undefined;
}
