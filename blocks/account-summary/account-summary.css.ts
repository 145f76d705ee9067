import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const shortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });
