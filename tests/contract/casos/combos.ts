/**
 * The contract cases of openapi/v4/paths/combos.yaml (issue 29): the spec's three lists of
 * promotional combos (Maria at Aurora, a visitor, another supplier, no session), and the desk's
 * list, create and end (Aurora's staff; a customer is refused). The seed's combos: Aurora's 1–3
 * (Pix, boleto, card), ConstruForte's 4. Ending a combo is a POST without a body (`corpo` {}).
 */
import { comBearerAdmin, comBearerAtendente, type Casos, UUID_DESCONHECIDO } from '../support/casos';

const MARIA = 1;
const comCookieMaria = (_t: unknown, c: { pedidos: { maria: string } }) => ({ cookie: `sf_token=${c.pedidos.maria}` });
const novoCombo = () => ({
  nome: 'Combo do contrato',
  itens: [
    { idproduto: 10098, quantidade: 1 },
    { idproduto: 10111, quantidade: 1 },
  ],
  descontoPercentual: 5,
});

export const casos: Casos = {
  combosCliente: {
    version: 'v4',
    casos: [
      {
        nome: 'os de Maria em Aurora',
        url: (t) => `/api/v4/promotional-combo-client/${t.aurora}/${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/promotional-combo-client/${t.aurora}/${MARIA}`, status: 401 },
      {
        nome: 'outro fornecedor no caminho',
        url: (t) => `/api/v4/promotional-combo-client/${t.construforte}/${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      {
        nome: 'outro cliente no caminho',
        url: (t) => `/api/v4/promotional-combo-client/${t.aurora}/2`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
    ],
  },
  combosTodos: {
    version: 'v4',
    casos: [
      { nome: 'os de Aurora para todos', url: (t) => `/api/v4/promotional-combo-all/${t.aurora}`, status: 200 },
      {
        nome: 'ConstruForte, preços ocultos ao visitante',
        url: (t) => `/api/v4/promotional-combo-all/${t.construforte}`,
        status: 200,
      },
      { nome: 'fornecedor desconhecido', url: () => `/api/v4/promotional-combo-all/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
  combosFiltro: {
    version: 'v4',
    casos: [
      {
        nome: 'de Maria no Pix, com entrega',
        url: () => `/api/v4/promotional-combo?idcliente=${MARIA}&idformapagamento=1&tipoEntrega=DELIVERY`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'com a barra final do spec',
        url: () => `/api/v4/promotional-combo/?idcliente=${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      { nome: 'sem sessão', url: () => `/api/v4/promotional-combo?idcliente=${MARIA}`, status: 401 },
      {
        nome: 'outro fornecedor',
        url: (t) => `/api/v4/promotional-combo?idcliente=${MARIA}&idfornecedor=${t.construforte}`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v4/promotional-combo?idcliente=2`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
    ],
  },
  listarCombosPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/combos`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/combos`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/combos`, status: 401 },
    ],
  },
  criarComboPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/combos`,
        cabecalhos: comBearerAdmin,
        corpo: novoCombo,
        status: 200,
      },
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/combos`,
        cabecalhos: comCookieMaria,
        corpo: novoCombo,
        status: 403,
      },
      {
        nome: 'sem preço nem desconto',
        url: (t) => `/api/v4/painel/${t.aurora}/combos`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ ...novoCombo(), descontoPercentual: null }),
        status: 400,
      },
    ],
  },
  encerrarComboPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'de um cliente',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/combos/3/encerrar`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      {
        nome: 'de outro fornecedor',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/combos/4/encerrar`,
        cabecalhos: comBearerAdmin,
        status: 404,
      },
      {
        nome: 'o combo Festa, pelo atendente',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/combos/3/encerrar`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'já encerrado',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/combos/3/encerrar`,
        cabecalhos: comBearerAtendente,
        status: 409,
      },
    ],
  },
};
