/** The cart group's block definitions, with their components (only its page chunk imports them). */
export const cartBlocks = {};
