// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApi, isAbortError, requestData } from './index';

const UUID = '11111111-1111-4111-8111-111111111111';

function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    seen.push(input);
    return respond(input);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('requestData', () => {
  it('returns the data of a 2xx response', async () => {
    const { fetch } = recordingFetch(() => json({ lang: 'pt', translation: { a: 'b' } }));
    const api = createApi({ baseUrl: 'http://api.test/api', navigate: () => {}, fetch });
    const data = await requestData(
      api.v4.GET('/v4/static-text/{idfornecedor}', { params: { path: { idfornecedor: UUID } } }),
    );
    expect(data.translation.a).toBe('b');
  });

  it('throws an ApiError carrying the pt-BR mensagem and codigo', async () => {
    const { fetch } = recordingFetch(() =>
      json({ mensagem: 'Fornecedor não encontrado.', codigo: 'fornecedor.nao-encontrado' }, 404),
    );
    const api = createApi({ baseUrl: 'http://api.test/api', navigate: () => {}, fetch });
    const error = await requestData(
      api.v2.GET('/v2/configuracao/fornecedor/{idfornecedor}/tema', { params: { path: { idfornecedor: UUID } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).mensagem).toBe('Fornecedor não encontrado.');
    expect((error as ApiError).codigo).toBe('fornecedor.nao-encontrado');
    expect(isAbortError(error)).toBe(false);
  });

  it('treats an empty error body as an error with a default pt-BR message', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 500 }));
    const api = createApi({ baseUrl: 'http://api.test/api', navigate: () => {}, fetch });
    const error = await requestData(
      api.v2.GET('/v2/configuracao/fornecedor/{idfornecedor}/tema', { params: { path: { idfornecedor: UUID } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).mensagem).toMatch(/Não foi possível/);
  });

  it('marks aborted requests so callers can ignore them', async () => {
    const { fetch } = recordingFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          if (request.signal.aborted) reject(new DOMException('aborted', 'AbortError'));
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const api = createApi({ baseUrl: 'http://api.test/api', navigate: () => {}, fetch });
    const controller = new AbortController();
    const pending = requestData(
      api.v2.GET('/v2/app/{auth}/listaprodutos/{idfornecedor}', {
        params: { path: { auth: 'anon-0123456789abcdef0123456789abcdef', idfornecedor: UUID } },
        signal: controller.signal,
      }),
    ).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(isAbortError(error)).toBe(true);
    expect((error as ApiError).status).toBe(0);
  });
});

describe('middleware', () => {
  it('sends X-idfornecedor as a JSON list only in white-label mode, plus consent and UTM headers', async () => {
    const { fetch, seen } = recordingFetch(() =>
      json({ cor_primaria: '#000000', cor_secundaria: '#000000', cor_auxiliar: '#000000', cor_texto: '#ffffff' }),
    );
    const api = createApi({ baseUrl: 'http://api.test/api', navigate: () => {}, fetch });
    const call = () =>
      requestData(
        api.v2.GET('/v2/configuracao/fornecedor/{idfornecedor}/tema', { params: { path: { idfornecedor: UUID } } }),
      );

    api.context.update({ consentHeaders: { cookie_necessario: 'true', cookie_desempenho: 'false' } });
    await call();
    expect(seen[0]!.headers.get('X-idfornecedor')).toBeNull();
    expect(seen[0]!.headers.get('cookie_necessario')).toBe('true');
    expect(seen[0]!.headers.get('cookie_desempenho')).toBe('false');
    expect(seen[0]!.url).toBe(`http://api.test/api/v2/configuracao/fornecedor/${UUID}/tema`);

    api.context.update({ whiteLabel: true, idfornecedor: UUID, utmHeaders: { 'X-UTM-Source': 'google' } });
    await call();
    expect(JSON.parse(seen[1]!.headers.get('X-idfornecedor')!)).toEqual([UUID]);
    expect(seen[1]!.headers.get('X-UTM-Source')).toBe('google');
  });

  it('navigates to /{slug}/erro/too-many-request on HTTP 429 and still fails the call', async () => {
    const { fetch } = recordingFetch(() =>
      json({ mensagem: 'Muitas requisições. Aguarde um instante.', codigo: 'limite' }, 429),
    );
    const navigate = vi.fn();
    const api = createApi({ baseUrl: 'http://api.test/api', navigate, fetch });
    api.context.update({ slug: 'aurora' });
    const error = await requestData(
      api.v2.GET('/v2/configuracao/fornecedor/{idfornecedor}/tema', { params: { path: { idfornecedor: UUID } } }),
    ).catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/aurora/erro/too-many-request');
    expect((error as ApiError).status).toBe(429);
  });
});
