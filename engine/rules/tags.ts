/**
 * The supplier and user tags the code reads (spec section 5), each named once with the rule it
 * gates. The server, the model and the blocks import these names; a tag's text appears nowhere
 * else in code. The spec's full list (for the layout gates' autocompletion) is
 * `KNOWN_SUPPLIER_TAGS` in schemas/gate.ts; every tag here is one of them.
 */
import type { KnownSupplierTag, KnownUserTag } from '#schemas/gate';

/** A supplier tag this code reads: one of the spec's, or `uses-foreign-doc` (the login's foreign document). */
type SupplierTag = KnownSupplierTag | 'uses-foreign-doc';

// One constant per tag, not an object: a page that reads one tag bundles that tag's text only
// (an object of them all put every tag in the first view's JavaScript).

/** Orders are quotes (orçamento): the supplier prices them; unapproved clients wait (spec section 5). */
export const TAG_ORCAMENTO = 'support-budget' satisfies SupplierTag;
/** A client whose registration is not approved yet cannot log in. */
export const TAG_BLOCK_NOT_APPROVED_USER = 'block-not-approved-user' satisfies SupplierTag;
/** A client whose registration is not approved yet cannot submit orders. */
export const TAG_RESTRICT_NOT_APPROVED_SUBMISSION = 'restrict-not-approved-user-submission' satisfies SupplierTag;
/** Logged-out visitors see no prices. */
export const TAG_HIDE_PRICES_WHEN_LOGGED_OUT = 'hide-price-for-logged-out-customers' satisfies SupplierTag;
/** A payment method may raise or lower prices (its adjustment in basis points). */
export const TAG_PRICE_VARIES_BY_PAYMENT = 'support-price-variance-by-payment' satisfies SupplierTag;
/** Referral coupons are on. */
export const TAG_REFERRAL_COUPONS = 'uses-share-coupom' satisfies SupplierTag;
/** Quantities ignore the product's sale multiple. */
export const TAG_IGNORE_PRODUCT_MULTIPLE = 'disable-product-multiple' satisfies SupplierTag;
/** Stock is tracked: a product with nothing available is out of stock. */
export const TAG_STOCK_CONTROL = 'enable-stock-control' satisfies SupplierTag;
/** Clients may pick up at a store. */
export const TAG_PICKUP = 'has-collect' satisfies SupplierTag;
/** The supplier delivers (the default when it offers no pickup either). */
export const TAG_DELIVERY = 'has-delivery' satisfies SupplierTag;
/** A delivering supplier's storefront asks for an address before showing the catalogue. */
export const TAG_ADDRESS_REQUIRED_TO_ENTER = 'requires-address-to-access' satisfies SupplierTag;
/** The storefront asks for a login before showing anything. */
export const TAG_LOGIN_REQUIRED_TO_ENTER = 'requires-supplier-to-access' satisfies SupplierTag;
/** Login and registration accept a foreign document (`usesForeignDoc`). */
export const TAG_FOREIGN_DOCUMENT = 'uses-foreign-doc' satisfies SupplierTag;

/** The client always orders to its first address. */
export const TAG_SINGLE_ADDRESS = 'uses-single-address' satisfies KnownUserTag;

/** The tags that hold a client until its registration is approved. */
export const APPROVAL_TAGS: readonly string[] = [
  TAG_ORCAMENTO,
  TAG_BLOCK_NOT_APPROVED_USER,
  TAG_RESTRICT_NOT_APPROVED_SUBMISSION,
];

/** The tags under which an unapproved client cannot log in. */
export const LOGIN_BLOCKING_TAGS: readonly string[] = [TAG_ORCAMENTO, TAG_BLOCK_NOT_APPROVED_USER];

/** True when the tag list (a supplier's, a store's or a user's) has the tag; null or undefined: none. */
export function hasTag(tags: readonly string[] | null | undefined, tag: string): boolean {
  return (tags ?? []).includes(tag);
}
/** GA4 e-commerce events go to the supplier's measurement and the server's log (spec section 9 'Tracking'). */
export const TAG_GA4_EVENTS = 'enable-google-analytics-ga4-version-tag-events' satisfies SupplierTag;
