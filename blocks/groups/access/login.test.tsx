import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLayout } from '#blocks/default-layout';
import { anonymousGateContext } from '#engine/layout/gate';
import { LayoutRegion } from '#engine/layout/renderer';
import { $usuario } from '#engine/model/session';
import type { UsuarioSessao } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { Frame, registry } from './page';

afterEach(cleanup);

function renderLogin(usuario: Partial<UsuarioSessao> | null = null) {
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$usuario, usuario],
    ] as [StoreWritable<unknown>, unknown][],
  });
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/aurora/login']}>
        <Frame pageType="login">
          <LayoutRegion nodes={defaultLayout.pages.login} registry={registry} context={anonymousGateContext()} />
        </Frame>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the login page type', () => {
  it('is the section with its one h1 around the default layout: the login form', () => {
    expect(defaultLayout.pages.login.map((node) => node.type)).toEqual(['login-form']);
    renderLogin();
    const h1 = screen.getByRole('heading', { level: 1, name: 'Entrar' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const section = h1.closest('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(h1.id);
    expect(section.contains(screen.getByLabelText('CPF, CNPJ ou e-mail'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  it('tells a visitor already logged in so, with the way to the account, and no form', () => {
    renderLogin({ nome: 'Maria Oliveira Santos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Você já está conectado' })).toBeTruthy();
    expect(screen.getByText('Você entrou como Maria Oliveira Santos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Minha conta' }).getAttribute('href')).toBe('/aurora/minha-conta');
    expect(screen.queryByLabelText('CPF, CNPJ ou e-mail')).toBeNull();
  });
});
