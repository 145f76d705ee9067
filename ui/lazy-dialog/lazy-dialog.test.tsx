import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { LazyDialog } from './lazy-dialog';

/** How many times ui/dialog (with Radix) was loaded: only the first opening may load it. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../dialog/dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <LazyDialog open={open} onOpenChange={setOpen} title="Seu carrinho">
        <p>linhas</p>
      </LazyDialog>
    </>
  );
}

describe('LazyDialog', () => {
  it('loads the dialog at its first opening, not before; focus goes back on closing; it opens again', async () => {
    render(<Harness />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);
    const opener = screen.getByRole('button', { name: 'abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    expect(loads.count).toBe(1);
    expect(dialog.textContent).toContain('linhas');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Seu carrinho' })).toBeTruthy();
    expect(loads.count).toBe(1);
  });
});
