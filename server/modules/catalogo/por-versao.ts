/**
 * What a supplier's catalogue says that no session changes (its categories with their counts, the
 * category tree, its carousels), read once per catalogue version instead of once per call:
 * `catalogo_versao` (migration 0003) is bumped by triggers on every write to these tables, and
 * CatalogueVersions learns the new version by LISTEN (or reads it on every call while no listener is
 * up). The version is read BEFORE the data, so a value is never kept under a newer version than the
 * one it was read at. Concurrent callers of the same version share one load; a failed load is
 * forgotten. Values are shared by every caller (anonymous or logged in): callers must not mutate
 * them, and nothing here may depend on the caller (prices, hidden prices, the client).
 */
import type { CatalogueVersions } from '../../shared/public-cache';

/** Values kept at most by default (a simple bound: past it, everything is dropped and read again). */
const ENTRADAS_MAXIMO = 1_000;

interface Entrada<T> {
  versao: number;
  ate: number;
  valor: Promise<T>;
}

export class PorVersao<T> {
  private readonly entradas = new Map<string, Entrada<T>>();

  constructor(
    private readonly versoes: Pick<CatalogueVersions, 'atual'>,
    /** Reads the value of a supplier (and of a key, for values that are several per supplier). */
    private readonly carregar: (idfornecedor: string, chave: string) => Promise<T>,
    /** Longest life of a value even when no new version is heard of (a safety net, as the public cache's TTL). */
    private readonly vidaMs: number,
    /** Values kept at most (fewer for big values: a page of product rows). */
    private readonly maximo = ENTRADAS_MAXIMO,
  ) {}

  /** The value of the supplier (and key) at the supplier's current catalogue version. */
  async obter(idfornecedor: string, chave = ''): Promise<T> {
    const versao = await this.versoes.atual(idfornecedor);
    const agora = Date.now();
    const id = chave === '' ? idfornecedor : `${idfornecedor}\u0000${chave}`;
    const entrada = this.entradas.get(id);
    if (entrada !== undefined && entrada.versao === versao && entrada.ate > agora) return entrada.valor;
    const valor = this.carregar(idfornecedor, chave);
    if (this.entradas.size >= this.maximo) this.entradas.clear();
    const nova: Entrada<T> = { versao, ate: agora + this.vidaMs, valor };
    this.entradas.set(id, nova);
    valor.catch(() => {
      if (this.entradas.get(id) === nova) this.entradas.delete(id);
    });
    return valor;
  }
}
