import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $consent,
  $effectivePreferences,
  $preferencesOpen,
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  consentStarted,
  readCookiesFx,
  writeCookiesFx,
} from '#engine/model/consent';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { CookieConsent, CookiePreferencesButton } from './index';

afterEach(cleanup);

async function mount(cookie = '') {
  const scope = fork({
    values: [[$fornecedor, aurora]],
    handlers: [
      [readCookiesFx, () => cookie],
      [writeCookiesFx, () => undefined],
    ],
  });
  await allSettled(consentStarted, { scope, params: { search: '' } });
  const view = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/aurora']}>
        <CookieConsent />
        <CookiePreferencesButton />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, view };
}

// The preferences dialog is a lazy chunk: give its first import room on a loaded machine.
describe('<CookieConsent />', { timeout: 30_000 }, () => {
  it('shows the pt-BR banner with accept and reject of equal prominence', async () => {
    await mount();
    const banner = screen.getByRole('region', { name: 'Sua privacidade' });
    expect(banner.textContent).toContain('Usamos cookies');
    const accept = screen.getByRole('button', { name: 'Aceitar todos' });
    const reject = screen.getByRole('button', { name: 'Rejeitar todos' });
    expect(accept.className).toBe(reject.className);
    expect(accept.getAttribute('data-variant')).toBe(reject.getAttribute('data-variant'));
    expect(screen.getByRole('button', { name: 'Personalizar' })).toBeTruthy();
    // The banner leads to the supplier's privacy policy (a static page).
    expect(screen.getByRole('link', { name: 'Leia a política de privacidade' }).getAttribute('href')).toBe(
      '/aurora/pagina/politica-de-privacidade',
    );
  });

  it('accepting all records the decision and hides the banner', async () => {
    const { scope } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todos' }));
    await waitFor(() => expect(scope.getState($consent).status).toBe('decided'));
    expect(scope.getState($effectivePreferences)).toEqual(ALL_ACCEPTED);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });

  it('rejecting all keeps only the necessary cookies', async () => {
    const { scope } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar todos' }));
    await waitFor(() => expect(scope.getState($consent).status).toBe('decided'));
    expect(scope.getState($effectivePreferences)).toEqual(NECESSARY_ONLY);
  });

  it('does not show the banner once a decision exists', async () => {
    const cookie = `cookie_consent=${encodeURIComponent(JSON.stringify({ v: 1, ...NECESSARY_ONLY, decidedAt: 'x' }))}`;
    await mount(cookie);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });

  it('customises per category in the lazily loaded modal', async () => {
    const { scope } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    // The dialog is a lazy chunk: its first import can take seconds on a loaded CI machine.
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    const switches = screen.getAllByRole('switch') as HTMLInputElement[];
    expect(switches).toHaveLength(4);
    const necessary = screen.getByRole('switch', { name: /Necessários/ }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    // Off until the visitor chooses (a pre-ticked box is not consent).
    for (const name of ['Sessão', 'Desempenho', 'Personalização']) {
      const sw = screen.getByRole('switch', { name }) as HTMLInputElement;
      expect(sw.checked).toBe(false);
      expect(sw.disabled).toBe(false);
      expect(document.getElementById(sw.getAttribute('aria-describedby') ?? '')?.textContent?.length).toBeGreaterThan(
        20,
      );
    }
    fireEvent.click(screen.getByRole('switch', { name: 'Desempenho' }));
    expect((screen.getByRole('switch', { name: 'Desempenho' }) as HTMLInputElement).checked).toBe(true);
    for (const name of ['Salvar preferências', 'Rejeitar todos', 'Aceitar todos', 'Fechar'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(dialog.contains(screen.getByRole('button', { name: 'Salvar preferências' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    await waitFor(() => expect(scope.getState($consent).status).toBe('decided'));
    expect(scope.getState($effectivePreferences)).toEqual({
      necessary: true,
      session: false,
      performance: true,
      personalization: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape without deciding, and can be reopened from the footer button', async () => {
    const { scope } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 15_000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(scope.getState($preferencesOpen)).toBe(false));
    expect(scope.getState($consent).status).toBe('undecided');
    expect(screen.getByRole('region', { name: 'Sua privacidade' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    });
    expect(await screen.findByRole('dialog', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('keeps Radix out of the first-view module (the modal is imported lazily)', () => {
    const source = readFileSync(path.resolve(__dirname, 'cookie-consent.tsx'), 'utf8');
    const staticImports = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    expect(staticImports).not.toContain('./preferences-modal');
    expect(staticImports.some((s) => s?.includes('dialog') || s?.includes('@radix-ui'))).toBe(false);
    expect(source).toContain("import('./preferences-modal')");
  });
});
