/** The account pages' frame: what it says inside the page while a list loads. */
import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });
