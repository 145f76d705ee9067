import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $api } from '#engine/model/app';
import { $token, $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '#engine/model/testing/fake-api';
import { FormField } from '#ui/form-field';
import { SeletorProduto } from './seletor-produto';

afterEach(cleanup);

const produto = (id: number, nome: string) => ({
  id,
  nome,
  ativo: true,
  categoria: 'Mercearia',
  imagem: `/imagens/produtos/x/${id}.webp?v=1`,
  imagemEnviada: null,
});

function montar(valor: number | undefined, aoEscolher: (id: number | undefined) => void) {
  const fake = createFakeApi([
    [
      /^\/v4\/admin\/[^/]+\/produtos$/,
      (request) => {
        const busca = new URL(request.url).searchParams.get('busca');
        if (busca === '20001') return json({ produtos: [produto(20001, 'Arroz Agulhinha 5 kg')], total: 1 });
        if (busca === 'cafe')
          return json({
            produtos: [produto(10001, 'Café Torrado 500 g'), produto(10002, 'Café Solúvel 200 g')],
            total: 2,
          });
        return json({ produtos: [], total: 0 });
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSAO_ADMIN],
      [$usuario, ADMIN_AURORA],
    ] as never,
  });
  render(
    <Provider value={scope}>
      <FormField
        label="Produto em destaque"
        renderInput={(a11y) => <SeletorProduto a11y={a11y} valor={valor} aoEscolher={aoEscolher} />}
      />
    </Provider>,
  );
  return fake;
}

describe('SeletorProduto (the studio props form)', () => {
  it('shows the chosen product by name, finds others by name, and a click chooses one', async () => {
    const aoEscolher = vi.fn();
    montar(20001, aoEscolher);
    await screen.findByText('Escolhido: Arroz Agulhinha 5 kg (nº 20001)');
    const busca = screen.getByRole('searchbox', { name: 'Produto em destaque' });
    fireEvent.change(busca, { target: { value: 'cafe' } });
    const opcao = await screen.findByRole('button', { name: 'Café Solúvel 200 g · nº 10002' }, { timeout: 2000 });
    fireEvent.click(opcao);
    expect(aoEscolher).toHaveBeenCalledWith(10002);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Café Torrado/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(aoEscolher).toHaveBeenLastCalledWith(undefined);
  });

  it('says when nothing matches, and that nothing is chosen', async () => {
    montar(undefined, vi.fn());
    screen.getByText('Nenhum produto escolhido (padrão do bloco).');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Produto em destaque' }), { target: { value: 'tucupi' } });
    await screen.findByText('Nenhum produto encontrado.', undefined, { timeout: 2000 });
  });
});
