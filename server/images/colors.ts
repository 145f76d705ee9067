/** Small colour helpers for the SVG renderers (deterministic, no dependencies). */

export function hashTexto(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
}

const HEX = /^#([0-9a-f]{6})$/i;

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function misturar(cor: string, amount: number): string {
  const m = HEX.exec(cor);
  if (!m) return cor;
  const n = parseInt(m[1] as string, 16);
  const canais = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${canais.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
