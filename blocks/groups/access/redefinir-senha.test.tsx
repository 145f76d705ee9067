import { allSettled, fork } from 'effector';
import type { StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLayout } from '#blocks/default-layout';
import { anonymousGateContext } from '#engine/layout/gate';
import { LayoutRegion } from '#engine/layout/renderer';
import { $api } from '#engine/model/app';
import { readTokenFx } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora, createFakeApi, json } from '#engine/model/testing/fake-api';
import type { FakeHandler } from '#engine/model/testing/fake-api';
import { Frame, registry } from './page';

afterEach(cleanup);

/** The page type `redefinir-senha` as the app renders it: its frame around its default layout. */
function RedefinirSenhaPage() {
  return (
    <Frame pageType="redefinir-senha">
      <LayoutRegion
        nodes={defaultLayout.pages['redefinir-senha']}
        registry={registry}
        context={anonymousGateContext()}
      />
    </Frame>
  );
}

const CODIGO = 'b'.repeat(43);

async function renderAt(path: string, handler: FakeHandler) {
  const fake = createFakeApi([[/\/cliente\/senha\/redefinir$/, handler]]);
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$api, fake.api],
    ] as [StoreWritable<unknown>, unknown][],
    handlers: [[readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef']],
  });
  await allSettled(readTokenFx, { scope });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:idfornecedor/redefinir-senha/:codigo" element={<RedefinirSenhaPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { scope, fake };
}

function preencher(senha: string, confirmacao: string) {
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: senha } });
  fireEvent.change(screen.getByLabelText('Confirme a nova senha'), { target: { value: confirmacao } });
  fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
}

describe('/{slug}/redefinir-senha/{codigo}', () => {
  it('asks for the new password twice, says a mismatch in pt-BR, then confirms and offers the login', async () => {
    const { fake } = await renderAt(`/aurora/redefinir-senha/${CODIGO}`, () =>
      json({ ok: true, mensagem: 'Senha redefinida com sucesso. Entre com a sua nova senha.' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeTruthy();
    expect(screen.getByLabelText('Nova senha').getAttribute('autocomplete')).toBe('new-password');

    preencher('uma senha boa', 'outra coisa');
    expect((await screen.findByRole('alert')).textContent).toBe('A confirmação não é igual à nova senha.');
    expect(fake.requests).toHaveLength(0);

    preencher('uma senha boa', 'uma senha boa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senha redefinida' })).toBeTruthy();
    expect(screen.getByText('Senha redefinida com sucesso. Entre com a sua nova senha.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/aurora/login');
    expect(await fake.requests[0]!.json()).toEqual({
      idfornecedor: aurora.idfornecedor,
      codigo: CODIGO,
      senha: 'uma senha boa',
    });
  });

  it("shows the server's refusal of a used code", async () => {
    await renderAt(`/aurora/redefinir-senha/${CODIGO}`, () =>
      json(
        { mensagem: 'Este link de redefinição de senha já foi usado. Solicite um novo.', codigo: 'senha.codigo-usado' },
        400,
      ),
    );
    preencher('uma senha boa', 'uma senha boa');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este link de redefinição de senha já foi usado. Solicite um novo.',
    );
  });

  it('says a malformed link is invalid without a form', async () => {
    await renderAt('/aurora/redefinir-senha/curto', () => json({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Link de redefinição inválido' })).toBeTruthy();
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });
});
