/**
 * The CEP provider behind the address form's lookup (issue 12, item 1): an interface, and the
 * default client speaking ViaCEP's API (`GET {url}/ws/{cep}/json/`: 200 with `logradouro`,
 * `bairro`, `localidade`, `uf`, `complemento`; `{ "erro": true }` for a CEP it does not know).
 * The base URL is configurable (`CEP_PROVIDER_URL`), so a mirror, another service speaking the
 * same API or a test's local fake can stand in. The wait is short (`CEP_TIMEOUT_MS`): a person is
 * waiting at the form, and typing the address by hand always remains possible.
 */
export interface EnderecoDoCep {
  /** 8 digits. */
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  complemento: string;
}

export type ResultadoCep = { encontrado: true; endereco: EnderecoDoCep } | { encontrado: false };

/** The provider could not answer: unreachable, failing, an answer that is not ViaCEP's, or too slow. */
export class ProvedorCepIndisponivel extends Error {
  constructor(
    readonly motivo: 'indisponivel' | 'tempo-esgotado',
    detalhe: string,
  ) {
    super(detalhe);
    this.name = 'ProvedorCepIndisponivel';
  }
}

export interface ProvedorCep {
  /** @param cep 8 digits */
  consultar(cep: string): Promise<ResultadoCep>;
}

/** Longest answer read from the provider (a ViaCEP answer is a few hundred bytes). */
const MAX_RESPOSTA = 16 * 1024;

const texto = (valor: unknown, max: number): string => (typeof valor === 'string' ? valor.trim().slice(0, max) : '');

export class ViaCepProvider implements ProvedorCep {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async consultar(cep: string): Promise<ResultadoCep> {
    if (!/^\d{8}$/.test(cep)) throw new RangeError('CEP deve ter 8 dígitos');
    const url = `${this.baseUrl}/ws/${cep}/json/`;
    let corpo: string;
    let status: number;
    try {
      const resposta = await this.fetchFn(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
      status = resposta.status;
      corpo = (await resposta.text()).slice(0, MAX_RESPOSTA);
    } catch (error) {
      const nome = (error as Error).name;
      if (nome === 'TimeoutError' || nome === 'AbortError')
        throw new ProvedorCepIndisponivel('tempo-esgotado', `sem resposta em ${this.timeoutMs} ms`);
      throw new ProvedorCepIndisponivel('indisponivel', (error as Error).message);
    }
    // ViaCEP answers 400 for a badly formed CEP; ours are always 8 digits, so treat it as unknown.
    if (status === 400 || status === 404) return { encontrado: false };
    if (status !== 200) throw new ProvedorCepIndisponivel('indisponivel', `HTTP ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(corpo);
    } catch {
      throw new ProvedorCepIndisponivel('indisponivel', 'resposta que não é JSON');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new ProvedorCepIndisponivel('indisponivel', 'resposta inesperada');
    const r = json as Record<string, unknown>;
    if (r.erro === true || r.erro === 'true') return { encontrado: false };
    const uf = texto(r.uf, 2).toUpperCase();
    const cidade = texto(r.localidade, 80);
    if (!/^[A-Z]{2}$/.test(uf) || cidade === '')
      throw new ProvedorCepIndisponivel('indisponivel', 'resposta sem cidade ou UF');
    return {
      encontrado: true,
      endereco: {
        cep,
        rua: texto(r.logradouro, 120),
        bairro: texto(r.bairro, 80),
        cidade,
        uf,
        complemento: texto(r.complemento, 60),
      },
    };
  }
}
