import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const campos = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
