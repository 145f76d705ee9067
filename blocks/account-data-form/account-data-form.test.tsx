import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { MARIA, renderInScope } from '../groups/account/testing';
import { AccountDataForm } from './account-data-form';
import { accountDataFormProps } from './schema';

afterEach(cleanup);

const show = (over: object = {}, usuario: typeof MARIA | null = MARIA) =>
  renderInScope(<AccountDataForm id="dados" props={accountDataFormProps.parse(over)} />, [[$usuario, usuario]]);

describe('account-data-form', () => {
  it("by default is 'Meus dados': the name, the document and the role, and no e-mail or password", () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Meus dados' })).toBeTruthy();
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Maria Oliveira Santos');
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeTruthy();
  });

  it('takes its title and may leave the document out', () => {
    show({ titulo: 'Dados cadastrais', mostrarDocumento: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Dados cadastrais' })).toBeTruthy();
    expect(screen.queryByText('529.982.247-25')).toBeNull();
  });

  it('renders nothing without a user (the frame asks for the login)', () => {
    show({}, null);
    expect(document.querySelector('form')).toBeNull();
  });
});
