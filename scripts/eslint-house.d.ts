/** Types of scripts/eslint-house.js (a plain ES module, because eslint.config.js loads it without a TypeScript loader). */
import type { ESLint } from 'eslint';

export const ALIASED_FOLDERS: readonly string[];
export function aliasFor(filename: string, specifier: string): string | null;
export const house: ESLint.Plugin;
