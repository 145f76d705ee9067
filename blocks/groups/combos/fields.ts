/** The studio's form fields of the combos group's blocks (blocks/fields.ts lists every group's). */
import { comboDetailFields } from '../../combo-detail/fields';
import { comboListFields } from '../../combo-list/fields';

export const combosBlockFields = { 'combo-list': comboListFields, 'combo-detail': comboDetailFields };
