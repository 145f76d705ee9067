/** A short message in a semantic tone (an error, a warning, a confirmation, a note). */
import type { HTMLAttributes } from 'react';
import type { Tone } from '#themes/contract.css';
import * as styles from './message.css';

export interface MessageProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Default 'neutral'. Pass role="alert" for an error the visitor must hear at once. */
  tone?: Tone;
}

export function Message({ tone = 'neutral', className, ...rest }: MessageProps) {
  return <p className={[styles.tone[tone], className].filter(Boolean).join(' ')} data-tone={tone} {...rest} />;
}
