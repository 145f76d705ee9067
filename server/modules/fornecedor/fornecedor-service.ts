/**
 * Suppliers: lookup by UUID/slug and by domain, with the platform's own hosts not restricting,
 * and the one resolution rule (spec section 4) shared by the API and the HTML head writer.
 */
import { fornecedorNotFound } from '../../shared/http-error';
import { normalizeDomain } from '#engine/rules/domain';
import { resolveTema } from '#schemas/theme';
import {
  toConfiguracaoFornecedor,
  toFornecedor,
  toRodape,
  type ConfiguracaoFornecedorWire,
  type FornecedorWire,
  type RodapeWire,
  type TemaWire,
} from './fornecedor-mapper';
import type { FornecedorRepository, FornecedorRow } from './fornecedor-repository';

export interface ConsultaFornecedores {
  idfornecedor?: string | undefined;
  dominio?: string | undefined;
  idempresa?: number | undefined;
}

export interface FornecedorResolvido {
  fornecedor: FornecedorRow;
  /** The request's host is one of the supplier's own domains (white-label mode). */
  whiteLabel: boolean;
}

/** How long a supplier looked up by id stays in memory (every catalogue call needs it). */
const CACHE_FORNECEDOR_MS = 5_000;
const CACHE_FORNECEDOR_MAX = 1_000;

export class FornecedorService {
  private readonly platformHosts: ReadonlySet<string>;
  private readonly cache = new Map<string, { row: FornecedorRow; expira: number }>();
  /** What the storefront sees over the stored row (the published tema, server/modules/documentos). */
  private sobreposicao: ((row: FornecedorRow) => Promise<FornecedorRow>) | undefined;

  constructor(
    private readonly repository: FornecedorRepository,
    platformHosts: readonly string[],
    private readonly cacheMs: number = CACHE_FORNECEDOR_MS,
  ) {
    this.platformHosts = new Set(platformHosts.map((h) => normalizeDomain(h)).filter((h): h is string => !!h));
  }

  /** Every row this service hands out goes through `fn` first (set once, by the documents module). */
  usarSobreposicao(fn: (row: FornecedorRow) => Promise<FornecedorRow>): void {
    this.sobreposicao = fn;
  }

  private async sobrepor(row: FornecedorRow): Promise<FornecedorRow> {
    return this.sobreposicao ? this.sobreposicao(row) : row;
  }

  private async sobreporTodos(rows: FornecedorRow[]): Promise<FornecedorRow[]> {
    return this.sobreposicao ? Promise.all(rows.map((row) => this.sobrepor(row))) : rows;
  }

  private isPlatformHost(dominio: string | undefined): boolean {
    return dominio === undefined || this.platformHosts.has(dominio);
  }

  /** A domain filter, or undefined when the host is one of the platform's own (no restriction). */
  private restricaoDeDominio(dominio: string | undefined): string | undefined {
    const host = normalizeDomain(dominio);
    return this.isPlatformHost(host) ? undefined : host;
  }

  /** getFornecedores: idfornecedor matches UUID or slug; dominio a configured domain; both → both. */
  async listar(consulta: ConsultaFornecedores): Promise<FornecedorWire[]> {
    const idOuSlug = consulta.idfornecedor?.trim() || undefined;
    const rows = await this.sobreporTodos(
      await this.repository.find({ idOuSlug, dominio: this.restricaoDeDominio(consulta.dominio) }),
    );
    return rows
      .filter((row) => consulta.idempresa === undefined || row.idempresa === consulta.idempresa)
      .map(toFornecedor);
  }

  /**
   * Spec section 4, "Supplier resolution at start": by path and domain; when that is not exactly one
   * supplier, by domain only; else none.
   */
  /**
   * The origin an e-mailed link may point at: the request's own (`protocol://host`), only when its
   * host is a platform host or one of this supplier's domains, never a Host header an attacker
   * chose (a link to their site would hand them the code or the session); else null.
   */
  async origemDaRequisicao(
    request: { hostname: string; protocol: string; host: string },
    idfornecedor: string,
  ): Promise<string | null> {
    const resolvido = await this.resolveFornecedor({ caminho: idfornecedor, dominio: request.hostname });
    return resolvido?.fornecedor.idfornecedor === idfornecedor.toLowerCase()
      ? `${request.protocol}://${request.host}`
      : null;
  }

  async resolveFornecedor(entrada: {
    caminho?: string | undefined;
    dominio?: string | undefined;
  }): Promise<FornecedorResolvido | null> {
    const host = normalizeDomain(entrada.dominio);
    const dominio = this.restricaoDeDominio(host);
    const caminho = entrada.caminho?.trim() || undefined;
    let rows: FornecedorRow[] = [];
    if (caminho !== undefined) rows = await this.repository.find({ idOuSlug: caminho, dominio });
    if (rows.length !== 1 && dominio !== undefined) rows = await this.repository.find({ dominio });
    const fornecedor = rows.length === 1 ? rows[0] : undefined;
    if (!fornecedor) return null;
    return { fornecedor: await this.sobrepor(fornecedor), whiteLabel: dominio !== undefined && host === dominio };
  }

  /**
   * The supplier by UUID or slug (404 fornecedor.nao-encontrado when there is none), kept for a few
   * seconds in memory: the rows are shared, callers must not mutate them.
   */
  async porId(idfornecedor: string): Promise<FornecedorRow> {
    const chave = idfornecedor.toLowerCase();
    const agora = Date.now();
    const cached = this.cache.get(chave);
    if (cached && cached.expira > agora) return this.sobrepor(cached.row);
    const row = await this.repository.findByIdOrSlug(idfornecedor);
    if (!row) throw fornecedorNotFound(idfornecedor);
    if (this.cacheMs > 0) {
      if (this.cache.size >= CACHE_FORNECEDOR_MAX) this.cache.clear();
      this.cache.set(chave, { row, expira: agora + this.cacheMs });
    }
    return this.sobrepor(row);
  }

  async todos(): Promise<FornecedorRow[]> {
    return this.sobreporTodos(await this.repository.find({}));
  }

  async configuracao(idfornecedor: string): Promise<ConfiguracaoFornecedorWire> {
    return toConfiguracaoFornecedor(await this.porId(idfornecedor));
  }

  async tema(idfornecedor: string): Promise<TemaWire> {
    return resolveTema((await this.porId(idfornecedor)).config?.tema);
  }

  async rodape(idfornecedor: string): Promise<RodapeWire> {
    const row = await this.porId(idfornecedor);
    return toRodape(row.config?.rodape, row.nome);
  }
}
