/**
 * Client state persistence (spec section 4, "State persistence"): selected stores are saved to
 * localStorage at most every 500 ms, in a versioned envelope with migrations, filtered by the
 * cookie preferences.
 *
 *   const persistence = createPersistence({
 *     key: 'storefront:state', version: 1, migrations: [],
 *     slices: [
 *       { name: 'cart', store: $cart, category: 'necessary', serialize: blankCartCoupon },
 *       { name: 'user', store: $user, category: 'session' },
 *       { name: 'catalogue', store: $catalogueFilters, category: 'performance', restore: parseFilters },
 *     ],
 *   });
 *
 * - Restore runs on `consentReady` (after the consent cookie was read; or fire `persistence.started`):
 *   only slices whose category is allowed are restored; older envelopes go through `migrations`
 *   (each `{ from, to, migrate(slicesByName) }`); corrupt JSON, a newer version, a failing migration
 *   or a `restore` hook that throws/returns undefined discard the data, never throw.
 * - Save: any change of a slice or of the effective preferences schedules one save 500 ms later
 *   (throttle with trailing edge: at most one write per 500 ms, always the latest state).
 *   Slices whose category is off are dropped from storage (spec: necessary off drops cart, chat and
 *   router; session off drops user; performance off drops most catalogue and supplier state).
 * - `flushed` saves immediately (e.g. on `pagehide`).
 *
 * The storefront's one instance (`appPersistence`) is made by the wiring point, engine/model/index.ts,
 * from the `persisted` parts each slice declares in its `ModelSlice`.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Effect, Event, EventCallable, Store } from 'effector';
import { migrateDocument } from '#schemas/migrations';
import type { Migration } from '#schemas/migrations';
import { $effectivePreferences, consentReady } from '../consent';
import type { CookiePreferences } from '../consent';
import type { AnyPersistedSlice } from '../slice';

/** Throttle window of the saves (spec section 9: "State save 500 ms"). */
export const SAVE_THROTTLE_MS = 500;

export type { AnyPersistedSlice, PersistedSlice } from '../slice';

/** Migrations over the map `{ [sliceName]: savedData }` (schemaVersion is the envelope version). */
export type PersistenceMigration = Migration;

export interface PersistenceOptions {
  key: string;
  version: number;
  migrations: readonly PersistenceMigration[];
  slices: readonly AnyPersistedSlice[];
  /** Effective cookie preferences (default: the consent slice's). */
  preferences?: Store<CookiePreferences>;
  /** When to restore (default: the consent slice's `consentReady`). */
  startOn?: Event<unknown> | EventCallable<unknown>;
  throttleMs?: number;
}

export interface SavedEnvelope {
  version: number;
  savedAt: string;
  slices: Record<string, unknown>;
}

export interface Persistence {
  /** Restores now (also fired by `startOn`). */
  started: EventCallable<void>;
  /** Saves immediately, skipping the throttle. */
  flushed: EventCallable<void>;
  /** Fires after a restore with the names of the slices restored. */
  restored: Event<string[]>;
  /** Fires when stored data was discarded, with the reason (pt-BR). */
  discarded: Event<string>;
  /** Reads the stored text (replace with `fork({ handlers })` in tests). */
  readStorageFx: Effect<string, string | null>;
  /** Writes the stored text (replace with `fork({ handlers })` in tests). */
  writeStorageFx: Effect<{ key: string; value: string }, void>;
  /** True while a throttled save is pending. */
  $savePending: Store<boolean>;
  /**
   * The throttle's timer (`throttleMs`). Where nothing is ever saved (the server renderer), replace
   * it with `fork({ handlers })`: otherwise `allSettled` waits for it on every render.
   */
  waitFx: Effect<void, void>;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // e.g. storage disabled by the browser
  }
}

/** The save payload: allowed slices only, serialised. Pure. */
export function buildEnvelopeSlices(
  slices: readonly AnyPersistedSlice[],
  values: readonly unknown[],
  prefs: CookiePreferences,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  slices.forEach((slice, i) => {
    if (!prefs[slice.category]) return;
    const value = values[i];
    out[slice.name] = slice.serialize ? slice.serialize(value) : value;
  });
  return out;
}

export type RestoreOutcome = { ok: true; values: Record<string, unknown> } | { ok: false; reason: string };

/** Parses the stored text, migrates it and restores the allowed slices. Never throws. Pure. */
export function decodeEnvelope(
  text: string | null,
  options: { version: number; migrations: readonly PersistenceMigration[]; slices: readonly AnyPersistedSlice[] },
  prefs: CookiePreferences,
): RestoreOutcome {
  if (text === null || text === '') return { ok: true, values: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'estado salvo corrompido (JSON inválido)' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'estado salvo corrompido (não é um objeto)' };
  const envelope = parsed as Partial<SavedEnvelope>;
  const slicesData = envelope.slices;
  if (
    typeof envelope.version !== 'number' ||
    typeof slicesData !== 'object' ||
    slicesData === null ||
    Array.isArray(slicesData)
  ) {
    return { ok: false, reason: 'estado salvo corrompido (sem versão ou fatias)' };
  }
  const migrated = migrateDocument(
    { ...slicesData, schemaVersion: envelope.version },
    options.migrations,
    options.version,
  );
  if (!migrated.ok)
    return { ok: false, reason: `estado salvo descartado: ${migrated.erros.map((e) => e.mensagem).join('; ')}` };
  const values: Record<string, unknown> = {};
  for (const slice of options.slices) {
    if (!prefs[slice.category] || !Object.hasOwn(migrated.document, slice.name)) continue;
    const saved = migrated.document[slice.name];
    try {
      const value = slice.restore ? slice.restore(saved) : saved;
      if (value !== undefined) values[slice.name] = value;
    } catch {
      // A slice that cannot be restored is dropped; the others stay.
    }
  }
  return { ok: true, values };
}

export function createPersistence(options: PersistenceOptions): Persistence {
  const { key, version, migrations, slices } = options;
  const throttleMs = options.throttleMs ?? SAVE_THROTTLE_MS;
  const $prefs = options.preferences ?? $effectivePreferences;
  const names = new Set<string>();
  for (const s of slices) {
    if (names.has(s.name)) throw new Error(`createPersistence: fatia repetida "${s.name}"`);
    names.add(s.name);
  }

  const started = createEvent();
  const flushed = createEvent();
  const discarded = createEvent<string>();

  const readStorageFx = createEffect(
    (storageKey: string): string | null => browserStorage()?.getItem(storageKey) ?? null,
  );
  const writeStorageFx = createEffect(({ key: storageKey, value }: { key: string; value: string }): void => {
    browserStorage()?.setItem(storageKey, value);
  });
  const saveFx = createEffect((payload: Record<string, unknown>) => {
    const envelope: SavedEnvelope = { version, savedAt: new Date().toISOString(), slices: payload };
    return writeStorageFx({ key, value: JSON.stringify(envelope) });
  });
  const waitFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, throttleMs)));

  // ---- restore ----
  if (options.startOn) sample({ clock: options.startOn, fn: () => undefined, target: started });
  else sample({ clock: consentReady, fn: () => undefined, target: started });
  sample({ clock: started, fn: () => key, target: readStorageFx });
  const outcome = sample({
    clock: readStorageFx.doneData,
    source: $prefs,
    fn: (prefs, text) => decodeEnvelope(text, { version, migrations, slices }, prefs),
  });
  sample({ clock: readStorageFx.fail, fn: () => 'não foi possível ler o estado salvo', target: discarded });
  sample({ clock: outcome, filter: (o) => !o.ok, fn: (o) => (o.ok ? '' : o.reason), target: discarded });
  const values: Event<Record<string, unknown>> = sample({
    clock: outcome,
    filter: (o) => o.ok,
    fn: (o) => (o.ok ? o.values : {}),
  });
  for (const slice of slices) {
    const sliceRestored: Event<unknown> = sample({
      clock: values,
      filter: (v: Record<string, unknown>) => Object.hasOwn(v, slice.name),
      fn: (v: Record<string, unknown>) => v[slice.name],
    });
    slice.store.on(sliceRestored, (_, value) => value);
  }
  const restored = values.map((v: Record<string, unknown>) => Object.keys(v));

  // ---- save (throttled, trailing) ----
  const $values = combine(slices.map((s) => s.store as Store<unknown>));
  const $payload = combine($values, $prefs, (vals, prefs) => buildEnvelopeSlices(slices, vals, prefs));
  const $savePending = createStore(false, { serialize: 'ignore' });
  const changed = createEvent();
  sample({ clock: [...slices.map((s) => s.store.updates), $prefs.updates], fn: () => undefined, target: changed });
  sample({ clock: changed, source: $savePending, filter: (pending) => !pending, fn: () => undefined, target: waitFx });
  $savePending.on(waitFx, () => true).reset(waitFx.finally);
  sample({ clock: [waitFx.done, flushed], source: $payload, target: saveFx });
  sample({
    clock: saveFx.failData,
    fn: (e) => `não foi possível salvar o estado: ${e instanceof Error ? e.message : String(e)}`,
    target: discarded,
  });

  return { started, flushed, restored, discarded, readStorageFx, writeStorageFx, $savePending, waitFx };
}

/** Blank values of the cart's coupon fields (spec: "Cart coupon data is blanked when saved"). */
export const CART_COUPON_BLANKS = {
  codigoCupom: '',
  cupomCanal: '',
  valorDescontoAbsoluto: 0,
  valorDescontoPercentual: 0,
  tipoDesconto: '%',
  totalDescontoEspecifico: 0,
  produtosComDesconto: [],
  habilitarVisualizacaoDesconto: false,
  disabledButtonCupom: false,
  cupomAutomatico: null,
  cupomAplicacaoAutomatica: false,
  codigoCupomAutomatico: '',
} as const;

/**
 * `serialize` hook for the cart slice: a copy with every coupon field present blanked (the coupon
 * is re-validated by the server on the next visit). Fields the object does not have are not added.
 */
export function blankCartCoupon<Cart extends object>(cart: Cart): Cart {
  const copy: Record<string, unknown> = { ...(cart as Record<string, unknown>) };
  for (const [field, blank] of Object.entries(CART_COUPON_BLANKS)) {
    if (Object.hasOwn(copy, field)) copy[field] = Array.isArray(blank) ? [] : blank;
  }
  return copy as Cart;
}
