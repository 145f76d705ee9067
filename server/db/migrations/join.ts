/**
 * Joins the migrations kept in server/db/migrations with those of the modules
 * (server/modules/<m>/migrations) into the one list the migrator runs, in name order.
 */
import type { Migration } from 'kysely';

/** `NNNN-what`: four digits, a dash, lower-case words joined by dashes. */
const NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The base migrations followed by every module's, sorted by name. Throws (at import, so the server
 * never starts with it) on a malformed name or a number given twice: two modules adding their next
 * migration at once must not both take the same number.
 */
export function joinMigrations(
  base: Record<string, Migration>,
  modules: Record<string, Record<string, Migration>>,
): Record<string, Migration> {
  const all = new Map<string, Migration>();
  const numbers = new Map<string, string>();
  const sources: [string, Record<string, Migration>][] = [['server/db/migrations', base], ...Object.entries(modules)];
  for (const [source, list] of sources) {
    for (const [name, migration] of Object.entries(list)) {
      const number = NAME.exec(name)?.[1];
      if (number === undefined) {
        throw new Error(`migração "${name}" (${source}): o nome deve ser NNNN-descricao-em-minusculas`);
      }
      const other = numbers.get(number);
      if (other !== undefined) {
        throw new Error(`migrações "${other}" e "${name}" (${source}) usam o mesmo número ${number}`);
      }
      numbers.set(number, name);
      all.set(name, migration);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
