import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './safe-html';

// A fresh module graph (this file loads the sanitizer for the first time): the first render must
// show plain text only, then the sanitised content.
/** An IntersectionObserver whose elements are (or are not) near the viewport as soon as observed. */
function observadorCom(perto: boolean) {
  return class {
    constructor(private readonly cb: (entradas: { isIntersecting: boolean; target: Element }[]) => void) {}
    observe(el: Element) {
      this.cb([{ isIntersecting: perto, target: el }]);
    }
    disconnect() {}
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SafeHtml before the sanitizer has loaded', () => {
  it('loads nothing while the HTML is far from the viewport, and shows its text; plain text never needs the sanitizer', async () => {
    vi.stubGlobal('IntersectionObserver', observadorCom(false));
    const { container } = render(
      <>
        <SafeHtml html={'<em>Longe</em>'} />
        <SafeHtml html={'Só texto &amp; nada mais'} />
      </>,
    );
    const [longe, texto] = Array.from(container.children);
    // Long enough for the sanitizer chunk to load had it been asked for (the next test waits for it).
    await new Promise((r) => setTimeout(r, 1000));
    expect(longe?.getAttribute('data-safe-html')).toBe('pending');
    expect(longe?.innerHTML).toBe('Longe');
    expect(texto?.getAttribute('data-safe-html')).toBe('');
    expect(texto?.textContent).toBe('Só texto & nada mais');
  });

  it('shows stripped text first, never raw HTML, then the sanitised HTML once near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', observadorCom(true));
    const { container } = render(<SafeHtml html={'<em>Olá</em><img src=x onerror="alert(1)">'} />);
    const el = container.firstElementChild;
    expect(el?.getAttribute('data-safe-html')).toBe('pending');
    expect(el?.innerHTML).toBe('Olá');
    await waitFor(() => expect(el?.getAttribute('data-safe-html')).toBe(''));
    expect(el?.textContent).toBe('Olá');
    expect(el?.querySelector('[onerror]')).toBeNull();
  });
});
