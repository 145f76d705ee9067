/**
 * The account area's pages in one lazily loaded chunk (`/{slug}/minha-conta`, its coupons, its
 * addresses, the client choice and the orders: `/{slug}/pedidos`, `/{slug}/pedidos/{n}`,
 * `/{slug}/submissao/{n}`): one import in the first-view bundle instead of four (the
 * first-view budget).
 */
export { default as AccountPage } from './account-page';
export { default as AddressesPage } from '../addresses/addresses-page';
export { default as CouponsPage } from '../coupons/coupons-page';
export { default as TrocarClientePage } from '../trocar-cliente/trocar-cliente-page';
