/**
 * The `when` gate of layout nodes, menu items and features: a node is shown (an item listed, a
 * feature enabled) only when every condition present holds.
 *
 * - `supplierTags` / `userTags`: `all` (every tag present), `any` (at least one present; an
 *   empty list imposes nothing), `none` (no tag present).
 * - `roles`: the visitor's role is one of them (an empty list imposes nothing).
 * - `loggedIn`: the visitor's logged-in state equals it.
 * - `modulos`: the supplier has access to one of these modules (sales channels such as
 *   'web-commerce' or 'orcamento web'): spec section 5, "Module access is allowed if the list is
 *   'Todos' or any module matches" (an empty list imposes nothing; `hasModuleAccess`).
 * An absent gate, or `{}`, always holds.
 */
import * as z from 'zod/mini';

/** Who is browsing (spec section 6). */
export const ROLES = [
  'anonimo',
  'cliente',
  'representante',
  'usuario_vinculado',
  'atendente',
  'admin_fornecedor',
] as const;
export type Role = (typeof ROLES)[number];

/** Supplier tags that gate behaviour (spec section 5). Other tags are allowed but untyped. */
export const KNOWN_SUPPLIER_TAGS = [
  'support-budget',
  'block-not-approved-user',
  'restrict-not-approved-user-submission',
  'hide-price-for-logged-out-customers',
  'support-price-variance-by-payment',
  'uses-share-coupom',
  'enable-google-analytics-ga4-version-tag-events',
  'disable-product-multiple',
  'enable-stock-control',
  'enable-recommendation-system',
  'use-new-style-page',
  'has-collect',
  'has-delivery',
  'use-primary-address',
  'store-prefers-delivery-with-pickup',
  'requires-address-to-access',
  'requires-supplier-to-access',
] as const;
export type KnownSupplierTag = (typeof KNOWN_SUPPLIER_TAGS)[number];
/** A supplier tag: one of the known ones (autocompleted) or any other non-empty text. */
export type SupplierTag = KnownSupplierTag | (string & {});

/** User tags the storefront knows (spec section 5: uses-single-address is a user tag). */
export const KNOWN_USER_TAGS = ['uses-single-address'] as const;
export type KnownUserTag = (typeof KNOWN_USER_TAGS)[number];
export type UserTag = KnownUserTag | (string & {});

export interface TagCondition<Tag extends string = string> {
  all?: Tag[];
  any?: Tag[];
  none?: Tag[];
}

export interface Gate {
  supplierTags?: TagCondition<SupplierTag>;
  userTags?: TagCondition<UserTag>;
  roles?: Role[];
  loggedIn?: boolean;
  modulos?: string[];
}

/** What a gate is evaluated against. */
export interface GateContext {
  supplierTags: readonly string[];
  userTags: readonly string[];
  role: Role;
  loggedIn: boolean;
  /** The supplier's modules (`Fornecedor.modulos`); absent where the context does not know them (a `modulos` gate then holds). */
  supplierModules?: readonly string[];
}

/** The supplier module that opens every module (spec section 5; 'TODOS' among the sales channels of section 4). */
export const ALL_MODULES = 'todos';

const normalModule = (m: string) => m.trim().toLowerCase();

/**
 * Spec section 5: "Module access is allowed if the list is 'Todos' or any module matches". True
 * when nothing is required, when the supplier's list has 'Todos', or when it has one of `required`
 * (compared without case and surrounding spaces).
 */
export function hasModuleAccess(supplierModules: readonly string[], required: readonly string[]): boolean {
  const has = supplierModules.map(normalModule);
  return !required[0] || has.includes(ALL_MODULES) || required.some((m) => has.includes(normalModule(m)));
}

const tagSchema = z.string().check(z.minLength(1), z.maxLength(100));

function tagConditionSchema() {
  return z.strictObject({
    all: z.optional(z.array(tagSchema)),
    any: z.optional(z.array(tagSchema)),
    none: z.optional(z.array(tagSchema)),
  });
}

/** zod/mini schema of a gate (strict: an unknown key such as `role` instead of `roles` is an error). */
export const gateSchema: z.ZodMiniType<Gate> = z.strictObject({
  supplierTags: z.optional(tagConditionSchema()),
  userTags: z.optional(tagConditionSchema()),
  roles: z.optional(z.array(z.enum(ROLES))),
  loggedIn: z.optional(z.boolean()),
  modulos: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(60)))),
});

function tagsHold(condition: TagCondition | undefined, present: readonly string[]): boolean {
  if (!condition) return true;
  const has = new Set(present);
  if (condition.all && !condition.all.every((t) => has.has(t))) return false;
  if (condition.any && condition.any.length > 0 && !condition.any.some((t) => has.has(t))) return false;
  if (condition.none && condition.none.some((t) => has.has(t))) return false;
  return true;
}

/** True when every condition of `when` holds in `ctx` (an absent gate always holds). Pure. */
export function evaluateGate(when: Gate | undefined, ctx: GateContext): boolean {
  if (!when) return true;
  if (!tagsHold(when.supplierTags, ctx.supplierTags)) return false;
  if (!tagsHold(when.userTags, ctx.userTags)) return false;
  if (when.roles && when.roles.length > 0 && !when.roles.includes(ctx.role)) return false;
  if (when.loggedIn !== undefined && when.loggedIn !== ctx.loggedIn) return false;
  if (when.modulos && ctx.supplierModules && !hasModuleAccess(ctx.supplierModules, when.modulos)) return false;
  return true;
}
