// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import {
  $erroProdutos,
  $mensagemProduto,
  $produtosAdmin,
  $temMaisProdutos,
  produtoSearchApplied,
  moreProdutosRequested,
  erroDaImagem,
  imageChosen,
  defaultImageRequested,
  produtosAdminShown,
  TEXTOS_PRODUTOS,
  type ProdutoAdmin,
} from './index';

const produto = (id: number, enviada = false): ProdutoAdmin => ({
  id,
  nome: `Produto ${id}`,
  ativo: true,
  categoria: 'Mercearia',
  imagem: `/imagens/produtos/${aurora.idfornecedor}/${id}.webp?v=20261124`,
  imagemEnviada: enviada ? { largura: 800, altura: 600, enviadoEm: '2026-11-24T13:00:00.000Z' } : null,
});

function escopo(papel: 'admin_fornecedor' | 'atendente' = 'admin_fornecedor') {
  const fake = createFakeApi([
    [
      /^\/v4\/admin\/[^/]+\/produtos$/,
      (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const busca = new URL(request.url).searchParams.get('busca');
        if (busca === 'erro') return json({ mensagem: 'Acesso negado.', codigo: 'imagem.acesso-negado' }, 403);
        return json({ produtos: page === 1 ? [produto(1), produto(2)] : [produto(3)], total: 3 });
      },
    ],
    [
      /^\/v4\/admin\/[^/]+\/produtos\/([0-9]+)\/imagem$/,
      (request) => {
        const id = Number(/produtos\/([0-9]+)\//.exec(request.url)![1]);
        if (request.method === 'DELETE') return json(produto(id, false));
        if (id === 2)
          return json(
            {
              mensagem: 'A imagem é pequena demais: envie uma de pelo menos 150 × 150 pixels.',
              codigo: 'imagem.pequena-demais',
            },
            400,
          );
        return json(produto(id, true));
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSAO_ADMIN],
      [$usuario, { ...ADMIN_AURORA, papel }],
    ] as never,
  });
  return { scope, fake };
}

const png = (bytes = 10) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('product pictures model (desk)', () => {
  it('checks the file before sending, in the server’s words', () => {
    expect(erroDaImagem(null)).toBe(TEXTOS_PRODUTOS.semArquivo);
    expect(erroDaImagem(new Blob([]))).toBe(TEXTOS_PRODUTOS.semArquivo);
    expect(erroDaImagem(new Blob(['x'], { type: 'image/svg+xml' }))).toBe(TEXTOS_PRODUTOS.tipoInvalido);
    expect(erroDaImagem(new Blob(['x'], { type: 'application/pdf' }))).toBe(TEXTOS_PRODUTOS.tipoInvalido);
    expect(erroDaImagem(png(8 * 1024 * 1024 + 1))).toBe(TEXTOS_PRODUTOS.grandeDemais);
    expect(erroDaImagem(png())).toBeNull();
    // A file the browser cannot type goes to the server, which decodes it.
    expect(erroDaImagem(new Blob(['x']))).toBeNull();
  });

  it('lists, loads more, searches; an admin’s Bearer on every call', async () => {
    const { scope, fake } = escopo();
    await allSettled(produtosAdminShown, { scope });
    expect(scope.getState($produtosAdmin)?.map((p) => p.id)).toEqual([1, 2]);
    expect(scope.getState($temMaisProdutos)).toBe(true);
    await allSettled(moreProdutosRequested, { scope });
    expect(scope.getState($produtosAdmin)?.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(scope.getState($temMaisProdutos)).toBe(false);
    await allSettled(produtoSearchApplied, { scope, params: '  erro ' });
    expect(scope.getState($erroProdutos)).toBe('Acesso negado.');
    expect(new URL(fake.requests.at(-1)!.url).searchParams.get('busca')).toBe('erro');
    for (const r of fake.requests) expect(r.headers.get('authorization')).toBe(`Bearer ${SESSAO_ADMIN}`);
  });

  it('sends the file as the body with its type, replaces the row; a refusal shows the server’s message on that product', async () => {
    const { scope, fake } = escopo();
    await allSettled(produtosAdminShown, { scope });
    await allSettled(imageChosen, { scope, params: { id: 1, arquivo: png(20) } });
    const envio = fake.requests.at(-1)!;
    expect(envio.method).toBe('PUT');
    expect(envio.headers.get('content-type')).toBe('image/png');
    expect((await envio.arrayBuffer()).byteLength).toBe(20);
    expect(scope.getState($produtosAdmin)?.[0]?.imagemEnviada).not.toBeNull();
    expect(scope.getState($mensagemProduto)).toEqual({ id: 1, tom: 'positive', texto: TEXTOS_PRODUTOS.enviada });

    await allSettled(imageChosen, { scope, params: { id: 2, arquivo: png() } });
    expect(scope.getState($mensagemProduto)).toEqual({
      id: 2,
      tom: 'critical',
      texto: 'A imagem é pequena demais: envie uma de pelo menos 150 × 150 pixels.',
    });

    const antes = fake.requests.length;
    await allSettled(imageChosen, { scope, params: { id: 3, arquivo: null } });
    expect(fake.requests.length).toBe(antes);
    expect(scope.getState($mensagemProduto)).toEqual({ id: 3, tom: 'critical', texto: TEXTOS_PRODUTOS.semArquivo });

    await allSettled(defaultImageRequested, { scope, params: 1 });
    expect(fake.requests.at(-1)!.method).toBe('DELETE');
    expect(scope.getState($produtosAdmin)?.[0]?.imagemEnviada).toBeNull();
    expect(scope.getState($mensagemProduto)).toEqual({ id: 1, tom: 'positive', texto: TEXTOS_PRODUTOS.removida });
  });

  it('asks nothing for an attendant (the server would refuse)', async () => {
    const { scope, fake } = escopo('atendente');
    await allSettled(produtosAdminShown, { scope });
    expect(fake.requests).toEqual([]);
    expect(scope.getState($produtosAdmin)).toBeNull();
  });
});
