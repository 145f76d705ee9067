/**
 * The rules of "visually hidden but read by screen readers", for styles that need them under a
 * condition (a media query, a sibling selector); `visuallyHidden` in ./global.css.ts is the class.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
