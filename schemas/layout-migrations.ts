/**
 * The layout document's migrations as the server applies them (on read, on publish, on import,
 * and in the seed): the full steps. The browser's list (schemas/layout.ts `layoutMigrations`) has
 * the same versions with lighter steps, since it only ever gets documents the server migrated.
 *
 * 1 → 2 (issue 14, spec section 9): the carousel block gains its timing props, the load delay
 * (`atrasoCarregamentoMs`, 10 ms) and the interval between carousels
 * (`intervaloEntreCarrosseisMs`, 1000 ms); every carousel node of a version-1 document, in the
 * regions, the pages and nested in sections, gets them written out, so the stored document says
 * what the storefront does and the studio shows the values to edit.
 *
 * 2 → 3: the carousel's `titulo` and the banners' text props, all with defaults: a copy (the
 * browser's step, schemas/layout.ts).
 */
import type { JsonObject, Migration } from './migrations';
import { layoutMigrations } from './layout';

/** Spec section 9 (the carousel block's defaults, blocks/carousel/schema.ts, are the same values). */
export const ATRASO_CARROSSEL_MS = 10;
export const INTERVALO_ENTRE_CARROSSEIS_MS = 1000;

const isObjeto = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list of layout nodes with every carousel given the timing props it lacks (recursing into children). */
function comTempos(nos: unknown): unknown {
  if (!Array.isArray(nos)) return nos;
  return nos.map((no) => {
    if (!isObjeto(no)) return no;
    const novo: JsonObject = { ...no };
    if (no['type'] === 'carousel') {
      const props = isObjeto(no['props']) ? no['props'] : {};
      novo['props'] = {
        atrasoCarregamentoMs: ATRASO_CARROSSEL_MS,
        intervaloEntreCarrosseisMs: INTERVALO_ENTRE_CARROSSEIS_MS,
        ...props,
      };
    }
    if (Array.isArray(no['children'])) novo['children'] = comTempos(no['children']);
    return novo;
  });
}

const mapaDeListas = (valor: unknown): unknown =>
  isObjeto(valor) ? Object.fromEntries(Object.entries(valor).map(([nome, nos]) => [nome, comTempos(nos)])) : valor;

export const migracaoCarrosselTempos: Migration = {
  from: 1,
  to: 2,
  migrate: (doc) => ({ ...doc, regions: mapaDeListas(doc['regions']), pages: mapaDeListas(doc['pages']) }),
};

/** Every step from version 0 to LAYOUT_SCHEMA_VERSION, with the full 1 → 2. */
export const layoutMigrationsServidor: readonly Migration[] = layoutMigrations.map((m) =>
  m.from === 1 ? migracaoCarrosselTempos : m,
);
