/** The contract cases of openapi/v4/paths/produtos-admin.yaml. */
import {
  type Casos,
  comBearerAdmin,
  comBearerAtendente,
  comBearerCarrinho,
  comPngAdmin,
  pngDeTeste,
} from '../support/casos';

export const casos: Casos = {
  // The product pictures (issue 11): an Aurora admin; an attendant is refused.
  listarProdutosAdmin: {
    version: 'v4',
    casos: [
      {
        nome: 'busca',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos?busca=caf&limit=3`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'limite inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos?limit=500`,
        cabecalhos: comBearerAdmin,
        status: 400,
      },
      {
        nome: 'atendente',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/admin/${t.aurora}/produtos`, status: 401 },
    ],
  },
  enviarImagemProduto: {
    version: 'v4',
    casos: [
      {
        nome: 'PNG',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comPngAdmin,
        corpo: pngDeTeste,
        status: 200,
      },
      {
        nome: 'não é imagem',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comPngAdmin,
        corpo: () => Buffer.from('GIF89a'),
        status: 400,
      },
      {
        nome: 'inexistente',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos/999999999/imagem`,
        cabecalhos: comPngAdmin,
        corpo: pngDeTeste,
        status: 404,
      },
      {
        nome: 'atendente',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: (t, c) => ({ ...comBearerAtendente(t, c), 'content-type': 'image/png' }),
        corpo: pngDeTeste,
        status: 403,
      },
    ],
  },
  removerImagemProduto: {
    version: 'v4',
    casos: [
      {
        nome: 'volta ao desenho',
        metodo: 'DELETE',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'cliente',
        metodo: 'DELETE',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
};
