/**
 * The contract cases of openapi/v4/paths/integracao.yaml (issue 33): the desk's integration
 * credentials (Aurora's admin; an attendant is refused) and the ERP's bulk upserts with a key of
 * Aurora with every scope (written here as the service writes it: only its SHA-256), another
 * supplier's path, and no key. Also those of openapi/v4/paths/integracao-imagens.yaml (the ERP's
 * product picture as bytes, issue 33 item 2), which use the same key; an import of more than 10,000
 * lines (a job, 202) and its status call.
 */
import { hashChaveIntegracao } from '#server/modules/integracao';
import type { TestApp } from '#server/testing/test-app';
import { comBearerAdmin, comBearerAtendente, pngDeTeste, type Casos } from '../support/casos';

const CHAVE = 'sfi_contrato_contrato_contrato_contrato_contrato';
const criadas = new WeakSet<TestApp>();

/** `Authorization: Bearer` with an Aurora integration key with every scope. */
async function comChave(t: TestApp): Promise<Record<string, string>> {
  if (!criadas.has(t)) {
    criadas.add(t);
    await t.db
      .insertInto('credenciais_integracao')
      .values({
        idfornecedor: t.aurora,
        nome: 'Contrato',
        prefixo: CHAVE.slice(0, 10),
        chave_hash: hashChaveIntegracao(CHAVE),
        escopos: JSON.stringify([
          'catalogue',
          'prices',
          'stock',
          'customers',
          'orders:read',
          'orders:write',
          'webhooks',
        ]),
        limite_por_minuto: 1000,
      })
      .execute();
  }
  return { authorization: `Bearer ${CHAVE}` };
}

const categorias = () => ({ itens: [{ cod_erp: 'CT-CAT', nome: 'Categoria do contrato' }] });
const produtos = () => ({
  itens: [
    { cod_erp: 'CT-1', nome: 'Produto do contrato', categoria: 'CT-CAT', preco: 12.5, tags: ['contrato'] },
    { cod_erp: 'CT-2', nome: 'Sem categoria', categoria: 'NAO-HA', preco: 1 },
  ],
});
const precos = () => ({
  itens: [{ cod_erp: 'CT-1', preco: 11.9, desconto_progressivo: [{ quantidade: 10, preco: 10.5 }] }],
});
const estoque = () => ({ itens: [{ cod_erp: 'CT-1', disponivel: 7 }] });
/** The key as image/png, for the ERP's picture. */
const comChavePng = async (t: TestApp) => ({ ...(await comChave(t)), 'content-type': 'image/png' });
/** A picture of CT-1, which this makes first (as the product cases do) whatever ran before. */
async function fotoDoProduto(t: TestApp): Promise<Buffer> {
  const headers = await comChave(t);
  for (const [recurso, corpo] of [
    ['categorias', categorias()],
    ['produtos', produtos()],
  ] as const) {
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/integracao/${t.aurora}/${recurso}`,
      headers,
      payload: corpo,
    });
    if (r.statusCode !== 200) throw new Error(`${recurso}: ${r.body}`);
  }
  return pngDeTeste();
}
/** An import of 10,001 stock lines, run to the end (its id fixed, so the case's URL can name it). */
const IMPORTACAO_DO_CONTRATO = 900_001;
async function importacaoDoContrato(t: TestApp): Promise<void> {
  const existe = await t.db
    .selectFrom('importacoes_erp')
    .select('idimportacao')
    .where('idimportacao', '=', IMPORTACAO_DO_CONTRATO)
    .executeTakeFirst();
  if (existe) return;
  await t.db
    .insertInto('importacoes_erp')
    .values({
      idimportacao: IMPORTACAO_DO_CONTRATO,
      idfornecedor: t.aurora,
      idcredencial: null,
      tipo: 'estoque',
      total: 1,
      recusados_antes: '[]',
      origem: null,
    })
    .execute();
  await t.db
    .insertInto('importacoes_erp_partes')
    .values({
      idimportacao: IMPORTACAO_DO_CONTRATO,
      parte: 0,
      linhas: '[0]',
      itens: JSON.stringify([{ cod_erp: 'NAO-HA', disponivel: 1 }]),
    })
    .execute();
  await t.app.integracaoImportacoes.processar(IMPORTACAO_DO_CONTRATO);
}
const listasPreco = () => ({
  itens: [
    {
      cod_erp: 'CT-LISTA',
      nome: 'Lista do contrato',
      prioridade: 1,
      tags_cliente: ['atacado'],
      precos: [{ produto: 'CT-1', preco: 10.9, precovendaatacado: 9.9, minvendaatacado: 12 }],
    },
  ],
});

export const casos: Casos = {
  listarCredenciaisIntegracao: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'de um atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais`, status: 401 },
    ],
  },
  criarCredencialIntegracao: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ nome: 'ERP do contrato', escopos: ['catalogue', 'stock'], limitePorMinuto: 60 }),
        status: 200,
      },
      {
        nome: 'sem escopos',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ nome: 'ERP', escopos: [] }),
        status: 400,
      },
      {
        nome: 'de um atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ nome: 'ERP', escopos: ['catalogue'] }),
        status: 403,
      },
    ],
  },
  revogarCredencialIntegracao: {
    version: 'v4',
    casos: [
      {
        nome: 'uma que não existe',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais/999999/revogar`,
        cabecalhos: comBearerAdmin,
        status: 404,
      },
      {
        nome: 'a primeira, pelo administrador',
        corpo: async (t) => {
          await comChave(t);
          return {};
        },
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/credenciais/1/revogar`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
    ],
  },
  importarCategoriasErp: {
    version: 'v4',
    casos: [
      {
        nome: 'uma categoria',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/categorias`,
        cabecalhos: comChave,
        corpo: categorias,
        status: 200,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/categorias`,
        corpo: categorias,
        status: 401,
      },
      {
        nome: 'outro fornecedor no caminho',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.construforte}/categorias`,
        cabecalhos: comChave,
        corpo: categorias,
        status: 403,
      },
    ],
  },
  importarProdutosErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um criado e um recusado',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos`,
        cabecalhos: comChave,
        corpo: produtos,
        status: 200,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos`,
        corpo: produtos,
        status: 401,
      },
    ],
  },
  importarPrecosErp: {
    version: 'v4',
    casos: [
      {
        nome: 'o preço e uma faixa',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/precos`,
        cabecalhos: comChave,
        corpo: precos,
        status: 200,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/precos`,
        corpo: precos,
        status: 401,
      },
    ],
  },
  importarListasPrecoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'uma lista de preços por tag de cliente',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/listas-preco`,
        cabecalhos: comChave,
        corpo: listasPreco,
        status: 200,
      },
      {
        nome: 'no caminho de outro fornecedor',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.construforte}/listas-preco`,
        cabecalhos: comChave,
        corpo: listasPreco,
        status: 403,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/listas-preco`,
        corpo: listasPreco,
        status: 401,
      },
    ],
  },
  importarClientesErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um cliente novo',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/clientes`,
        cabecalhos: comChave,
        corpo: () => ({
          itens: [
            {
              cod_erp: 'CT-CLI',
              documento: '52998224725',
              razao_social: 'Cliente do Contrato',
              email: 'contrato@erp.exemplo.com.br',
              aprovado: true,
              tags: ['atacado'],
              limite_credito: 5000,
              condicoes_pagamento: [],
              enderecos: [
                {
                  cod_erp: 'CT-END',
                  cep: '01310-100',
                  uf: 'SP',
                  cidade: 'São Paulo',
                  bairro: 'Bela Vista',
                  rua: 'Av. Paulista',
                  numero: '1000',
                },
              ],
              usuarios: [{ email: 'compras-contrato@erp.exemplo.com.br', nome: 'Compras' }],
            },
          ],
        }),
        status: 200,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/clientes`,
        corpo: () => ({ itens: [{ cod_erp: 'CT-CLI' }] }),
        status: 401,
      },
    ],
  },
  importarEstoqueErp: {
    version: 'v4',
    casos: [
      {
        nome: 'o estoque de um produto',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/estoque`,
        cabecalhos: comChave,
        corpo: estoque,
        status: 200,
      },
      {
        nome: '10.001 linhas: um job',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/estoque`,
        cabecalhos: comChave,
        corpo: () => ({
          itens: Array.from({ length: 10_001 }, (_, i) => ({ cod_erp: `CT-JOB-${i}`, disponivel: 1 })),
        }),
        status: 202,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/estoque`,
        corpo: estoque,
        status: 401,
      },
    ],
  },
  importarCondicoesPagamentoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'uma condição a prazo',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/condicoes-pagamento`,
        cabecalhos: comChave,
        corpo: () => ({
          itens: [{ cod_erp: 'CT-COND', descricao: 'Boleto 28 dias', tipo: 'A_PRAZO', prazos_dias: [28] }],
        }),
        status: 200,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/condicoes-pagamento`,
        corpo: () => ({ itens: [{ cod_erp: 'CT-COND' }] }),
        status: 401,
      },
    ],
  },
  obterImportacaoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'uma importação concluída',
        url: (t) => `/api/v4/integracao/${t.aurora}/importacoes/${IMPORTACAO_DO_CONTRATO}`,
        cabecalhos: async (t) => {
          const headers = await comChave(t);
          await importacaoDoContrato(t);
          return headers;
        },
        status: 200,
      },
      {
        nome: 'uma que não existe',
        url: (t) => `/api/v4/integracao/${t.aurora}/importacoes/999999`,
        cabecalhos: comChave,
        status: 404,
      },
      { nome: 'sem chave', url: (t) => `/api/v4/integracao/${t.aurora}/importacoes/1`, status: 401 },
    ],
  },
  enviarImagemProdutoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'uma foto PNG',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos/CT-1/imagem`,
        cabecalhos: comChavePng,
        corpo: fotoDoProduto,
        status: 200,
      },
      {
        nome: 'a mesma foto de novo',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos/CT-1/imagem`,
        cabecalhos: comChavePng,
        corpo: fotoDoProduto,
        status: 200,
      },
      {
        nome: 'não é imagem',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos/CT-1/imagem`,
        cabecalhos: comChavePng,
        corpo: () => Buffer.from('GIF89a'),
        status: 400,
      },
      {
        nome: 'código desconhecido',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos/NAO-HA/imagem`,
        cabecalhos: comChavePng,
        corpo: pngDeTeste,
        status: 404,
      },
      {
        nome: 'outro fornecedor no caminho',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.construforte}/produtos/CT-1/imagem`,
        cabecalhos: comChavePng,
        corpo: pngDeTeste,
        status: 403,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/produtos/CT-1/imagem`,
        cabecalhos: () => ({ 'content-type': 'image/png' }),
        corpo: pngDeTeste,
        status: 401,
      },
    ],
  },
};
