/** The product group's block definitions, with their components (only its page chunk imports them). */
export const productBlocks = {};
