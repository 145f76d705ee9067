import { style } from '@vanilla-extract/css';
import { tones } from '#themes/contract.css';

export const price = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const free = style({ fontWeight: 700, color: tones.positive.foreground, whiteSpace: 'nowrap' });
