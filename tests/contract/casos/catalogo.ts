/** The contract cases of openapi/v2/paths/catalogo.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getProdutosPorTags: {
    version: 'v2',
    casos: [
      {
        nome: 'visitante',
        url: (t) => `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=zero-acucar`,
        status: 200,
      },
      {
        nome: 'duas tags e um cadastro extra',
        url: (t) =>
          `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=integral,zero-acucar&idcadastroextraproduto=1`,
        status: 200,
      },
      {
        nome: 'cliente da sessão',
        url: (t) => `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=integral`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` }),
        status: 200,
      },
      {
        nome: 'construforte sem sessão (preços ocultos)',
        url: (t) => `/api/v2/app/fornecedor/${t.construforte}/produto-by-tags?tagsPesquisa=a`,
        status: 200,
      },
      {
        nome: 'sem tags',
        url: (t) => `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags?tagsPesquisa=,`,
        status: 400,
      },
      { nome: 'tags ausentes', url: (t) => `/api/v2/app/fornecedor/${t.aurora}/produto-by-tags`, status: 400 },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v2/app/fornecedor/${UUID_DESCONHECIDO}/produto-by-tags?tagsPesquisa=integral`,
        status: 404,
      },
    ],
  },
  obterSetorProduto: {
    version: 'v2',
    casos: [
      {
        nome: 'produto',
        url: (t, c) => `/api/v2/app/setores-produto/obter-setor/${t.aurora}/${c.primeiroProdutoAurora}`,
        status: 200,
      },
      {
        nome: 'produto de outro fornecedor',
        url: (t, c) => `/api/v2/app/setores-produto/obter-setor/${t.construforte}/${c.primeiroProdutoAurora}`,
        status: 404,
      },
      { nome: 'id inválido', url: (t) => `/api/v2/app/setores-produto/obter-setor/${t.aurora}/0`, status: 400 },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/setores-produto/obter-setor/${UUID_DESCONHECIDO}/${c.primeiroProdutoAurora}`,
        status: 404,
      },
    ],
  },
  getListaProdutosF: {
    version: 'v1',
    casos: [
      { nome: 'visitante', url: (t, c) => `/api/v1/app/${c.anon}/listaprodutosf/${t.aurora}?limit=5`, status: 200 },
      {
        nome: 'busca e categoria',
        url: (t, c) => `/api/v1/app/${c.anon}/listaprodutosf/${t.aurora}?sk=suco&categ=${c.categoriaOfertas}`,
        status: 200,
      },
      {
        nome: 'cliente da sessão',
        url: (t, c) => `/api/v1/app/${c.sessaoCarrinho.token}/listaprodutosf/${t.aurora}?tagsPesquisa=integral`,
        status: 200,
      },
      { nome: 'construforte', url: (t, c) => `/api/v1/app/${c.anon}/listaprodutosf/${t.construforte}`, status: 200 },
      {
        nome: 'limite inválido',
        url: (t, c) => `/api/v1/app/${c.anon}/listaprodutosf/${t.aurora}?limit=0`,
        status: 400,
      },
      {
        nome: 'ordenação desconhecida',
        url: (t, c) => `/api/v1/app/${c.anon}/listaprodutosf/${t.aurora}?ordenacao=aleatoria`,
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v1/app/${c.anon}/listaprodutosf/${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  pesquisarSugestoes: {
    version: 'v2',
    casos: [
      {
        nome: 'visitante',
        url: (t) => `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=caf`,
        status: 200,
      },
      {
        nome: 'cliente da sessão',
        url: (t, c) =>
          `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=acucar&idcliente=${c.sessaoCarrinho.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` }),
        status: 200,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) =>
          `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=caf&idcliente=${c.sessaoAurora.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` }),
        status: 403,
      },
      {
        nome: 'cliente sem sessão',
        url: (t, c) =>
          `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=caf&idcliente=${c.sessaoAurora.idcliente}`,
        status: 401,
      },
      {
        nome: 'sem texto',
        url: (t) => `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=`,
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${UUID_DESCONHECIDO}&query=caf`,
        status: 404,
      },
    ],
  },
  getCategorias: {
    version: 'v2',
    casos: [
      {
        nome: 'aurora',
        url: (t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${t.aurora}?device=desktop`,
        status: 200,
      },
      {
        nome: 'construforte',
        url: (t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${t.construforte}`,
        status: 200,
      },
      {
        nome: 'device inválido',
        url: (t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${t.aurora}?device=tv`,
        status: 400,
      },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getListaProdutos: {
    version: 'v2',
    casos: [
      { nome: 'página 1', url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?page=1`, status: 200 },
      {
        nome: 'todos os parâmetros',
        url: (t, c) =>
          `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?fornec=${t.aurora}&sk=arroz&page=1&formapagamento=1&ordenacao=relevancia&canalVenda=WEB&tipoentrega=DELIVERY&tagsPesquisa=&agrupadores=&ignorepolicy=true&limit=30`,
        status: 200,
      },
      {
        nome: 'ofertas',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?categ=${c.categoriaOfertas}`,
        status: 200,
      },
      {
        nome: 'adicionais',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?produtoprincipal=${c.principalComAdicionais}`,
        status: 200,
      },
      {
        nome: 'preços ocultos',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.construforte}?limit=100`,
        status: 200,
      },
      {
        nome: 'preços com sessão',
        url: (t, c) => `/api/v2/app/${c.sessaoConstruforte.token}/listaprodutos/${t.construforte}?limit=100&page=2`,
        status: 200,
      },
      {
        nome: 'além da última página',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?page=9999`,
        status: 200,
      },
      { nome: 'limit alto', url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?limit=101`, status: 400 },
      { nome: 'ordenação', url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?ordenacao=x`, status: 400 },
      {
        nome: 'categoria',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?categ=999999999`,
        status: 404,
      },
      { nome: 'fornecedor', url: (_t, c) => `/api/v2/app/${c.anon}/listaprodutos/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
  getProduto: {
    version: 'v2',
    casos: [
      {
        nome: 'aurora',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/${c.slugAurora}`,
        status: 200,
      },
      {
        nome: 'sem similares',
        url: (t, c) =>
          `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/${c.slugAurora}?disableSimilares=true&quantidade=2`,
        status: 200,
      },
      {
        nome: 'preço oculto',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.construforte}/produto/${c.slugConstruforte}`,
        status: 200,
      },
      {
        nome: 'inexistente',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/nao-existe`,
        status: 404,
      },
      {
        nome: 'slug inválido',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/Nao_Vale`,
        status: 400,
      },
    ],
  },
};
