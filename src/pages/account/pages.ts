/**
 * The account area's pages in one lazily loaded chunk (`/{slug}/minha-conta`, its coupons, its
 * addresses and the client choice): one import in the first-view bundle instead of four (the
 * first-view budget).
 */
export { default as AccountPage } from './account-page';
export { default as AddressesPage } from '../addresses/addresses-page';
export { default as CouponsPage } from '../coupons/coupons-page';
export { default as TrocarClientePage } from '../trocar-cliente/trocar-cliente-page';
