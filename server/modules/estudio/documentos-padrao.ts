/**
 * The document the studio starts from when a supplier has none of a type: the storefront's own
 * defaults (the default layout as written, the default menu, every feature on), and for the tema
 * what the supplier row already says (colours, logo, head).
 */
import { documentoPadraoLoja } from '#blocks/validate-document';
import { temaDocumentoPadrao } from '#schemas/tema-documento';
import type { TipoDocumentoLoja } from './tables';
import type { FornecedorRow } from '../fornecedor';

export function documentoPadrao(tipo: TipoDocumentoLoja, fornecedor: FornecedorRow): Record<string, unknown> {
  if (tipo !== 'tema') return documentoPadraoLoja(tipo);
  return temaDocumentoPadrao({
    nome: fornecedor.nome,
    tema: fornecedor.config?.tema,
    logo: fornecedor.logo,
    seo: fornecedor.config?.seo,
  }) as unknown as Record<string, unknown>;
}
