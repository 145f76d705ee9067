/**
 * The values of the document limits (schemas/limits.ts checks them). Apart so that the storefront's
 * first view, which reads two of them (the renderer's depth guard, the menu's item count), does not
 * carry the checks: those run where a document enters or leaves the server, and in the studio.
 */
export interface DocumentLimits {
  /** Bytes of the document as JSON (UTF-8). */
  maxBytes: number;
  /** Levels of JSON nesting (the document itself is level 1). */
  maxJsonDepth: number;
  /** Characters of one string value. */
  maxStringLength: number;
  /** Characters of one object key. */
  maxKeyLength: number;
}

export interface LayoutLimits extends DocumentLimits {
  /** Blocks nested inside each other: a block of a page or region is depth 1, its children 2, … */
  maxBlockDepth: number;
  /** Blocks in the whole document (every region and page, children included). */
  maxBlocks: number;
}

export const DOCUMENT_LIMITS: Readonly<DocumentLimits> = Object.freeze({
  maxBytes: 256 * 1024,
  maxJsonDepth: 32,
  maxStringLength: 2000,
  maxKeyLength: 100,
});

export const LAYOUT_LIMITS: Readonly<LayoutLimits> = Object.freeze({
  ...DOCUMENT_LIMITS,
  maxBlockDepth: 8,
  maxBlocks: 500,
});

/** Menu items in one menu document. */
export const MAX_MENU_ITEMS = 100;
