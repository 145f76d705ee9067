/** Cookie consent UI. Mount `<CookieConsent />` once in the app shell (inside the effector Provider). */
export { CookieBanner, CookieConsent, CookiePreferencesButton, preloadPreferencesModal } from './cookie-consent';
export { CONSENT_TEXTS } from './texts';
