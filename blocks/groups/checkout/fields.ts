/** The studio's form fields of the checkout group's blocks (blocks/fields.ts lists every group's). */
export const checkoutBlockFields = {};
