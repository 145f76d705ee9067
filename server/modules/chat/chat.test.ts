/**
 * The chat's REST calls and rules (issue 30; docs/chat.md), through `inject` on PGlite: paging by
 * 30 (page 1 the newest, oldest first), idempotency by `chave`, the per-user rate limit, text rules,
 * unread counts per reader, mark read, assignment (staff only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { sessaoDoUsuario, type SessaoChat } from './chat-teste';

let t: TestApp;
let maria: SessaoChat;
let julia: SessaoChat;
let roberto: SessaoChat;

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  maria = await sessaoDoUsuario(t, { idusuario: 1, idcliente: 1, idfornecedor: t.aurora, papel: 'cliente' });
  julia = await sessaoDoUsuario(t, { idusuario: 5, idcliente: null, idfornecedor: t.aurora, papel: 'atendente' });
  roberto = await sessaoDoUsuario(t, {
    idusuario: 6,
    idcliente: null,
    idfornecedor: t.aurora,
    papel: 'admin_fornecedor',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const enc = encodeURIComponent;
const enviar = (s: { jwt: string }, sala: string, texto: unknown, chave: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v4/chat/salas/${enc(sala)}/mensagens`,
    headers: { authorization: `Bearer ${s.jwt}` },
    payload: { texto, chave } as Record<string, unknown>,
  });
const ler = (s: { jwt: string }, sala: string, query = '') =>
  t.app.inject({
    url: `/api/v4/chat/salas/${enc(sala)}/mensagens${query}`,
    headers: { authorization: `Bearer ${s.jwt}` },
  });
const salas = (s: { jwt: string }, query = '') =>
  t.app.inject({ url: `/api/v4/chat/salas${query}`, headers: { authorization: `Bearer ${s.jwt}` } });

/** The rate limit is per user: each test that sends many uses a user of its own. */
async function clienteNovo(): Promise<SessaoChat & { idcliente: number }> {
  const s = await criarSessao(t.db, { idfornecedor: t.aurora });
  const chat = await sessaoDoUsuario(t, {
    idusuario: s.idusuario,
    idcliente: s.idcliente,
    idfornecedor: t.aurora,
    papel: 'cliente',
  });
  return { ...chat, idcliente: s.idcliente };
}

describe('the demo data (docs/demo-data.md)', () => {
  it("Maria's order 100001 and general rooms: 1 unread for Júlia, 1 for Maria", async () => {
    const inbox = (await salas(julia)).json();
    const pedido = inbox.salas.find((s: { sala: string }) => s.sala === 'CODPED:100001');
    expect(pedido).toMatchObject({
      titulo: 'Chat pedido 100001',
      idcliente: 1,
      cliente_nome: 'Maria Oliveira Santos',
      total_mensagens: 1,
      atribuida_a: { id: 5, nome: 'Júlia Atendente' },
      ultima: { texto: 'Chegou tudo certo, obrigada!', autor: { tipo: 'cliente', nome: 'Maria Oliveira Santos' } },
    });
    const deMaria = (await salas(maria)).json();
    expect(deMaria.notificacoes).toBe(1);
    expect(deMaria.salas.find((s: { titulo: string }) => s.titulo === 'Chat geral')).toMatchObject({
      sala: `IDCLI:1:${t.aurora}`,
      cliente_nome: 'Maria Oliveira Santos',
      total_mensagens: 1,
    });
    expect((await ler(maria, 'CODPED:100001')).json().mensagens.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('paging', () => {
  it('page 1 is the newest 30, oldest first; page 2 the 30 before; total counts them all', async () => {
    const c = await clienteNovo();
    const sala = `IDCLI:${c.idcliente}:${t.aurora}`;
    // 65 messages written straight to the room (the rate limit is the next test's).
    await ler(c, sala);
    const { idsala } = await t.db
      .selectFrom('chat_salas')
      .select('idsala')
      .where('sala', '=', sala)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('chat_mensagens')
      .values(
        Array.from({ length: 65 }, (_, i) => ({
          idsala,
          idusuario: c.idusuario,
          autor_tipo: 'cliente' as const,
          autor_nome: 'Cliente',
          texto: `mensagem ${i + 1}`,
          chave: `k${i + 1}`,
        })),
      )
      .execute();
    const p1 = (await ler(c, sala)).json();
    expect(p1).toMatchObject({ page: 1, perpage: 30, total: 65 });
    expect(p1.mensagens.map((m: { texto: string }) => m.texto)).toEqual(
      Array.from({ length: 30 }, (_, i) => `mensagem ${36 + i}`),
    );
    const p2 = (await ler(c, sala, '?page=2')).json();
    expect(p2.mensagens.map((m: { texto: string }) => m.texto)).toEqual(
      Array.from({ length: 30 }, (_, i) => `mensagem ${6 + i}`),
    );
    const p3 = (await ler(c, sala, '?page=3')).json();
    expect(p3.mensagens.map((m: { texto: string }) => m.texto)).toEqual(
      Array.from({ length: 5 }, (_, i) => `mensagem ${1 + i}`),
    );
    expect((await ler(c, sala, '?page=4')).json().mensagens).toEqual([]);
    expect((await ler(c, sala, '?perpage=101')).statusCode).toBe(400);
  });
});

describe('sending', () => {
  it('the same chave answers the first message and stores it once', async () => {
    const c = await clienteNovo();
    const sala = `IDCLI:${c.idcliente}:${t.aurora}`;
    const a = await enviar(c, sala, 'Bom dia!', 'mesma-chave');
    const b = await enviar(c, sala, 'Bom dia! (reenviado)', 'mesma-chave');
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ sala, texto: 'Bom dia!', autor: { tipo: 'cliente', id: c.idusuario } });
    expect((await ler(c, sala)).json().total).toBe(1);
  });

  it('refuses empty and too long texts in pt-BR, keeps 2000 characters (accents count once)', async () => {
    const c = await clienteNovo();
    const sala = `IDCLI:${c.idcliente}:${t.aurora}`;
    for (const texto of ['', '   ', '\n\t ']) {
      const r = await enviar(c, sala, texto, `v-${texto.length}`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ mensagem: 'Escreva uma mensagem antes de enviar.', codigo: 'chat.mensagem-vazia' });
    }
    const longa = await enviar(c, sala, 'a'.repeat(2001), 'longa');
    expect(longa.statusCode).toBe(400);
    expect(longa.json()).toEqual({
      mensagem: 'A mensagem pode ter no máximo 2000 caracteres.',
      codigo: 'chat.mensagem-longa',
    });
    const justa = await enviar(c, sala, 'é'.repeat(2000), 'justa');
    expect(justa.statusCode, justa.body).toBe(200);
    // Plain text: markup is kept as text (the browser renders it as text), nothing is interpreted.
    const html = await enviar(c, sala, '<b>oi</b> <script>x</script>', 'html');
    expect(html.json().texto).toBe('<b>oi</b> <script>x</script>');
    expect((await enviar(c, sala, 'sem chave', '')).statusCode).toBe(400);
  });

  it('at most 10 messages per user in 10 seconds: the 11th is 429 in pt-BR; another user is not limited', async () => {
    const c = await clienteNovo();
    const sala = `IDCLI:${c.idcliente}:${t.aurora}`;
    for (let i = 0; i < 10; i++) expect((await enviar(c, sala, `msg ${i}`, `r${i}`)).statusCode).toBe(200);
    const demais = await enviar(c, sala, 'mais uma', 'r10');
    expect(demais.statusCode).toBe(429);
    expect(demais.json()).toEqual({
      mensagem: 'Você enviou muitas mensagens seguidas. Aguarde alguns segundos e tente de novo.',
      codigo: 'chat.limite-mensagens',
    });
    // A retry of a message already sent still answers it (idempotency before the limit).
    expect((await enviar(c, sala, 'msg 0', 'r0')).statusCode).toBe(200);
    const outro = await clienteNovo();
    expect((await enviar(outro, `IDCLI:${outro.idcliente}:${t.aurora}`, 'oi', 'x')).statusCode).toBe(200);
  });
});

describe('rooms, unread counts and assignment', () => {
  it("Maria's rooms, Júlia's inbox, unread on both sides, mark read, assign", async () => {
    const sala = 'CODPED:100003';
    expect((await enviar(maria, sala, 'Pode entregar pela manhã?', 'u1')).statusCode).toBe(200);
    expect((await enviar(maria, sala, 'Obrigada!', 'u2')).statusCode).toBe(200);
    const inbox = (await salas(julia, '?naoLidas=1')).json();
    const naInbox = inbox.salas.find((s: { sala: string }) => s.sala === sala);
    expect(naInbox).toMatchObject({
      canal: 'pedido',
      numpedido: 100003,
      idcliente: 1,
      titulo: 'Chat pedido 100003',
      total_mensagens: 2,
    });
    expect(naInbox.ultima.texto).toBe('Obrigada!');
    // Maria's own messages are not unread for her.
    const deMaria = (await salas(maria)).json();
    expect(deMaria.salas.find((s: { sala: string }) => s.sala === sala).total_mensagens).toBe(0);
    expect(deMaria.salas.some((s: { titulo: string }) => s.titulo === 'Chat geral')).toBe(true);
    // Júlia answers: Maria has it unread.
    const resposta = (await enviar(julia, sala, 'Pode sim.', 'u3')).json();
    expect((await salas(maria)).json().notificacoes).toBeGreaterThanOrEqual(1);
    const lida = await t.app.inject({
      method: 'POST',
      url: `/api/v4/chat/salas/${enc(sala)}/lida`,
      headers: { authorization: `Bearer ${maria.jwt}` },
      payload: { ate: resposta.id },
    });
    expect(lida.statusCode, lida.body).toBe(200);
    expect(lida.json().total_mensagens).toBe(0);
    // Júlia sent after Maria's messages, so her mark moved past them: her inbox has it read.
    expect((await salas(julia, '?naoLidas=1')).json().salas.some((s: { sala: string }) => s.sala === sala)).toBe(false);

    const atribuir = (s: SessaoChat, idusuario: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v4/painel/chat/salas/${enc(sala)}/atribuir`,
        headers: { authorization: `Bearer ${s.jwt}` },
        payload: { idusuario } as Record<string, unknown>,
      });
    expect((await atribuir(maria, 5)).json()).toEqual({
      mensagem: 'Acesso negado: só a equipe do fornecedor atribui conversas.',
      codigo: 'chat.somente-equipe',
    });
    expect((await atribuir(julia, 7)).json().codigo).toBe('chat.atendente-invalido');
    expect((await atribuir(julia, 1)).json().codigo).toBe('chat.atendente-invalido');
    const feita = await atribuir(roberto, 5);
    expect(feita.statusCode, feita.body).toBe(200);
    expect(feita.json().atribuida_a).toEqual({ id: 5, nome: 'Júlia Atendente' });
    // The seed assigns Maria's room on order 100001 to Júlia too.
    expect(
      (await salas(julia, '?atribuida=me'))
        .json()
        .salas.map((s: { sala: string }) => s.sala)
        .sort(),
    ).toEqual(['CODPED:100001', sala]);
    expect((await atribuir(julia, null)).json().atribuida_a).toBeNull();
  });

  it('a call without a session is 401; a representative without a client has no rooms', async () => {
    expect((await t.app.inject({ url: '/api/v4/chat/salas' })).statusCode).toBe(401);
    const carlos = await sessaoDoUsuario(t, {
      idusuario: 3,
      idcliente: null,
      idfornecedor: t.aurora,
      papel: 'representante',
    });
    expect((await salas(carlos)).json()).toEqual({ salas: [], notificacoes: 0 });
    expect((await ler(carlos, 'CODPED:100001')).statusCode).toBe(403);
  });
});

describe('the team a room may be assigned to (GET /v4/painel/chat/equipe)', () => {
  const equipe = (s?: { jwt: string }) =>
    t.app.inject({
      url: '/api/v4/painel/chat/equipe',
      ...(s ? { headers: { authorization: `Bearer ${s.jwt}` } } : {}),
    });

  it("the supplier's attendants and admins, by name; only the caller's supplier", async () => {
    const daAurora = await equipe(julia);
    expect(daAurora.statusCode, daAurora.body).toBe(200);
    expect(daAurora.json()).toEqual({
      equipe: [
        { idusuario: 5, nome: 'Júlia Atendente' },
        { idusuario: 6, nome: 'Roberto Admin' },
      ],
    });
    expect((await equipe(roberto)).json()).toEqual(daAurora.json());
    const sergio = await sessaoDoUsuario(t, {
      idusuario: 7,
      idcliente: null,
      idfornecedor: t.construforte,
      papel: 'admin_fornecedor',
    });
    const daConstruforte = (await equipe(sergio)).json() as { equipe: { idusuario: number }[] };
    expect(daConstruforte.equipe.map((u) => u.idusuario)).toContain(7);
    expect(daConstruforte.equipe.map((u) => u.idusuario)).not.toContain(5);
    expect(daConstruforte.equipe.map((u) => u.idusuario)).not.toContain(6);
  });

  it('a customer or a representative is 403 in pt-BR; no session is 401', async () => {
    const deMaria = await equipe(maria);
    expect(deMaria.statusCode).toBe(403);
    expect(deMaria.json()).toEqual({
      mensagem: 'Acesso negado: só a equipe do fornecedor atribui conversas.',
      codigo: 'chat.somente-equipe',
    });
    const carlos = await sessaoDoUsuario(t, {
      idusuario: 3,
      idcliente: null,
      idfornecedor: t.aurora,
      papel: 'representante',
    });
    expect((await equipe(carlos)).statusCode).toBe(403);
    expect((await equipe()).statusCode).toBe(401);
  });
});
