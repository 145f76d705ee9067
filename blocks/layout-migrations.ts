/**
 * The layout's migrations as the server applies them (schemas/layout-migrations.ts, the full
 * steps), with 3 → 4 giving the new page types their default layouts (./default-layout.ts): what
 * the server validates and stores with (./validate-document.ts) and what the studio checks a draft
 * with, so a pasted older document reads there as it will be published.
 */
import { layoutMigrationsServidor } from '#schemas/layout-migrations';
import type { Migration } from '#schemas/migrations';
import { migracaoPaginasV4 } from './default-layout';

export const layoutMigrationsLoja: readonly Migration[] = layoutMigrationsServidor.map((m) =>
  m.from === 3 ? migracaoPaginasV4 : m,
);
