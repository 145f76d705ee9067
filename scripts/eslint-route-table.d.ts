/** Types of scripts/eslint-route-table.js (a plain ES module, loaded by eslint.config.js without a TypeScript loader). */
import type { ESLint } from 'eslint';

export function routePatterns(source?: string): string[];
export const routeTable: ESLint.Plugin;
