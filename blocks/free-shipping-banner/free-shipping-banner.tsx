/**
 * Spec section 2: the scrolling banner announcing free shipping (still under prefers-reduced-motion),
 * with a control that stops it (paused too under the pointer and the keyboard), as the supplier
 * configures it: the server sends the text made from its minimum and states
 * (engine/rules/free-shipping); a static text under `textoChave` replaces it. No configuration,
 * no banner.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $fornecedor } from '#engine/model/supplier';
import { $textos } from '#engine/model/supplier-config';
import type { FreeShippingBannerProps } from './schema';
import * as styles from './free-shipping-banner.css';

/** Repeats of the text so the strip is full on wide screens; the copies after the first are aria-hidden. */
const REPETICOES = 4;

export function FreeShippingBanner({ id, props }: BlockComponentProps<FreeShippingBannerProps>) {
  const [textos, fornecedor] = useUnit([$textos, $fornecedor]);
  const configurado = fornecedor?.config.frete_gratis?.texto;
  if (!configurado) return null;
  const texto = textos[props.textoChave]?.trim() || configurado;
  const items = Array.from({ length: REPETICOES * 2 }, (_, i) => i);
  return (
    <div
      className={styles.root}
      role="region"
      aria-label="Aviso de frete grátis"
      data-block-id={id}
      style={assignInlineVars({ [styles.duration]: `${props.duracaoSegundos}s` })}
    >
      <div className={styles.track}>
        {items.map((i) => (
          <span
            key={i}
            className={i === 0 ? styles.item : `${styles.item} ${styles.copy}`}
            aria-hidden={i === 0 ? undefined : true}
          >
            {texto}
          </span>
        ))}
      </div>
      {/* A way to stop it (WCAG 2.2.2), working before the page is live: a checkbox the CSS reads. */}
      <label className={styles.pause}>
        <input type="checkbox" className={styles.pauseInput} aria-label="Pausar o aviso de frete grátis" />
        <span className={styles.pauseIcon} aria-hidden="true" />
      </label>
    </div>
  );
}
