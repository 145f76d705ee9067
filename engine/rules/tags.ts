/**
 * The supplier and user tags the code reads (spec section 5), each named once with the rule it
 * gates. The server, the model and the blocks import these names; a tag's text appears nowhere
 * else in code. The spec's full list (for the layout gates' autocompletion) is
 * `KNOWN_SUPPLIER_TAGS` in schemas/gate.ts; every tag here is one of them.
 */
import type { KnownSupplierTag, KnownUserTag } from '#schemas/gate';

export const SUPPLIER_TAGS = {
  /** Orders are quotes (orçamento): the supplier prices them; unapproved clients wait (spec section 5). */
  orcamento: 'support-budget',
  /** A client whose registration is not approved yet cannot log in. */
  blockNotApprovedUser: 'block-not-approved-user',
  /** A client whose registration is not approved yet cannot submit orders. */
  restrictNotApprovedSubmission: 'restrict-not-approved-user-submission',
  /** Logged-out visitors see no prices. */
  hidePricesWhenLoggedOut: 'hide-price-for-logged-out-customers',
  /** A payment method may raise or lower prices (its adjustment in basis points). */
  priceVariesByPayment: 'support-price-variance-by-payment',
  /** Referral coupons are on. */
  referralCoupons: 'uses-share-coupom',
  /** Quantities ignore the product's sale multiple. */
  ignoreProductMultiple: 'disable-product-multiple',
  /** Stock is tracked: a product with nothing available is out of stock. */
  stockControl: 'enable-stock-control',
  /** Clients may pick up at a store. */
  pickup: 'has-collect',
  /** The supplier delivers (the default when it offers no pickup either). */
  delivery: 'has-delivery',
  /** A delivering supplier's storefront asks for an address before showing the catalogue. */
  addressRequiredToEnter: 'requires-address-to-access',
  /** The storefront asks for a login before showing anything. */
  loginRequiredToEnter: 'requires-supplier-to-access',
  /** Login and registration accept a foreign document (`usesForeignDoc`). */
  foreignDocument: 'uses-foreign-doc',
} as const satisfies Record<string, KnownSupplierTag | 'uses-foreign-doc'>;

export const USER_TAGS = {
  /** The client always orders to its first address. */
  singleAddress: 'uses-single-address',
} as const satisfies Record<string, KnownUserTag>;

/** The tags that hold a client until its registration is approved. */
export const APPROVAL_TAGS: readonly string[] = [
  SUPPLIER_TAGS.orcamento,
  SUPPLIER_TAGS.blockNotApprovedUser,
  SUPPLIER_TAGS.restrictNotApprovedSubmission,
];

/** The tags under which an unapproved client cannot log in. */
export const LOGIN_BLOCKING_TAGS: readonly string[] = [SUPPLIER_TAGS.orcamento, SUPPLIER_TAGS.blockNotApprovedUser];

/** True when the tag list (a supplier's, a store's or a user's) has the tag; null or undefined: none. */
export function hasTag(tags: readonly string[] | null | undefined, tag: string): boolean {
  return (tags ?? []).includes(tag);
}
