/** The studio's form fields of the product group's blocks (blocks/fields.ts lists every group's). */
export const productBlockFields = {};
