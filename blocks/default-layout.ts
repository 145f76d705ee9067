/**
 * The default layout: used when a supplier has no layout document, or when its document is
 * invalid (the error is logged; a shopper never sees a blank page). React-free data.
 */
import { formatErros } from '#schemas/errors';
import { parseLayoutDocument } from '#schemas/layout';
import { layoutSchema } from './layout-schema';
import type { StoredLayoutDocument } from './layout-schema';

/** The default layout as written (props completed with defaults by the schema below). */
export const defaultLayoutInput = {
  schemaVersion: 3,
  regions: {
    header: [
      { type: 'free-shipping-banner', id: 'padrao-frete', props: {} },
      { type: 'header', id: 'padrao-cabecalho', props: {} },
      { type: 'category-nav', id: 'padrao-categorias', props: {} },
      { type: 'offers-button', id: 'padrao-ofertas', props: {} },
    ],
    footer: [{ type: 'footer', id: 'padrao-rodape', props: {} }],
  },
  pages: {
    home: [
      { type: 'carousel', id: 'padrao-banners', props: { tipo: 'BANNER' } },
      { type: 'carousel', id: 'padrao-vitrines', props: { tipo: 'PRODUTOS' } },
      { type: 'catalogue-grid', id: 'padrao-grade-home', props: { titulo: 'Produtos' } },
    ],
    categoria: [{ type: 'catalogue-grid', id: 'padrao-grade-categoria', props: {} }],
    busca: [{ type: 'catalogue-grid', id: 'padrao-grade-busca', props: {} }],
    produto: [],
  },
};

function parseDefault(): StoredLayoutDocument {
  const result = parseLayoutDocument(defaultLayoutInput, layoutSchema);
  if (!result.ok) throw new Error(`Layout padrão inválido: ${formatErros(result.erros)}`);
  return result.document;
}

/** The default layout, validated and with every prop's default filled in. */
export const defaultLayout: StoredLayoutDocument = parseDefault();
