/**
 * The contract cases of openapi/v2/paths/faturas.yaml and openapi/v4/paths/faturas.yaml (issue
 * 28): Maria's seeded titles at Aurora (1: overdue, 2 and 3: upcoming).
 */
import { comBearerAdmin, comBearerAtendente, type Casos, UUID_DESCONHECIDO } from '../support/casos';

const MARIA = 1;
const VENCIDO = 1;
const A_VENCER = 2;
const A_PAGAR_NO_PAINEL = 3;
const comCookieMaria = (_t: unknown, c: { pedidos: { maria: string } }) => ({ cookie: `sf_token=${c.pedidos.maria}` });

export const casos: Casos = {
  getFaturasCliente: {
    version: 'v2',
    casos: [
      {
        nome: 'de Maria',
        url: (t, c) =>
          `/api/v2/app/${c.pedidos.maria}~${MARIA}/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}`,
        status: 200,
      },
      {
        nome: 'completeInfo: boletos e segunda via',
        url: (t, c) =>
          `/api/v2/app/${c.pedidos.maria}~${MARIA}/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}?completeInfo=true`,
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}`,
        status: 403,
      },
      {
        nome: 'outro cliente no caminho',
        url: (t, c) =>
          `/api/v2/app/${c.pedidos.token}~${c.pedidos.idcliente}/faturas-cliente/fornecedor/${t.aurora}/cliente/${MARIA}`,
        status: 403,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/${c.pedidos.maria}~${MARIA}/faturas-cliente/fornecedor/${t.construforte}/cliente/${MARIA}`,
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) =>
          `/api/v2/app/${c.pedidos.maria}~${MARIA}/faturas-cliente/fornecedor/${UUID_DESCONHECIDO}/cliente/${MARIA}`,
        status: 404,
      },
    ],
  },
  boletoTitulo: {
    version: 'v4',
    casos: [
      {
        nome: 'boleto de um título a vencer',
        url: (t) => `/api/v4/faturas/boleto/${A_VENCER}/${t.aurora}`,
        cabecalhos: comCookieMaria,
        status: 200,
        pdf: true,
      },
      {
        nome: 'segunda via de um título vencido',
        url: (t) => `/api/v4/faturas/boleto/${VENCIDO}/${t.aurora}?segundaVia=true`,
        cabecalhos: comCookieMaria,
        status: 200,
        pdf: true,
      },
      {
        nome: 'segunda via de um título a vencer',
        url: (t) => `/api/v4/faturas/boleto/${A_VENCER}/${t.aurora}?segundaVia=true`,
        cabecalhos: comCookieMaria,
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t) => `/api/v4/faturas/boleto/${A_VENCER}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        url: (t) => `/api/v4/faturas/boleto/${A_VENCER}/${t.construforte}`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/faturas/boleto/${A_VENCER}/${t.aurora}`, status: 401 },
    ],
  },
  listarTitulosPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/titulos?idcliente=${MARIA}&status=aberto`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/titulos`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/titulos`, status: 401 },
    ],
  },
  marcarTituloPagoPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/titulos/${A_PAGAR_NO_PAINEL}/pago`,
        cabecalhos: comCookieMaria,
        corpo: async () => ({}),
        status: 403,
      },
      {
        nome: 'do atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/titulos/${A_PAGAR_NO_PAINEL}/pago`,
        cabecalhos: comBearerAtendente,
        corpo: async () => ({}),
        status: 200,
      },
      {
        nome: 'já pago',
        url: (t) => `/api/v4/painel/${t.aurora}/titulos/${A_PAGAR_NO_PAINEL}/pago`,
        cabecalhos: comBearerAtendente,
        corpo: async () => ({}),
        status: 409,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/painel/${t.aurora}/titulos/999999/pago`,
        cabecalhos: comBearerAtendente,
        corpo: async () => ({}),
        status: 404,
      },
    ],
  },
  // The supplier's charging settings: its staff read them, only its admin sets them (the seed's
  // own values, so the other cases' second copies keep theirs).
  obterConfiguracoesCobranca: {
    version: 'v4',
    casos: [
      {
        nome: 'do atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/configuracoes-cobranca`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/configuracoes-cobranca`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/configuracoes-cobranca`, status: 401 },
    ],
  },
  salvarConfiguracoesCobranca: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/configuracoes-cobranca`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ limiteAumentoAssinaturaPct: 10, multaPct: 2, jurosPct: 1, jurosPeriodo: 'mes' }),
        status: 200,
      },
      {
        nome: 'do atendente',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/configuracoes-cobranca`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ limiteAumentoAssinaturaPct: 10, multaPct: 2, jurosPct: 1 }),
        status: 403,
      },
      {
        nome: 'acima de 100',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/configuracoes-cobranca`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ limiteAumentoAssinaturaPct: 10, multaPct: 101, jurosPct: 1 }),
        status: 400,
      },
    ],
  },
};
