/** The studio's form fields of the cart group's blocks (blocks/fields.ts lists every group's). */
export const cartBlockFields = {};
