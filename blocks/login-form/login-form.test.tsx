import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { $etapa, $login } from '#engine/model/login/flow';
import type { EtapaLogin } from '#engine/model/login/flow';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { LoginFormBlock } from './login-form';
import { loginFormProps } from './schema';

afterEach(cleanup);

function renderAt(etapa: EtapaLogin, props: object) {
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$etapa, etapa],
      [$login, 'maria@exemplo.com.br'],
    ] as [StoreWritable<unknown>, unknown][],
  });
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/aurora/login']}>
        <LoginFormBlock id="login" props={loginFormProps.parse(props)} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('login-form block', () => {
  it("by default is the modal's form: the login hint, the representative's box, 'Esqueci minha senha', the registration's lead", () => {
    expect(loginFormProps.parse({})).toEqual({
      dicaLogin: 'Pode digitar com ou sem pontuação.',
      mostrarRepresentante: true,
      mostrarEsqueciSenha: true,
      textoCadastro: 'Preencha seus dados para se cadastrar.',
    });
    renderAt('login', {});
    expect(screen.getByLabelText('CPF, CNPJ ou e-mail')).toBeTruthy();
    expect(screen.getByText('Pode digitar com ou sem pontuação.')).toBeTruthy();
    expect(screen.getByLabelText('Entrar como consultor (representante)')).toBeTruthy();
    cleanup();
    renderAt('senha', {});
    expect(screen.getByRole('button', { name: 'Esqueci minha senha' })).toBeTruthy();
    cleanup();
    renderAt('cadastro', {});
    expect(screen.getByText('Preencha seus dados para se cadastrar.')).toBeTruthy();
  });

  it('masks a CPF or CNPJ as it is typed, and leaves an e-mail as it is (issue 35)', () => {
    renderAt('login', {});
    const campo = screen.getByLabelText('CPF, CNPJ ou e-mail') as HTMLInputElement;
    fireEvent.change(campo, { target: { value: '5299822' } });
    expect(campo.value).toBe('529.982.2');
    fireEvent.change(campo, { target: { value: '52998224725' } });
    expect(campo.value).toBe('529.982.247-25');
    fireEvent.change(campo, { target: { value: '11222333000181' } });
    expect(campo.value).toBe('11.222.333/0001-81');
    fireEvent.change(campo, { target: { value: 'maria@exemplo.com.br' } });
    expect(campo.value).toBe('maria@exemplo.com.br');
    fireEvent.change(campo, { target: { value: '123compras@x.com' } });
    expect(campo.value).toBe('123compras@x.com');
  });

  it('leaves out what the supplier turned off, and says its own texts', () => {
    renderAt('login', { dicaLogin: '', mostrarRepresentante: false });
    expect(screen.getByLabelText('CPF, CNPJ ou e-mail')).toBeTruthy();
    expect(screen.queryByText('Pode digitar com ou sem pontuação.')).toBeNull();
    expect(screen.queryByLabelText('Entrar como consultor (representante)')).toBeNull();
    cleanup();
    renderAt('login', { dicaLogin: 'Use o CNPJ da sua empresa.' });
    expect(screen.getByText('Use o CNPJ da sua empresa.')).toBeTruthy();
    cleanup();
    renderAt('senha', { mostrarEsqueciSenha: false });
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Esqueci minha senha' })).toBeNull();
    cleanup();
    renderAt('cadastro', { textoCadastro: '' });
    expect(screen.getByLabelText('Nome completo')).toBeTruthy();
    expect(screen.queryByText('Preencha seus dados para se cadastrar.')).toBeNull();
  });
});
