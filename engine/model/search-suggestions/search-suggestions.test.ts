// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import { $sugestoes, suggestionsClosed, suggestionsTyped } from './index';

const TOKEN = 'tok-0123456789abcdef0123456789abcdef';
const cafes = Array.from({ length: 12 }, (_, i) => produto(i + 1, { nome: `Café ${i + 1}` }));

function escopo(handler: (url: URL, request: Request) => Response | Promise<Response>, logado = false) {
  const fake = createFakeApi([
    [/^\/v2\/app\/token\/listaprodutos\/full-text\/pesquisar$/, (request, _m, url) => handler(url, request)],
  ]);
  const usuario = logado
    ? {
        idusuario: 7,
        idcliente: 42,
        nome: 'Maria',
        email: null,
        cpf: null,
        papel: 'cliente' as const,
        principal: true,
        cadastro_aprovado: true,
        fornecedor_logado: aurora.idfornecedor,
        cliente_nome: null,
      }
    : null;
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, TOKEN],
      [$usuario, usuario],
    ],
  });
  return { scope, fake };
}

const responder = (url: URL) =>
  json({
    produtos: cafes.filter((p) => p.nome.toLowerCase().startsWith((url.searchParams.get('query') ?? '').slice(0, 3))),
    listaTemPrecos: true,
  });

describe('search suggestions model', () => {
  it('asks once, 1000 ms after the last keystroke, and keeps the first 10 hits', async () => {
    const { scope, fake } = escopo(responder);
    const inicio = Date.now();
    const digitando = Promise.all([
      allSettled(suggestionsTyped, { scope, params: 'c' }),
      allSettled(suggestionsTyped, { scope, params: 'ca' }),
      allSettled(suggestionsTyped, { scope, params: 'caf' }),
    ]);
    await new Promise((r) => setTimeout(r, 900));
    expect(fake.requests).toHaveLength(0);
    await digitando;
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(1000);
    expect(fake.requests.map((r) => new URL(r.url).searchParams.get('query'))).toEqual(['caf']);
    expect(new URL(fake.requests[0]!.url).searchParams.get('idfornecedor')).toBe(aurora.idfornecedor);
    // A visitor: no session header, no idcliente.
    expect(fake.requests[0]!.headers.get('authorization')).toBeNull();
    expect(new URL(fake.requests[0]!.url).searchParams.has('idcliente')).toBe(false);
    expect(scope.getState($sugestoes)?.produtos).toHaveLength(10);
    await allSettled(suggestionsClosed, { scope });
    expect(scope.getState($sugestoes)).toBeNull();
  });

  it('closing (Escape) before the wait is over asks nothing, and the list does not open again', async () => {
    const { scope, fake } = escopo(responder);
    const digitando = allSettled(suggestionsTyped, { scope, params: 'caf' });
    await new Promise((r) => setTimeout(r, 300));
    await allSettled(suggestionsClosed, { scope });
    await digitando;
    expect(fake.requests).toHaveLength(0);
    expect(scope.getState($sugestoes)).toBeNull();
  });

  it('a logged-in customer sends the session and its idcliente; one letter asks nothing and closes', async () => {
    const { scope, fake } = escopo(responder, true);
    await allSettled(suggestionsTyped, { scope, params: 'caf' });
    expect(fake.requests[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(new URL(fake.requests[0]!.url).searchParams.get('idcliente')).toBe('42');
    await allSettled(suggestionsTyped, { scope, params: 'c' });
    expect(fake.requests).toHaveLength(1);
    expect(scope.getState($sugestoes)).toBeNull();
  });

  it('a keystroke aborts the request in flight: its late answer is never shown, and no error', async () => {
    const pendentes: { signal: AbortSignal; resolver: () => void }[] = [];
    const { scope } = escopo((url, request) => {
      if (url.searchParams.get('query') !== 'cafe') return responder(url);
      return new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        pendentes.push({ signal: request.signal, resolver: () => resolve(responder(url)) });
      });
    });
    const primeira = allSettled(suggestionsTyped, { scope, params: 'cafe' });
    await new Promise((r) => setTimeout(r, 1100));
    expect(pendentes).toHaveLength(1);
    const segunda = allSettled(suggestionsTyped, { scope, params: 'caf' });
    await new Promise((r) => setTimeout(r, 20));
    expect(pendentes[0]!.signal.aborted).toBe(true);
    await Promise.all([primeira, segunda]);
    expect(scope.getState($sugestoes)?.query).toBe('caf');
  });
});
