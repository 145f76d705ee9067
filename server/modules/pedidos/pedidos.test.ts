import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../sessao';
import { buildTestApp, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, novaChave, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from './pedidos-teste';

let t: TestApp;
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let data: string | null;

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await t?.close();
});

const estoque = async (id: number) =>
  Number(
    (
      await t.db
        .selectFrom('produtos')
        .select('maximo_disponivel_milesimos')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).maximo_disponivel_milesimos,
  );

describe('submeterPedido', () => {
  it('records the order recomputed by the server, takes the stock, empties the cart, queues the e-mail; the key replays it', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, 5);
    await t.db
      .insertInto('carrinhos')
      .values({
        idcliente: cliente.idcliente,
        idfornecedor: t.aurora,
        idtipoassinatura: null,
        atualizado_em: new Date(),
      })
      .execute();
    await t.db
      .insertInto('carrinho_itens')
      .values({
        idcliente: cliente.idcliente,
        idfornecedor: t.aurora,
        idproduto: id,
        quantidade_milesimos: 2000,
        preco_atendente_centavos: null,
      })
      .execute();
    await t.app.email.aguardarEntregas(); // e-mail goes out through the job queue
    const emailsAntes = (await t.db.selectFrom('outbox_email').select('id').execute()).length;
    // Prices the browser sends are ignored.
    const corpo = corpoPedido(t.aurora, [{ id, quantidade: 2, preco: 0.01 } as never], data, {
      anotacoes: 'Portão azul',
      numPedidoCliente: 'OC-7',
    });
    const chave = novaChave();
    const res = await submeter(t.app, cliente.token, cliente.idcliente, corpo, chave);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.numpedido).toBeGreaterThanOrEqual(100001);
    expect(r.status).toBe('ENVIADO');
    expect(r.taxaentrega).toBe(0);
    expect(r.mensagemSucesso).toContain(String(r.numpedido));
    expect(await estoque(id)).toBe(3000);
    expect(
      await t.db.selectFrom('carrinho_itens').select('idproduto').where('idcliente', '=', cliente.idcliente).execute(),
    ).toEqual([]);
    await t.app.email.aguardarEntregas();
    const emails = await t.db.selectFrom('outbox_email').selectAll().orderBy('id').execute();
    expect(emails.length).toBe(emailsAntes + 1);
    expect(emails.at(-1)?.assunto).toContain(`Pedido ${r.numpedido}`);

    const detalhe = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/${cliente.token}/order/${r.numpedido}?idfornecedor=${t.aurora}`,
    });
    expect(detalhe.statusCode, detalhe.body).toBe(200);
    const d = detalhe.json();
    // Each line with the supplier's code, the one quick order takes (issue 35).
    const { idcadastroextraproduto: codigo } = await t.db
      .selectFrom('produtos')
      .select('idcadastroextraproduto')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(d.itens).toEqual([
      // A product with no EAN: null (the receipt's test shows one with it).
      expect.objectContaining({ id, codigo, ean: null, quantidade: 2, precoUnitario: 10, total: 20, unidade: 'UN' }),
    ]);
    expect(d.subtotal).toBe(20);
    expect(d.totalpedido).toBe(r.totalpedido);
    expect(Math.round((d.subtotal - d.desconto + d.taxaentrega) * 100)).toBe(Math.round(r.totalpedido * 100));
    expect(d.canalVenda).toBe('WEB');
    expect(d.anotacoes).toBe('Portão azul');
    expect(d.numPedidoCliente).toBe('OC-7');
    expect(d.entrega).toMatchObject({ tipoEntrega: 'RETIRADA', dataEntrega: data, loja: { idloja: 1 } });
    expect(d.pagamento).toMatchObject({ idformapagto: 4, tipo: 'DINHEIRO', quantParcelas: 1 });
    expect(d.historico).toEqual([expect.objectContaining({ status: 'ENVIADO' })]);
    expect(d.emitidoPor).toBeNull();

    // Same key, same body: the first answer again, nothing taken twice.
    const replay = await submeter(t.app, cliente.token, cliente.idcliente, corpo, chave);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(r);
    expect(await estoque(id)).toBe(3000);
    // Same key, another body.
    const outroCorpo = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      { ...corpo, itens: [{ id, quantidade: 1 }] },
      chave,
    );
    expect(outroCorpo.statusCode).toBe(409);
    expect(outroCorpo.json().codigo).toBe('pedido.chave-reutilizada');
    // Another key, the same order within 30 s.
    const dup = await submeter(t.app, cliente.token, cliente.idcliente, corpo, novaChave());
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      codigo: 'pedido.duplicado',
      mensagem: 'Um pedido idêntico foi feito há poucos segundos.',
      numpedido: r.numpedido,
    });
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido/duplicidade`,
      payload: corpo,
    });
    expect(check.json()).toEqual({ duplicado: true, numpedido: r.numpedido });
    const checkOutro = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido/duplicidade`,
      payload: { ...corpo, anotacoes: 'outro' },
    });
    expect(checkOutro.json()).toEqual({ duplicado: false, numpedido: null });

    // The list (session from Bearer), and another client sees none of it.
    const lista = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/pedido/cliente/${cliente.idcliente}?idfornecedor=${t.aurora}`,
      headers: { authorization: `Bearer ${cliente.token}` },
    });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json()).toMatchObject({
      total: 1,
      temMais: false,
      pedidos: [
        { numpedido: r.numpedido, quantidadeItens: 1, formaPagamento: 'Dinheiro na entrega', tipoEntrega: 'RETIRADA' },
      ],
    });
    const alheio = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/${outro.token}/order/${r.numpedido}?idfornecedor=${t.aurora}`,
    });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toEqual({ mensagem: 'Pedido não encontrado.', codigo: 'pedido.nao-encontrado' });
    const listaAlheia = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/pedido/cliente/${cliente.idcliente}?idfornecedor=${t.aurora}`,
      headers: { authorization: `Bearer ${outro.token}` },
    });
    expect(listaAlheia.statusCode).toBe(403);
    const avaliarAlheio = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${outro.token}/pedido/${r.numpedido}/avaliar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nota=1',
    });
    expect(avaliarAlheio.statusCode).toBe(404);
    const submeterPorOutro = await submeter(t.app, outro.token, cliente.idcliente, corpo);
    expect(submeterPorOutro.statusCode).toBe(403);
    expect(submeterPorOutro.json().codigo).toBe('sessao.cliente-invalido');
  });

  it('rates only a delivered order (form-encoded)', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const res = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], data),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { numpedido } = res.json();
    const avaliar = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/app/${cliente.token}/pedido/${numpedido}/avaliar`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'nota=5&comentario=Chegou+tudo+certo',
      });
    const cedo = await avaliar();
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().codigo).toBe('pedido.avaliacao-indisponivel');
    await t.db.updateTable('pedidos').set({ status: 'ENTREGUE' }).where('numpedido', '=', numpedido).execute();
    const ok = await avaliar();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ avaliacao: 5, comentarioAvaliacao: 'Chegou tudo certo' });
    const invalida = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${cliente.token}/pedido/${numpedido}/avaliar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nota=9',
    });
    expect(invalida.statusCode).toBe(400);
  });

  it('refuses: no key, an empty cart, no stock (before and at the update), unavailable product, bad quantity, bad date, no permission', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, 1, 'Café de teste');
    const semChave = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], data),
      null,
    );
    expect(semChave.statusCode).toBe(400);
    expect(semChave.json().codigo).toBe('pedido.chave-ausente');
    const vazio = await submeter(t.app, cliente.token, cliente.idcliente, corpoPedido(t.aurora, [], data));
    expect(vazio.json()).toEqual({
      mensagem: 'O carrinho está vazio. Experimente adicionar alguns produtos',
      codigo: 'pedido.carrinho-vazio',
    });
    expect(vazio.statusCode).toBe(400);
    // 2 asked, 1 left: the conditional update refuses, nothing is taken.
    const muito = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 2 }], data),
    );
    expect(muito.statusCode).toBe(409);
    expect(muito.json()).toMatchObject({ codigo: 'pedido.sem-estoque', itensName: ['Café de teste'] });
    expect(await estoque(id)).toBe(1000);
    // All or nothing: with a second product in stock, neither is taken.
    const outroId = await produtoDeTeste(t.db, t.aurora, 5);
    const misto = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(
        t.aurora,
        [
          { id: outroId, quantidade: 1 },
          { id, quantidade: 2 },
        ],
        data,
      ),
    );
    expect(misto.statusCode).toBe(409);
    expect(await estoque(outroId)).toBe(5000);
    await t.db.updateTable('produtos').set({ maximo_disponivel_milesimos: 0 }).where('id', '=', id).execute();
    const zerado = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], data),
    );
    expect(zerado.json()).toMatchObject({ codigo: 'pedido.sem-estoque', itensName: ['Café de teste'] });
    await t.db.updateTable('produtos').set({ ativo: false }).where('id', '=', id).execute();
    const inativo = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], data),
    );
    expect(inativo.statusCode).toBe(422);
    expect(inativo.json().codigo).toBe('pedido.produto-indisponivel');
    // Below the minimum per order (the cart's quantity rule): refused, not silently raised.
    await t.db.updateTable('produtos').set({ min_por_pedido_milesimos: 2000 }).where('id', '=', outroId).execute();
    const poucos = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: outroId, quantidade: 1 }], data),
    );
    expect(poucos.statusCode).toBe(422);
    expect(poucos.json().codigo).toBe('pedido.quantidade-invalida');
    await t.db.updateTable('produtos').set({ min_por_pedido_milesimos: null }).where('id', '=', outroId).execute();
    const dataRuim = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: outroId, quantidade: 1 }], '2001-01-01'),
    );
    expect(dataRuim.statusCode).toBe(422);
    expect(dataRuim.json().codigo).toBe('entrega.data-invalida');
    const pagamentoRuim = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: outroId, quantidade: 1 }], data, {
        formaPagamento: { idformapagto: 11, quantParcelas: 1 },
      }),
    );
    expect(pagamentoRuim.statusCode).toBe(422);
    expect(pagamentoRuim.json().codigo).toBe('pagamento.forma-invalida');
    expect(await estoque(outroId)).toBe(5000);

    // A linked user who is not the principal and lacks submissao_pedido.
    const vinculado = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'usuario_vinculado' });
    await t.db.updateTable('usuarios').set({ principal: false }).where('idusuario', '=', vinculado.idusuario).execute();
    const negado = await submeter(
      t.app,
      vinculado.token,
      vinculado.idcliente,
      corpoPedido(t.aurora, [{ id: outroId, quantidade: 1 }], data),
    );
    expect(negado.statusCode).toBe(403);
    expect(negado.json().codigo).toBe('pedido.sem-permissao');
    // With the permission: allowed, and the order says who placed it.
    await t.db
      .insertInto('usuario_clientes')
      .values({ idusuario: vinculado.idusuario, idcliente: vinculado.idcliente, principal: false })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.db
      .insertInto('usuario_cliente_permissoes')
      .values({ idusuario: vinculado.idusuario, idcliente: vinculado.idcliente, idpermissao: 'submissao_pedido' })
      .execute();
    const permitido = await submeter(
      t.app,
      vinculado.token,
      vinculado.idcliente,
      corpoPedido(t.aurora, [{ id: outroId, quantidade: 1 }], data),
    );
    expect(permitido.statusCode, permitido.body).toBe(200);
    const lista = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/pedido/cliente/${vinculado.idcliente}?idfornecedor=${t.aurora}`,
      headers: { authorization: `Bearer ${vinculado.token}` },
    });
    expect(lista.json().pedidos[0].emitidoPor).toMatch(/^Usuário Teste/);
    // Anonymous: 401.
    const anonimo = await submeter(
      t.app,
      `anon-${'a'.repeat(32)}`,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id: outroId, quantidade: 1 }], data),
    );
    expect(anonimo.statusCode).toBe(401);
  });

  it('applies the coupon the cart would: a better manual one, else the automatic one (AURORA5)', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const manual = await submeter(
      t.app,
      s.token,
      s.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 10 }], data, { cupom: 'aurora10' }),
    );
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json()).toMatchObject({ totalpedido: 90, dadospedido: { cupom: 'AURORA10' } });
    const vencido = await submeter(
      t.app,
      s.token,
      s.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 10 }], data, { cupom: 'VERAO2025', anotacoes: 'outro' }),
    );
    expect(vencido.statusCode, vencido.body).toBe(200);
    expect(vencido.json()).toMatchObject({ totalpedido: 95, dadospedido: { cupom: 'AURORA5' } });
    const d = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/app/${s.token}/order/${vencido.json().numpedido}?idfornecedor=${t.aurora}`,
      })
    ).json();
    expect(d).toMatchObject({ subtotal: 100, desconto: 5, totalpedido: 95 });
  });

  it('makes a MANUAL order from a cart an attendant holds, at the attendant price', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const id = await produtoDeTeste(t.db, t.aurora, null);
    await t.db
      .insertInto('carrinhos')
      .values({ idcliente: s.idcliente, idfornecedor: t.aurora, idtipoassinatura: null, atualizado_em: new Date() })
      .execute();
    await t.db
      .insertInto('carrinho_itens')
      .values({
        idcliente: s.idcliente,
        idfornecedor: t.aurora,
        idproduto: id,
        quantidade_milesimos: 3000,
        preco_atendente_centavos: 700,
      })
      .execute();
    const res = await submeter(t.app, s.token, s.idcliente, corpoPedido(t.aurora, [{ id, quantidade: 3 }], data));
    expect(res.statusCode, res.body).toBe(200);
    const d = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/app/${s.token}/order/${res.json().numpedido}?idfornecedor=${t.aurora}`,
      })
    ).json();
    expect(d.canalVenda).toBe('MANUAL');
    expect(d.itens[0]).toMatchObject({ precoUnitario: 7, total: 21 });
  });

  it('lists the demo orders of Mercado Bom Preço, with the one Ana placed; new orders are numbered after them', async () => {
    const token = `sess_${'b'.repeat(40)}`;
    await t.db
      .insertInto('sessoes')
      .values({
        token_hash: hashToken(token),
        idusuario: 2,
        idcliente: 2,
        idfornecedor: t.aurora,
        papel: 'cliente',
        expira_em: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const lista = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/pedido/cliente/2?idfornecedor=${t.aurora}&ordenacao=antigos&limit=2`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json()).toMatchObject({
      total: 3,
      temMais: true,
      pedidos: [
        { numpedido: 100004, status: 'ENTREGUE', avaliacao: 5 },
        { numpedido: 100006, status: 'PRONTO_RETIRADA' },
      ],
    });
    const pagina2 = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/pedido/cliente/2?idfornecedor=${t.aurora}&ordenacao=antigos&limit=2&page=2`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pagina2.json()).toMatchObject({
      total: 3,
      temMais: false,
      pedidos: [{ numpedido: 100005, emitidoPor: 'Ana Souza' }],
    });
    const detalhe = await t.app.inject({
      method: 'GET',
      url: `/api/v2/app/${token}/order/100004?idfornecedor=${t.aurora}`,
    });
    expect(detalhe.json().historico.map((h: { status: string }) => h.status)).toEqual(['ENVIADO', 'PAGO', 'ENTREGUE']);
    const novos = await t.db
      .selectFrom('pedidos')
      .select('numpedido')
      .where('idcliente', '=', cliente.idcliente)
      .execute();
    expect(novos.length).toBeGreaterThan(0);
    expect(novos.every((p) => p.numpedido > 100006)).toBe(true);
  });

  it('a supplier with support-budget and price variance by payment: a budget, priced with the Pix discount', async () => {
    const { tags } = await t.db
      .selectFrom('fornecedores')
      .select('tags')
      .where('idfornecedor', '=', t.aurora)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('fornecedores')
      .set({ tags: JSON.stringify([...tags, 'support-budget', 'support-price-variance-by-payment']) })
      .where('idfornecedor', '=', t.aurora)
      .execute();
    // A second app: the first one keeps Aurora's row in its cache.
    const app = buildTestApp(t);
    await app.ready();
    try {
      const s = await criarSessao(t.db, { idfornecedor: t.aurora });
      const id = await produtoDeTeste(t.db, t.aurora, null);
      const res = await submeter(
        app,
        s.token,
        s.idcliente,
        corpoPedido(t.aurora, [{ id, quantidade: 10 }], data, {
          formaPagamento: { idformapagto: 1, quantParcelas: 1 },
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      // R$ 10,00 − 3 % (Pix) = R$ 9,70 a unit; × 10 = R$ 97,00; the automatic 5 % leaves R$ 92,15.
      expect(res.json()).toMatchObject({
        status: 'ORCAMENTO_NOVO',
        totalpedido: 92.15,
        dadospedido: { cupom: 'AURORA5' },
      });
      const d = (
        await app.inject({
          method: 'GET',
          url: `/api/v2/app/${s.token}/order/${res.json().numpedido}?idfornecedor=${t.aurora}`,
        })
      ).json();
      expect(d).toMatchObject({
        orcamento: true,
        status: 'ORCAMENTO_NOVO',
        itens: [{ precoUnitario: 9.7, total: 97 }],
        historico: [{ status: 'ORCAMENTO_NOVO' }],
      });
    } finally {
      await app.close();
      await t.db
        .updateTable('fornecedores')
        .set({ tags: JSON.stringify(tags) })
        .where('idfornecedor', '=', t.aurora)
        .execute();
    }
  });
});
