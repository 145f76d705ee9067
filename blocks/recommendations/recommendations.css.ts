import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const block = style({ margin: `${vars.space.lg} 0` });
export const title = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
