/** 'Café Torrado 500 g' → 'cafe-torrado-500-g'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%/g, '-pct')
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
