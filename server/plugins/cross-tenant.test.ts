/**
 * Tenant isolation, derived from the OpenAPI documents: EVERY operation of every version (a route
 * added later is covered without editing this test) is called
 * - with a session of a ConstruForte customer on Aurora's paths (a foreign supplier's token),
 * - with that session pointing at an Aurora client (`{token}~{idcliente of an Aurora client}`),
 * - with no session (an anonymous token),
 * - with an Aurora session on ConstruForte's paths (ConstruForte hides prices from anyone not
 *   logged in there).
 * No answer may be a 5xx, no answer may carry the Aurora client's data, a foreign client in the
 * path is refused (401, 403 or 404), and no price reaches a caller not logged in at ConstruForte.
 * Also: a client awaiting approval at ConstruForte sees no price and cannot order by price.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSIONS, listOperations, loadOpenApiDocument, type OpenApiDocument } from '../api/openapi-documents';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { DEMO_API_KEYS } from '../db/seed/demo-api-keys';
import { startFakeViaCep, type FakeViaCep } from '../testing/fake-viacep';
import {
  anonToken,
  criarSessao,
  jwtDeTeste,
  openSeededTestDatabase,
  type SessaoDeTeste,
  type TestDatabase,
} from '../testing/test-app';
import { corpoPedido, novaChave, primeiraData, produtoDeTeste } from '../modules/pedidos/pedidos-teste';

type Schema = Record<string, unknown>;

let database: TestDatabase;
let app: FastifyInstance;
/** The CEP provider the lookup reaches (a local fake of ViaCEP). */
let viacep: FakeViaCep;
/** The Aurora client whose data must not leak (unique name, e-mail and document). */
let vitima: SessaoDeTeste;
let dadosVitima: string[];
let idenderecoVitima: number;
let numpedidoVitima: number;
/** The victim's registration at Aurora (issue 33): no approval call may refuse or decide it for anyone else. */
let idcadastroVitima: number;
/** The subscription the victim's order became (issue 28): no call may show or cancel it for anyone else. */
let idassinaturaVitima: number;
/** The victim's title (issue 28): no invoice call may show it, its boleto or its number to anyone else. */
let idtituloVitima: number;
let slugAurora: string;
let slugConstruforte: string;
/** The victim's recommendation answer (issue 31): no one else may send feedback on it. */
let recomendacaoVitima: { sessao_id: string; item: number };
/** A valid picture (200 × 200 PNG) for the ERP's picture call (issue 33, item 2). */
let pngIntruso: Buffer;

beforeAll(async () => {
  database = await openSeededTestDatabase();
  // Offer a price ordering at ConstruForte, to show it is refused while prices are hidden.
  const row = await database.db
    .selectFrom('fornecedores')
    .select('ordenacoes_produto')
    .where('idfornecedor', '=', database.construforte)
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('fornecedores')
    .set({
      ordenacoes_produto: JSON.stringify([
        ...row.ordenacoes_produto,
        { idordenacao: 'preco-asc', descricao: 'Menor preço' },
      ]),
    })
    .where('idfornecedor', '=', database.construforte)
    .execute();
  viacep = await startFakeViaCep();
  app = buildApp({
    config: testConfig({ rateLimitMax: 0, maxInFlight: 1_000, cep: { providerUrl: viacep.url, timeoutMs: 5_000 } }),
    db: database.db,
    dbKind: database.kind,
    logger: false,
  });
  await app.ready();
  vitima = await criarSessao(database.db, { idfornecedor: database.aurora });
  const cliente = await database.db
    .selectFrom('clientes')
    .selectAll()
    .where('idcliente', '=', vitima.idcliente)
    .executeTakeFirstOrThrow();
  // The victim's address too (its street is unique): no address call may show it to anyone else.
  const endereco = await database.db
    .insertInto('enderecos')
    .values({
      idcliente: vitima.idcliente,
      idfornecedor: database.aurora,
      cep: '13015002',
      uf: 'SP',
      cidade: 'Campinas',
      bairro: 'Centro',
      rua: `Rua da Vitima ${vitima.idcliente}`,
      numero: '1',
      primario: true,
      // Issue 34: who receives there and the phone.
      destinatario: `Recebedor Vitima ${vitima.idcliente}`,
      telefone: '11987650000',
    })
    .returning('idendereco')
    .executeTakeFirstOrThrow();
  idenderecoVitima = endereco.idendereco;
  dadosVitima = [
    cliente.nome,
    cliente.email,
    cliente.documento,
    `Rua da Vitima ${vitima.idcliente}`,
    `Recebedor Vitima ${vitima.idcliente}`,
  ];
  idcadastroVitima = (
    await database.db
      .selectFrom('cadastros_cliente')
      .select('idcadastroextracliente')
      .where('idcliente', '=', vitima.idcliente)
      .where('idfornecedor', '=', database.aurora)
      .executeTakeFirstOrThrow()
  ).idcadastroextracliente;
  // The victim's order, delivered to that address, as a subscription: no order or subscription
  // call may show it (or cancel it) for anyone else.
  const idproduto = await produtoDeTeste(database.db, database.aurora, null);
  const tipo = await database.db
    .selectFrom('tipos_assinatura')
    .select('idtipoassinatura')
    .where('idfornecedor', '=', database.aurora)
    .orderBy('ordem')
    .executeTakeFirstOrThrow();
  const pedido = await app.inject({
    method: 'POST',
    url: `/api/v2/app/${vitima.token}/usuario/${vitima.idcliente}/pedido`,
    headers: { 'idempotency-key': novaChave() },
    payload: corpoPedido(database.aurora, [{ id: idproduto, quantidade: 1 }], await primeiraData(database.db, 1), {
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: 1, data_de_entrega: await primeiraData(database.db, 1) },
      enderecoentrega: { idendereco: idenderecoVitima },
      lojaRetira: null,
      idtipoassinatura: tipo.idtipoassinatura,
    }),
  });
  if (pedido.statusCode !== 200) throw new Error(`o pedido da vítima não foi criado: ${pedido.body}`);
  numpedidoVitima = pedido.json().numpedido;
  idassinaturaVitima = (
    await database.db
      .selectFrom('assinaturas')
      .select('idassinatura')
      .where('numpedido_origem', '=', numpedidoVitima)
      .executeTakeFirstOrThrow()
  ).idassinatura;
  const titulo = await database.db
    .insertInto('titulos')
    .values({
      idfornecedor: database.aurora,
      idcliente: vitima.idcliente,
      numpedido: numpedidoVitima,
      numero: `Titulo Vitima ${vitima.idcliente}`,
      vencimento: '2026-01-10',
      valor_centavos: 12_345,
    })
    .returning('idtitulo')
    .executeTakeFirstOrThrow();
  idtituloVitima = titulo.idtitulo;
  // The order's DANFE and NF-e XML (issue 34): no call may serve the note to anyone else.
  await database.db
    .insertInto('pedido_danfe')
    .values({
      numpedido: numpedidoVitima,
      chave: '3'.repeat(44),
      pdf: Buffer.from(`%PDF-1.4\n% Danfe Vitima ${vitima.idcliente}\n%%EOF\n`, 'latin1'),
      xml: Buffer.from(
        `<?xml version="1.0"?><nfeProc><dest><xNome>Nota Vitima ${vitima.idcliente}</xNome></dest></nfeProc>`,
      ),
      xml_anexado_em: new Date(),
    })
    .execute();
  dadosVitima.push(`Danfe Vitima ${vitima.idcliente}`, `Nota Vitima ${vitima.idcliente}`);
  dadosVitima.push(`Titulo Vitima ${vitima.idcliente}`);
  // The victim's chat room on that order (issue 30), with a message: no chat call may show it, nor write there.
  const sala = await database.db
    .insertInto('chat_salas')
    .values({
      idfornecedor: database.aurora,
      sala: `CODPED:${numpedidoVitima}`,
      canal: 'pedido',
      idcliente: vitima.idcliente,
      numpedido: numpedidoVitima,
      ultima_em: new Date(),
    })
    .returning('idsala')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('chat_mensagens')
    .values({
      idsala: sala.idsala,
      idusuario: vitima.idusuario,
      autor_tipo: 'cliente',
      autor_nome: 'Vitima',
      texto: `Mensagem Vitima ${vitima.idcliente}`,
      chave: 'vitima',
    })
    .execute();
  dadosVitima.push(`Mensagem Vitima ${vitima.idcliente}`);
  const produto = async (id: string) =>
    (
      await database.db
        .selectFrom('produtos')
        .select('slug')
        .where('idfornecedor', '=', id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).slug;
  const recomendacao = await app.inject({
    url: `/api/v4/sugestao/produtos/${database.aurora}/${vitima.idcliente}`,
    headers: { authorization: `Bearer ${vitima.token}` },
  });
  if (recomendacao.statusCode !== 200) throw new Error(`a recomendação da vítima falhou: ${recomendacao.body}`);
  const { sessao_id, produtos } = recomendacao.json() as { sessao_id: string; produtos: { id: number }[] };
  if (produtos[0] === undefined) throw new Error('a vítima não recebeu recomendações');
  recomendacaoVitima = { sessao_id, item: produtos[0].id };
  slugAurora = await produto(database.aurora);
  slugConstruforte = await produto(database.construforte);
  pngIntruso = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await viacep?.close();
});

function resolver(doc: OpenApiDocument, value: unknown): Schema {
  let atual = value as Schema;
  for (let i = 0; atual && typeof atual.$ref === 'string' && i < 20; i++) {
    let alvo: unknown = doc;
    for (const parte of (atual.$ref as string).slice(2).split('/'))
      alvo = (alvo as Record<string, unknown> | undefined)?.[parte];
    atual = (alvo ?? {}) as Schema;
  }
  return atual ?? {};
}

interface Parametro {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
}

function parametros(doc: OpenApiDocument, path: string, method: string): Parametro[] {
  const item = doc.paths[path] as Record<string, unknown>;
  const op = item[method.toLowerCase()] as Schema;
  return [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((raw) => {
    const p = resolver(doc, raw);
    return { name: String(p.name), in: String(p.in), required: p.required === true, schema: resolver(doc, p.schema) };
  });
}

interface Chamador {
  auth: string;
  authCliente: string;
  idfornecedor: string;
  slug: string;
  /** The session's jwttoken (the v4 calls' `Authorization: Bearer`); none when anonymous. */
  jwt?: string;
}

/** The jwttoken a login of this session would carry. */
const jwtDa = (s: SessaoDeTeste, idfornecedor: string) => jwtDeTeste({ app, db: database.db }, s, idfornecedor);

/**
 * The least body the document accepts (its required properties, each with a plain value), so that
 * an operation added later is walked past body validation without editing this test.
 */
function corpoMinimo(doc: OpenApiDocument, op: { path: string; method: string }): Record<string, unknown> {
  const item = doc.paths[op.path] as Record<string, Schema>;
  const requestBody = resolver(doc, item[op.method.toLowerCase()]?.requestBody);
  const conteudo = (requestBody.content as Record<string, Schema> | undefined)?.['application/json'];
  const schema = resolver(doc, conteudo?.schema);
  const corpo: Record<string, unknown> = {};
  for (const nome of (schema.required as string[] | undefined) ?? []) {
    const prop = resolver(doc, (schema.properties as Record<string, unknown> | undefined)?.[nome]);
    const tipo = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    corpo[nome] = Array.isArray(prop.enum)
      ? prop.enum[0]
      : tipo === 'array'
        ? []
        : tipo === 'object'
          ? {}
          : tipo === 'integer' || tipo === 'number'
            ? 1
            : tipo === 'boolean'
              ? true
              : 'a';
  }
  return corpo;
}

/** A request of the operation with valid values for `chamador`; a body for the POSTs. */
function montar(doc: OpenApiDocument, op: { path: string; method: string; operationId: string }, c: Chamador) {
  let url = op.path;
  const query: string[] = [];
  for (const p of parametros(doc, op.path, op.method)) {
    let valor: string | undefined;
    if (p.name === 'auth' && p.in === 'path') valor = c.auth;
    else if (p.name === 'authCliente') valor = c.authCliente;
    // The shopping lists' spec `{id}` is the supplier too.
    else if (
      p.name === 'idfornecedor' ||
      p.name === 'fornec' ||
      (p.name === 'id' && op.path.startsWith('/v4/shopping-list/'))
    )
      valor = c.idfornecedor;
    else if (p.name === 'slug') valor = c.slug;
    else if (p.name === 'idcliente' && (p.in === 'path' || (p.in === 'query' && p.required)))
      valor = c.authCliente.split('~')[1];
    else if (p.name === 'login') valor = dadosVitima[1] as string;
    else if (p.name === 'idendereco') valor = String(idenderecoVitima);
    else if (p.name === 'idassinatura') valor = String(idassinaturaVitima);
    else if (p.name === 'idcadastro') valor = String(idcadastroVitima);
    else if (p.name === 'idtitulo') valor = String(idtituloVitima);
    // The order of the payment calls: `numpedido`, or the spec's `numorder` and `n`.
    else if (p.name === 'numpedido' || p.name === 'numorder' || (p.name === 'n' && p.in === 'path'))
      valor = String(numpedidoVitima);
    // The client of the receipt call and of the shopping lists (the spec's `idclient`).
    else if (p.name === 'idclient') valor = c.authCliente.split('~')[1];
    else if (p.name === 'cep' && p.in === 'path') valor = '13015002';
    // The chat's room (issue 30): the victim's order room.
    else if (p.name === 'sala' && p.in === 'path') valor = `CODPED:${numpedidoVitima}`;
    else if (p.required) {
      const s = p.schema;
      if (Array.isArray(s.enum)) valor = String(s.enum[0]);
      else if (s.type === 'integer' || s.type === 'number') valor = '1';
      else if (s.type === 'boolean') valor = 'true';
      else valor = 'a';
    }
    if (valor === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(valor));
    else if (p.in === 'query') query.push(`${p.name}=${encodeURIComponent(valor)}`);
  }
  const corpos: Record<string, unknown> = {
    autenticar: {
      cpf: dadosVitima[1],
      senha: 'nao-e-a-senha',
      idfornecedor: c.idfornecedor,
      idcliente: vitima.idcliente,
    },
    autenticarRepresentante: { cpf: dadosVitima[1], senha: 'nao-e-a-senha', idfornecedor: c.idfornecedor },
    autenticarEquipe: { cpf: dadosVitima[1], senha: 'nao-e-a-senha', idfornecedor: c.idfornecedor },
    salvarUsuario: { nome: 'Nome Trocado Por Outro' },
    aceitarTermosUso: { versao: 1 },
    // The demo key is Aurora's: at ConstruForte it must open nothing.
    loginApiKey: {
      apiKey: DEMO_API_KEYS[0]?.chave,
      idErpUsuario: DEMO_API_KEYS[0]?.id_erp_usuario,
      idFornecedor: c.idfornecedor,
    },
    criarHandover: { destino: `/${c.slug}` },
    // The ERP integration (issue 33): valid bodies, so that only the caller decides the answer.
    criarCredencialIntegracao: { nome: 'Intrusa', escopos: ['catalogue'] },
    importarCategoriasErp: { itens: [{ cod_erp: 'INTRUSA', nome: 'Intrusa' }] },
    importarProdutosErp: { itens: [{ cod_erp: 'INTRUSO', nome: 'Intruso', categoria: 'INTRUSA', preco: 1 }] },
    importarPrecosErp: { itens: [{ cod_erp: 'INTRUSO', preco: 1 }] },
    importarEstoqueErp: { itens: [{ cod_erp: 'INTRUSO', disponivel: 1 }] },
    // ConstruForte's demo price list B by its code: renamed and emptied, were the key let in.
    importarListasPrecoErp: { itens: [{ cod_erp: 'TABELA-B', nome: 'Intrusa', precos: [] }] },
    // Orders out, webhooks and approvals (issue 33, items 4 and 5): valid bodies too.
    mudarStatusPedidoErp: { status: 'CANCELADO' },
    definirDataEntregaPedidoErp: { dataEntrega: '2031-03-14' },
    criarWebhookErp: { url: 'https://intruso.exemplo.com.br/webhook', eventos: ['pedido.criado'] },
    criarWebhookPainel: { url: 'https://intruso.exemplo.com.br/webhook', eventos: ['pedido.criado'] },
    recusarCadastroPainel: { motivo: 'Intruso' },
    recusarCadastroErp: { motivo: 'Intruso' },
    importarClientesErp: {
      itens: [
        {
          cod_erp: 'INTRUSO',
          documento: dadosVitima[2],
          razao_social: 'Nome Trocado',
          email: 'x@x.com',
          // Its own buyer on the victim's account, and an address of its choosing, were the key let in.
          usuarios: [{ email: 'intruso@x.com' }],
          enderecos: [
            {
              cod_erp: 'INTRUSO',
              cep: '13015002',
              uf: 'SP',
              cidade: 'Campinas',
              bairro: 'Centro',
              rua: 'Rua X',
              numero: '1',
            },
          ],
        },
      ],
    },
    importarCondicoesPagamentoErp: {
      itens: [{ cod_erp: 'INTRUSA', descricao: 'Fiado', tipo: 'A_PRAZO', prazos_dias: [365] }],
    },
    // A product picture as bytes (issue 33, item 2), sent as image/png (below).
    enviarImagemProdutoErp: pngIntruso,
    // The client is in the body: the one `authCliente` points at.
    criarAlertaDisponibilidade: {
      idcliente: Number(c.authCliente.split('~')[1]),
      idfornecedor: c.idfornecedor,
      idproduto: 1,
      idcadastroextraproduto: 1,
    },
    // The victim's address, by its id, from whoever calls.
    atualizarEndereco: {
      idendereco: idenderecoVitima,
      cep: '13015002',
      uf: 'SP',
      cidade: 'Campinas',
      bairro: 'Centro',
      rua: 'Rua Trocada',
      numero: '2',
    },
    criarEndereco: { cep: '13015002', uf: 'SP', cidade: 'Campinas', bairro: 'Centro', rua: 'Rua Intrusa', numero: '2' },
    // A valid order (the path's client is the victim's in the 'pointing at' cases).
    submeterPedido: corpoPedido(c.idfornecedor, [{ id: 1, quantidade: 1 }], null),
    verificarDuplicidadePedido: corpoPedido(c.idfornecedor, [{ id: 1, quantidade: 1 }], null),
    // Feedback on the victim's recommendation answer, from whoever calls.
    recomendacaoFeedback: {
      acao: 'CLICK',
      visao: 'CART',
      item_id: recomendacaoVitima.item,
      sessao_id: recomendacaoVitima.sessao_id,
    },
    removerAlertaDisponibilidade: {
      idcliente: Number(c.authCliente.split('~')[1]),
      idfornecedor: c.idfornecedor,
      idcadastroextraproduto: 1,
    },
  };
  const payload = op.method === 'GET' ? undefined : (corpos[op.operationId] ?? corpoMinimo(doc, op));
  const headers: Record<string, string> = c.jwt ? { authorization: `Bearer ${c.jwt}` } : {};
  if (op.operationId === 'submeterPedido') headers['idempotency-key'] = novaChave();
  if (op.operationId === 'enviarImagemProdutoErp') headers['content-type'] = 'image/png';
  return {
    method: op.method as 'GET' | 'POST' | 'PUT',
    url: `/api${url}${query.length ? `?${query.join('&')}` : ''}`,
    payload,
    headers,
  };
}

/** Every numeric value under a key starting with 'preco' (prices), anywhere in a JSON answer. */
function precos(valor: unknown, achados: number[] = []): number[] {
  if (Array.isArray(valor)) for (const v of valor) precos(v, achados);
  else if (valor && typeof valor === 'object') {
    for (const [k, v] of Object.entries(valor)) {
      if (k.startsWith('preco') && typeof v === 'number') achados.push(v);
      else precos(v, achados);
    }
  }
  return achados;
}

const operacoes = API_VERSIONS.flatMap((version) => {
  const doc = loadOpenApiDocument(version);
  return listOperations(doc).map((op) => ({ version, doc, ...op }));
});

describe('tenant isolation over every operation of the OpenAPI documents', () => {
  it.each(operacoes.map((o) => [`${o.version} ${o.operationId}`, o] as const))('%s', async (_nome, op) => {
    const estrangeira = await criarSessao(database.db, { idfornecedor: database.construforte });
    const daAurora = await criarSessao(database.db, { idfornecedor: database.aurora });
    const casos: { descricao: string; c: Chamador; clienteAlheio: boolean; semPrecos: boolean }[] = [
      {
        descricao: 'ConstruForte session on Aurora paths',
        c: {
          auth: estrangeira.token,
          authCliente: `${estrangeira.token}~${estrangeira.idcliente}`,
          idfornecedor: database.aurora,
          slug: slugAurora,
          jwt: await jwtDa(estrangeira, database.construforte),
        },
        clienteAlheio: false,
        semPrecos: false,
      },
      {
        descricao: 'ConstruForte session pointing at an Aurora client',
        c: {
          auth: estrangeira.token,
          authCliente: `${estrangeira.token}~${vitima.idcliente}`,
          idfornecedor: database.aurora,
          slug: slugAurora,
          jwt: await jwtDa(estrangeira, database.construforte),
        },
        clienteAlheio: true,
        semPrecos: false,
      },
      {
        descricao: 'no session, pointing at an Aurora client',
        c: {
          auth: anonToken(),
          authCliente: `${anonToken()}~${vitima.idcliente}`,
          idfornecedor: database.aurora,
          slug: slugAurora,
        },
        clienteAlheio: true,
        semPrecos: false,
      },
      {
        descricao: 'no session on ConstruForte paths',
        c: {
          auth: anonToken(),
          authCliente: `${anonToken()}~0`,
          idfornecedor: database.construforte,
          slug: slugConstruforte,
        },
        clienteAlheio: false,
        semPrecos: true,
      },
      {
        descricao: 'Aurora session on ConstruForte paths',
        c: {
          auth: daAurora.token,
          authCliente: `${daAurora.token}~${daAurora.idcliente}`,
          idfornecedor: database.construforte,
          slug: slugConstruforte,
          jwt: await jwtDa(daAurora, database.aurora),
        },
        clienteAlheio: false,
        semPrecos: true,
      },
    ];
    // The client of the call is in `{authCliente}`, or (v4) in an `{idcliente}` path segment or required query parameter, or in the body.
    const temAuthCliente =
      parametros(op.doc, op.path, op.method).some(
        (p) =>
          p.name === 'authCliente' ||
          p.name === 'idclient' ||
          (p.name === 'idcliente' && (p.in === 'path' || p.required)),
      ) || ['criarAlertaDisponibilidade', 'removerAlertaDisponibilidade'].includes(op.operationId);
    const temFornecedorNoCaminho = parametros(op.doc, op.path, op.method).some(
      (p) => p.name === 'idfornecedor' && p.in === 'path',
    );
    for (const caso of casos) {
      const r = await app.inject(montar(op.doc, op, caso.c));
      const contexto = `${op.operationId}: ${caso.descricao} → ${r.statusCode} ${r.body.slice(0, 200)}`;
      expect(r.statusCode, contexto).toBeLessThan(500);
      for (const dado of dadosVitima) expect(r.body.includes(dado), contexto).toBe(false);
      if (caso.clienteAlheio && temAuthCliente) expect([401, 403, 404], contexto).toContain(r.statusCode);
      if (caso.semPrecos && r.headers['content-type']?.toString().includes('json'))
        expect(precos(r.json()), contexto).toEqual([]);
      if (caso.descricao === 'Aurora session on ConstruForte paths' && temAuthCliente && temFornecedorNoCaminho) {
        expect([403, 404], contexto).toContain(r.statusCode);
      }
      // The admin calls (the layout studio) answer only an admin of the path's supplier: none of these callers is one.
      if (op.path.startsWith('/v4/admin/')) expect([401, 403], contexto).toContain(r.statusCode);
      // The ERP integration (issue 33): its credentials answer only an admin of the path's supplier,
      // its upserts only an integration key of that supplier: none of these callers has either.
      if (op.path.startsWith('/v4/integracao/') || op.path.startsWith('/v4/painel/{idfornecedor}/integracao/'))
        expect([401, 403], contexto).toContain(r.statusCode);
      // The registration approvals (issue 33, item 5) answer only the path's supplier's staff.
      if (op.path.startsWith('/v4/painel/{idfornecedor}/cadastros'))
        expect([401, 403], contexto).toContain(r.statusCode);
      // The victim's chat room (issue 30) answers none of these callers.
      if (op.path.includes('/chat/salas/{sala}')) expect([401, 403], contexto).toContain(r.statusCode);
    }
    // The victim's own session still works, and its name was not changed by anyone else.
    const nome = await database.db
      .selectFrom('clientes')
      .select('nome')
      .where('idcliente', '=', vitima.idcliente)
      .executeTakeFirstOrThrow();
    expect(nome.nome).toBe(dadosVitima[0]);
    // Nor its address (still there, unchanged), and no one added one to it.
    const enderecos = await database.db
      .selectFrom('enderecos')
      .select(['idendereco', 'rua'])
      .where('idcliente', '=', vitima.idcliente)
      .execute();
    expect(enderecos).toEqual([{ idendereco: idenderecoVitima, rua: dadosVitima[3] }]);
    // Nor its order's payment method (PUT /v4/orders/payment-method).
    const pedidoVitima = await database.db
      .selectFrom('pedidos')
      .select(['idformapagto', 'forma_pagamento_tipo'])
      .where('numpedido', '=', numpedidoVitima)
      .executeTakeFirstOrThrow();
    expect(pedidoVitima).toEqual({ idformapagto: 4, forma_pagamento_tipo: 'DINHEIRO' });
    // Nor its status nor its delivery date (the ERP's calls, issue 33), nor its registration's approval.
    const estado = await database.db
      .selectFrom('pedidos')
      .select(['status'])
      .where('numpedido', '=', numpedidoVitima)
      .executeTakeFirstOrThrow();
    expect(estado.status).toBe('ENVIADO');
    const decisoes = await database.db
      .selectFrom('decisoes_cadastro')
      .select('iddecisao')
      .where('idcadastroextracliente', '=', idcadastroVitima)
      .execute();
    expect(decisoes).toEqual([]);
    // Nor its fiscal documents (PUT …/danfe and …/nfe-xml of issue 34).
    const nota = await database.db
      .selectFrom('pedido_danfe')
      .select(['chave', 'xml'])
      .where('numpedido', '=', numpedidoVitima)
      .executeTakeFirstOrThrow();
    expect(nota.chave).toBe('3'.repeat(44));
    expect(Buffer.from(nota.xml ?? new Uint8Array()).toString()).toContain(`Nota Vitima ${vitima.idcliente}`);
    // Nor its subscription (DELETE /v4/subscription/cancel/{id}).
    const assinatura = await database.db
      .selectFrom('assinaturas')
      .select('status')
      .where('idassinatura', '=', idassinaturaVitima)
      .executeTakeFirstOrThrow();
    expect(assinatura.status).toBe('ativa');
    // Nor did anyone write in the victim's chat room.
    const naSala = await database.db
      .selectFrom('chat_mensagens as m')
      .innerJoin('chat_salas as s', 's.idsala', 'm.idsala')
      .select('m.texto')
      .where('s.sala', '=', `CODPED:${numpedidoVitima}`)
      .execute();
    expect(naSala.map((m) => m.texto)).toEqual([`Mensagem Vitima ${vitima.idcliente}`]);
    // Nor did anyone leave feedback on its recommendations (POST /v4/sugestao/feedback).
    const feedback = await database.db
      .selectFrom('recomendacao_feedback')
      .select('id')
      .where('sessao_id', '=', recomendacaoVitima.sessao_id)
      .execute();
    expect(feedback).toEqual([]);
  });
});

describe("an integration key of one supplier (issue 33) on another supplier's paths", () => {
  it('is refused by every integration operation, and writes nothing there', async () => {
    const admin = await criarSessao(database.db, { idfornecedor: database.aurora, papel: 'admin_fornecedor' });
    const criada = await app.inject({
      method: 'POST',
      url: `/api/v4/painel/${database.aurora}/integracao/credenciais`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        nome: 'Chave da Aurora',
        escopos: ['catalogue', 'prices', 'stock', 'customers', 'orders:read', 'orders:write', 'webhooks'],
      },
    });
    expect(criada.statusCode).toBe(200);
    const chave = criada.json().chave as string;
    const integracao = operacoes.filter((o) => o.path.includes('/integracao/'));
    expect(integracao.length).toBeGreaterThanOrEqual(7);
    for (const op of integracao) {
      const pedido = montar(op.doc, op, {
        auth: anonToken(),
        authCliente: `${anonToken()}~0`,
        idfornecedor: database.construforte,
        slug: slugConstruforte,
        jwt: chave,
      });
      const r = await app.inject(pedido);
      expect([401, 403], `${op.operationId} → ${r.statusCode} ${r.body.slice(0, 200)}`).toContain(r.statusCode);
    }
    const intrusos = await database.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', database.construforte)
      .where('cod_erp', 'is not', null)
      .execute();
    expect(intrusos).toEqual([]);
    const imagens = await database.db
      .selectFrom('produto_imagem_enviada')
      .select('id')
      .where('idfornecedor', '=', database.construforte)
      .execute();
    expect(imagens).toEqual([]);
    const listas = await database.db
      .selectFrom('listas_preco as l')
      .leftJoin('listas_preco_itens as i', 'i.idlista', 'l.idlista')
      .select(['l.nome', (eb) => eb.fn.count<string>('i.idproduto').as('precos')])
      .where('l.idfornecedor', '=', database.construforte)
      .groupBy('l.nome')
      .execute();
    expect(listas.map((l) => ({ nome: l.nome, precos: Number(l.precos) }))).toEqual([
      { nome: 'Tabela B — Construtoras', precos: 3 },
    ]);
    const condicoes = await database.db
      .selectFrom('formas_pagamento')
      .select('idformapagto')
      .where('idfornecedor', '=', database.construforte)
      .where('cod_erp', 'is not', null)
      .execute();
    expect(condicoes).toEqual([]);
    const convidados = await database.db
      .selectFrom('usuarios')
      .select('idusuario')
      .where('email', '=', 'intruso@x.com')
      .execute();
    expect(convidados).toEqual([]);
    const webhooks = await database.db
      .selectFrom('webhooks_endpoints')
      .select('idendpoint')
      .where('idfornecedor', '=', database.construforte)
      .execute();
    expect(webhooks).toEqual([]);
  });
});

describe('a client awaiting approval at ConstruForte (hides prices)', () => {
  it('sees no price and cannot order by price; an approved one can', async () => {
    const pendente = await criarSessao(database.db, { idfornecedor: database.construforte, aprovado: false });
    const lista = await app.inject({
      url: `/api/v2/app/${pendente.token}/listaprodutos/${database.construforte}?limit=5`,
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().listaTemPrecos).toBe(false);
    expect(precos(lista.json())).toEqual([]);
    const produto = await app.inject({
      url: `/api/v2/app/${pendente.token}/fornecedor/${database.construforte}/produto/${slugConstruforte}`,
    });
    expect(precos(produto.json())).toEqual([]);
    for (const token of [pendente.token, anonToken()]) {
      const porPreco = await app.inject({
        url: `/api/v2/app/${token}/listaprodutos/${database.construforte}?ordenacao=preco-asc`,
      });
      expect(porPreco.statusCode).toBe(400);
      expect(porPreco.json().mensagem).toMatch(
        /ordenação por preço não está disponível enquanto os preços estão ocultos/,
      );
    }
    const aprovado = await criarSessao(database.db, { idfornecedor: database.construforte });
    const comPrecos = await app.inject({
      url: `/api/v2/app/${aprovado.token}/listaprodutos/${database.construforte}?ordenacao=preco-asc&limit=5`,
    });
    expect(comPrecos.statusCode).toBe(200);
    expect(comPrecos.json().produtos.every((p: { preco: unknown }) => typeof p.preco === 'number')).toBe(true);
  });
});
