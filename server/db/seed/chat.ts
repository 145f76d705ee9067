/**
 * Demo chat (issue 30, migration 0045), so that Maria's chat and Júlia's inbox are not empty:
 * Maria's room on her order 100001 at Aurora (assigned to Júlia; Maria's last message not yet
 * read by Júlia: 1 unread in the inbox) and Maria's 'Chat geral' at Aurora (Júlia's last answer
 * not yet read by Maria: 1 unread in her header). Fixed ids and dates: byte for byte the same every run.
 */
import type { Insertable } from 'kysely';
import type { ChatLeiturasTable, ChatMensagensTable, ChatSalasTable } from '../../modules/chat/tables';
import { AURORA_ID } from './fornecedores';

const MARIA = { idusuario: 1, nome: 'Maria Oliveira Santos' };
const JULIA = { idusuario: 5, nome: 'Júlia Atendente' };

export const SALAS_CHAT_DEMO: Insertable<ChatSalasTable>[] = [
  {
    idsala: 1,
    idfornecedor: AURORA_ID,
    sala: 'CODPED:100001',
    canal: 'pedido',
    idcliente: 1,
    numpedido: 100001,
    atribuida_a: JULIA.idusuario,
    criado_em: '2026-01-06T12:10:00.000Z',
    ultima_em: '2026-01-06T15:50:00.000Z',
  },
  {
    idsala: 2,
    idfornecedor: AURORA_ID,
    sala: `IDCLI:1:${AURORA_ID}`,
    canal: 'geral',
    idcliente: 1,
    numpedido: null,
    atribuida_a: null,
    criado_em: '2026-01-14T13:00:00.000Z',
    ultima_em: '2026-01-14T13:20:00.000Z',
  },
];

const mensagem = (
  id: number,
  idsala: number,
  autor: { idusuario: number; nome: string },
  tipo: 'cliente' | 'equipe',
  criado_em: string,
  texto: string,
): Insertable<ChatMensagensTable> => ({
  id,
  idsala,
  idusuario: autor.idusuario,
  autor_tipo: tipo,
  autor_nome: autor.nome,
  texto,
  chave: `demo-${id}`,
  criado_em,
});

export const MENSAGENS_CHAT_DEMO: Insertable<ChatMensagensTable>[] = [
  mensagem(
    1,
    1,
    MARIA,
    'cliente',
    '2026-01-06T12:10:00.000Z',
    'Bom dia! O pedido 100001 chega hoje à tarde? Só estou em casa até as 17h.',
  ),
  mensagem(
    2,
    1,
    JULIA,
    'equipe',
    '2026-01-06T12:25:00.000Z',
    'Bom dia, Maria! Saiu para entrega às 11h30 e a previsão é chegar até as 16h.',
  ),
  mensagem(3, 1, MARIA, 'cliente', '2026-01-06T15:50:00.000Z', 'Chegou tudo certo, obrigada!'),
  mensagem(
    4,
    2,
    MARIA,
    'cliente',
    '2026-01-14T13:00:00.000Z',
    'Vocês vão voltar a ter o Café Aurora em pacote de 1 kg?',
  ),
  mensagem(
    5,
    2,
    JULIA,
    'equipe',
    '2026-01-14T13:20:00.000Z',
    'Olá, Maria! Chega na próxima semana; avisamos você por aqui.',
  ),
];

/** Who read how far: Júlia has not read Maria's 'obrigada' (3); Maria has not read Júlia's answer (5). */
export const LEITURAS_CHAT_DEMO: Insertable<ChatLeiturasTable>[] = [
  { idsala: 1, idusuario: MARIA.idusuario, ate: 3 },
  { idsala: 1, idusuario: JULIA.idusuario, ate: 2 },
  { idsala: 2, idusuario: MARIA.idusuario, ate: 4 },
  { idsala: 2, idusuario: JULIA.idusuario, ate: 5 },
];
