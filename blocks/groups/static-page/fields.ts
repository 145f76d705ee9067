/** The studio's form fields of the static-page group's blocks (blocks/fields.ts lists every group's). */
import { staticPageContentFields } from '../../static-page-content/fields';

export const staticPageBlockFields = { 'static-page-content': staticPageContentFields };
