/**
 * Test helpers of the account group's blocks: a scope with the stores a test sets and, for a block
 * that loads its data on open, a fake API answering its calls; and the users the tests need.
 */
import { fork } from 'effector';
import type { Scope, StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { $api } from '#engine/model/app';
import { $token } from '#engine/model/session';
import type { UsuarioSessao } from '#engine/model/session';
import { createFakeApi } from '#engine/model/testing/fake-api';
import type { FakeHandler } from '#engine/model/testing/fake-api';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a store of any type, with its value
export type StoreValue = [StoreWritable<any>, unknown];

/**
 * Renders `ui` in a scope whose stores hold `values` (and a router, for the links); the API calls
 * go to `routes` (any other answers 404).
 */
export function renderInScope(ui: ReactNode, values: StoreValue[] = [], routes: [RegExp, FakeHandler][] = []): Scope {
  const fake = createFakeApi(routes);
  const scope = fork({ values: [[$api, fake.api], [$token, 'sf_0123456789abcdefABCDEF0123456789'], ...values] });
  render(
    <Provider value={scope}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return scope;
}

/** Maria, a client with a CPF (the demo's). */
export const MARIA: UsuarioSessao = {
  idusuario: 1,
  idcliente: 1,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: '529.982.247-25',
  papel: 'cliente',
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: '0a0a0a0a-0000-4000-8000-000000000001',
  cliente_nome: 'Maria Oliveira Santos',
};

/** Carlos, a representative who has not chosen a client yet. */
export const CARLOS: UsuarioSessao = {
  ...MARIA,
  idusuario: 3,
  idcliente: null,
  nome: 'Carlos Mendes',
  email: 'representante@aurora.com.br',
  cpf: null,
  papel: 'representante',
  principal: false,
  cliente_nome: null,
};
