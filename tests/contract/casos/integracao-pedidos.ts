/**
 * The contract cases of openapi/v4/paths/integracao-pedidos.yaml and aprovacoes.yaml (issue 33,
 * items 4 and 5): the order feed and the ERP's status, delivery date and DANFE; the webhook
 * endpoints (ERP and desk) and the delivery log; the registration approvals (desk and ERP). The ERP
 * calls use a key of Aurora (or ConstruForte, for the approvals: its seeded Mercado Bom Preço
 * registration, id 4, awaits approval) with every scope, written as the service writes it.
 */
import { hashChaveIntegracao } from '#server/modules/integracao';
import { criarSessao, type TestApp } from '#server/testing/test-app';
import {
  CHAVE_NFE_AURORA,
  comBearerAdmin,
  comBearerAtendente,
  PDF_DANFE,
  type Casos,
  type Contexto,
} from '../support/casos';

const CHAVES = {
  aurora: 'sfi_contrato_pedidos_contrato_pedidos_contrato_pedid',
  construforte: 'sfi_contrato_cadastros_contrato_cadastros_contrato_c',
} as const;
const criadas = new WeakMap<TestApp, Set<string>>();

/** `Authorization: Bearer` with an integration key of the supplier with every scope. */
function comChaveDe(qual: keyof typeof CHAVES, escopos?: string[]) {
  return async (t: TestApp): Promise<Record<string, string>> => {
    const chave = escopos ? `${CHAVES[qual]}_${escopos.join('_').replace(/[^a-z]/g, '')}` : CHAVES[qual];
    const feitas = criadas.get(t) ?? new Set<string>();
    criadas.set(t, feitas);
    if (!feitas.has(chave)) {
      feitas.add(chave);
      await t.db
        .insertInto('credenciais_integracao')
        .values({
          idfornecedor: qual === 'aurora' ? t.aurora : t.construforte,
          nome: 'Contrato',
          prefixo: chave.slice(0, 10),
          chave_hash: hashChaveIntegracao(chave),
          escopos: JSON.stringify(
            escopos ?? ['catalogue', 'prices', 'stock', 'customers', 'orders:read', 'orders:write', 'webhooks'],
          ),
          limite_por_minuto: 1000,
        })
        .execute();
    }
    return { authorization: `Bearer ${chave}` };
  };
}
const comChave = comChaveDe('aurora');
const comChaveConstruforte = comChaveDe('construforte');
const comPdfChave = async (t: TestApp) => ({ ...(await comChave(t)), 'content-type': 'application/pdf' });

/** A ConstruForte attendant's session (made once per app). */
const atendentes = new WeakMap<TestApp, Promise<string>>();
const comAtendenteConstruforte = async (t: TestApp) => {
  if (!atendentes.has(t))
    atendentes.set(
      t,
      criarSessao(t.db, { idfornecedor: t.construforte, papel: 'atendente' }).then((s) => s.token),
    );
  return { authorization: `Bearer ${await atendentes.get(t)}` };
};

/** Maria's delivered order (seed). */
const ENTREGUE = 100001;
const novoEndpoint = () => ({ url: 'https://erp.exemplo.com.br/webhooks', eventos: ['pedido.criado'] });

export const casos: Casos = {
  listarPedidosErp: {
    version: 'v4',
    casos: [
      {
        nome: 'a primeira página',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos?limite=2`,
        cabecalhos: comChave,
        status: 200,
      },
      {
        nome: 'cursor malformado',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos?cursor=abc`,
        cabecalhos: comChave,
        status: 400,
      },
      {
        nome: 'sem o escopo',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos`,
        cabecalhos: comChaveDe('aurora', ['stock']),
        status: 403,
      },
      { nome: 'sem chave', url: (t) => `/api/v4/integracao/${t.aurora}/pedidos`, status: 401 },
    ],
  },
  mudarStatusPedidoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'a situação que já tem',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/${ENTREGUE}/status`,
        cabecalhos: comChave,
        corpo: () => ({ status: 'ENTREGUE' }),
        status: 200,
      },
      {
        nome: 'um movimento que o painel não permite',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/${ENTREGUE}/status`,
        cabecalhos: comChave,
        corpo: () => ({ status: 'SEPARANDO' }),
        status: 409,
      },
      {
        nome: 'pedido que não existe',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/99999999/status`,
        cabecalhos: comChave,
        corpo: () => ({ status: 'SEPARANDO' }),
        status: 404,
      },
      {
        nome: 'sem chave',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/${ENTREGUE}/status`,
        corpo: () => ({ status: 'ENTREGUE' }),
        status: 401,
      },
    ],
  },
  definirDataEntregaPedidoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um pedido aberto',
        metodo: 'PUT',
        url: (t, c: Contexto) => `/api/v4/integracao/${t.aurora}/pedidos/${c.pagamento.boleto}/data-entrega`,
        cabecalhos: comChave,
        corpo: () => ({ dataEntrega: '2031-03-14' }),
        status: 200,
      },
      {
        nome: 'uma data que não existe',
        metodo: 'PUT',
        url: (t, c: Contexto) => `/api/v4/integracao/${t.aurora}/pedidos/${c.pagamento.boleto}/data-entrega`,
        cabecalhos: comChave,
        corpo: () => ({ dataEntrega: '2031-02-30' }),
        status: 400,
      },
      {
        nome: 'um pedido entregue',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/${ENTREGUE}/data-entrega`,
        cabecalhos: comChave,
        corpo: () => ({ dataEntrega: '2031-03-14' }),
        status: 409,
      },
    ],
  },
  anexarDanfePedidoErp: {
    version: 'v4',
    casos: [
      {
        nome: 'o ERP anexa',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/${ENTREGUE}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfChave,
        corpo: () => PDF_DANFE,
        status: 200,
      },
      {
        nome: 'não é PDF',
        metodo: 'PUT',
        url: (t) => `/api/v4/integracao/${t.aurora}/pedidos/${ENTREGUE}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfChave,
        corpo: () => Buffer.from('GIF89a'),
        status: 400,
      },
    ],
  },
  listarWebhooksErp: {
    version: 'v4',
    casos: [
      { nome: 'com a chave', url: (t) => `/api/v4/integracao/${t.aurora}/webhooks`, cabecalhos: comChave, status: 200 },
      { nome: 'sem chave', url: (t) => `/api/v4/integracao/${t.aurora}/webhooks`, status: 401 },
    ],
  },
  criarWebhookErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um endpoint https',
        url: (t) => `/api/v4/integracao/${t.aurora}/webhooks`,
        cabecalhos: comChave,
        corpo: novoEndpoint,
        status: 200,
      },
      {
        nome: 'um endereço que não é URL',
        url: (t) => `/api/v4/integracao/${t.aurora}/webhooks`,
        cabecalhos: comChave,
        corpo: () => ({ url: 'não é uma url', eventos: ['pedido.criado'] }),
        status: 400,
      },
    ],
  },
  revogarWebhookErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um que não existe',
        url: (t) => `/api/v4/integracao/${t.aurora}/webhooks/999999/revogar`,
        cabecalhos: comChave,
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'o primeiro',
        url: (t) => `/api/v4/integracao/${t.aurora}/webhooks/1/revogar`,
        cabecalhos: comChave,
        corpo: async (t) => {
          await t.app.inject({
            method: 'POST',
            url: `/api/v4/integracao/${t.aurora}/webhooks`,
            headers: await comChave(t),
            payload: novoEndpoint(),
          });
          return {};
        },
        status: 200,
      },
    ],
  },
  listarWebhooksPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'de um atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks`, status: 401 },
    ],
  },
  criarWebhookPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks`,
        cabecalhos: comBearerAdmin,
        corpo: novoEndpoint,
        status: 200,
      },
      {
        nome: 'sem eventos',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ url: 'https://erp.exemplo.com.br/webhooks', eventos: [] }),
        status: 400,
      },
      {
        nome: 'de um atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks`,
        cabecalhos: comBearerAtendente,
        corpo: novoEndpoint,
        status: 403,
      },
    ],
  },
  revogarWebhookPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'um que não existe',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks/999999/revogar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'de um atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/webhooks/1/revogar`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 403,
      },
    ],
  },
  listarEntregasWebhookPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/entregas`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'de um atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/integracao/entregas`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
    ],
  },
  listarCadastrosPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'da equipe',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros`,
        cabecalhos: comAtendenteConstruforte,
        status: 200,
      },
      {
        nome: 'os recusados',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros?situacao=recusado`,
        cabecalhos: comAtendenteConstruforte,
        status: 200,
      },
      {
        nome: 'de outro fornecedor',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.construforte}/cadastros`, status: 401 },
    ],
  },
  recusarCadastroPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'sem motivo',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros/4/recusar`,
        cabecalhos: comAtendenteConstruforte,
        corpo: () => ({ motivo: ' ' }),
        status: 400,
      },
      {
        nome: 'com motivo',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros/4/recusar`,
        cabecalhos: comAtendenteConstruforte,
        corpo: () => ({ motivo: 'Documentação incompleta.' }),
        status: 200,
      },
      {
        nome: 'um de outro fornecedor',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros/1/recusar`,
        cabecalhos: comAtendenteConstruforte,
        corpo: () => ({ motivo: 'Documentação incompleta.' }),
        status: 404,
      },
    ],
  },
  aprovarCadastroPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'de outro fornecedor',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros/4/aprovar`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'o pendente',
        url: (t) => `/api/v4/painel/${t.construforte}/cadastros/4/aprovar`,
        cabecalhos: comAtendenteConstruforte,
        corpo: () => ({}),
        status: 200,
      },
    ],
  },
  listarCadastrosErp: {
    version: 'v4',
    casos: [
      {
        nome: 'com a chave',
        url: (t) => `/api/v4/integracao/${t.construforte}/cadastros`,
        cabecalhos: comChaveConstruforte,
        status: 200,
      },
      {
        nome: 'chave de outro fornecedor',
        url: (t) => `/api/v4/integracao/${t.construforte}/cadastros`,
        cabecalhos: comChave,
        status: 403,
      },
    ],
  },
  aprovarCadastroErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um que não existe',
        url: (t) => `/api/v4/integracao/${t.construforte}/cadastros/99999999/aprovar`,
        cabecalhos: comChaveConstruforte,
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'um novo pendente',
        url: (t) => `/api/v4/integracao/${t.construforte}/cadastros/4/aprovar`,
        cabecalhos: comChaveConstruforte,
        corpo: () => ({}),
        status: 200,
      },
    ],
  },
  recusarCadastroErp: {
    version: 'v4',
    casos: [
      {
        nome: 'um aprovado',
        url: (t) => `/api/v4/integracao/${t.construforte}/cadastros/4/recusar`,
        cabecalhos: comChaveConstruforte,
        corpo: async (t) => {
          await t.db
            .updateTable('cadastros_cliente')
            .set({ cadastro_aprovado: true })
            .where('idcadastroextracliente', '=', 4)
            .execute();
          return { motivo: 'Documentação incompleta.' };
        },
        status: 409,
      },
      {
        nome: 'sem chave',
        url: (t) => `/api/v4/integracao/${t.construforte}/cadastros/4/recusar`,
        corpo: () => ({ motivo: 'Documentação incompleta.' }),
        status: 401,
      },
    ],
  },
};
