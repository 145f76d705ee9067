/**
 * pt-BR texts of the cookie consent banner (first view). The preferences modal's own texts are in
 * preferences-texts.ts, which loads with the modal.
 */
export const CONSENT_TEXTS = {
  bannerTitle: 'Sua privacidade',
  bannerBody:
    'Usamos cookies para a loja funcionar e, com a sua permissão, para manter sua sessão, medir o desempenho e personalizar sua experiência. Você pode aceitar todos, rejeitar os opcionais ou escolher por categoria. Os cookies necessários estão sempre ativos.',
  acceptAll: 'Aceitar todos',
  rejectAll: 'Rejeitar todos',
  customise: 'Personalizar',
  openPreferences: 'Preferências de cookies',
  privacyPolicy: 'Leia a política de privacidade',
} as const;
