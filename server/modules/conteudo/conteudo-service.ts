/**
 * A supplier's content: static texts (getTextosEstaticos: `{ lang, translation }`), the order
 * instructions (custom content ORDER_INSTRUCTIONS) and the client and order characteristics
 * asked at checkout (migration 0027). All public: what a shopper sees before logging in.
 */
import type { FornecedorService } from '../fornecedor';
import type { CaracteristicaRow, ConteudoRepository } from './conteudo-repository';

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

  async conteudoPersonalizado(idfornecedor: string, contentType: 'ORDER_INSTRUCTIONS') {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return {
      idfornecedor: fornecedor.idfornecedor,
      contentType,
      html: await this.repository.conteudoPersonalizado(fornecedor.idfornecedor, contentType),
    };
  }

  async caracteristicas(idfornecedor: string, alvo: 'CLIENTE' | 'PEDIDO'): Promise<CaracteristicaRow[]> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return this.repository.caracteristicas(fornecedor.idfornecedor, alvo);
  }

  /** Both kinds, for the order submit (the supplier is already resolved). */
  async todasCaracteristicas(idfornecedor: string): Promise<CaracteristicaRow[]> {
    return this.repository.caracteristicas(idfornecedor);
  }
}
