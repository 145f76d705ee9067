/** The contract cases of openapi/v4/paths/tag-pesquisa.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  listaTagsPesquisa: {
    version: 'v4',
    casos: [
      { nome: 'catálogo', url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/lista`, status: 200 },
      {
        nome: 'categoria e busca',
        url: (t, c) => `/api/v4/tag-pesquisa/${t.aurora}/lista?idcategoria=${c.categoriaOfertas}&query=suco`,
        status: 200,
      },
      {
        nome: 'categoria desconhecida',
        url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/lista?idcategoria=999999`,
        status: 404,
      },
      { nome: 'fornecedor desconhecido', url: () => `/api/v4/tag-pesquisa/${UUID_DESCONHECIDO}/lista`, status: 404 },
      { nome: 'categoria inválida', url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/lista?idcategoria=abc`, status: 400 },
    ],
  },
  filtrosProduto: {
    version: 'v4',
    casos: [
      {
        nome: 'produto',
        url: (t, c) => `/api/v4/tag-pesquisa/${t.aurora}/filtros-produto/${c.primeiroProdutoAurora}`,
        status: 200,
      },
      {
        nome: 'produto de outro fornecedor',
        url: (t, c) => `/api/v4/tag-pesquisa/${t.construforte}/filtros-produto/${c.primeiroProdutoAurora}`,
        status: 404,
      },
      { nome: 'id inválido', url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/filtros-produto/0`, status: 400 },
    ],
  },
};
