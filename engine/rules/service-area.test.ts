// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaAtende, chaveCidade, pontoNoPoligono, type Ponto } from './service-area';

const RUNS = { numRuns: 1000 };

/**
 * A convex polygon: a regular-ish polygon around a centre, vertices at increasing angles. Its
 * reference test: a point is inside iff it is on the left of every edge (counter-clockwise).
 */
const convexo = fc
  .record({
    lat: fc.double({ min: -30, max: 0, noNaN: true }),
    lng: fc.double({ min: -60, max: -35, noNaN: true }),
    raio: fc.double({ min: 0.05, max: 2, noNaN: true }),
    lados: fc.integer({ min: 3, max: 12 }),
    giro: fc.double({ min: 0, max: Math.PI, noNaN: true }),
  })
  .map(({ lat, lng, raio, lados, giro }) =>
    Array.from({ length: lados }, (_, k): Ponto => {
      const a = giro + (2 * Math.PI * k) / lados;
      return [lat + raio * Math.sin(a), lng + raio * Math.cos(a)];
    }),
  );

/** The reference: cross products in (x = lng, y = lat); counter-clockwise ⇒ all positive inside. */
function dentroConvexo(p: Ponto, poligono: readonly Ponto[]): number {
  let minimo = Infinity;
  for (let i = 0; i < poligono.length; i++) {
    const [ya, xa] = poligono[i]!;
    const [yb, xb] = poligono[(i + 1) % poligono.length]!;
    minimo = Math.min(minimo, (xb - xa) * (p[0] - ya) - (yb - ya) * (p[1] - xa));
  }
  return minimo;
}

describe('pontoNoPoligono', () => {
  it('agrees with the convex reference for every point not on an edge', () => {
    fc.assert(
      fc.property(
        convexo,
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (poligono, dy, dx) => {
          const [cy, cx] = poligono.reduce(
            ([sy, sx], [y, x]) => [sy + y / poligono.length, sx + x / poligono.length],
            [0, 0],
          );
          const p: Ponto = [cy + dy, cx + dx];
          const margem = dentroConvexo(p, poligono);
          fc.pre(Math.abs(margem) > 1e-9);
          expect(pontoNoPoligono(p, poligono)).toBe(margem > 0);
        },
      ),
      RUNS,
    );
  });
  it('does not depend on where the ring starts or its direction', () => {
    fc.assert(
      fc.property(
        convexo,
        fc.nat(),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (poligono, giro, dy, dx) => {
          const p: Ponto = [poligono[0]![0] + dy, poligono[0]![1] + dx];
          fc.pre(Math.abs(dentroConvexo(p, poligono)) > 1e-9);
          const k = giro % poligono.length;
          const rodado = [...poligono.slice(k), ...poligono.slice(0, k)];
          expect(pontoNoPoligono(p, rodado)).toBe(pontoNoPoligono(p, poligono));
          expect(pontoNoPoligono(p, [...poligono].reverse())).toBe(pontoNoPoligono(p, poligono));
        },
      ),
      RUNS,
    );
  });
  it('handles a concave ring (an L) and degenerate rings', () => {
    const L: Ponto[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(pontoNoPoligono([0.5, 0.5], L)).toBe(true);
    expect(pontoNoPoligono([1.5, 0.5], L)).toBe(true);
    expect(pontoNoPoligono([1.5, 1.5], L)).toBe(false);
    expect(
      pontoNoPoligono(
        [0.5, 0.5],
        [
          [0, 0],
          [1, 1],
        ],
      ),
    ).toBe(false);
  });
});

describe('areaAtende', () => {
  const campinas: Ponto[] = [
    [-22.8, -47.2],
    [-22.8, -46.9],
    [-23.05, -46.9],
    [-23.05, -47.2],
  ];
  it('serves by coordinates, else by the city (no accents, no case)', () => {
    const area = { poligono: campinas, cidades: ['Jundiaí/SP'] };
    expect(areaAtende(area, { lat: -22.9, lng: -47.06, cidade: 'Campinas', uf: 'SP' })).toBe(true);
    expect(areaAtende(area, { lat: null, lng: null, cidade: 'JUNDIAI', uf: 'sp' })).toBe(true);
    expect(areaAtende(area, { lat: null, lng: null, cidade: 'Campinas', uf: 'SP' })).toBe(false);
    expect(areaAtende(area, { lat: -25.43, lng: -49.27, cidade: 'Curitiba', uf: 'PR' })).toBe(false);
    expect(chaveCidade('  São   Paulo ', 'sp')).toBe('sao paulo/SP');
  });
});
