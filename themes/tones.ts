/**
 * Default values of the semantic tones (`tones` in contract.css.ts): each foreground reaches
 * WCAG AA (4.5:1) on its own background and on white. Pure data; safe to import anywhere.
 */
import type { Tone } from './contract.css';

export interface ToneColours {
  background: string;
  foreground: string;
}

export type ToneTokens = Record<Tone, ToneColours>;

export const defaultTones: ToneTokens = {
  positive: { background: '#ecfdf3', foreground: '#067647' },
  caution: { background: '#fffaeb', foreground: '#93370d' },
  critical: { background: '#fef3f2', foreground: '#b42318' },
  info: { background: '#eff8ff', foreground: '#175cd3' },
  neutral: { background: '#f5f7fa', foreground: '#52606d' },
};
