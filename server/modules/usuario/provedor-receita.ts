/**
 * The CNPJ lookup behind the registration's company fields (issue 34, item 3; spec section 7
 * `GET /v1/app/{split}/usuario/dados-receita/{doc}`): a client of a service answering
 * `GET {url}/{cnpj}` in BrasilAPI's CNPJ shape (`razao_social`, `nome_fantasia`, `uf`,
 * `descricao_situacao_cadastral`; 404 for a CNPJ it does not know). The URL is a setting
 * (RECEITA_CNPJ_URL): without it nothing leaves the server. The wait is short: a person is at the
 * form, and typing the company's name remains possible.
 */
export interface DadosReceita {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  uf: string | null;
  situacao: string | null;
}

export type ResultadoReceita = { encontrado: true; dados: DadosReceita } | { encontrado: false };

export class ProvedorReceitaIndisponivel extends Error {
  constructor(detalhe: string) {
    super(detalhe);
    this.name = 'ProvedorReceitaIndisponivel';
  }
}

export interface ProvedorReceita {
  /** @param cnpj 14 digits or letters, upper-case, no mask */
  consultar(cnpj: string): Promise<ResultadoReceita>;
}

const MAX_RESPOSTA = 64 * 1024;

const texto = (valor: unknown, max: number): string | null => {
  if (typeof valor !== 'string') return null;
  const t = valor.trim().replace(/\s+/g, ' ').slice(0, max);
  return t === '' ? null : t;
};

export class ReceitaHttpProvider implements ProvedorReceita {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async consultar(cnpj: string): Promise<ResultadoReceita> {
    if (!/^[0-9A-Z]{14}$/.test(cnpj)) throw new RangeError('CNPJ deve ter 14 caracteres');
    let resposta: Response;
    try {
      resposta = await this.fetchFn(`${this.baseUrl}/${cnpj}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
    } catch (error) {
      throw new ProvedorReceitaIndisponivel((error as Error).message);
    }
    if (resposta.status === 404) return { encontrado: false };
    if (!resposta.ok) throw new ProvedorReceitaIndisponivel(`HTTP ${resposta.status}`);
    const corpo = await resposta.text();
    if (corpo.length > MAX_RESPOSTA) throw new ProvedorReceitaIndisponivel('resposta grande demais');
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(corpo) as Record<string, unknown>;
    } catch {
      throw new ProvedorReceitaIndisponivel('resposta que não é JSON');
    }
    const razao = texto(json.razao_social, 150);
    if (razao === null) throw new ProvedorReceitaIndisponivel('resposta sem razao_social');
    const uf = texto(json.uf, 2)?.toUpperCase() ?? null;
    return {
      encontrado: true,
      dados: {
        cnpj,
        razao_social: razao,
        nome_fantasia: texto(json.nome_fantasia, 150),
        uf: uf !== null && /^[A-Z]{2}$/.test(uf) ? uf : null,
        situacao: texto(json.descricao_situacao_cadastral, 60),
      },
    };
  }
}
