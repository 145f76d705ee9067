/**
 * Availability alerts through the API (inject) with a REAL SMTP server (smtp-server on 127.0.0.1):
 * subscribe, the state, remove; the session, client and supplier checks; the stock update's
 * role check; and the e-mail sent exactly once per subscription when the product returns.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { criarSessao, openSeededTestDatabase, type SessaoDeTeste, type TestDatabase } from '../../testing/test-app';
import { CLIENTE_INVALIDO, FORNECEDOR_INVALIDO, PRODUTO_DISPONIVEL, SOMENTE_ADMIN } from './notificacao-service';

/** Seeded out of stock at Aurora (maximo_disponivel 0; Aurora has enable-stock-control). */
const SLUG_ESGOTADO = 'refrigerante-laranja-serra-azul-2-l';

let smtp: SmtpSink;
let database: TestDatabase;
let app: FastifyInstance;
let esgotado: { id: number; idcadastroextraproduto: number; nome: string };
let disponivel: { id: number; idcadastroextraproduto: number };
let admin: SessaoDeTeste;

beforeAll(async () => {
  smtp = await startSmtpSink();
  database = await openSeededTestDatabase();
  app = buildApp({
    config: testConfig({ smtpUrl: smtp.url, rateLimitMax: 0 }),
    db: database.db,
    dbKind: database.kind,
    logger: false,
  });
  await app.ready();
  esgotado = await database.db
    .selectFrom('produtos')
    .select(['id', 'idcadastroextraproduto', 'nome', 'maximo_disponivel_milesimos'])
    .where('idfornecedor', '=', database.aurora)
    .where('slug', '=', SLUG_ESGOTADO)
    .executeTakeFirstOrThrow()
    .then((p) => {
      expect(p.maximo_disponivel_milesimos).toBe(0);
      return p;
    });
  disponivel = await database.db
    .selectFrom('produtos')
    .select(['id', 'idcadastroextraproduto'])
    .where('idfornecedor', '=', database.aurora)
    .where('maximo_disponivel_milesimos', 'is', null)
    .where('ativo', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  admin = await criarSessao(database.db, { idfornecedor: database.aurora, papel: 'admin_fornecedor' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function inscrever(s: SessaoDeTeste, corpo: Partial<Record<string, unknown>> = {}, headers = bearer(s.token)) {
  return app.inject({
    method: 'POST',
    url: '/api/v4/notificacao/alerta-disponibilidade',
    headers,
    payload: {
      idcliente: s.idcliente,
      idfornecedor: database.aurora,
      idproduto: esgotado.id,
      idcadastroextraproduto: esgotado.idcadastroextraproduto,
      ...corpo,
    },
  });
}
function remover(s: SessaoDeTeste, corpo: Partial<Record<string, unknown>> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v4/notificacao/alerta-disponibilidade/remove',
    headers: bearer(s.token),
    payload: {
      idcliente: s.idcliente,
      idfornecedor: database.aurora,
      idcadastroextraproduto: esgotado.idcadastroextraproduto,
      ...corpo,
    },
  });
}
function estado(s: SessaoDeTeste, headers: Record<string, string> = bearer(s.token)) {
  return app.inject({
    url: `/api/v4/notificacao/alerta-disponibilidade?idcliente=${s.idcliente}&idfornecedor=${database.aurora}&idcadastroextraproduto=${esgotado.idcadastroextraproduto}`,
    headers,
  });
}
function estoque(
  token: string | null,
  produtos: { idproduto: number; maximo_disponivel: number | null }[],
  idfornecedor = database.aurora,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v4/fornecedor/${idfornecedor}/estoque`,
    headers: token ? bearer(token) : {},
    payload: { produtos },
  });
}

describe('subscribing to an availability alert', () => {
  it('subscribes once (Bearer or the sf_token cookie), says so, and removes', async () => {
    const s = await criarSessao(database.db, { idfornecedor: database.aurora });
    expect((await estado(s)).json()).toMatchObject({ inscrito: false, criado_em: null });

    const r = await inscrever(s);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      idcliente: s.idcliente,
      idproduto: esgotado.id,
      idcadastroextraproduto: esgotado.idcadastroextraproduto,
      inscrito: true,
    });
    expect(typeof r.json().criado_em).toBe('string');
    // Again, through the storefront's cookie: the same waiting subscription, no second row.
    const deNovo = await inscrever(s, {}, { cookie: `sf_token=${s.token}` } as never);
    expect(deNovo.statusCode).toBe(200);
    expect(deNovo.json().criado_em).toBe(r.json().criado_em);
    const linhas = await database.db
      .selectFrom('alertas_disponibilidade')
      .selectAll()
      .where('idcliente', '=', s.idcliente)
      .execute();
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ idusuario: s.idusuario, enviado_em: null, origem: 'http://localhost:80' });
    expect((await estado(s, { cookie: `sf_token=${s.token}` })).json().inscrito).toBe(true);

    const fora = await remover(s);
    expect(fora.statusCode).toBe(200);
    expect(fora.json()).toMatchObject({ inscrito: false, criado_em: null });
    expect((await estado(s)).json().inscrito).toBe(false);
    expect(
      await database.db
        .selectFrom('alertas_disponibilidade')
        .selectAll()
        .where('idcliente', '=', s.idcliente)
        .execute(),
    ).toHaveLength(0);
    // Removing none is not an error.
    expect((await remover(s)).statusCode).toBe(200);
  });

  it('refuses a product that is on the shelf (409) and a product that does not match (404)', async () => {
    const s = await criarSessao(database.db, { idfornecedor: database.aurora });
    const naPrateleira = await inscrever(s, {
      idproduto: disponivel.id,
      idcadastroextraproduto: disponivel.idcadastroextraproduto,
    });
    expect(naPrateleira.statusCode).toBe(409);
    expect(naPrateleira.json()).toEqual({ mensagem: PRODUTO_DISPONIVEL, codigo: 'alerta.produto-disponivel' });
    const trocado = await inscrever(s, { idcadastroextraproduto: disponivel.idcadastroextraproduto });
    expect(trocado.statusCode).toBe(404);
    expect(trocado.json().mensagem).toBe('Produto não encontrado.');
    // A ConstruForte product through an Aurora session is not found at Aurora.
    const alheio = await database.db
      .selectFrom('produtos')
      .select(['id', 'idcadastroextraproduto'])
      .where('idfornecedor', '=', database.construforte)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(
      (await inscrever(s, { idproduto: alheio.id, idcadastroextraproduto: alheio.idcadastroextraproduto })).statusCode,
    ).toBe(404);
  });

  it('refuses no session (401), another client (403) and another supplier (403), in pt-BR', async () => {
    const s = await criarSessao(database.db, { idfornecedor: database.aurora });
    const outro = await criarSessao(database.db, { idfornecedor: database.aurora });
    const daConstruforte = await criarSessao(database.db, { idfornecedor: database.construforte });

    const semSessao = await inscrever(s, {}, {} as never);
    expect(semSessao.statusCode).toBe(401);
    expect(semSessao.json()).toEqual({
      mensagem: 'Sessão expirada, efetue login novamente',
      codigo: expect.any(String),
    });
    expect((await estado(s, {})).statusCode).toBe(401);

    const alheio = await inscrever(s, { idcliente: outro.idcliente });
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json()).toEqual({ mensagem: CLIENTE_INVALIDO, codigo: 'sessao.cliente-invalido' });
    expect((await remover(s, { idcliente: outro.idcliente })).statusCode).toBe(403);
    expect((await estado({ ...s, idcliente: outro.idcliente })).statusCode).toBe(403);

    // A ConstruForte client naming Aurora, and an Aurora client naming ConstruForte.
    const cruzado = await inscrever(daConstruforte);
    expect(cruzado.statusCode).toBe(403);
    expect(cruzado.json()).toEqual({ mensagem: FORNECEDOR_INVALIDO, codigo: 'sessao.fornecedor-invalido' });
    expect((await inscrever(s, { idfornecedor: database.construforte })).statusCode).toBe(403);
    expect(
      await database.db
        .selectFrom('alertas_disponibilidade')
        .selectAll()
        .where('idcliente', 'in', [s.idcliente, outro.idcliente, daConstruforte.idcliente])
        .execute(),
    ).toHaveLength(0);
  });
});

describe('the stock update', () => {
  it('is the supplier admin’s only: none 401, a client 403, another supplier’s admin 403, a foreign product 404 with nothing written', async () => {
    const cliente = await criarSessao(database.db, { idfornecedor: database.aurora });
    const adminConstruforte = await criarSessao(database.db, {
      idfornecedor: database.construforte,
      papel: 'admin_fornecedor',
    });
    const produtos = [{ idproduto: esgotado.id, maximo_disponivel: 5 }];
    expect((await estoque(null, produtos)).statusCode).toBe(401);
    const doCliente = await estoque(cliente.token, produtos);
    expect(doCliente.statusCode).toBe(403);
    expect(doCliente.json()).toEqual({ mensagem: SOMENTE_ADMIN, codigo: 'estoque.somente-admin' });
    expect((await estoque(adminConstruforte.token, produtos)).statusCode).toBe(403);
    const alheio = await database.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', database.construforte)
      .limit(1)
      .executeTakeFirstOrThrow();
    const misto = await estoque(admin.token, [...produtos, { idproduto: alheio.id, maximo_disponivel: 3 }]);
    expect(misto.statusCode).toBe(404);
    const linha = await database.db
      .selectFrom('produtos')
      .select('maximo_disponivel_milesimos')
      .where('id', '=', esgotado.id)
      .executeTakeFirstOrThrow();
    expect(linha.maximo_disponivel_milesimos).toBe(0);
  });

  it('e-mails each waiting alert exactly once when the product returns; a new stock-out alerts only a new subscription', async () => {
    const ana = await criarSessao(database.db, { idfornecedor: database.aurora });
    const bia = await criarSessao(database.db, { idfornecedor: database.aurora });
    expect((await inscrever(ana)).statusCode).toBe(200);
    expect((await inscrever(bia)).statusCode).toBe(200);
    expect((await remover(bia)).statusCode).toBe(200); // Bia changed her mind: no e-mail for her.
    const emailAna = (
      await database.db
        .selectFrom('usuarios')
        .select('email')
        .where('idusuario', '=', ana.idusuario)
        .executeTakeFirstOrThrow()
    ).email;
    const antes = smtp.total();

    const chegando = smtp.proximaMensagem();
    const volta = await estoque(admin.token, [{ idproduto: esgotado.id, maximo_disponivel: 12 }]);
    expect(volta.statusCode).toBe(200);
    expect(volta.json()).toEqual({ atualizados: 1, alertasDisparados: 1 });
    const mensagem = await chegando;
    await app.notificacaoService.aguardarEnvios();
    await app.email.aguardarEntregas(); // delivered by the job queue
    expect(smtp.total() - antes).toBe(1);
    expect(mensagem.to && 'text' in mensagem.to ? mensagem.to.text : '').toBe(emailAna);
    expect(mensagem.subject).toBe(`Chegou: ${esgotado.nome} | Distribuidora Aurora`);
    expect(mensagem.text).toContain(`Ver produto: http://localhost/aurora/produto/${SLUG_ESGOTADO}`);
    expect(mensagem.html).toContain('O produto que você esperava chegou');
    expect(
      (
        await database.db
          .selectFrom('produtos')
          .select('maximo_disponivel_milesimos')
          .where('id', '=', esgotado.id)
          .executeTakeFirstOrThrow()
      ).maximo_disponivel_milesimos,
    ).toBe(12_000);
    expect((await estado(ana)).json().inscrito).toBe(false);

    // More stock, and the same again: nothing more is sent.
    expect((await estoque(admin.token, [{ idproduto: esgotado.id, maximo_disponivel: 30 }])).json()).toEqual({
      atualizados: 1,
      alertasDisparados: 0,
    });
    await app.notificacaoService.aguardarEnvios();
    await app.email.aguardarEntregas(); // delivered by the job queue
    expect(smtp.total() - antes).toBe(1);
    // Available: a new subscription is refused; sold out again, Ana subscribes anew and is told again.
    expect((await inscrever(ana)).statusCode).toBe(409);
    expect((await estoque(admin.token, [{ idproduto: esgotado.id, maximo_disponivel: 0 }])).json()).toEqual({
      atualizados: 1,
      alertasDisparados: 0,
    });
    expect((await inscrever(ana)).statusCode).toBe(200);
    const segunda = smtp.proximaMensagem();
    expect((await estoque(admin.token, [{ idproduto: esgotado.id, maximo_disponivel: 2 }])).json()).toEqual({
      atualizados: 1,
      alertasDisparados: 1,
    });
    await segunda;
    await app.notificacaoService.aguardarEnvios();
    await app.email.aguardarEntregas(); // delivered by the job queue
    expect(smtp.total() - antes).toBe(2);
    const linhas = await database.db
      .selectFrom('alertas_disponibilidade')
      .selectAll()
      .where('idcliente', '=', ana.idcliente)
      .execute();
    expect(linhas).toHaveLength(2);
    expect(linhas.every((l) => l.enviado_em !== null)).toBe(true);
  });
});
