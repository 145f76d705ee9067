/**
 * The chat's socket (issue 30; docs/chat.md) on a real listening app (PGlite by default): the JWT
 * handshake, a logged-out session's sockets closed, the rooms authorised on the server (every room
 * name pattern with foreign ids gets nothing), messages reaching the room, live updates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, jwtDeTeste, startTestApp, type TestApp } from '../../testing/test-app';
import { produtoDeTeste } from '../pedidos/pedidos-teste';
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
    // The staff's room carries the client's name (the inbox shows it).
    const daEquipe = await j.emitir<{ ok: boolean; sala: { idcliente: number; cliente_nome: string | null } }>(
      'handshake-room',
      { sala },
    );
    expect(daEquipe.sala).toMatchObject({ idcliente: 1, cliente_nome: 'Maria Oliveira Santos' });
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

describe('no message reaches a socket of another client or supplier', () => {
  it('every room name pattern with foreign ids is refused, and the foreign sockets get nothing', async () => {
    const outroCliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    const sergio = await sessaoDoUsuario(t, {
      idusuario: 7,
      idcliente: null,
      idfornecedor: t.construforte,
      papel: 'admin_fornecedor',
    });
    // A ConstruForte order of a ConstruForte client: Aurora's staff must not enter it either.
    const pedidoConstruforte = await t.db
      .selectFrom('pedidos')
      .select('numpedido')
      .where('idfornecedor', '=', t.construforte)
      .executeTakeFirst();
    const intrusos = [
      {
        nome: 'outro cliente da Aurora',
        jwt: await jwtDeTeste(t, outroCliente, t.aurora),
        idcliente: outroCliente.idcliente,
      },
      {
        nome: 'cliente da ConstruForte',
        jwt: await jwtDeTeste(t, daConstruforte, t.construforte),
        idcliente: daConstruforte.idcliente,
      },
      { nome: 'equipe da ConstruForte', jwt: sergio.jwt, idcliente: 1 },
    ];
    const m = novo(maria.jwt);
    const j = novo(julia.jwt);
    await Promise.all([conectar(m), conectar(j)]);
    const sockets: ClienteSocket[] = [];
    for (const intruso of intrusos) {
      const c = novo(intruso.jwt);
      await conectar(c);
      sockets.push(c);
      const nomes = [
        `IDCLI:1:${t.aurora}`,
        `IDCLI:1:${t.aurora.toUpperCase()}`,
        // Their own client at the other supplier (not the outro cliente da Aurora: that is their own room).
        ...(intruso.nome === 'outro cliente da Aurora' ? [] : [`IDCLI:${intruso.idcliente}:${t.aurora}`]),
        // Maria at ConstruForte: ConstruForte's own room with her, so not foreign to ConstruForte's staff.
        ...(intruso.nome === 'equipe da ConstruForte' ? [] : [`IDCLI:1:${t.construforte}`]),
        `IDCLI:${intruso.idcliente}:00000000-0000-4000-8000-000000000000`,
        'CODPED:100001',
        'CODPED:100002',
        'CODPED:999999999',
        ...(pedidoConstruforte && intruso.nome !== 'equipe da ConstruForte'
          ? [`CODPED:${pedidoConstruforte.numpedido}`]
          : []),
        'CODPED:0',
        'CODPED:-1',
        'CODPED:100001 ',
        'IDCLI:1',
        `r:${t.aurora}:CODPED:100001`,
        `c:${t.aurora}:1`,
        `e:${t.aurora}`,
        'u:1',
        '',
        'x'.repeat(500),
      ];
      for (const sala of nomes) {
        for (const [evento, corpo] of [
          ['handshake-room', { sala }],
          ['handshake-room', { sala, depois: 0 }],
          ['mensagem', { sala, texto: 'intruso', chave: `intruso-${sala}` }],
          ['lida', { sala, ate: 1 }],
        ] as const) {
          const ack = await c.emitir<{ ok: boolean; codigo?: string }>(evento, corpo);
          expect(ack, `${intruso.nome} ${evento} ${sala}`).toMatchObject({ ok: false });
        }
        const rest = await t.app.inject({
          url: `/api/v4/chat/salas/${encodeURIComponent(sala)}/mensagens`,
          headers: { authorization: `Bearer ${intruso.jwt}` },
        });
        expect([400, 403], `${intruso.nome} REST ${sala}`).toContain(rest.statusCode);
      }
      // Events with garbage bodies are refused too, never a crash.
      for (const corpo of [null, 1, 'CODPED:100001', [], { sala: 1 }, { sala: ['CODPED:100001'] }]) {
        expect(await c.emitir<{ ok: boolean }>('handshake-room', corpo)).toMatchObject({ ok: false });
      }
      expect(
        await c.emitir<{ ok: boolean }>('handshake', {
          idfornecedor: intruso.nome === 'outro cliente da Aurora' ? t.construforte : t.aurora,
        }),
      ).toMatchObject({
        ok: false,
        codigo: 'sessao.fornecedor-invalido',
      });
    }
    // Maria and Júlia talk in Maria's rooms.
    const enviadas: number[] = [];
    for (const sala of ['CODPED:100001', `IDCLI:1:${t.aurora}`]) {
      await m.emitir('handshake-room', { sala });
      const r = await m.emitir<{ mensagem: { id: number } }>('mensagem', {
        sala,
        texto: 'segredo da Maria',
        chave: `s-${sala}`,
      });
      const r2 = await j.emitir<{ mensagem: { id: number } }>('mensagem', {
        sala,
        texto: 'segredo da Júlia',
        chave: `s-${sala}`,
      });
      enviadas.push(r.mensagem.id, r2.mensagem.id);
    }
    for (const id of enviadas) await m.esperar('mensagem', (d: { id: number }) => d.id === id);
    // Whatever was broadcast before reached each socket before the answer to a later event (one connection, in order).
    for (const c of sockets) {
      await c.emitir('handshake', {});
      expect(c.recebidos.filter((r) => r.evento === 'mensagem')).toEqual([]);
      expect(JSON.stringify(c.recebidos)).not.toContain('segredo');
    }
    // And no intruder's message was stored.
    const gravadas = await t.db.selectFrom('chat_mensagens').select('texto').where('texto', '=', 'intruso').execute();
    expect(gravadas).toEqual([]);
  });
});

describe('live updates reach the customer', () => {
  it("an attendant price locks Maria's cart and her socket hears it at once; the removal releases it", async () => {
    const idproduto = await produtoDeTeste(t.db, t.aurora, null);
    const salvo = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${maria.token}~1/usuario/1/cart?idfornecedor=${t.aurora}`,
      payload: { cartItens: [{ id: idproduto, quantidade: 1 }] },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const m = novo(maria.jwt);
    const outro = novo(await jwtDeTeste(t, await criarSessao(t.db, { idfornecedor: t.aurora }), t.aurora));
    await Promise.all([conectar(m), conectar(outro)]);
    const preco = (precoatendente: number | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/app/${julia.token}/atendimento/carrinho/1/item/${idproduto}?idfornecedor=${t.aurora}`,
        payload: { precoatendente },
      });
    expect((await preco(2.5)).statusCode).toBe(200);
    expect(await m.esperar('carrinho-bloqueado')).toEqual({ bloqueado: true, atendente: 'Júlia Atendente' });
    expect((await preco(null)).statusCode).toBe(200);
    expect(await m.esperar('carrinho-bloqueado', (d: { bloqueado: boolean }) => !d.bloqueado)).toEqual({
      bloqueado: false,
      atendente: 'Júlia Atendente',
    });
    await outro.emitir('handshake', {});
    expect(outro.recebidos.some((r) => r.evento === 'carrinho-bloqueado')).toBe(false);
  });

  it("the desk's status move reaches the order's client", async () => {
    const pedido = await t.db
      .selectFrom('pedidos')
      .select(['numpedido', 'idcliente', 'status'])
      .where('idfornecedor', '=', t.aurora)
      .where('status', '=', 'ENVIADO')
      .executeTakeFirst();
    if (!pedido) throw new Error('nenhum pedido ENVIADO da Aurora no seed');
    const cliente = await sessaoDoUsuario(t, {
      idusuario: (
        await t.db
          .selectFrom('usuarios')
          .select('idusuario')
          .where('idcliente', '=', pedido.idcliente)
          .executeTakeFirstOrThrow()
      ).idusuario,
      idcliente: pedido.idcliente,
      idfornecedor: t.aurora,
      papel: 'cliente',
    });
    const c = novo(cliente.jwt);
    await conectar(c);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/pedidos/${pedido.numpedido}/status`,
      headers: { authorization: `Bearer ${julia.jwt}` },
      payload: { status: 'SEPARANDO' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await c.esperar('pedido-status')).toEqual({
      numpedido: pedido.numpedido,
      status: 'SEPARANDO',
      descricao: expect.any(String),
    });
  });

  it('the bus carries each news to the client it names, and only there', async () => {
    const m = novo(maria.jwt);
    const outro = novo(await jwtDeTeste(t, await criarSessao(t.db, { idfornecedor: t.aurora }), t.aurora));
    await Promise.all([conectar(m), conectar(outro)]);
    t.app.avisosCliente.emitir({ idfornecedor: t.aurora, idcliente: 1 }, 'titulo-novo', { numpedido: 100001 });
    t.app.avisosCliente.emitir({ idfornecedor: t.aurora, idcliente: 1 }, 'cotacao-precificada', { numpedido: 100001 });
    // Maria at ConstruForte is another channel: her Aurora socket does not hear it.
    t.app.avisosCliente.emitir({ idfornecedor: t.construforte, idcliente: 1 }, 'titulo-novo', { numpedido: 1 });
    expect(await m.esperar('titulo-novo')).toEqual({ numpedido: 100001 });
    expect(await m.esperar('cotacao-precificada')).toEqual({ numpedido: 100001 });
    await Promise.all([m.emitir('handshake', {}), outro.emitir('handshake', {})]);
    expect(m.recebidos.filter((r) => r.evento === 'titulo-novo')).toHaveLength(1);
    expect(outro.recebidos.some((r) => ['titulo-novo', 'cotacao-precificada'].includes(r.evento))).toBe(false);
  });
});
