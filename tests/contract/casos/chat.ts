/**
 * The contract cases of openapi/v4/paths/chat.yaml (issue 30): Maria's rooms at Aurora (her
 * order 100001 and her general room), the attendant's inbox and assignment; another client's
 * session, another supplier's, no session, bad input.
 */
import { comBearerAtendente, type Casos, type Contexto } from '../support/casos';

const PEDIDO = encodeURIComponent('CODPED:100001');
const geral = (t: { aurora: string }) => encodeURIComponent(`IDCLI:1:${t.aurora}`);
const comMaria = (_t: unknown, c: Contexto) => ({ authorization: `Bearer ${c.pedidos.maria}` });
const comOutroCliente = (_t: unknown, c: Contexto) => ({ authorization: `Bearer ${c.sessaoAurora.token}` });
const comConstruforte = (_t: unknown, c: Contexto) => ({ authorization: `Bearer ${c.sessaoConstruforte.token}` });
let chave = 0;
const mensagem = (texto: string) => () => ({ texto, chave: `contrato-${++chave}` });

export const casos: Casos = {
  listarSalasChat: {
    version: 'v4',
    casos: [
      { nome: 'as salas de Maria', url: () => '/api/v4/chat/salas', cabecalhos: comMaria, status: 200 },
      {
        nome: 'a caixa da atendente, não lidas',
        url: () => '/api/v4/chat/salas?naoLidas=1',
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'atribuídas a mim',
        url: () => '/api/v4/chat/salas?atribuida=me',
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      { nome: 'sem sessão', url: () => '/api/v4/chat/salas', status: 401 },
      { nome: 'filtro inválido', url: () => '/api/v4/chat/salas?naoLidas=2', cabecalhos: comMaria, status: 400 },
    ],
  },
  listarMensagensChat: {
    version: 'v4',
    casos: [
      {
        nome: 'o chat do pedido 100001 de Maria',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comMaria,
        status: 200,
      },
      {
        nome: 'o chat geral de Maria, página 2',
        url: (t) => `/api/v4/chat/salas/${geral(t)}/mensagens?page=2&perpage=30`,
        cabecalhos: comMaria,
        status: 200,
      },
      {
        nome: 'a atendente no pedido de Maria',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comOutroCliente,
        status: 403,
      },
      {
        nome: 'outro fornecedor',
        url: (t) => `/api/v4/chat/salas/${geral(t)}/mensagens`,
        cabecalhos: comConstruforte,
        status: 403,
      },
      { nome: 'sem sessão', url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`, status: 401 },
      {
        nome: 'nome de sala inválido',
        url: () => `/api/v4/chat/salas/${encodeURIComponent('PEDIDO:1')}/mensagens`,
        cabecalhos: comMaria,
        status: 400,
      },
      {
        nome: 'perpage acima de 100',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens?perpage=101`,
        cabecalhos: comMaria,
        status: 400,
      },
    ],
  },
  enviarMensagemChat: {
    version: 'v4',
    casos: [
      {
        nome: 'Maria escreve no pedido 100001',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comMaria,
        corpo: mensagem('Meu pedido já saiu?'),
        status: 200,
      },
      {
        nome: 'a atendente responde',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comBearerAtendente,
        corpo: mensagem('Saiu sim.'),
        status: 200,
      },
      {
        nome: 'vazia',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comMaria,
        corpo: mensagem('   '),
        status: 400,
      },
      {
        nome: 'longa demais',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comMaria,
        corpo: mensagem('a'.repeat(2001)),
        status: 400,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        cabecalhos: comOutroCliente,
        corpo: mensagem('intruso'),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: () => `/api/v4/chat/salas/${PEDIDO}/mensagens`,
        corpo: mensagem('intruso'),
        status: 401,
      },
    ],
  },
  marcarLidaChat: {
    version: 'v4',
    casos: [
      {
        nome: 'Maria lê o pedido 100001',
        url: () => `/api/v4/chat/salas/${PEDIDO}/lida`,
        cabecalhos: comMaria,
        corpo: () => ({ ate: 2147483647 }),
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v4/chat/salas/${PEDIDO}/lida`,
        cabecalhos: comOutroCliente,
        corpo: () => ({ ate: 1 }),
        status: 403,
      },
      {
        nome: 'ate negativo',
        url: () => `/api/v4/chat/salas/${PEDIDO}/lida`,
        cabecalhos: comMaria,
        corpo: () => ({ ate: -1 }),
        status: 400,
      },
      { nome: 'sem sessão', url: () => `/api/v4/chat/salas/${PEDIDO}/lida`, corpo: () => ({ ate: 1 }), status: 401 },
    ],
  },
  atribuirSalaChat: {
    version: 'v4',
    casos: [
      {
        nome: 'a atendente atribui a Júlia',
        url: () => `/api/v4/painel/chat/salas/${PEDIDO}/atribuir`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ idusuario: 5 }),
        status: 200,
      },
      {
        nome: 'a atendente tira a atribuição',
        url: () => `/api/v4/painel/chat/salas/${PEDIDO}/atribuir`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ idusuario: null }),
        status: 200,
      },
      {
        nome: 'a um cliente',
        url: () => `/api/v4/painel/chat/salas/${PEDIDO}/atribuir`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ idusuario: 1 }),
        status: 400,
      },
      {
        nome: 'Maria não atribui',
        url: () => `/api/v4/painel/chat/salas/${PEDIDO}/atribuir`,
        cabecalhos: comMaria,
        corpo: () => ({ idusuario: 5 }),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: () => `/api/v4/painel/chat/salas/${PEDIDO}/atribuir`,
        corpo: () => ({ idusuario: 5 }),
        status: 401,
      },
    ],
  },
  listarEquipeChat: {
    version: 'v4',
    casos: [
      {
        nome: 'a equipe da Aurora',
        url: () => '/api/v4/painel/chat/equipe',
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      { nome: 'Maria não vê a equipe', url: () => '/api/v4/painel/chat/equipe', cabecalhos: comMaria, status: 403 },
      { nome: 'sem sessão', url: () => '/api/v4/painel/chat/equipe', status: 401 },
    ],
  },
};
