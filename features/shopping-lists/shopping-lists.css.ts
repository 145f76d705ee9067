import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const sent = style({ display: 'grid', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const adjustments = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.md });

export const choices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
