/**
 * The ERP's side of the orders (issue 33, item 4), as an ERP calls it: the order feed by cursor
 * (every Aurora order once, in pages, an empty page keeps the cursor, a changed order comes back),
 * the status it sets (only the desk's moves: the others refused in pt-BR; the same status again is
 * a no-op), the delivery date, the scopes, another supplier's order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';
import { CURSOR_INVALIDO, DATA_INVALIDA, lerCursor } from './pedidos-erp';

let t: TestApp;
let leitura: string;
let escrita: string;
let numpedido: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function chave(escopos: string[]): Promise<string> {
  const admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
    headers: bearer(admin.token),
    payload: { nome: `ERP ${escopos.join(' ')}`, escopos, limitePorMinuto: 1000 },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().chave;
}

async function feed(cursor: string | null, limite = 3) {
  const r = await t.app.inject({
    url: `/api/v4/integracao/${t.aurora}/pedidos?limite=${limite}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    headers: bearer(leitura),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    pedidos: { numpedido: number; status: string; dataEntrega: string | null }[];
    proximoCursor: string;
    temMais: boolean;
  };
}

beforeAll(async () => {
  t = await startTestApp();
  leitura = await chave(['orders:read']);
  escrita = await chave(['orders:read', 'orders:write']);
  const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  const idproduto = await produtoDeTeste(t.db, t.aurora, null);
  const r = await submeter(
    t.app,
    cliente.token,
    cliente.idcliente,
    corpoPedido(t.aurora, [{ id: idproduto, quantidade: 1 }], await primeiraData(t.db, RETIRADA_AURORA)),
  );
  expect(r.statusCode, r.body).toBe(200);
  numpedido = r.json().numpedido;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the order feed', () => {
  let cursorFinal: string;

  it('hands out every order of the supplier once, in pages, and an empty page keeps the cursor', async () => {
    const vistos: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const pagina = await feed(cursor);
      vistos.push(...pagina.pedidos.map((p) => p.numpedido));
      expect(pagina.pedidos.length).toBeLessThanOrEqual(3);
      cursor = pagina.proximoCursor;
      if (!pagina.temMais) break;
    }
    const daAurora = await t.db
      .selectFrom('pedidos')
      .select('numpedido')
      .where('idfornecedor', '=', t.aurora)
      .execute();
    expect([...vistos].sort((a, b) => a - b)).toEqual(daAurora.map((p) => p.numpedido).sort((a, b) => a - b));
    expect(new Set(vistos).size).toBe(vistos.length);
    expect(vistos).toContain(numpedido);
    const vazia = await feed(cursor);
    expect(vazia).toEqual({ pedidos: [], proximoCursor: cursor, temMais: false });
    cursorFinal = cursor as string;
  });

  it('gives a changed order again, as it is now, after the cursor', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/integracao/${t.aurora}/pedidos/${numpedido}/status`,
      headers: bearer(escrita),
      payload: { status: 'SEPARANDO' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ numpedido, status: 'SEPARANDO' });
    const depois = await feed(cursorFinal);
    expect(depois.pedidos.map((p) => [p.numpedido, p.status])).toEqual([[numpedido, 'SEPARANDO']]);
  });

  it('refuses a malformed cursor in pt-BR', async () => {
    const r = await t.app.inject({
      url: `/api/v4/integracao/${t.aurora}/pedidos?cursor=abc`,
      headers: bearer(leitura),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ mensagem: CURSOR_INVALIDO, codigo: 'integracao.cursor-invalido' });
    expect(lerCursor('12.34')).toEqual({ xid: 12n, seq: 34n });
  });

  it('needs the scope orders:read', async () => {
    const sem = await chave(['catalogue']);
    const r = await t.app.inject({ url: `/api/v4/integracao/${t.aurora}/pedidos`, headers: bearer(sem) });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensagem).toBe("Esta chave de integração não tem o escopo 'orders:read'.");
  });
});

describe('the status the ERP sets', () => {
  const mudar = (status: string, token = escrita, n = numpedido, idfornecedor = t.aurora) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v4/integracao/${idfornecedor}/pedidos/${n}/status`,
      headers: bearer(token),
      payload: { status },
    });

  it('refuses a move the desk does not allow, in pt-BR', async () => {
    const r = await mudar('ENVIADO');
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      mensagem: "Não é possível passar o pedido de 'Em separação' para 'Recebido'.",
      codigo: 'pedido.status-invalido',
    });
    // A pickup order never goes out for delivery.
    const entrega = await mudar('EMENTREGA');
    expect(entrega.statusCode).toBe(409);
    expect(entrega.json().mensagem).toBe("Não é possível passar o pedido de 'Em separação' para 'Saiu para entrega'.");
  });

  it('moves along the desk rule, records the ERP in the history, and the same status again changes nothing', async () => {
    expect((await mudar('PRONTO_RETIRADA')).statusCode).toBe(200);
    const entregue = await mudar('ENTREGUE');
    expect(entregue.statusCode).toBe(200);
    expect(entregue.json().proximosStatus).toEqual([]);
    const denovo = await mudar('ENTREGUE');
    expect(denovo.statusCode).toBe(200);
    const historico = await t.db
      .selectFrom('pedido_historico')
      .select(['status', 'nome', 'idusuario'])
      .where('numpedido', '=', numpedido)
      .orderBy('id')
      .execute();
    expect(historico.filter((h) => h.status === 'ENTREGUE')).toEqual([
      { status: 'ENTREGUE', nome: 'ERP (ERP orders:read orders:write)', idusuario: null },
    ]);
    const depois = await mudar('SEPARANDO');
    expect(depois.statusCode).toBe(409);
    expect(depois.json().mensagem).toBe("Não é possível passar o pedido de 'Entregue' para 'Em separação'.");
  });

  it("needs orders:write, and an order that is not the supplier's is not found", async () => {
    const r = await mudar('CANCELADO', leitura);
    expect(r.statusCode).toBe(403);
    // The Aurora path with an order number Aurora does not have (another supplier's, or none): 404.
    const nao = await mudar('CANCELADO', escrita, 99_999_999);
    expect(nao.statusCode).toBe(404);
    expect(nao.json().mensagem).toBe('Pedido não encontrado.');
  });
});

describe('the delivery date the ERP sets', () => {
  it('sets a real date on an open order, refuses a date that does not exist and a delivered order', async () => {
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    const idproduto = await produtoDeTeste(t.db, t.aurora, null);
    const r = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: idproduto, quantidade: 1 }], await primeiraData(t.db, RETIRADA_AURORA)),
    );
    const aberto = r.json().numpedido as number;
    const definir = (n: number, dataEntrega: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v4/integracao/${t.aurora}/pedidos/${n}/data-entrega`,
        headers: bearer(escrita),
        payload: { dataEntrega },
      });
    const ok = await definir(aberto, '2031-03-14');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().dataEntrega).toBe('2031-03-14');
    const ruim = await definir(aberto, '2031-02-30');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ mensagem: DATA_INVALIDA, codigo: 'integracao.data-invalida' });
    const final = await definir(numpedido, '2031-03-14');
    expect(final.statusCode).toBe(409);
    expect(final.json().mensagem).toBe('Não é possível mudar a data de entrega de um pedido entregue ou cancelado.');
  });
});
