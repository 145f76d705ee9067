/**
 * Cookie preferences (spec sections 4 and 9): four categories, all defaulting to true in the
 * preferences modal; nothing non-essential before the visitor decides.
 */
import * as z from 'zod/mini';

import { CONSENT_CATEGORIES, type ConsentCategory } from '../../rules/cookies';

export { CONSENT_CATEGORIES, type ConsentCategory };
export type CookiePreferences = Record<ConsentCategory, boolean>;

/** Everything allowed ('Aceitar todos', and the modal's initial toggles: spec "all default true"). */
export const ALL_ACCEPTED: Readonly<CookiePreferences> = {
  necessary: true,
  session: true,
  performance: true,
  personalization: true,
};
/** Only what the site needs to work ('Rejeitar todos', and the effective preferences while undecided). */
export const NECESSARY_ONLY: Readonly<CookiePreferences> = {
  necessary: true,
  session: false,
  performance: false,
  personalization: false,
};

export type ConsentState =
  { status: 'undecided' } | { status: 'decided'; preferences: CookiePreferences; decidedAt: string };

/** The necessary cookie that records the decision. */
export const CONSENT_COOKIE = 'cookie_consent';
/** One year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Version of the cookie's JSON; a different version counts as undecided (ask again). */
export const CONSENT_COOKIE_VERSION = 1;

const cookieSchema = z.object({
  v: z.literal(CONSENT_COOKIE_VERSION),
  necessary: z.boolean(),
  session: z.boolean(),
  performance: z.boolean(),
  personalization: z.boolean(),
  decidedAt: z.string(),
});

/** The JSON stored in `cookie_consent`. */
export function encodeConsentCookie(state: Extract<ConsentState, { status: 'decided' }>): string {
  return JSON.stringify({ v: CONSENT_COOKIE_VERSION, ...state.preferences, decidedAt: state.decidedAt });
}

/** Reads `cookie_consent`'s value; anything missing, malformed or of another version is 'undecided'. */
export function decodeConsentCookie(value: string | undefined): ConsentState {
  if (!value) return { status: 'undecided' };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { status: 'undecided' };
  }
  const parsed = z.safeParse(cookieSchema, json);
  if (!parsed.success) return { status: 'undecided' };
  const { necessary, session, performance, personalization, decidedAt } = parsed.data;
  return { status: 'decided', preferences: { necessary, session, performance, personalization }, decidedAt };
}

/** What may be used now: the decision, or necessary only while undecided. */
export function effectivePreferences(state: ConsentState): CookiePreferences {
  return state.status === 'decided' ? { ...state.preferences } : { ...NECESSARY_ONLY };
}

/** Request headers of spec section 7 ('true'/'false'). */
export interface ConsentHeaders {
  cookie_necessario: 'true' | 'false';
  cookie_sessao: 'true' | 'false';
  cookie_desempenho: 'true' | 'false';
  cookie_personalizacao: 'true' | 'false';
  [header: string]: string;
}

export function consentHeaders(p: CookiePreferences): ConsentHeaders {
  const b = (v: boolean) => (v ? 'true' : 'false');
  return {
    cookie_necessario: b(p.necessary),
    cookie_sessao: b(p.session),
    cookie_desempenho: b(p.performance),
    cookie_personalizacao: b(p.personalization),
  };
}
