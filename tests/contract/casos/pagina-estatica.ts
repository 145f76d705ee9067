/** The contract cases of openapi/v4/paths/pagina-estatica.yaml. */
import { type Casos, comBearerCarrinho, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  listaPaginasEstaticas: {
    version: 'v4',
    casos: [
      { nome: 'páginas de Aurora', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/listar`, status: 200 },
      {
        nome: 'com o próprio cliente',
        url: (t, c) => `/api/v4/pagina-estatica/${t.aurora}/listar?idcliente=${c.sessaoCarrinho.idcliente}`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) => `/api/v4/pagina-estatica/${t.aurora}/listar?idcliente=${c.sessaoCarrinho.idcliente + 1}`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      { nome: 'cliente sem sessão', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/listar?idcliente=1`, status: 401 },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/pagina-estatica/${UUID_DESCONHECIDO}/listar`,
        status: 404,
      },
      { nome: 'id inválido', url: () => `/api/v4/pagina-estatica/nao-e-uuid/listar`, status: 400 },
    ],
  },
  paginaEstaticaPorSlug: {
    version: 'v4',
    casos: [
      {
        nome: 'política de privacidade',
        url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/politica-de-privacidade`,
        status: 200,
      },
      {
        nome: 'página só do app',
        url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/tabela-vendedores`,
        status: 403,
      },
      {
        nome: 'cliente sem sessão',
        url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/quem-somos?idcliente=1`,
        status: 401,
      },
      { nome: 'página inexistente', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/nao-existe`, status: 404 },
      { nome: 'slug inválido', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/Quem_Somos`, status: 400 },
    ],
  },
};
