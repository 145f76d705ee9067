/** The default layout nodes of the combos group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const combosDefaultPages: Record<'combos' | 'combo', LayoutNodeInput[]> = {
  combos: [{ type: 'combo-list', id: 'padrao-combos', props: {} }],
  combo: [{ type: 'combo-detail', id: 'padrao-combo', props: {} }],
};
