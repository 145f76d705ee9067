/**
 * Runs a domain's contract cases (tests/contract/casos/<domain>.ts): real requests through `inject`
 * against a copy of the seeded test database, every response body validated against the response
 * schema the bundled OpenAPI documents give for its status (Ajv, JSON Schema 2020-12, $refs into
 * components), and no field the documents do not describe. Each domain file starts its own app and
 * context, so its cases see only what its own cases (in their order) and its `preparar` wrote.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_VERSIONS,
  loadOpenApiDocument,
  type ApiVersion,
  type OpenApiDocument,
} from '#server/api/openapi-documents';
import { hashToken } from '#server/modules/sessao';
import { corpoPedido, primeiraData, produtoDeTeste, submeter } from '#server/modules/pedidos/pedidos-teste';
import { startFakeViaCep, type FakeViaCep } from '#server/testing/fake-viacep';
import { anonToken, criarSessao, startTestApp, type TestApp } from '#server/testing/test-app';
import { ResponseValidator } from '../response-validator';
import { ENDERECO_CONTRATO, usuarioVinculado, XLSX, type Casos, type Contexto } from './casos';

export const documents = Object.fromEntries(API_VERSIONS.map((v) => [v, loadOpenApiDocument(v)])) as Record<
  ApiVersion,
  OpenApiDocument
>;
export const validator = new ResponseValidator(documents);

/** A part of the context a domain's cases read (`c.sessaoCarrinho`, `c.pedidos`…). */
export type Parte = keyof Contexto;

/** The first active product of a supplier, by id. */
async function primeiroSlug(t: TestApp, idfornecedor: string): Promise<string> {
  const row = await t.db
    .selectFrom('produtos')
    .select('slug')
    .where('idfornecedor', '=', idfornecedor)
    .where('ativo', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.slug;
}

/**
 * How each part is made, in the order they are made (a part made later sees the rows of the ones
 * before it, as when the context was one object).
 */
const PARTES: { [K in Parte]: (t: TestApp) => Promise<Contexto[K]> } = {
  pedidos: async (t) => {
    const maria = `sess_${randomBytes(24).toString('hex')}`;
    await t.db
      .insertInto('sessoes')
      .values({
        token_hash: hashToken(maria),
        idusuario: 1,
        idcliente: 1,
        idfornecedor: t.aurora,
        papel: 'cliente',
        expira_em: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const clientePedidos = await criarSessao(t.db, { idfornecedor: t.aurora });
    return {
      token: clientePedidos.token,
      idcliente: clientePedidos.idcliente,
      produto: await produtoDeTeste(t.db, t.aurora, null),
      semEstoque: await produtoDeTeste(t.db, t.aurora, 0),
      data: await primeiraData(t.db, 3),
      maria,
    };
  },
  pagamento: async (t) => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const produto = await produtoDeTeste(t.db, t.aurora, null);
    const data = await primeiraData(t.db, 3);
    const novo = async (idformapagto: number, anotacoes: string) => {
      const corpo = corpoPedido(t.aurora, [{ id: produto, quantidade: 2 }], data, {
        formaPagamento: { idformapagto, quantParcelas: 1 },
        anotacoes,
      });
      const res = await submeter(t.app, sessao.token, sessao.idcliente, corpo);
      if (res.statusCode !== 200) throw new Error(`pedido do contrato: ${res.body}`);
      return res.json().numpedido as number;
    };
    return {
      token: sessao.token,
      idcliente: sessao.idcliente,
      boleto: await novo(2, 'boleto'),
      pix: await novo(1, 'pix'),
      troca: await novo(1, 'troca'),
    };
  },
  anon: async () => anonToken(),
  sessaoConstruforte: (t) => criarSessao(t.db, { idfornecedor: t.construforte }),
  sessaoAurora: (t) => criarSessao(t.db, { idfornecedor: t.aurora }),
  sessaoCarrinho: (t) => criarSessao(t.db, { idfornecedor: t.aurora }),
  atendenteAurora: (t) => criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' }),
  adminAurora: (t) => criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' }),
  primeiroProdutoAurora: async (t) =>
    (
      await t.db
        .selectFrom('produtos')
        .select('id')
        .where('idfornecedor', '=', t.aurora)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id,
  slugAurora: (t) => primeiroSlug(t, t.aurora),
  slugConstruforte: (t) => primeiroSlug(t, t.construforte),
  categoriaOfertas: async (t) =>
    (
      await t.db
        .selectFrom('categorias')
        .select('idcategoria')
        .where('idfornecedor', '=', t.aurora)
        .where('tipo', '=', 'OFERTAS')
        .executeTakeFirstOrThrow()
    ).idcategoria,
  principalComAdicionais: async (t) =>
    (
      await t.db
        .selectFrom('produtos')
        .select('produto_adicional_de')
        .where('idfornecedor', '=', t.aurora)
        .where('produto_adicional_de', 'is not', null)
        .executeTakeFirstOrThrow()
    ).produto_adicional_de as number,
  representante: async (t) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/app/${anonToken()}/usuario/autenticar/representante`,
        payload: { cpf: 'representante@aurora.com.br', senha: 'repres123', idfornecedor: t.aurora },
      })
    ).json(),
  enderecos: async (t) => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const criar = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/app/${sessao.token}~${sessao.idcliente}/enderecos`,
          payload: ENDERECO_CONTRATO,
        })
      ).json().idendereco as number;
    return { token: sessao.token, idcliente: sessao.idcliente, primeiro: await criar(), segundo: await criar() };
  },
  principal: async (t) => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const cadastro = await t.db
      .selectFrom('cadastros_cliente')
      .select('idcadastroextracliente')
      .where('idcliente', '=', sessao.idcliente)
      .where('idfornecedor', '=', t.aurora)
      .executeTakeFirstOrThrow();
    return {
      token: sessao.token,
      idusuario: sessao.idusuario,
      idcliente: sessao.idcliente,
      idcadastro: cadastro.idcadastroextracliente,
      vinculado: await usuarioVinculado(t, sessao.idcliente),
      removivel: await usuarioVinculado(t, sessao.idcliente),
    };
  },
};

/**
 * Makes the parts a domain's cases read, and only those (each part costs sessions, products or
 * orders: making all of them for every domain file tripled the contract's time). Reading a part
 * that was not made throws, naming it.
 */
async function prepararContexto(t: TestApp, partes: readonly Parte[]): Promise<Contexto> {
  const feitas: Partial<Record<Parte, unknown>> = {};
  for (const parte of Object.keys(PARTES) as Parte[]) {
    if (partes.includes(parte)) feitas[parte] = await PARTES[parte](t);
  }
  return new Proxy(feitas, {
    get(alvo, chave, receptor) {
      if (typeof chave === 'string' && chave in PARTES && !(chave in alvo)) {
        throw new Error(
          `contract context: the part '${chave}' was not made; add it to the parts of this domain's test file`,
        );
      }
      return Reflect.get(alvo, chave, receptor) as unknown;
    },
  }) as Contexto;
}

/** The app (on a fake ViaCEP) and the parts of the context the cases read. */
export async function iniciarContrato(
  partes: readonly Parte[],
): Promise<{ t: TestApp; ctx: Contexto; close: () => Promise<void> }> {
  const viacep: FakeViaCep = await startFakeViaCep();
  const t = await startTestApp({ cep: { providerUrl: viacep.url, timeoutMs: 5000 } });
  const close = async () => {
    await t.close();
    await viacep.close();
  };
  try {
    return { t, ctx: await prepararContexto(t, partes), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * One `it` per case, named `<version> <operationId>: <case> → <status>`, in the table's order.
 * `partes` names the parts of the context the cases read (tests/contract/support/contrato.ts makes
 * only those); `preparar` writes what a case needs from another domain's calls (e.g. the DANFE the order desk
 * attaches before the customer downloads it) before the first case runs.
 */
export function testarCasos(
  casos: Casos,
  partes: readonly Parte[],
  preparar?: (t: TestApp, ctx: Contexto) => Promise<void>,
): void {
  let t: TestApp;
  let ctx: Contexto;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ t, ctx, close } = await iniciarContrato(partes));
    await preparar?.(t, ctx);
  });

  afterAll(async () => {
    await close?.();
  });

  describe('contract: responses match openapi/<version>/', () => {
    for (const [operationId, { version, casos: lista }] of Object.entries(casos)) {
      for (const caso of lista) {
        it(`${version} ${operationId}: ${caso.nome} → ${caso.status}`, async () => {
          const url = caso.url(t, ctx);
          const headers = caso.cabecalhos ? await caso.cabecalhos(t, ctx) : {};
          const response = caso.corpo
            ? await t.app.inject({
                method: caso.metodo ?? 'POST',
                url,
                headers,
                payload: (await caso.corpo(t, ctx)) as Record<string, unknown>,
              })
            : await t.app.inject({ method: caso.metodo ?? 'GET', url, headers });
          expect(response.statusCode, `${url}\n${response.body.slice(0, 500)}`).toBe(caso.status);
          if (caso.pdf) {
            expect(response.headers['content-type']).toBe('application/pdf');
            expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
            return;
          }
          if (caso.xml) {
            expect(response.headers['content-type']).toBe('application/xml');
            expect(response.rawPayload.subarray(0, 5).toString()).toBe('<?xml');
            return;
          }
          if (caso.planilha) {
            expect(response.headers['content-type']).toBe(caso.planilha === 'xlsx' ? XLSX : 'text/csv; charset=utf-8');
            expect(response.rawPayload.subarray(0, caso.planilha === 'xlsx' ? 2 : 3).toString('latin1')).toBe(
              caso.planilha === 'xlsx' ? 'PK' : '\xef\xbb\xbf',
            );
            return;
          }
          if (caso.html) {
            expect(response.headers['content-type']).toMatch(/^text\/html/);
            expect(response.body).toMatch(/^<!doctype html>[\s\S]*<h1>[^<]+<\/h1>[\s\S]*<\/html>\s*$/);
            return;
          }
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const body: unknown = response.json();
          const errors = validator.validate(version, operationId, caso.status, body);
          expect(errors, `${url}\n${JSON.stringify(body).slice(0, 500)}`).toEqual([]);
        });
      }
    }
  });
}
