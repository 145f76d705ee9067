import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { MARIA, renderInScope } from '../groups/account/testing';
import { AccountCredentialsForm } from './account-credentials-form';
import { accountCredentialsFormProps } from './schema';

afterEach(cleanup);

const show = (over: object = {}) =>
  renderInScope(<AccountCredentialsForm id="acesso" props={accountCredentialsFormProps.parse(over)} />, [
    [$usuario, MARIA],
  ]);

describe('account-credentials-form', () => {
  it("by default is 'E-mail e senha' with today's help texts, and no name", () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail e senha' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maria@exemplo.com.br');
    expect(screen.getByLabelText('Nova senha')).toBeTruthy();
    expect(screen.getByLabelText('Confirme a nova senha')).toBeTruthy();
    expect(screen.getByText('Deixe em branco para manter a atual.')).toBeTruthy();
    expect(screen.getByText('Necessária para trocar o e-mail ou a senha.')).toBeTruthy();
    expect(screen.queryByLabelText('Nome completo')).toBeNull();
  });

  it('takes its title and help texts; an empty help shows none', () => {
    show({ titulo: 'Acesso à conta', ajudaNovaSenha: 'Mínimo de 8 caracteres.', ajudaSenhaAtual: '' });
    expect(screen.getByRole('heading', { level: 2, name: 'Acesso à conta' })).toBeTruthy();
    expect(screen.getByText('Mínimo de 8 caracteres.')).toBeTruthy();
    expect(screen.queryByText('Necessária para trocar o e-mail ou a senha.')).toBeNull();
  });
});
