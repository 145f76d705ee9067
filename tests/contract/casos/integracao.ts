/**
 * The contract cases of openapi/v4/paths/integracao.yaml (issue 33): the desk's integration
 * credentials (Aurora's admin; an attendant is refused) and the ERP's bulk upserts with a key of
 * Aurora with every scope (written here as the service writes it: only its SHA-256), another
 * supplier's path, and no key.
 */
import { hashChaveIntegracao } from '#server/modules/integracao';
import type { TestApp } from '#server/testing/test-app';
import { comBearerAdmin, comBearerAtendente, type Casos } from '../support/casos';

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
              prazos_pagamento: [30],
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
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/estoque`,
        corpo: estoque,
        status: 401,
      },
    ],
  },
};
