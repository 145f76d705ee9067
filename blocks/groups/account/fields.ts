/** The studio's form fields of the account group's blocks (blocks/fields.ts lists every group's). */
export const accountBlockFields = {};
