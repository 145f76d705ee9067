import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $loginOpen, $mensagemAbertura } from '../login';
import { $produto } from '../product';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import type { ProdutoDetalhe } from '../types';
import {
  $erroAlerta,
  $inscrito,
  $produtoEsgotado,
  alertMounted,
  PRECISA_LOGIN_ALERTA,
  removeClicked,
  subscribeClicked,
} from './index';

const SESSION = 'sessao_0123456789abcdefABCDEF';
const usuario = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
};
const detalhe = (maximo: number | null): ProdutoDetalhe => ({
  ...produto(31, { maximo_disponivel: maximo, idcadastroextraproduto: 510031 }),
  descricao: '',
  categoria: { idcategoria: 1, nome: 'Bebidas', slug: 'bebidas' },
  similares: [],
});
const comEstoque = { ...aurora, tags: [...aurora.tags, 'enable-stock-control'] };

function escopo(opcoes: { logado: boolean; maximo?: number | null; tags?: typeof comEstoque }) {
  let inscrito = false;
  const fake = createFakeApi([
    [
      /^\/v4\/notificacao\/alerta-disponibilidade\/remove$/,
      () => {
        inscrito = false;
        return json({
          idcliente: 42,
          idfornecedor: aurora.idfornecedor,
          idproduto: 31,
          idcadastroextraproduto: 510031,
          inscrito,
          criado_em: null,
        });
      },
    ],
    [
      /^\/v4\/notificacao\/alerta-disponibilidade$/,
      (request) => {
        if (request.method === 'POST') inscrito = true;
        return json({
          idcliente: 42,
          idfornecedor: aurora.idfornecedor,
          idproduto: 31,
          idcadastroextraproduto: 510031,
          inscrito,
          criado_em: inscrito ? '2026-11-23T20:00:00.000Z' : null,
        });
      },
    ],
  ]);
  const values: [unknown, unknown][] = [
    [$api, fake.api],
    [$fornecedor, opcoes.tags ?? comEstoque],
    [$produto, detalhe(opcoes.maximo === undefined ? 0 : opcoes.maximo)],
  ];
  if (opcoes.logado) values.push([$token, SESSION], [$usuario, usuario]);
  const scope = fork({ values: values as never });
  return { scope, fake };
}

describe('availability alert model', () => {
  it('a product is out of stock only at 0 under enable-stock-control', () => {
    expect(escopo({ logado: true }).scope.getState($produtoEsgotado)?.id).toBe(31);
    expect(escopo({ logado: true, maximo: 5 }).scope.getState($produtoEsgotado)).toBeNull();
    expect(escopo({ logado: true, maximo: null }).scope.getState($produtoEsgotado)).toBeNull();
    expect(escopo({ logado: true, tags: aurora as typeof comEstoque }).scope.getState($produtoEsgotado)).toBeNull();
  });

  it('reads the state, subscribes and removes with the session as Bearer', async () => {
    const { scope, fake } = escopo({ logado: true });
    await allSettled(alertMounted, { scope });
    expect(scope.getState($inscrito)).toBe(false);
    const leitura = new URL(fake.requests[0]!.url);
    expect(leitura.searchParams.get('idcliente')).toBe('42');
    expect(leitura.searchParams.get('idcadastroextraproduto')).toBe('510031');
    expect(fake.requests[0]!.headers.get('authorization')).toBe(`Bearer ${SESSION}`);

    await allSettled(subscribeClicked, { scope });
    expect(scope.getState($inscrito)).toBe(true);
    const post = fake.requests.at(-1)!;
    expect(post.method).toBe('POST');
    expect(await post.clone().json()).toEqual({
      idcliente: 42,
      idfornecedor: aurora.idfornecedor,
      idproduto: 31,
      idcadastroextraproduto: 510031,
    });

    await allSettled(removeClicked, { scope });
    expect(scope.getState($inscrito)).toBe(false);
    expect(fake.requests.at(-1)!.url).toMatch(/alerta-disponibilidade\/remove$/);
  });

  it('asks a visitor to log in, with no call', async () => {
    const { scope, fake } = escopo({ logado: false });
    await allSettled(alertMounted, { scope });
    await allSettled(subscribeClicked, { scope });
    expect(fake.requests).toHaveLength(0);
    expect(scope.getState($loginOpen)).toBe(true);
    expect(scope.getState($mensagemAbertura)?.texto).toBe(PRECISA_LOGIN_ALERTA);
    expect(scope.getState($inscrito)).toBeNull();
  });

  it('a visitor who asked is subscribed once logged in on the same page, without a second click', async () => {
    const { scope, fake } = escopo({ logado: false });
    await allSettled(alertMounted, { scope });
    await allSettled(subscribeClicked, { scope });
    expect(fake.requests).toHaveLength(0);
    // The login modal logs Maria in (the session stores change): the state is read, then the alert sent.
    await allSettled($token, { scope, params: SESSION });
    await allSettled($usuario, { scope, params: { ...usuario, cliente_nome: null } });
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(scope.getState($inscrito)).toBe(true);
    // Removing it later does not subscribe again on the next read.
    await allSettled(removeClicked, { scope });
    await allSettled(alertMounted, { scope });
    expect(scope.getState($inscrito)).toBe(false);
    expect(fake.requests.filter((r) => r.method === 'POST' && !r.url.endsWith('/remove'))).toHaveLength(1);
  });

  it('the request survives the reload the login does: the page that comes back subscribes once, then forgets it', async () => {
    window.sessionStorage.clear();
    // The visitor asks, on the product's page.
    const antes = escopo({ logado: false });
    await allSettled(alertMounted, { scope: antes.scope });
    await allSettled(subscribeClicked, { scope: antes.scope });
    expect(antes.fake.requests).toHaveLength(0);
    // The login reloads the page: a new scope, logged in, mounts the alert again.
    const depois = escopo({ logado: true });
    await allSettled(alertMounted, { scope: depois.scope });
    expect(depois.fake.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(depois.scope.getState($inscrito)).toBe(true);
    // Another visit of the page does not subscribe again.
    const outra = escopo({ logado: true });
    await allSettled(alertMounted, { scope: outra.scope });
    expect(outra.fake.requests.map((r) => r.method)).toEqual(['GET']);
    // A client who never asked as a visitor is not subscribed by mounting the page.
    window.sessionStorage.clear();
    const cliente = escopo({ logado: true });
    await allSettled(alertMounted, { scope: cliente.scope });
    expect(cliente.fake.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('a read that started before the automatic subscription does not undo it (the product reloads after the login)', async () => {
    let inscrito = false;
    const seguras: (() => void)[] = [];
    const estado = () => ({
      idcliente: 42,
      idfornecedor: aurora.idfornecedor,
      idproduto: 31,
      idcadastroextraproduto: 510031,
      inscrito,
      criado_em: null,
    });
    const fake = createFakeApi([
      [
        /^\/v4\/notificacao\/alerta-disponibilidade$/,
        (request) => {
          if (request.method === 'POST') {
            inscrito = true;
            return json(estado());
          }
          // Every read answers with the state it saw, but only when the test lets it go.
          const visto = estado();
          return new Promise<Response>((resolve) => seguras.push(() => resolve(json(visto))));
        },
      ],
    ]);
    const scope = fork({
      values: [
        [$api, fake.api],
        [$fornecedor, comEstoque],
        [$produto, detalhe(0)],
      ],
    });
    await allSettled(alertMounted, { scope });
    await allSettled(subscribeClicked, { scope });
    // Maria logs in: a first read starts; the product page reloads for her, and a second read starts.
    // (Both reads are held, so nothing here can wait for the scope to settle until they are let go.)
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const lancados = [
      allSettled($token, { scope, params: SESSION }),
      allSettled($usuario, { scope, params: { ...usuario, cliente_nome: null } }),
      allSettled($produto, { scope, params: null }),
      allSettled($produto, { scope, params: detalhe(0) }),
    ];
    await tick();
    expect(seguras).toHaveLength(2);
    // The first read answers: not subscribed yet, so the alert she asked for is sent.
    seguras[0]!();
    for (let i = 0; i < 5; i++) await tick();
    expect(scope.getState($inscrito)).toBe(true);
    // The second read, taken before the subscription, answers last: it must not undo it.
    seguras[1]!();
    await Promise.all(lancados);
    await allSettled(scope);
    expect(scope.getState($inscrito)).toBe(true);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    const fake = createFakeApi([
      [
        /alerta-disponibilidade$/,
        () =>
          json(
            {
              mensagem: 'Este produto está disponível: você já pode adicioná-lo ao carrinho.',
              codigo: 'alerta.produto-disponivel',
            },
            409,
          ),
      ],
    ]);
    const scope = fork({
      values: [
        [$api, fake.api],
        [$fornecedor, comEstoque],
        [$produto, detalhe(0)],
        [$token, SESSION],
        [$usuario, usuario],
      ],
    });
    await allSettled(subscribeClicked, { scope });
    expect(scope.getState($erroAlerta)).toBe('Este produto está disponível: você já pode adicioná-lo ao carrinho.');
    expect(scope.getState($inscrito)).toBeNull();
  });
});
