/** What a slice tells the wiring point (engine/model/index.ts) about itself. */
import type { StoreWritable } from 'effector';
import type { ConsentCategory } from '../rules/cookies';

/** One store a slice saves to local storage, under its consent category (engine/model/persistence). */
export interface PersistedSlice<Value, Saved = unknown> {
  /** Key inside the saved envelope; unique. */
  name: string;
  store: StoreWritable<Value>;
  category: ConsentCategory;
  /** Value → JSON-safe data (default: the value itself). */
  serialize?: (value: Value) => Saved;
  /** Saved data → value, or undefined to discard it (default: the data itself). Should validate. */
  restore?: (saved: unknown) => Value | undefined;
}

/** A saved store of any value type (for the slices list). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPersistedSlice = PersistedSlice<any, any>;

export interface ModelSlice {
  /** The slice's folder name, for readers and messages. */
  name: string;
  /** What the slice saves to local storage (spec section 4, "State persistence"), if anything. */
  persisted?: readonly AnyPersistedSlice[];
}
