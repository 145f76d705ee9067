/** The studio's form fields of the orders group's blocks (blocks/fields.ts lists every group's). */
export const ordersBlockFields = {};
