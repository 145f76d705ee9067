import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordResetForm } from './password-reset-form';
import { passwordResetFormProps } from './schema';

afterEach(cleanup);

const TEXTO = 'Escolha uma nova senha para a sua conta. Depois, entre com ela.';
const DICA = 'De 8 a 64 caracteres. Evite senhas comuns ou que você já usa em outros sites.';

function renderWith(props: object, codigo = 'c'.repeat(43)) {
  return render(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={[`/aurora/redefinir-senha/${codigo}`]}>
        <Routes>
          <Route
            path="/:idfornecedor/redefinir-senha/:codigo"
            element={<PasswordResetForm id="nova-senha" props={passwordResetFormProps.parse(props)} />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('password-reset-form block', () => {
  it('by default says what to do and the password rule under the new password', () => {
    expect(passwordResetFormProps.parse({})).toEqual({ texto: TEXTO, dicaSenha: DICA });
    renderWith({});
    expect(screen.getByText(TEXTO)).toBeTruthy();
    const senha = screen.getByLabelText('Nova senha');
    expect(document.getElementById(senha.getAttribute('aria-describedby')!)?.textContent).toBe(DICA);
    expect(screen.getByLabelText('Confirme a nova senha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redefinir senha' })).toBeTruthy();
  });

  it("says the supplier's texts, or none", () => {
    renderWith({ texto: 'Crie sua nova senha.', dicaSenha: 'Use ao menos 8 caracteres.' });
    expect(screen.getByText('Crie sua nova senha.')).toBeTruthy();
    expect(screen.getByText('Use ao menos 8 caracteres.')).toBeTruthy();
    cleanup();
    renderWith({ texto: '', dicaSenha: '' });
    expect(screen.queryByText(TEXTO)).toBeNull();
    expect(screen.queryByText(DICA)).toBeNull();
    expect(screen.getByLabelText('Nova senha').hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders no form for a link whose code cannot be one the server sent', () => {
    const { container } = renderWith({}, 'curto');
    expect(container.innerHTML).toBe('');
  });
});
