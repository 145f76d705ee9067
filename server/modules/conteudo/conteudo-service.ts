/** Static texts of a supplier (getTextosEstaticos: `{ lang, translation }`). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FornecedorService } from '../fornecedor/fornecedor-service';

export const IDIOMA_PADRAO = 'pt';

export interface TextosEstaticosWire {
  lang: string;
  translation: Record<string, string>;
}

export class ConteudoService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly fornecedores: FornecedorService,
  ) {}

  async textosEstaticos(idfornecedor: string, lang: string = IDIOMA_PADRAO): Promise<TextosEstaticosWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const rows = await this.db
      .selectFrom('textos_estaticos')
      .select(['chave', 'texto'])
      .where('idfornecedor', '=', fornecedor.idfornecedor)
      .where('lang', '=', lang)
      .orderBy('chave')
      .execute();
    const translation: Record<string, string> = {};
    for (const row of rows) translation[row.chave] = row.texto;
    return { lang, translation };
  }
}
