/**
 * Validates a supplier's storefront document (layout, menu or features) with the very schemas
 * the storefront uses. React-free: the server's seed and admin import it.
 */
import { installPtBRErrorMessages } from '../schemas/error-messages';
import { parseFeaturesDocument } from '../schemas/features';
import { parseLayoutDocument } from '../schemas/layout';
import { parseMenuDocument } from '../schemas/menu';
import { layoutSchema } from './layout-schema';

// Whoever validates a document here shows its errors to a person (admin, seed): in pt-BR.
installPtBRErrorMessages();

export const TIPOS_DOCUMENTO_LOJA = ['layout', 'menu', 'features'] as const;
export type TipoDocumentoLoja = (typeof TIPOS_DOCUMENTO_LOJA)[number];

export type ResultadoValidacaoDocumento =
  | { ok: true; documento: unknown }
  | { ok: false; erros: { caminho: string; mensagem: string }[] };

export function validateDocumentoLoja(tipo: TipoDocumentoLoja, documento: unknown): ResultadoValidacaoDocumento {
  const result =
    tipo === 'layout'
      ? parseLayoutDocument(documento, layoutSchema)
      : tipo === 'menu'
        ? parseMenuDocument(documento)
        : tipo === 'features'
          ? parseFeaturesDocument(documento)
          : null;
  if (result === null) {
    return {
      ok: false,
      erros: [{ caminho: '(documento)', mensagem: `tipo de documento desconhecido ${JSON.stringify(tipo)} (tipos válidos: ${TIPOS_DOCUMENTO_LOJA.join(', ')})` }],
    };
  }
  return result.ok ? { ok: true, documento: result.document } : { ok: false, erros: result.erros };
}
