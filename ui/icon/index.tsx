/**
 * A 22 px line icon on a 24-unit grid in the text's colour (the header's cart, menu and chat),
 * hidden from assistive technology: its control has the words (an aria-label).
 */
import type { ReactNode } from 'react';

export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
