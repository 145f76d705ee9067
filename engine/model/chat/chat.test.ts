// @vitest-environment node
/**
 * The chat model in effector scopes with a fake socket (./testing: what the server would say),
 * over the contract of docs/chat.md: connecting with a fresh JWT, rooms merged by `sala`, the
 * unread count, opening a room (page 1), reading, sending (the 2000-character limit), a message
 * while the chat is closed, the reconnection that delivers missed messages once and in order, the
 * refusals' 5 retries, and the live updates (the cart's lock at once, the toasts).
 */
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $bloqueado } from '../cart';
import { $token, $usuario, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { AURORA_ID, aurora, createFakeApi, json } from '../testing/fake-api';
import { backOffFx, openSocketFx } from './connection';
import {
  $liveToast,
  $chatError,
  $connectionError,
  $connectionState,
  $openMessages,
  $notification,
  $unread,
  $roomOpen,
  $rooms,
  $hasOlder,
  $visible,
  $team,
  $teamError,
  assignFx,
  chatStarted,
  messageSubmitted,
  olderRequested,
  orderChatOpened,
  retryRequested,
  roomOpened,
  roomsCleared,
  visibilityToggled,
  type Mensagem,
  type Sala,
} from './index';
import { FakeSocket } from './testing';

const MARIA = {
  idusuario: 1,
  idcliente: 7,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: '529.982.247-25',
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: AURORA_ID,
  cliente_nome: 'Maria Oliveira Santos',
};
const GERAL = `IDCLI:7:${AURORA_ID}`;
const PEDIDO = 'CODPED:100001';

const sala = (nome: string, total = 0, over: Partial<Sala> = {}): Sala => ({
  sala: nome,
  canal: nome.startsWith('CODPED:') ? 'pedido' : 'geral',
  numpedido: nome.startsWith('CODPED:') ? Number(nome.slice(7)) : null,
  idcliente: 7,
  titulo: nome.startsWith('CODPED:') ? `Chat pedido ${nome.slice(7)}` : 'Chat geral',
  total_mensagens: total,
  ...over,
});
const msg = (id: number, sala_: string, tipo: 'cliente' | 'equipe' = 'equipe', texto = `m${id}`): Mensagem => ({
  id,
  sala: sala_,
  texto,
  autor: { tipo, id: tipo === 'cliente' ? 1 : 5, nome: tipo === 'cliente' ? 'Maria' : 'Júlia Atendente' },
  criado_em: new Date(Date.UTC(2026, 11, 6, 10, 0, id)).toISOString(),
});

/** The server's stored messages of the REST pages (`GET /v4/chat/salas/{sala}/mensagens`). */
const historicoRest: Mensagem[] = Array.from({ length: 45 }, (_, i) => msg(i + 1, PEDIDO));

async function conectado(salas: Sala[] = [sala(GERAL, 2), sala(PEDIDO, 1)]) {
  const sockets: FakeSocket[] = [];
  const jwts: string[] = [];
  let n = 0;
  const fake = createFakeApi([
    [/^\/v1\/app\/[^/]+\/usuario\/jwttoken$/, () => json({ jwttoken: `jwt-${++n}` })],
    [
      /^\/v4\/chat\/salas\/CODPED%3A100001\/mensagens$/,
      (request, _m, url) => {
        if (request.headers.get('Authorization') !== 'Bearer jwt-1')
          return json({ mensagem: 'Sessão expirada', codigo: 'x' }, 401);
        const page = Number(url.searchParams.get('page'));
        const perpage = Number(url.searchParams.get('perpage'));
        const fim = historicoRest.length - (page - 1) * perpage;
        return json({
          mensagens: historicoRest.slice(Math.max(0, fim - perpage), Math.max(0, fim)),
          page,
          perpage,
          total: historicoRest.length,
        });
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, 'sessao_maria_0123456789abcdefABCD'],
      [$usuario, MARIA],
    ] as never,
    handlers: [
      [
        openSocketFx,
        (jwt: string) => {
          jwts.push(jwt);
          const s = new FakeSocket();
          sockets.push(s);
          return s;
        },
      ],
      [backOffFx, () => undefined],
    ],
  });
  await allSettled(chatStarted, { scope });
  const socket = sockets[0]!;
  socket.responder('handshake-room', ({ sala: nome, depois }: { sala: string; depois?: number }) => ({
    ok: true,
    sala: sala(nome, 0),
    mensagens: socket.historico(nome).filter((m) => depois === undefined || m.id > depois),
    temMais: false,
  }));
  await socket.serverConnects(scope);
  expect(socket.emitidos.at(-1)).toEqual(['handshake', { idfornecedor: AURORA_ID }]);
  await socket.serverEmits(scope, 'handshake-success', { salas, notificacoes: 3 });
  return { scope, socket, sockets, jwts };
}

const unread = (scope: Scope) => scope.getState($unread);

describe('chat model', () => {
  it('connects with a fresh JWT, lists the rooms, and the unread count is the sum of total_mensagens', async () => {
    const { scope, jwts } = await conectado();
    expect(jwts).toEqual(['jwt-1']);
    expect(scope.getState($connectionState)).toBe('conectado');
    expect(scope.getState($rooms).map((s) => s.sala)).toEqual([GERAL, PEDIDO]);
    expect(unread(scope)).toBe(3);
  });

  it('merges rooms by sala unless cleared', async () => {
    const { scope, socket } = await conectado();
    await socket.serverEmits(scope, 'handshake-success', { salas: [sala(PEDIDO, 4), sala('CODPED:100002', 1)] });
    expect(scope.getState($rooms).map((s) => [s.sala, s.total_mensagens])).toEqual([
      [GERAL, 2],
      [PEDIDO, 4],
      ['CODPED:100002', 1],
    ]);
    await allSettled(roomsCleared, { scope });
    expect(scope.getState($rooms)).toEqual([]);
    expect(unread(scope)).toBe(0);
  });

  it("opens an order's room with its page of messages, reads it (the unread count drops) and sends", async () => {
    const { scope, socket } = await conectado();
    socket.guardar(PEDIDO, [msg(1, PEDIDO, 'cliente'), msg(2, PEDIDO)]);
    await allSettled(orderChatOpened, { scope, params: 100001 });
    expect(scope.getState($roomOpen)).toEqual({
      sala: PEDIDO,
      canal: 'pedido',
      numpedido: 100001,
      idcliente: 7,
      titulo: 'Chat pedido 100001',
    });
    expect(scope.getState($visible)).toBe(true);
    expect(scope.getState($openMessages).map((m) => m.id)).toEqual([1, 2]);
    expect(scope.getState($hasOlder)[PEDIDO]).toBe(false);
    // handshake-room answered total 0 for the room: nothing left to mark
    expect(unread(scope)).toBe(2);

    socket.responder('mensagem', ({ sala: s, texto }: { sala: string; texto: string }) => ({
      ok: true,
      mensagem: msg(3, s, 'cliente', texto),
    }));
    await allSettled(messageSubmitted, { scope, params: '  Quando chega?  ' });
    const enviado = socket.emitidos.find(([e]) => e === 'mensagem')![1] as { texto: string; chave: string };
    expect(enviado.texto).toBe('Quando chega?');
    expect(enviado.chave).toMatch(/.{8,}/);
    // the server's echo of the same message: kept once
    await socket.serverEmits(scope, 'mensagem', msg(3, PEDIDO, 'cliente', 'Quando chega?'));
    expect(scope.getState($openMessages).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('refuses an empty or too long message without asking the server', async () => {
    const { scope, socket } = await conectado();
    await allSettled(roomOpened, { scope, params: GERAL });
    await allSettled(messageSubmitted, { scope, params: '   ' });
    expect(scope.getState($chatError)).toBe('Escreva uma mensagem.');
    await allSettled(messageSubmitted, { scope, params: 'a'.repeat(2001) });
    expect(scope.getState($chatError)).toBe('A mensagem pode ter no máximo 2000 caracteres.');
    expect(socket.emitidos.some(([e]) => e === 'mensagem')).toBe(false);
  });

  it("shows the server's refusal of a message", async () => {
    const { scope, socket } = await conectado();
    await allSettled(roomOpened, { scope, params: GERAL });
    socket.responder('mensagem', () => ({
      ok: false,
      mensagem: 'Muitas mensagens. Aguarde um pouco.',
      codigo: 'chat.limite',
    }));
    await allSettled(messageSubmitted, { scope, params: 'oi' });
    expect(scope.getState($chatError)).toBe('Muitas mensagens. Aguarde um pouco.');
  });

  it('a message while the chat is closed: one more unread and a notification; in the open room: read at once', async () => {
    const { scope, socket } = await conectado([sala(GERAL, 0), sala(PEDIDO, 0)]);
    await socket.serverEmits(scope, 'mensagem', msg(10, PEDIDO, 'equipe', 'Seu pedido sai hoje.'));
    expect(unread(scope)).toBe(1);
    expect(scope.getState($notification)).toEqual({
      sala: PEDIDO,
      titulo: 'Chat pedido 100001',
      texto: 'Seu pedido sai hoje.',
      autor: 'Júlia Atendente',
    });
    // Her own messages (from another tab) are not unread.
    await socket.serverEmits(scope, 'mensagem', msg(11, GERAL, 'cliente'));
    expect(unread(scope)).toBe(1);

    await allSettled(roomOpened, { scope, params: GERAL });
    await socket.serverEmits(scope, 'mensagem', msg(12, GERAL, 'equipe'));
    expect(socket.emitidos.at(-1)).toEqual(['lida', { sala: GERAL, ate: 12 }]);
    expect(scope.getState($rooms).find((s) => s.sala === GERAL)!.total_mensagens).toBe(0);
    // Hidden: the next one is unread again.
    await allSettled(visibilityToggled, { scope });
    await socket.serverEmits(scope, 'mensagem', msg(13, GERAL, 'equipe'));
    expect(scope.getState($rooms).find((s) => s.sala === GERAL)!.total_mensagens).toBe(1);
  });

  it('after a reconnection the missed messages arrive once and in order', async () => {
    const { scope, socket } = await conectado();
    socket.guardar(PEDIDO, [msg(1, PEDIDO), msg(2, PEDIDO)]);
    await allSettled(roomOpened, { scope, params: PEDIDO });
    await socket.serverDisconnects(scope, 'transport close');
    expect(scope.getState($connectionState)).toBe('reconectando');
    // Meanwhile the server stored 3 and 4; 2 comes again through the room as well.
    socket.guardar(PEDIDO, [msg(1, PEDIDO), msg(2, PEDIDO), msg(3, PEDIDO), msg(4, PEDIDO)]);
    await socket.serverConnects(scope);
    expect(socket.emitidos.filter(([e]) => e === 'handshake-room').at(-1)).toEqual([
      'handshake-room',
      { sala: PEDIDO, depois: 2 },
    ]);
    await socket.serverEmits(scope, 'mensagem', msg(4, PEDIDO));
    await socket.serverEmits(scope, 'mensagem', msg(2, PEDIDO));
    expect(scope.getState($openMessages).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(scope.getState($connectionState)).toBe('conectado');
  });

  it('a refusal asks a fresh JWT and tries again, 5 times at most, then says so', async () => {
    const { scope, socket, jwts } = await conectado();
    for (let i = 0; i < 5; i++) {
      await socket.serverRefuses(scope, { mensagem: 'Sessão expirada.', codigo: 'auth.jwt' });
      expect(socket.auth).toEqual({ token: `jwt-${i + 2}` });
      expect(socket.io.opts.query).toEqual({ token: `jwt-${i + 2}` });
    }
    expect(jwts).toEqual(['jwt-1']);
    expect(socket.conexoes).toBe(5);
    await socket.serverRefuses(scope, { mensagem: 'Sessão expirada.', codigo: 'auth.jwt' });
    expect(socket.conexoes).toBe(5);
    expect(scope.getState($connectionState)).toBe('falhou');
    expect(scope.getState($connectionError)).toBe('Sessão expirada.');
  });

  it('the network giving up after the retries says so', async () => {
    const { scope, socket } = await conectado();
    await socket.serverDisconnects(scope, 'transport close');
    await socket.ioEmits(scope, 'reconnect_failed');
    expect(scope.getState($connectionState)).toBe('falhou');
    expect(scope.getState($connectionError)).toBe('Não foi possível conectar ao chat. Tente novamente.');
  });

  it('live updates: the cart locks at once; status, quote and title toasts', async () => {
    const { scope, socket } = await conectado();
    expect(scope.getState($bloqueado)).toBe(false);
    await socket.serverEmits(scope, 'carrinho-bloqueado', { bloqueado: true, atendente: 'Júlia Atendente' });
    expect(scope.getState($bloqueado)).toBe(true);
    expect(scope.getState($liveToast)?.texto).toBe('Júlia Atendente está atendendo o seu carrinho.');
    await socket.serverEmits(scope, 'pedido-status', {
      numpedido: 100001,
      status: 'SEPARANDO',
      descricao: 'Em separação',
    });
    expect(scope.getState($liveToast)).toEqual({
      texto: 'Pedido 100001: Em separação',
      destino: { pagina: 'pedido', numpedido: 100001 },
      tom: 'info',
    });
    await socket.serverEmits(scope, 'cotacao-precificada', { numpedido: 100005 });
    expect(scope.getState($liveToast)?.texto).toBe('Seu orçamento 100005 foi precificado. Confira e confirme.');
    await socket.serverEmits(scope, 'titulo-novo', { idtitulo: 3 });
    expect(scope.getState($liveToast)?.destino).toEqual({ pagina: 'faturas' });
  });

  it('the end of the session closes the socket and forgets the rooms', async () => {
    const { scope, socket } = await conectado();
    await allSettled(sessionExpired, { scope, params: 'Sua sessão expirou.' });
    expect(socket.desligado).toBe(true);
    expect(scope.getState($rooms)).toEqual([]);
    expect(scope.getState($connectionState)).toBe('desligado');
  });
});

describe('chat model: older pages', () => {
  it('page 1 is the newest 30; Carregar mensagens anteriores adds page 2 once each and in order', async () => {
    const { scope, socket } = await conectado();
    socket.responder('handshake-room', ({ sala: nome }: { sala: string }) => ({
      ok: true,
      sala: sala(nome, 0),
      mensagens: historicoRest.slice(-30),
      temMais: true,
    }));
    await allSettled(roomOpened, { scope, params: PEDIDO });
    expect(scope.getState($openMessages).map((m) => m.id)).toEqual(historicoRest.slice(-30).map((m) => m.id));
    expect(scope.getState($hasOlder)[PEDIDO]).toBe(true);
    await allSettled(olderRequested, { scope });
    expect(scope.getState($openMessages).map((m) => m.id)).toEqual(historicoRest.map((m) => m.id));
    expect(scope.getState($hasOlder)[PEDIDO]).toBe(false);
  });
});

describe('chat model: the session behind the socket', () => {
  it('the server ending the session says why; Tentar novamente connects again with a fresh JWT', async () => {
    const { scope, socket } = await conectado();
    await socket.serverEmits(scope, 'sessao-encerrada', {
      mensagem: 'Sessão expirada, efetue login novamente',
      codigo: 'sessao.expirada',
    });
    await socket.serverDisconnects(scope, 'io server disconnect');
    expect(scope.getState($connectionState)).toBe('falhou');
    expect(scope.getState($connectionError)).toBe('Sessão expirada, efetue login novamente');
    await allSettled(retryRequested, { scope });
    expect(socket.auth).toEqual({ token: 'jwt-2' });
    expect(socket.conexoes).toBe(1);
  });
});

describe("chat model: the staff's 'Atribuir a'", () => {
  const JULIA = {
    ...MARIA,
    idusuario: 5,
    idcliente: null,
    nome: 'Júlia Atendente',
    email: 'atendente@aurora.com.br',
    papel: 'atendente' as const,
    cliente_nome: null,
  };
  const EQUIPE = [
    { idusuario: 5, nome: 'Júlia Atendente' },
    { idusuario: 6, nome: 'Roberto Admin' },
  ];

  async function painel(equipe: (request: Request) => Response) {
    const pedidas: string[] = [];
    const atribuicoes: unknown[] = [];
    let n = 0;
    const fake = createFakeApi([
      [/^\/v1\/app\/[^/]+\/usuario\/jwttoken$/, () => json({ jwttoken: `jwt-${++n}` })],
      [
        /^\/v4\/painel\/chat\/equipe$/,
        (request) => {
          pedidas.push(request.headers.get('Authorization') ?? '');
          return equipe(request);
        },
      ],
      [
        /^\/v4\/painel\/chat\/salas\/CODPED%3A100001\/atribuir$/,
        async (request) => {
          const corpo = (await request.json()) as { idusuario: number | null };
          atribuicoes.push(corpo);
          const membro = EQUIPE.find((m) => m.idusuario === corpo.idusuario);
          return json(sala(PEDIDO, 0, { atribuida_a: membro ? { id: membro.idusuario, nome: membro.nome } : null }));
        },
      ],
    ]);
    const scope = fork({
      values: [
        [$api, fake.api],
        [$fornecedor, aurora],
        [$token, 'sessao_julia_0123456789abcdefABCD'],
        [$usuario, JULIA],
      ] as never,
      handlers: [
        [openSocketFx, () => new FakeSocket()],
        [backOffFx, () => undefined],
      ],
    });
    await allSettled(chatStarted, { scope });
    return { scope, pedidas, atribuicoes };
  }

  it('a staff reader gets the team once, with the JWT; choosing a member or Ninguém assigns the room', async () => {
    const { scope, pedidas, atribuicoes } = await painel(() => json({ equipe: EQUIPE }));
    expect(scope.getState($team)).toEqual(EQUIPE);
    expect(pedidas).toEqual(['Bearer jwt-1']);
    await allSettled(retryRequested, { scope });
    expect(pedidas).toHaveLength(1);
    await allSettled(assignFx, { scope, params: { sala: PEDIDO, idusuario: 6 } });
    expect(scope.getState($rooms).find((s) => s.sala === PEDIDO)?.atribuida_a).toEqual({
      id: 6,
      nome: 'Roberto Admin',
    });
    await allSettled(assignFx, { scope, params: { sala: PEDIDO, idusuario: null } });
    expect(scope.getState($rooms).find((s) => s.sala === PEDIDO)?.atribuida_a).toBeNull();
    expect(atribuicoes).toEqual([{ idusuario: 6 }, { idusuario: null }]);
  });

  it('a failed team list says so (and is asked again with the next JWT); a customer never asks', async () => {
    const { scope, pedidas } = await painel(() => json({ mensagem: 'Erro', codigo: 'x' }, 500));
    expect(scope.getState($team)).toBeNull();
    expect(scope.getState($teamError)).toBe('Não foi possível carregar a equipe para atribuir a conversa.');
    expect(pedidas).toHaveLength(1);
    const { scope: daMaria } = await conectado();
    expect(daMaria.getState($team)).toBeNull();
    expect(daMaria.getState($teamError)).toBeNull();
  });
});
