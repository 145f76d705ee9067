/** The studio's form fields of the quick-order group's blocks (blocks/fields.ts lists every group's). */
export const quickOrderBlockFields = {};
