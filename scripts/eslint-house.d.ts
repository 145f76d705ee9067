/** Types of scripts/eslint-house.js (a plain ES module, because eslint.config.js loads it without a TypeScript loader). */
import type { ESLint } from 'eslint';

export const ALIASED_FOLDERS: readonly string[];
export function aliasFor(filename: string, specifier: string): string | null;
/** When `specifier` in `filename` reaches a file inside another slice of the model: the slice and its index's specifier. */
export function sliceImport(filename: string, specifier: string): { slice: string; index: string; file: string } | null;
export const house: ESLint.Plugin;
