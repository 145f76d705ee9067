import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './safe-html';

// A fresh module graph (this file loads the sanitizer for the first time): the first render must
// show plain text only, then the sanitised content.
describe('SafeHtml before the sanitizer has loaded', () => {
  it('shows stripped text first, never raw HTML', async () => {
    const { container } = render(<SafeHtml html={'<em>Olá</em><img src=x onerror="alert(1)">'} />);
    const el = container.firstElementChild;
    expect(el?.getAttribute('data-safe-html')).toBe('pending');
    expect(el?.innerHTML).toBe('Olá');
    await waitFor(() => expect(el?.getAttribute('data-safe-html')).toBe(''));
    expect(el?.textContent).toBe('Olá');
    expect(el?.querySelector('[onerror]')).toBeNull();
  });
});
