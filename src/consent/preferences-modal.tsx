/**
 * The cookie preferences modal (lazy-loaded by CookieConsent, so Radix stays out of the first
 * view). Four categories with a switch each; Necessários is always on (disabled). The toggles
 * start from the decision already made, or all on (spec: "all default true").
 */
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import {
  $modalInitialPreferences,
  $preferencesOpen,
  CONSENT_CATEGORIES,
  consentAccepted,
  consentRejected,
  preferencesClosed,
  preferencesSaved,
} from '#engine/model/consent';
import type { ConsentCategory, CookiePreferences } from '#engine/model/consent';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import * as styles from './consent.css';
import { CATEGORY_TEXTS, PREFERENCES_TEXTS } from './preferences-texts';
import { CONSENT_TEXTS } from './texts';

function CategorySwitch({
  category,
  checked,
  onChange,
}: {
  category: ConsentCategory;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  const text = CATEGORY_TEXTS[category];
  const locked = category === 'necessary';
  return (
    <li className={styles.category}>
      <label htmlFor={`${id}-switch`} className={styles.categoryLabel}>
        {text.label}
        {locked ? ` (${PREFERENCES_TEXTS.alwaysOn.toLowerCase()})` : ''}
      </label>
      <input
        id={`${id}-switch`}
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={locked ? true : checked}
        disabled={locked}
        aria-describedby={`${id}-description`}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <p id={`${id}-description`} className={styles.categoryDescription}>
        {text.description}
      </p>
    </li>
  );
}

export function PreferencesModal() {
  const [open, initial, save, accept, reject, close] = useUnit([
    $preferencesOpen,
    $modalInitialPreferences,
    preferencesSaved,
    consentAccepted,
    consentRejected,
    preferencesClosed,
  ]);
  const [draft, setDraft] = useState<CookiePreferences>(initial);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={PREFERENCES_TEXTS.modalTitle}
      description={PREFERENCES_TEXTS.modalDescription}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save({ ...draft, necessary: true });
        }}
      >
        <ul className={styles.categoryList}>
          {CONSENT_CATEGORIES.map((category) => (
            <CategorySwitch
              key={category}
              category={category}
              checked={draft[category]}
              onChange={(value) => setDraft((d) => ({ ...d, [category]: value }))}
            />
          ))}
        </ul>
        <div className={styles.modalActions}>
          <Button variant="secondary" className={styles.choice} onClick={() => reject()}>
            {CONSENT_TEXTS.rejectAll}
          </Button>
          <Button variant="secondary" className={styles.choice} onClick={() => accept()}>
            {CONSENT_TEXTS.acceptAll}
          </Button>
          <Button type="submit" variant="primary">
            {PREFERENCES_TEXTS.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default PreferencesModal;
