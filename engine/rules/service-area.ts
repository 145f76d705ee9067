/**
 * Service areas (issue 12, item 2; spec sections 4 'Address' and 7 'by location', 'service
 * area'): each supplier delivers inside its polygons and may list whole cities besides. PostGIS
 * is not in PGlite, so the point-in-polygon test is here, pure, and the server runs it over the
 * few areas of each supplier.
 */

/** [latitude, longitude] in degrees. */
export type Ponto = readonly [number, number];

export interface AreaAtendimento {
  /** A closed ring of points (the last need not repeat the first); at least 3 for an area. */
  poligono: readonly Ponto[];
  /** Whole cities served besides the polygon, as 'Cidade/UF' ('Campinas/SP'). */
  cidades: readonly string[];
}

/**
 * Whether the point lies inside the polygon (even-odd ray casting along the longitude axis). A
 * point exactly on an edge may fall either way; a polygon of fewer than 3 points contains nothing.
 */
export function pontoNoPoligono(ponto: Ponto, poligono: readonly Ponto[]): boolean {
  if (poligono.length < 3) return false;
  const [y, x] = ponto;
  let dentro = false;
  for (let i = 0, j = poligono.length - 1; i < poligono.length; j = i++) {
    const [yi, xi] = poligono[i]!;
    const [yj, xj] = poligono[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) dentro = !dentro;
  }
  return dentro;
}

/** 'Campinas/SP' for comparing cities: no accents, no case, single spaces. */
export function chaveCidade(cidade: string, uf: string): string {
  const nome = cidade
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return `${nome}/${uf.trim().toUpperCase()}`;
}

export interface LocalDoEndereco {
  lat: number | null;
  lng: number | null;
  cidade: string;
  uf: string;
}

/**
 * Whether an area serves a place: by its coordinates when it has them (the polygon), else by its
 * city (an address typed by CEP has no coordinates: ViaCEP gives none).
 */
export function areaAtende(area: AreaAtendimento, local: LocalDoEndereco): boolean {
  if (local.lat !== null && local.lng !== null && pontoNoPoligono([local.lat, local.lng], area.poligono)) return true;
  const chave = chaveCidade(local.cidade, local.uf);
  return area.cidades.some((c) => {
    const [nome = '', uf = ''] = c.split('/');
    return chaveCidade(nome, uf) === chave;
  });
}
