/**
 * The cookie consent UI to mount once in the app shell: `<CookieConsent />`.
 *
 * - The banner (pt-BR) shows while the visitor has not decided: 'Aceitar todos' and
 *   'Rejeitar todos' have equal prominence (same component, variant, size and width), plus
 *   'Personalizar', which opens the preferences modal.
 * - The modal is `React.lazy` (Radix and the dialog styles load only when it opens; hovering or
 *   focusing 'Personalizar' preloads it).
 * - `<CookiePreferencesButton />` reopens the modal later (e.g. from the footer).
 * State lives in engine/model/consent; this module only renders it.
 */
import { useUnit } from 'effector-react';
import { Suspense, lazy, useId } from 'react';
import { Link } from 'react-router';
import {
  $bannerVisible,
  $preferencesOpen,
  consentAccepted,
  consentRejected,
  preferencesOpened,
} from '#engine/model/consent';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { Button } from '#ui/button';
import * as styles from './consent.css';
import { CONSENT_TEXTS } from './texts';

/** The static page (spec `pagina-estatica`) each supplier keeps its privacy policy under. */
export const PAGINA_PRIVACIDADE = 'politica-de-privacidade';

const loadModal = () => import('./preferences-modal');
const PreferencesModal = lazy(loadModal);

/** Starts loading the modal's code (Radix) ahead of the click. */
export function preloadPreferencesModal(): void {
  void loadModal();
}

export function CookieBanner() {
  const [accept, reject, open, base] = useUnit([consentAccepted, consentRejected, preferencesOpened, $rotaBase]);
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      className={styles.banner}
      role="region"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="cookie-banner"
    >
      <div className={styles.bannerInner}>
        <div className={styles.bannerText}>
          <h2 id={titleId} className={styles.bannerTitle}>
            {CONSENT_TEXTS.bannerTitle}
          </h2>
          <p id={bodyId} className={styles.bannerBody}>
            {CONSENT_TEXTS.bannerBody}{' '}
            <Link to={rotas.pagina(base, PAGINA_PRIVACIDADE)}>{CONSENT_TEXTS.privacyPolicy}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" className={styles.choice} onClick={() => accept()}>
            {CONSENT_TEXTS.acceptAll}
          </Button>
          <Button variant="primary" className={styles.choice} onClick={() => reject()}>
            {CONSENT_TEXTS.rejectAll}
          </Button>
          <Button
            variant="ghost"
            onClick={() => open()}
            onPointerEnter={preloadPreferencesModal}
            onFocus={preloadPreferencesModal}
          >
            {CONSENT_TEXTS.customise}
          </Button>
        </div>
      </div>
      {/* The banner shows once this last element has arrived (consent.css.ts). */}
      <span hidden data-banner-end="" />
    </section>
  );
}

/** Banner (while undecided) plus the lazily loaded preferences modal (while open). */
export function CookieConsent() {
  const [bannerVisible, modalOpen] = useUnit([$bannerVisible, $preferencesOpen]);
  return (
    <>
      {bannerVisible ? <CookieBanner /> : null}
      {modalOpen ? (
        <Suspense fallback={null}>
          <PreferencesModal />
        </Suspense>
      ) : null}
    </>
  );
}

/** A text button that reopens the preferences (for the footer). */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const open = useUnit(preferencesOpened);
  return (
    <button
      type="button"
      className={[styles.linkButton, className].filter(Boolean).join(' ')}
      onClick={() => open()}
      onPointerEnter={preloadPreferencesModal}
    >
      {CONSENT_TEXTS.openPreferences}
    </button>
  );
}
