/** The studio's form fields of the access group's blocks (blocks/fields.ts lists every group's). */
export const accessBlockFields = {};
