/**
 * The studio's preview (`/{slug}/painel/loja/previa`, inside the studio's iframe) draws the draft's
 * regions itself, with the "ver como" visitor: the shell's own header and footer (the published
 * layout's, for the admin's session) step aside, and the catalogue loads as on the home page (the
 * grid of a home draft has its products). Its own face (`#engine/model/estudio/previa`), apart from
 * the studio's: the preview's chunk carries no editor.
 */
import { createEvent, sample } from 'effector';
import { routeChanged } from '../../navigation';
import { $layout } from '../../storefront';
import { $rotaBase } from '../../supplier';

export const previewOpened = createEvent();

$layout.on(previewOpened, (layout) => (layout ? { ...layout, regions: { header: [], footer: [] } } : layout));
sample({
  clock: previewOpened,
  source: $rotaBase,
  fn: (base) => ({ pathname: `${base}/`, search: '' }),
  target: routeChanged,
});
