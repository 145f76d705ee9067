/** Static texts of a supplier (getTextosEstaticos: `{ lang, translation }`). */
import type { FornecedorService } from '../fornecedor';
import type { ConteudoRepository } from './conteudo-repository';

const IDIOMA_PADRAO = 'pt';

export interface TextosEstaticosWire {
  lang: string;
  translation: Record<string, string>;
}

export class ConteudoService {
  constructor(
    private readonly repository: ConteudoRepository,
    private readonly fornecedores: FornecedorService,
  ) {}

  async textosEstaticos(idfornecedor: string, lang: string = IDIOMA_PADRAO): Promise<TextosEstaticosWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const rows = await this.repository.textos(fornecedor.idfornecedor, lang);
    const translation: Record<string, string> = {};
    for (const row of rows) translation[row.chave] = row.texto;
    return { lang, translation };
  }
}
