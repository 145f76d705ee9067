/** The studio's form fields of the static-page group's blocks (blocks/fields.ts lists every group's). */
export const staticPageBlockFields = {};
