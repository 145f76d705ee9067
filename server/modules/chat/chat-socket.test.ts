/**
 * The chat's socket (issue 30; docs/chat.md) on a real listening app (PGlite by default): the JWT
 * handshake, a logged-out session's sockets closed, the rooms authorised on the server (every room
 * name pattern with foreign ids gets nothing), messages reaching the room, live updates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, jwtDeTeste, startTestApp, type TestApp } from '../../testing/test-app';
import { clienteSocket, conectar, sessaoDoUsuario, type ClienteSocket, type SessaoChat } from './chat-teste';

let t: TestApp;
let url: string;
let maria: SessaoChat;
let julia: SessaoChat;
const abertos: ClienteSocket[] = [];

function novo(token: string | undefined): ClienteSocket {
  const c = clienteSocket(url, token);
  abertos.push(c);
  return c;
}

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  maria = await sessaoDoUsuario(t, { idusuario: 1, idcliente: 1, idfornecedor: t.aurora, papel: 'cliente' });
  julia = await sessaoDoUsuario(t, { idusuario: 5, idcliente: null, idfornecedor: t.aurora, papel: 'atendente' });
}, 120_000);

afterAll(async () => {
  for (const c of abertos) c.fechar();
  await t?.close();
});

describe('handshake', () => {
  it('refuses a missing, malformed or forged JWT with the pt-BR body', async () => {
    for (const token of [undefined, 'nao-e-um-jwt', `${maria.jwt.slice(0, -4)}AAAA`]) {
      const c = novo(token);
      await expect(conectar(c)).rejects.toMatchObject({
        data: { mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' },
      });
    }
  });

  it("refuses a logged-out session's JWT", async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const jwt = await jwtDeTeste(t, s, t.aurora);
    expect((await t.app.inject({ url: `/api/v1/app/${s.token}/cliente/logout` })).statusCode).toBe(200);
    await expect(conectar(novo(jwt))).rejects.toMatchObject({ data: { codigo: 'sessao.expirada' } });
  });

  it('answers the rooms and notificacoes, also as handshake-success', async () => {
    const c = novo(maria.jwt);
    await conectar(c);
    const ack = await c.emitir<{ ok: boolean; salas: { sala: string; titulo: string }[]; notificacoes: number }>(
      'handshake',
      { idfornecedor: t.aurora },
    );
    expect(ack.ok).toBe(true);
    expect(ack.salas.map((s) => s.sala)).toContain(`IDCLI:1:${t.aurora}`);
    expect(ack.salas.find((s) => s.sala === `IDCLI:1:${t.aurora}`)?.titulo).toBe('Chat geral');
    const sucesso = await c.esperar<{ notificacoes: number }>('handshake-success');
    expect(sucesso.notificacoes).toBe(ack.notificacoes);
  });
});

describe('logout closes the sockets', () => {
  it("a logged-out user's socket is disconnected within seconds", async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const c = novo(await jwtDeTeste(t, s, t.aurora));
    await conectar(c);
    expect((await t.app.inject({ url: `/api/v1/app/${s.token}/cliente/logout` })).statusCode).toBe(200);
    expect(await c.esperar('sessao-encerrada')).toEqual({
      mensagem: 'Sessão expirada, efetue login novamente',
      codigo: 'sessao.expirada',
    });
    expect(await c.esperar('disconnect')).toBe('io server disconnect');
  });

  it('a session deleted behind the server (no logout call) is found by the sweep', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const c = novo(await jwtDeTeste(t, s, t.aurora));
    await conectar(c);
    await t.db.deleteFrom('sessoes').where('idusuario', '=', s.idusuario).execute();
    expect(await c.esperar('disconnect', undefined, 15_000)).toBe('io server disconnect');
  });
});

describe('a message reaches the room', () => {
  it("Maria writes on order 100001 and Júlia's inbox gets it; Júlia answers in the room", async () => {
    const m = novo(maria.jwt);
    const j = novo(julia.jwt);
    await Promise.all([conectar(m), conectar(j)]);
    const sala = 'CODPED:100001';
    const aberta = await m.emitir<{ ok: boolean; mensagens: unknown[] }>('handshake-room', { sala });
    expect(aberta.ok).toBe(true);
    const enviada = await m.emitir<{ ok: boolean; mensagem: { id: number; texto: string } }>('mensagem', {
      sala,
      texto: 'Olá, meu pedido chega hoje?',
      chave: 'chave-teste-1',
    });
    expect(enviada.ok).toBe(true);
    const recebida = await j.esperar<{ id: number; autor: { tipo: string } }>(
      'mensagem',
      (d) => d.id === enviada.mensagem.id,
    );
    expect(recebida.autor.tipo).toBe('cliente');
    await j.emitir('handshake-room', { sala });
    const resposta = await j.emitir<{ ok: boolean; mensagem: { id: number } }>('mensagem', {
      sala,
      texto: 'Sim, até as 18h.',
      chave: 'chave-teste-2',
    });
    const chegou = await m.esperar<{ id: number; autor: { tipo: string; nome: string } }>(
      'mensagem',
      (d) => d.id === resposta.mensagem.id,
    );
    expect(chegou.autor).toEqual({ tipo: 'equipe', id: 5, nome: 'Júlia Atendente' });
  });
});
