/**
 * Spec section 2 'Age-over-18 check': a visitor's answer is remembered in the necessary cookie
 * `sf_maioridade` (one year; a functional record the shop needs to serve its content, so it is
 * written without asking for cookie consent). Only a confirmation is remembered: a visitor who
 * declined is asked again on the next visit.
 */
import { readCookie } from './cookies';

export const AGE_COOKIE = 'sf_maioridade';
export const AGE_COOKIE_MAX_AGE = 31_536_000;

/** True when the cookie header holds a confirmation. */
export function ageConfirmed(cookieHeader: string): boolean {
  return readCookie(cookieHeader, AGE_COOKIE) === '1';
}
