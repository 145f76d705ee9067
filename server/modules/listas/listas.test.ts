/**
 * The shopping lists' calls through the API (PGlite, and PostgreSQL with DATABASE_URL): each of
 * the spec's seven calls answers the shape its OpenAPI document says; another client's or
 * supplier's list answers 404 (403 for another client in `idclient`); 'Enviar para o carrinho'
 * goes through the cart's quantity rules and counts a use; the desk's suggested lists are for the
 * supplier's staff only and reach the clients of their target.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { hashToken } from '../sessao';

let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let admin: SessaoDeTeste;
let atendente: SessaoDeTeste;

interface Produto {
  id: number;
  idcadastroextraproduto: number;
  granularidade_milesimos: number;
  min_por_pedido_milesimos: number | null;
  maxporpedido_milesimos: number | null;
}
const produtos: Record<string, Produto> = {};

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  const base = () =>
    t.db
      .selectFrom('produtos')
      .select([
        'id',
        'idcadastroextraproduto',
        'granularidade_milesimos',
        'min_por_pedido_milesimos',
        'maxporpedido_milesimos',
      ])
      .where('idfornecedor', '=', t.aurora)
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .where('preco_centavos', '>', 0)
      .where((eb) =>
        eb.or([eb('maximo_disponivel_milesimos', 'is', null), eb('maximo_disponivel_milesimos', '>', 100_000_000)]),
      )
      .orderBy('id');
  produtos.simples = (await base()
    .where('maxporpedido_milesimos', 'is', null)
    .where('granularidade_milesimos', '=', 1000)
    .where('min_por_pedido_milesimos', 'is', null)
    .executeTakeFirstOrThrow()) as Produto;
  produtos.outro = (await base()
    .where('maxporpedido_milesimos', 'is', null)
    .where('granularidade_milesimos', '=', 1000)
    .where('min_por_pedido_milesimos', 'is', null)
    .where('id', '>', produtos.simples.id)
    .executeTakeFirstOrThrow()) as Produto;
  produtos.maximo = (await base()
    .where('maxporpedido_milesimos', 'is not', null)
    .where('granularidade_milesimos', '=', 1000)
    .executeTakeFirstOrThrow()) as Produto;
  produtos.esgotado = (await t.db
    .selectFrom('produtos')
    .select([
      'id',
      'idcadastroextraproduto',
      'granularidade_milesimos',
      'min_por_pedido_milesimos',
      'maxporpedido_milesimos',
    ])
    .where('idfornecedor', '=', t.aurora)
    .where('ativo', '=', true)
    .where('maximo_disponivel_milesimos', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow()) as Produto;
  // A product with a step of 6 (a box), made for this test on a product of its own.
  await t.db
    .updateTable('produtos')
    .set({ granularidade_milesimos: 6000, min_por_pedido_milesimos: 6000 })
    .where('id', '=', produtos.outro.id)
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const auth = (s: SessaoDeTeste) => ({ authorization: `Bearer ${s.token}` });
const json = (s: SessaoDeTeste) => ({ ...auth(s), 'content-type': 'application/json' });
const base = (idfornecedor = t.aurora) => `/api/v4/shopping-list/${idfornecedor}`;
const q = (s: SessaoDeTeste, idcliente = s.idcliente) => `idclient=${idcliente}`;

const listar = (s: SessaoDeTeste, tipo: 'FROM_CLIENT' | 'TO_CLIENT', idcliente = s.idcliente) =>
  t.app.inject({ url: `${base()}?${q(s, idcliente)}&type=${tipo}`, headers: auth(s) });
const salvar = (s: SessaoDeTeste, corpo: unknown, idfornecedor?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${base(idfornecedor)}?${q(s)}`,
    headers: json(s),
    payload: JSON.stringify(corpo),
  });
const produtosDe = (s: SessaoDeTeste, idlista: number) =>
  t.app.inject({ url: `${base()}/products/${idlista}?${q(s)}`, headers: auth(s) });
const aplicar = (s: SessaoDeTeste, idlista: number) =>
  t.app.inject({ method: 'POST', url: `${base()}/apply/${idlista}?${q(s)}`, headers: auth(s) });
const adicionar = (s: SessaoDeTeste, idproduto: number, corpo: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${base()}/product/${idproduto}/add?${q(s)}`,
    headers: json(s),
    payload: JSON.stringify(corpo),
  });
const copiar = (s: SessaoDeTeste, idproduto: number, destino: number, corpo: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${base()}/product/${idproduto}/copy/${destino}?${q(s)}`,
    headers: json(s),
    payload: JSON.stringify(corpo),
  });
const desativar = (s: SessaoDeTeste, idlista: number) =>
  t.app.inject({ method: 'DELETE', url: `${base()}/disable/${idlista}?${q(s)}`, headers: auth(s) });
const painel = (
  s: SessaoDeTeste,
  metodo: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  corpo?: unknown,
  idlista?: number,
) =>
  t.app.inject({
    method: metodo,
    url: `/api/v4/painel/${t.aurora}/listas-sugeridas${idlista ? `/${idlista}` : ''}`,
    headers: corpo === undefined ? auth(s) : json(s),
    ...(corpo === undefined ? {} : { payload: JSON.stringify(corpo) }),
  });
const carrinho = (s: SessaoDeTeste) =>
  t.app.inject({
    url: `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}`,
  });

describe('shopping lists: the client own lists (FROM_CLIENT)', () => {
  let idlista = 0;
  let segunda = 0;

  it('POST /{id} creates a list with products; GET /{id}?type=FROM_CLIENT lists it; GET /{id}/products/{x} shows its lines with prices', async () => {
    const r = await salvar(cliente, {
      nome: '  Compra   semanal ',
      produtos: [
        { id: produtos.simples!.id, quantidade: 2 },
        { id: produtos.esgotado!.id, quantidade: 1 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json();
    expect(lista).toMatchObject({ nome: 'Compra semanal', tipo: 'FROM_CLIENT', quantidadeProdutos: 2 });
    idlista = lista.idlista;
    const todas = await listar(cliente, 'FROM_CLIENT');
    expect(todas.statusCode).toBe(200);
    expect(todas.json().listas).toEqual([
      expect.objectContaining({ idlista, nome: 'Compra semanal', tipo: 'FROM_CLIENT', quantidadeProdutos: 2 }),
    ]);
    const detalhe = (await produtosDe(cliente, idlista)).json();
    const simples = detalhe.itens.find((i: { id: number }) => i.id === produtos.simples!.id);
    expect(simples).toMatchObject({ quantidade: 2, disponivel: true, motivo: null });
    expect(simples.precoUnitario).toBeGreaterThan(0);
    expect(simples.totalItem).toBeCloseTo(simples.precoUnitario * 2, 2);
    expect(detalhe.itens.find((i: { id: number }) => i.id === produtos.esgotado!.id)).toMatchObject({
      disponivel: false,
      motivo: 'Indisponível no momento.',
      totalItem: null,
    });
    expect(detalhe.total).toBeCloseTo(simples.totalItem, 2);
  });

  it('another client sees none of it: its lists are empty, the list is 404, and another idclient is 403', async () => {
    expect((await listar(outro, 'FROM_CLIENT')).json()).toEqual({ listas: [] });
    for (const r of [
      await produtosDe(outro, idlista),
      await aplicar(outro, idlista),
      await desativar(outro, idlista),
      await adicionar(outro, produtos.simples!.id, { idlista, quantidade: 1 }),
      await salvar(outro, { idlista, nome: 'Minha agora' }),
    ]) {
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json()).toEqual({ mensagem: 'Lista de compras não encontrada.', codigo: 'lista.nao-encontrada' });
    }
    const alheio = await listar(outro, 'FROM_CLIENT', cliente.idcliente);
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().codigo).toBe('sessao.cliente-invalido');
    // Another supplier in the path: the session is Aurora's.
    const outraLoja = await salvar(cliente, { nome: 'X' }, t.construforte);
    expect(outraLoja.statusCode).toBe(403);
    // No session: 401 in pt-BR.
    const anonimo = await t.app.inject({ url: `${base()}?idclient=${cliente.idcliente}&type=FROM_CLIENT` });
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().mensagem).toMatch(/Sessão expirada/);
    // Staff act for no client.
    expect((await listar(admin, 'FROM_CLIENT')).statusCode).toBe(403);
  });

  it('POST /{id}/product/{p}/add adds to a line, sets it with definir, and removes it with 0', async () => {
    const mais = await adicionar(cliente, produtos.simples!.id, { idlista, quantidade: 3 });
    expect(mais.statusCode, mais.body).toBe(200);
    expect(mais.json().itens.find((i: { id: number }) => i.id === produtos.simples!.id).quantidade).toBe(5);
    const definido = await adicionar(cliente, produtos.simples!.id, { idlista, quantidade: 4, definir: true });
    expect(definido.json().itens.find((i: { id: number }) => i.id === produtos.simples!.id).quantidade).toBe(4);
    const fora = await adicionar(cliente, produtos.esgotado!.id, { idlista, quantidade: 0, definir: true });
    expect(fora.json().itens.map((i: { id: number }) => i.id)).toEqual([produtos.simples!.id]);
    const desconhecido = await adicionar(cliente, 2_000_000_000, { idlista, quantidade: 1 });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().codigo).toBe('lista.produto-nao-encontrado');
  });

  it('POST /{id} renames a list; a bad name or a product of another shop is a pt-BR 400 that saves nothing', async () => {
    const r = await salvar(cliente, { idlista, nome: 'Compra da semana' });
    expect(r.json()).toMatchObject({ idlista, nome: 'Compra da semana', quantidadeProdutos: 1 });
    const vazio = await salvar(cliente, { idlista, nome: '   ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().codigo).toBe('lista.nome-invalido');
    const deOutraLoja = await t.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', t.construforte)
      .executeTakeFirstOrThrow();
    const invalido = await salvar(cliente, { nome: 'Obra', produtos: [{ id: deOutraLoja.id, quantidade: 1 }] });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().codigo).toBe('lista.produto-invalido');
    expect((await listar(cliente, 'FROM_CLIENT')).json().listas).toHaveLength(1);
  });

  it('POST /{id}/product/{p}/copy/{x} copies a line with its quantity to another list', async () => {
    segunda = (await salvar(cliente, { nome: 'Padaria' })).json().idlista;
    const r = await copiar(cliente, produtos.simples!.id, segunda, { idlistaOrigem: idlista });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      idlista: segunda,
      itens: [expect.objectContaining({ id: produtos.simples!.id, quantidade: 4 })],
    });
    // Without an origin: one step (at least the minimum) of the product.
    const caixa = await copiar(cliente, produtos.outro!.id, segunda, {});
    expect(caixa.json().itens.find((i: { id: number }) => i.id === produtos.outro!.id).quantidade).toBe(6);
    // Another client's list as the target: 404.
    expect((await copiar(outro, produtos.simples!.id, segunda, {})).statusCode).toBe(404);
  });

  it('POST /{id}/apply/{x} puts every line in the cart through the quantity rules, says each adjustment, and counts a use', async () => {
    await adicionar(cliente, produtos.outro!.id, { idlista: segunda, quantidade: 7, definir: true });
    await adicionar(cliente, produtos.maximo!.id, { idlista: segunda, quantidade: 100000, definir: true });
    await adicionar(cliente, produtos.esgotado!.id, { idlista: segunda, quantidade: 2 });
    const r = await aplicar(cliente, segunda);
    expect(r.statusCode, r.body).toBe(200);
    const resultado = r.json();
    const linhas = new Map<number, number>(
      resultado.carrinho.produtosSelecionados.map((l: { id: number; quantidade: number }) => [l.id, l.quantidade]),
    );
    expect(linhas.get(produtos.simples!.id)).toBe(4);
    expect(linhas.get(produtos.outro!.id)).toBe(12);
    expect(linhas.get(produtos.maximo!.id)).toBe(produtos.maximo!.maxporpedido_milesimos! / 1000);
    expect(linhas.has(produtos.esgotado!.id)).toBe(false);
    expect(resultado.adicionados).toBe(3);
    const mensagens = resultado.ajustes.map((a: { mensagem: string }) => a.mensagem);
    expect(mensagens).toContain('quantidade ajustada para 12 (múltiplo de 6)');
    expect(mensagens).toContain('indisponível no momento: ficou de fora');
    expect(mensagens.some((m: string) => /máximo de .* por pedido|estoque disponível/.test(m))).toBe(true);
    // The server cart is what the answer said.
    const salvo = (await carrinho(cliente)).json();
    expect(salvo.totalCompras).toBe(resultado.carrinho.totalCompras);
    // Applying again grows the lines (the cart keeps what it had).
    const denovo = (await aplicar(cliente, segunda)).json();
    expect(
      denovo.carrinho.produtosSelecionados.find((l: { id: number }) => l.id === produtos.simples!.id).quantidade,
    ).toBe(8);
    const uso = await t.db
      .selectFrom('listas_compra')
      .select('usos')
      .where('idlista', '=', segunda)
      .executeTakeFirstOrThrow();
    expect(uso.usos).toBe(2);
  });

  it('DELETE /{id}/disable/{x} removes the list; it is then 404', async () => {
    const r = await desativar(cliente, idlista);
    expect(r.statusCode).toBe(200);
    expect(r.json().listas.map((l: { idlista: number }) => l.idlista)).toEqual([segunda]);
    expect((await desativar(cliente, idlista)).statusCode).toBe(404);
    expect((await produtosDe(cliente, idlista)).statusCode).toBe(404);
  });
});

describe('suggested lists (TO_CLIENT) and the desk', () => {
  it('the desk is for the supplier staff only: a customer and another supplier staff are refused', async () => {
    const deCliente = await painel(cliente);
    expect(deCliente.statusCode).toBe(403);
    expect(deCliente.json().codigo).toBe('painel.acesso-negado');
    const deLa = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    expect((await painel(deLa)).statusCode).toBe(403);
    expect((await painel(cliente, 'POST', { nome: 'X', alvo: { tipo: 'todos' }, produtos: [] })).statusCode).toBe(403);
    expect((await painel(atendente)).statusCode).toBe(200);
  });

  it('a list for a client tag reaches the clients with the tag only; the staff see how often it was sent to a cart', async () => {
    await t.db
      .updateTable('cadastros_cliente')
      .set({ tags: JSON.stringify(['padaria-teste']) })
      .where('idcliente', '=', cliente.idcliente)
      .where('idfornecedor', '=', t.aurora)
      .execute();
    const r = await painel(admin, 'POST', {
      nome: 'Reposição padaria',
      alvo: { tipo: 'tag', tag: 'padaria-teste' },
      produtos: [{ codigo: produtos.simples!.idcadastroextraproduto, quantidade: 3 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const sugerida = r.json();
    expect(sugerida).toMatchObject({
      nome: 'Reposição padaria',
      ativa: true,
      alvo: { tipo: 'tag', tag: 'padaria-teste', idcliente: null },
      usos: 0,
      itens: [{ id: produtos.simples!.id, codigo: produtos.simples!.idcadastroextraproduto, quantidade: 3 }],
    });
    const dele = (await listar(cliente, 'TO_CLIENT')).json().listas.map((l: { idlista: number }) => l.idlista);
    expect(dele).toContain(sugerida.idlista);
    const doOutro = (await listar(outro, 'TO_CLIENT')).json().listas.map((l: { idlista: number }) => l.idlista);
    expect(doOutro).not.toContain(sugerida.idlista);
    expect((await produtosDe(outro, sugerida.idlista)).statusCode).toBe(404);
    // A client cannot change or remove a suggested list, but can send it to the cart and copy from it.
    expect((await desativar(cliente, sugerida.idlista)).statusCode).toBe(404);
    expect(
      (await adicionar(cliente, produtos.simples!.id, { idlista: sugerida.idlista, quantidade: 1 })).statusCode,
    ).toBe(404);
    expect((await aplicar(cliente, sugerida.idlista)).statusCode).toBe(200);
    const desk = (await painel(atendente)).json();
    expect(desk.tags).toContain('padaria-teste');
    expect(desk.listas.find((l: { idlista: number }) => l.idlista === sugerida.idlista).usos).toBe(1);
  });

  it('edits the target to one client and to everyone, checks the body in pt-BR, and ends a list', async () => {
    const criada = (
      await painel(admin, 'POST', {
        nome: 'Só para um',
        alvo: { tipo: 'cliente', idcliente: outro.idcliente },
        produtos: [{ codigo: produtos.simples!.idcadastroextraproduto, quantidade: 1 }],
      })
    ).json();
    expect(criada.nomeCliente).toMatch(/Cliente Teste/);
    expect((await listar(outro, 'TO_CLIENT')).json().listas.map((l: { idlista: number }) => l.idlista)).toContain(
      criada.idlista,
    );
    expect((await listar(cliente, 'TO_CLIENT')).json().listas.map((l: { idlista: number }) => l.idlista)).not.toContain(
      criada.idlista,
    );
    const todos = await painel(
      atendente,
      'PUT',
      {
        nome: 'Para todos',
        alvo: { tipo: 'todos' },
        produtos: [{ codigo: produtos.simples!.idcadastroextraproduto, quantidade: 2 }],
      },
      criada.idlista,
    );
    expect(todos.json()).toMatchObject({ nome: 'Para todos', alvo: { tipo: 'todos' } });
    expect((await listar(cliente, 'TO_CLIENT')).json().listas.map((l: { idlista: number }) => l.idlista)).toContain(
      criada.idlista,
    );
    const codigoRuim = await painel(admin, 'POST', {
      nome: 'Ruim',
      alvo: { tipo: 'todos' },
      produtos: [{ codigo: 2_000_000_000, quantidade: 1 }],
    });
    expect(codigoRuim.statusCode).toBe(400);
    expect(codigoRuim.json().mensagem).toBe('Código 2000000000 não encontrado nesta loja: nada foi salvo.');
    const semAlvo = await painel(admin, 'POST', {
      nome: 'Sem alvo',
      alvo: { tipo: 'cliente', idcliente: 2_000_000_000 },
      produtos: [{ codigo: produtos.simples!.idcadastroextraproduto, quantidade: 1 }],
    });
    expect(semAlvo.statusCode).toBe(400);
    expect(semAlvo.json().codigo).toBe('lista.alvo-invalido');
    const encerrada = await painel(admin, 'DELETE', undefined, criada.idlista);
    expect(encerrada.json()).toMatchObject({ ativa: false });
    expect((await listar(cliente, 'TO_CLIENT')).json().listas.map((l: { idlista: number }) => l.idlista)).not.toContain(
      criada.idlista,
    );
    // A client's own list is not the desk's.
    const propria = (await salvar(cliente, { nome: 'Minha' })).json().idlista;
    expect((await painel(admin, 'DELETE', undefined, propria)).statusCode).toBe(404);
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listas_compra WHERE nome = 'Ruim'`.execute(
      t.db,
    );
    expect(total.rows[0]?.n).toBe(0);
  });
});

describe('the demo lists (server/db/seed/listas.ts)', () => {
  /** A live session for a demo account (Maria: user 1, client 1; Mercado Bom Preço: user 2, client 2). */
  const sessaoDemo = async (idusuario: number, idcliente: number): Promise<SessaoDeTeste> => {
    const token = `sess_${randomBytes(24).toString('hex')}`;
    await t.db
      .insertInto('sessoes')
      .values({
        token_hash: hashToken(token),
        idusuario,
        idcliente,
        idfornecedor: t.aurora,
        papel: 'cliente',
        expira_em: new Date(Date.now() + 3_600_000),
      })
      .execute();
    return { token, idusuario, idcliente };
  };

  it("Maria has 'Compra semanal' and 'Padaria' and sees Aurora's suggested 'Kit café da manhã'; Mercado Bom Preço sees none of them", async () => {
    const maria = await sessaoDemo(1, 1);
    const bomPreco = await sessaoDemo(2, 2);
    const nomes = async (s: SessaoDeTeste, tipo: 'FROM_CLIENT' | 'TO_CLIENT') =>
      (await listar(s, tipo)).json().listas.map((l: { nome: string }) => l.nome);
    expect((await nomes(maria, 'FROM_CLIENT')).sort()).toEqual(['Compra semanal', 'Padaria']);
    expect(await nomes(maria, 'TO_CLIENT')).toContain('Kit café da manhã');
    expect(await nomes(bomPreco, 'FROM_CLIENT')).toEqual([]);
    expect(await nomes(bomPreco, 'TO_CLIENT')).not.toContain('Kit café da manhã');
  });
});
