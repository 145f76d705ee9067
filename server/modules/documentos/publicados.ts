/**
 * The published documents of each supplier, kept in this process's memory: every storefront page
 * reads them (the API's documentos-loja, the tema over the supplier row), a publish in the
 * studio drops them on every process (server/shared/document-channel.ts). While the drop is not
 * sure to reach this process (no listener yet, or reconnecting), an entry lives only
 * `vidaInseguraMs`; else `vidaMs`, a bound that holds even if a notice were lost.
 */
import type { DocumentoLojaRow, DocumentosRepository } from './documentos-repository';

export interface OpcoesPublicados {
  vidaMs: number;
  vidaInseguraMs: number;
  /** Whether every process is told of a publish (the canal's `confiavel`). */
  confiavel: () => boolean;
}

export class DocumentosPublicados {
  private readonly entradas = new Map<string, { rows: Promise<DocumentoLojaRow[]>; expira: number }>();
  private geracao = 0;

  constructor(
    private readonly repository: DocumentosRepository,
    private readonly opcoes: OpcoesPublicados,
  ) {}

  /** The supplier's published rows (as stored), from memory when fresh. */
  async doFornecedor(idfornecedor: string): Promise<DocumentoLojaRow[]> {
    const agora = Date.now();
    const entrada = this.entradas.get(idfornecedor);
    if (entrada && entrada.expira > agora) return entrada.rows;
    const geracao = this.geracao;
    const rows = this.repository.doFornecedor(idfornecedor);
    const vida = this.opcoes.confiavel() ? this.opcoes.vidaMs : this.opcoes.vidaInseguraMs;
    // A read that began before a drop may hold the old document: it is answered, not kept.
    if (vida > 0) {
      const nova = { rows, expira: agora + vida };
      this.entradas.set(idfornecedor, nova);
      rows.then(
        () => {
          if (geracao !== this.geracao && this.entradas.get(idfornecedor) === nova) this.entradas.delete(idfornecedor);
        },
        () => {
          if (this.entradas.get(idfornecedor) === nova) this.entradas.delete(idfornecedor);
        },
      );
    }
    return rows;
  }

  /** Drops a supplier's entry ('*': every supplier's). */
  esquecer(idfornecedor: string): void {
    this.geracao++;
    if (idfornecedor === '*') this.entradas.clear();
    else this.entradas.delete(idfornecedor);
  }
}
