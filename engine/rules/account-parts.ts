/**
 * The account chunk's parts: which module (blocks/groups/account/parts/<part>.ts) holds the
 * blocks of each of its page types. The chunk (blocks/groups/account/page.tsx) is the frame of
 * every account page, shared; a page's blocks come in its part, loaded before the page renders
 * (`prepare`: on the server, and in the browser before hydrating), so a page loads its own
 * blocks' code, not every account screen's (a block is placed only on its `pages`,
 * blocks/<name>/schema.ts). React-free: the server reads it to preload a page's part
 * (server/web/lazy-route-assets.ts).
 */
import type { PageTypeName, PAGE_TYPES } from '#schemas/page-types';

/** The page types the account chunk renders. */
export type AccountPageType = {
  [Name in PageTypeName]: (typeof PAGE_TYPES)[Name]['chunk'] extends 'account' ? Name : never;
}[PageTypeName];

export const ACCOUNT_PARTS = {
  'minha-conta': 'profile',
  'alterar-dados': 'profile',
  'alterar-email-senha': 'profile',
  usuarios: 'users',
  enderecos: 'addresses',
  cupons: 'coupons',
  assinaturas: 'subscriptions',
  faturas: 'invoices',
  'trocar-cliente': 'clients',
  lojas: 'stores',
  listas: 'lists',
  lista: 'lists',
} as const satisfies Record<AccountPageType, string>;

export type AccountPart = (typeof ACCOUNT_PARTS)[AccountPageType];

/** The part of an account page type (undefined for any other page type). */
export function accountPartOf(pageType: PageTypeName): AccountPart | undefined {
  return Object.hasOwn(ACCOUNT_PARTS, pageType) ? ACCOUNT_PARTS[pageType as AccountPageType] : undefined;
}

/** A part's module as the Vite manifest names it (its root is src/). */
export const accountPartModule = (part: AccountPart): string => `../blocks/groups/account/parts/${part}.ts`;
