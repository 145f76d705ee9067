/**
 * Contract test: real requests through `inject` against the seeded test database, every response
 * body validated against the response schema the bundled OpenAPI documents give for its status (Ajv,
 * JSON Schema 2020-12, $refs into components), and no field the documents do not describe.
 * Every documented operation must be exercised here, so a new operation without a check fails.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import writeExcelFile from 'write-excel-file/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '#server/db/seed/demo-api-keys';
import { hashCodigo } from '#server/modules/recuperacao-senha';
import {
  API_VERSIONS,
  listOperations,
  loadOpenApiDocument,
  type ApiVersion,
  type OpenApiDocument,
} from '#server/api/openapi-documents';
import { startFakeViaCep, type FakeViaCep } from '#server/testing/fake-viacep';
import { anonToken, criarSessao, startTestApp, type TestApp } from '#server/testing/test-app';
import { ResponseValidator } from './response-validator';
import { hashToken } from '#server/modules/sessao';
import { digitoChaveNfe } from '#engine/rules/nfe-chave';
import { corpoPedido, novaChave, primeiraData, produtoDeTeste, submeter } from '#server/modules/pedidos/pedidos-teste';

interface Caso {
  nome: string;
  url: (t: TestApp, ctx: Contexto) => string;
  status: number;
  /** A POST with this JSON body (made just before the request); a GET otherwise. */
  corpo?: (t: TestApp, ctx: Contexto) => Record<string, unknown> | Buffer | Promise<unknown>;
  /** The method: PUT with `corpo`; DELETE; POST with `corpo` and GET without are the default. */
  metodo?: 'PUT' | 'DELETE';
  /** Request headers (the v4 calls' `Authorization: Bearer {jwttoken}`, the calls without {auth}). */
  cabecalhos?: (t: TestApp, ctx: Contexto) => Record<string, string> | Promise<Record<string, string>>;
  /** A page (text/html), not JSON: its 200 body is a non-empty HTML document. */
  html?: true;
  /** A PDF document, not JSON: its 200 body starts with '%PDF-'. */
  pdf?: true;
  /** A spreadsheet, not JSON: its 200 body is an .xlsx (a zip, 'PK') or a CSV with a UTF-8 BOM. */
  planilha?: 'xlsx' | 'csv';
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Authorization: Bearer` with a jwttoken of this session (as the login, or its renewal, issues it). */
async function bearer(
  t: TestApp,
  s: { idusuario: number; idcliente: number },
  idfornecedor: string,
): Promise<Record<string, string>> {
  const jwt = await t.app.sessaoService.jwt.emitir({
    sub: String(s.idusuario),
    idfornecedor,
    idcliente: s.idcliente,
    papel: 'cliente',
  });
  return { authorization: `Bearer ${jwt}` };
}

/** A live recovery code of a new Aurora user (written as the service writes it: only its hash). */
async function codigoDeRecuperacao(t: TestApp): Promise<string> {
  const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
  const codigo = randomBytes(32).toString('base64url');
  const agora = Date.now();
  await t.db
    .insertInto('recuperacoes_senha')
    .values({
      codigo_hash: hashCodigo(codigo),
      idusuario: sessao.idusuario,
      idfornecedor: t.aurora,
      criado_em: new Date(agora),
      expira_em: new Date(agora + 15 * 60_000),
    })
    .execute();
  return codigo;
}

interface Contexto {
  anon: string;
  sessaoConstruforte: { token: string; idcliente: number; idusuario: number };
  sessaoAurora: { token: string; idcliente: number; idusuario: number };
  /** A live Aurora session no case logs out (the logout case ends sessaoAurora's). */
  sessaoCarrinho: { token: string; idcliente: number };
  /** An Aurora attendant's session. */
  atendenteAurora: { token: string; idcliente: number };
  /** An Aurora admin's session (the layout studio). */
  adminAurora: { token: string; idcliente: number };
  /** The first Aurora product (by id): the cart cases put it in sessaoCarrinho's cart. */
  primeiroProdutoAurora: number;
  slugAurora: string;
  slugConstruforte: string;
  categoriaOfertas: number;
  principalComAdicionais: number;
  /** A session of Aurora's representative (Carlos Mendes), with no client chosen yet. */
  representante: { token: string; idusuario: number };
  /** An Aurora client with two addresses (`primeiro` is its primary one), for the address calls. */
  enderecos: { token: string; idcliente: number; primeiro: number; segundo: number };
  /** The principal user of a new Aurora client, with its account and two linked users to manage. */
  principal: {
    token: string;
    idusuario: number;
    idcliente: number;
    idcadastro: number;
    vinculado: number;
    removivel: number;
  };
  /** Orders: a new Aurora client, an untracked and an out-of-stock product, a pickup date; Maria's session (seeded orders 100001 to 100003). */
  pedidos: {
    token: string;
    idcliente: number;
    produto: number;
    semEstoque: number;
    data: string | null;
    maria: string;
  };
  /** Payments (issue 13): a new Aurora client's orders by boleto, by Pix, and one whose method the cases change. */
  pagamento: { token: string; idcliente: number; boleto: number; pix: number; troca: number };
}

/** A linked user of `idcliente` (no password), for the management calls. */
async function usuarioVinculado(t: TestApp, idcliente: number): Promise<number> {
  const { idusuario } = await t.db
    .insertInto('usuarios')
    .values({
      email: `vinculado-${randomBytes(6).toString('hex')}@teste.local`,
      documento: null,
      nome: 'Vinculado Teste',
      senha_hash: 'scrypt$16384$c2FsdA$aGFzaA',
      papel: 'usuario_vinculado',
      idfornecedor: null,
      idcliente,
      principal: false,
    })
    .returning('idusuario')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('usuario_clientes').values({ idusuario, idcliente, principal: true }).execute();
  return idusuario;
}

const comBearer = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.principal.token}` });
/** The coupon calls (no {auth} segment) of the cart cases' session. */
/** A card for the sandbox's tokenisation (valid through December two years from now). */
const cartaoContrato = (t: TestApp, numero: string) => ({
  idfornecedor: t.aurora,
  numero,
  nome: 'Maria O Santos',
  mes: 12,
  ano: new Date().getFullYear() + 2,
  cvv: '123',
});
/** The payment calls' session (the owner of `ctx.pagamento`'s orders). */
const comBearerPagamento = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.pagamento.token}` });
const comBearerCarrinho = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` });
const comBearerAtendente = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.atendenteAurora.token}` });

const comBearerAdmin = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.adminAurora.token}` });

/** The latest saved version of an Aurora document (the studio's If-Match). */
async function versaoAtual(t: TestApp, tipo: 'layout' | 'menu' | 'features' | 'tema'): Promise<number> {
  const row = await t.db
    .selectFrom('documentos_loja_versoes')
    .select((eb) => eb.fn.max('versao').as('versao'))
    .where('idfornecedor', '=', t.aurora)
    .where('tipo', '=', tipo)
    .executeTakeFirst();
  return Number(row?.versao ?? 0);
}
const comIfMatchAtual = (tipo: 'layout' | 'menu' | 'features' | 'tema') => async (t: TestApp, c: Contexto) => ({
  ...comBearerAdmin(t, c),
  'if-match': `"${await versaoAtual(t, tipo)}"`,
});
const seedLayout = (): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL('../../server/db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
/** A DANFE for the contract: Aurora's NF-e key (its CNPJ 34.567.812/0001-35) and a small whole PDF. */
const CHAVE_NFE_AURORA = ((base) => base + String(digitoChaveNfe(base)))('3526113456781200013555001000000777112345678');
const comPngAdmin = (t: TestApp, c: Contexto) => ({ ...comBearerAdmin(t, c), 'content-type': 'image/png' });
/** A 200 × 200 picture, as an admin would upload one. */
const pngDeTeste = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const PDF_DANFE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const comPdfAtendente = (t: TestApp, c: Contexto) => ({
  ...comBearerAtendente(t, c),
  'content-type': 'application/pdf',
});

const UUID_DESCONHECIDO = '5f0c3e1a-9b7d-4c2e-8a1f-0d9e8c7b6a5f';

/** Seeded out of stock at Aurora (maximo_disponivel 0 under enable-stock-control). */
const ESGOTADO_AURORA = { slug: 'refrigerante-laranja-serra-azul-2-l', idcadastroextraproduto: 510031 };

/** The availability alert body of the cart cases' client for an out-of-stock or an available Aurora product. */
async function corpoAlerta(t: TestApp, c: Contexto, qual: 'esgotado' | 'disponivel') {
  let query = t.db.selectFrom('produtos').select(['id', 'idcadastroextraproduto']).where('idfornecedor', '=', t.aurora);
  query =
    qual === 'esgotado'
      ? query.where('slug', '=', ESGOTADO_AURORA.slug)
      : query.where('maximo_disponivel_milesimos', 'is', null);
  const p = await query.orderBy('id').limit(1).executeTakeFirstOrThrow();
  return {
    idcliente: c.sessaoCarrinho.idcliente,
    idfornecedor: t.aurora,
    idproduto: p.id,
    idcadastroextraproduto: p.idcadastroextraproduto,
  };
}

const ENDERECO_CONTRATO = {
  cep: '13025-320',
  uf: 'SP',
  cidade: 'Campinas',
  bairro: 'Cambuí',
  rua: 'Avenida José de Souza Campos',
  numero: '900',
};

/** operationId → the requests that exercise it, with the status each must answer. */
const CASOS: Record<string, { version: ApiVersion; casos: Caso[] }> = {
  logout: {
    version: 'v1',
    casos: [
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}/cliente/logout`, status: 200 },
      { nome: 'sessão', url: (_t, c) => `/api/v1/app/${c.sessaoAurora.token}/cliente/logout`, status: 200 },
      { nome: 'token inválido', url: () => '/api/v1/app/curto/cliente/logout', status: 400 },
    ],
  },
  getUsuarioPorLogin: {
    version: 'v2',
    casos: [
      { nome: 'existe', url: (_t, c) => `/api/v2/app/${c.anon}/usuario/maria%40exemplo.com.br?auth=1`, status: 200 },
      {
        nome: 'CNPJ formatado',
        url: (_t, c) => `/api/v2/app/${c.anon}/usuario/${encodeURIComponent('11.222.333/0001-81')}`,
        status: 200,
      },
      { nome: 'não existe', url: (_t, c) => `/api/v2/app/${c.anon}/usuario/ninguem%40exemplo.com.br`, status: 200 },
      { nome: 'longo demais', url: (_t, c) => `/api/v2/app/${c.anon}/usuario/${'a'.repeat(300)}`, status: 400 },
    ],
  },
  autenticar: {
    version: 'v1',
    casos: [
      {
        nome: 'cliente',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: '529.982.247-25', senha: 'maria123', idfornecedor: t.aurora }),
        status: 200,
      },
      {
        nome: 'usuário vinculado',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: 'ana@bompreco.com.br', senha: 'vinculado123', idfornecedor: t.aurora, idcliente: 3 }),
        status: 200,
      },
      {
        nome: 'senha errada',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: 'maria@exemplo.com.br', senha: 'x', idfornecedor: t.aurora }),
        status: 401,
      },
      {
        nome: 'aguarda aprovação',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: '11222333000181', senha: 'bompreco123', idfornecedor: t.construforte }),
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: () => ({ cpf: 'a@b.co', senha: 'x', idfornecedor: UUID_DESCONHECIDO }),
        status: 404,
      },
      {
        nome: 'sem senha',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: 'a@b.co', idfornecedor: t.aurora }),
        status: 400,
      },
    ],
  },
  autenticarRepresentante: {
    version: 'v1',
    casos: [
      {
        nome: 'representante',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar/representante`,
        corpo: (t) => ({ cpf: 'representante@aurora.com.br', senha: 'repres123', idfornecedor: t.aurora }),
        status: 200,
      },
      {
        nome: 'cliente não é representante',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar/representante`,
        corpo: (t) => ({ cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: t.aurora }),
        status: 401,
      },
    ],
  },
  autenticarEquipe: {
    version: 'v1',
    casos: [
      {
        nome: 'atendente',
        url: (_t, c) => `/api/v1/app/${c.anon}/equipe/autenticar`,
        corpo: (t) => ({ cpf: 'atendente@aurora.com.br', senha: 'atende123', idfornecedor: t.aurora }),
        status: 200,
      },
      {
        nome: 'admin de outro fornecedor',
        url: (_t, c) => `/api/v1/app/${c.anon}/equipe/autenticar`,
        corpo: (t) => ({ cpf: 'admin@construforte.com.br', senha: 'admin123', idfornecedor: t.aurora }),
        status: 401,
      },
    ],
  },
  salvarUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'cadastro aprovado',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({
          idfornecedor: t.aurora,
          nome: 'Rita Contrato Souza',
          cpf: '123.456.789-09',
          email: 'rita@exemplo.com.br',
          senha: 'contrato de api',
          senhac: 'contrato de api',
          termosuso: true,
        }),
        status: 200,
      },
      {
        nome: 'cadastro aguardando aprovação',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({
          idfornecedor: t.construforte,
          nome: 'Caio Contrato Lima',
          cpf: '987.654.321-00',
          email: 'caio@exemplo.com.br',
          senha: 'contrato de api',
          senhac: 'contrato de api',
          termosuso: true,
        }),
        status: 200,
      },
      {
        nome: 'já cadastrado',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({
          idfornecedor: t.aurora,
          nome: 'Maria Outra Vez',
          cpf: '529.982.247-25',
          email: 'maria2@exemplo.com.br',
          senha: 'contrato de api',
          senhac: 'contrato de api',
          termosuso: true,
        }),
        status: 409,
      },
      {
        nome: 'campos inválidos',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({ idfornecedor: t.aurora, nome: 'Rita' }),
        status: 422,
      },
      {
        nome: 'atualização',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/usuario`,
        corpo: () => ({ nome: 'Nome Novo Completo' }),
        status: 200,
      },
      {
        nome: 'cliente de outra sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~${c.sessaoAurora.idcliente}/usuario`,
        corpo: () => ({ nome: 'Nome Novo' }),
        status: 403,
      },
      {
        nome: 'sessão expirada',
        url: (_t, c) => `/api/v1/app/${c.anon}~1/usuario`,
        corpo: () => ({ nome: 'Nome Novo' }),
        status: 401,
      },
    ],
  },
  getClientes: {
    version: 'v1',
    casos: [
      {
        nome: 'sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~0/cliente?busca=cliente&limit=10&offset=0`,
        status: 200,
      },
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}~0/cliente`, status: 401 },
      {
        nome: 'limit demais',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~0/cliente?limit=1000`,
        status: 400,
      },
    ],
  },
  getCarrinho: {
    version: 'v2',
    casos: [
      {
        nome: 'sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/usuario/1/cart?idfornecedor=${t.aurora}`,
        status: 403,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/1/cart?idfornecedor=${t.aurora}`,
        status: 403,
      },
      {
        nome: 'sessão de outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/usuario/${c.sessaoConstruforte.idcliente}/cart?idfornecedor=${t.aurora}`,
        status: 403,
      },
      {
        nome: 'sem fornecedor',
        url: (_t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart`,
        status: 400,
      },
    ],
  },
  salvarCarrinho: {
    version: 'v2',
    casos: [
      {
        nome: 'linhas',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}`,
        corpo: async (t) => {
          const produtos = await t.db
            .selectFrom('produtos')
            .select('id')
            .where('idfornecedor', '=', t.aurora)
            .orderBy('id')
            .limit(2)
            .execute();
          return {
            cartItens: [...produtos.map((p) => ({ id: p.id, quantidade: 2 })), { id: 2_000_000_000, quantidade: 1 }],
            observacao: 'contrato',
          };
        },
        status: 200,
      },
      {
        nome: 'quantidade negativa',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}`,
        corpo: () => ({ cartItens: [{ id: 1, quantidade: -1 }] }),
        status: 400,
      },
      {
        nome: 'com cupom manual',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}&cupomAplicacaoAutomatica=true`,
        corpo: async (t) => {
          const produtos = await t.db
            .selectFrom('produtos')
            .select('id')
            .where('idfornecedor', '=', t.aurora)
            .orderBy('id')
            .limit(1)
            .execute();
          return { cartItens: produtos.map((p) => ({ id: p.id, quantidade: 3 })), codigoCupom: 'AURORA10' };
        },
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/usuario/1/cart?idfornecedor=${t.aurora}`,
        corpo: () => ({ cartItens: [] }),
        status: 403,
      },
    ],
  },
  validarCupom: {
    version: 'v2',
    casos: [
      {
        nome: 'válido',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/AURORA10?canalVenda=WEB`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'pior que o automático',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/BEMVINDO3?codigocupomautomatico=AURORA5`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'expirado',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/VERAO2025`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: (t) => `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/1/cupom/AURORA10`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.construforte}/cliente/${c.sessaoCarrinho.idcliente}/cupom/OBRA10`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${UUID_DESCONHECIDO}/cliente/${c.sessaoCarrinho.idcliente}/cupom/X`,
        cabecalhos: comBearerCarrinho,
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/AURORA10`,
        status: 401,
      },
      {
        nome: 'código longo demais',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/${'A'.repeat(41)}`,
        cabecalhos: comBearerCarrinho,
        status: 400,
      },
    ],
  },
  getCupomIndicacao: {
    version: 'v2',
    casos: [
      {
        nome: 'sessão',
        url: (_t, c) => `/api/v2/app/cupom-desconto/indicacao/${c.sessaoCarrinho.idcliente}`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v2/app/cupom-desconto/indicacao/1`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/cupom-desconto/indicacao/${c.sessaoCarrinho.idcliente}`,
        status: 401,
      },
    ],
  },
  listarEnderecos: {
    version: 'v1',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        status: 200,
      },
      { nome: 'outro cliente', url: (_t, c) => `/api/v1/app/${c.enderecos.token}~1/enderecos`, status: 403 },
      { nome: 'sem sessão', url: (_t, c) => `/api/v1/app/${c.anon}~0/enderecos`, status: 401 },
    ],
  },
  criarEndereco: {
    version: 'v1',
    casos: [
      {
        nome: 'válido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        corpo: () => ENDERECO_CONTRATO,
        status: 200,
      },
      {
        nome: 'CEP inválido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        corpo: () => ({ ...ENDERECO_CONTRATO, cep: '123' }),
        status: 400,
      },
    ],
  },
  atualizarEndereco: {
    version: 'v1',
    casos: [
      {
        nome: 'torna primário',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: (_t, c) => ({ ...ENDERECO_CONTRATO, idendereco: c.enderecos.segundo, primario: true }),
        status: 200,
      },
      {
        nome: 'recusado (400 com a mensagem)',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: (_t, c) => ({ ...ENDERECO_CONTRATO, idendereco: c.enderecos.segundo, uf: 'XX' }),
        status: 400,
      },
      {
        nome: 'de outro cliente',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: () => ({ ...ENDERECO_CONTRATO, idendereco: 1 }),
        status: 404,
      },
    ],
  },
  excluirEndereco: {
    version: 'v1',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) =>
          `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cliente/enderecos/${c.enderecos.primeiro}/excluir`,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'de outro cliente',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cliente/enderecos/1/excluir`,
        corpo: () => ({}),
        status: 404,
      },
    ],
  },
  getEnderecoFaturamento: {
    version: 'v2',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) =>
          `/api/v2/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos/${c.enderecos.idcliente}/faturamento`,
        status: 200,
      },
      {
        nome: 'sem endereço',
        url: (_t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/enderecos/${c.sessaoConstruforte.idcliente}/faturamento`,
        status: 404,
      },
      {
        nome: 'outro cliente',
        url: (_t, c) => `/api/v2/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos/1/faturamento`,
        status: 403,
      },
    ],
  },
  consultarCep: {
    version: 'v1',
    casos: [
      {
        nome: 'conhecido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cep/13015-002`,
        status: 200,
      },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cep/99999999`,
        status: 404,
      },
      {
        nome: 'mal formado',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cep/1234`,
        status: 400,
      },
    ],
  },
  submeterPedido: {
    version: 'v2',
    casos: [
      {
        nome: 'pedido',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) =>
          corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 2 }], c.pedidos.data, { anotacoes: 'contrato' }),
        status: 200,
      },
      {
        nome: 'sem chave',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 400,
      },
      {
        nome: 'carrinho vazio',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [], c.pedidos.data),
        status: 400,
      },
      {
        nome: 'sem estoque',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.semEstoque, quantidade: 1 }], c.pedidos.data),
        status: 409,
      },
      {
        nome: 'data fora da agenda',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 3 }], '2001-01-01'),
        status: 422,
      },
      {
        nome: 'outro cliente',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/1/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/${c.anon}/usuario/1/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 401,
      },
    ],
  },
  verificarDuplicidadePedido: {
    version: 'v2',
    casos: [
      {
        nome: 'verificação',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido/duplicidade`,
        corpo: (t, c) =>
          corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 2 }], c.pedidos.data, { anotacoes: 'contrato' }),
        status: 200,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/${c.anon}/usuario/1/pedido/duplicidade`,
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 401,
      },
    ],
  },
  listarPedidos: {
    version: 'v2',
    casos: [
      {
        nome: 'de Maria',
        url: (t) => `/api/v2/app/pedido/cliente/1?idfornecedor=${t.aurora}&ordenacao=maior-valor`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v2/app/pedido/cliente/1?idfornecedor=${t.aurora}`, status: 401 },
      {
        nome: 'outro cliente',
        url: (t) => `/api/v2/app/pedido/cliente/2?idfornecedor=${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        status: 403,
      },
    ],
  },
  getPedido: {
    version: 'v2',
    casos: [
      {
        nome: 'entregue',
        url: (t, c) => `/api/v2/app/${c.pedidos.maria}/order/100001?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v2/app/${c.pedidos.maria}/order/100004?idfornecedor=${t.aurora}`,
        status: 404,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v2/app/${c.anon}/order/100001?idfornecedor=${t.aurora}`, status: 401 },
    ],
  },
  // The layout studio (issue 14): an Aurora admin; a customer is refused.
  getDocumentoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'layout',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'tema padrão',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/tema`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'tipo inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/rodape`,
        cabecalhos: comBearerAdmin,
        status: 400,
      },
      {
        nome: 'atendente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`, status: 401 },
    ],
  },
  salvarDocumentoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'rascunho inválido é salvo',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({ documento: { ...seedLayout(), schemaVersion: 'x' }, nota: 'Rascunho' }),
        status: 200,
      },
      {
        nome: 'versão velha',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: (t, c) => ({ ...comBearerAdmin(t, c), 'if-match': '"1"' }),
        corpo: () => ({ documento: seedLayout() }),
        status: 409,
      },
      {
        nome: 'sem If-Match',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ documento: seedLayout() }),
        status: 428,
      },
      {
        nome: 'não é objeto',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({ documento: [1] }),
        status: 422,
      },
      {
        nome: 'atendente',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ documento: seedLayout() }),
        status: 403,
      },
    ],
  },
  publicarDocumentoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'rascunho inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerAdmin,
        corpo: async (t) => ({ versao: await versaoAtual(t, 'layout') }),
        status: 422,
      },
      {
        nome: 'versão 1 (a do seed)',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ versao: 1 }),
        status: 200,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ versao: 9999 }),
        status: 404,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ versao: 1 }),
        status: 403,
      },
    ],
  },
  listarVersoesEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'histórico',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  restaurarVersaoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'versão 1 como rascunho',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/1/restaurar`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'versão velha',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/1/restaurar`,
        cabecalhos: (t, c) => ({ ...comBearerAdmin(t, c), 'if-match': '"1"' }),
        corpo: () => ({}),
        status: 409,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/9999/restaurar`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/1/restaurar`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({}),
        status: 403,
      },
    ],
  },
  exportarDocumentosEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'arquivo',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-exportar`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/admin/${t.aurora}/estudio-exportar`, status: 401 },
    ],
  },
  importarDocumentosEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'features como rascunho',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-importar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({
          formato: 'vitrine-documentos',
          versao: 1,
          documentos: { features: { schemaVersion: 1, features: {} } },
        }),
        status: 200,
      },
      {
        nome: 'documento inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-importar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({
          formato: 'vitrine-documentos',
          versao: 1,
          documentos: { menu: { schemaVersion: 1, items: 'x' } },
        }),
        status: 422,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-importar`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ formato: 'vitrine-documentos', versao: 1, documentos: {} }),
        status: 403,
      },
    ],
  },
  // The product pictures (issue 11): an Aurora admin; an attendant is refused.
  listarProdutosAdmin: {
    version: 'v4',
    casos: [
      {
        nome: 'busca',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos?busca=caf&limit=3`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'limite inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos?limit=500`,
        cabecalhos: comBearerAdmin,
        status: 400,
      },
      {
        nome: 'atendente',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/admin/${t.aurora}/produtos`, status: 401 },
    ],
  },
  enviarImagemProduto: {
    version: 'v4',
    casos: [
      {
        nome: 'PNG',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comPngAdmin,
        corpo: pngDeTeste,
        status: 200,
      },
      {
        nome: 'não é imagem',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comPngAdmin,
        corpo: () => Buffer.from('GIF89a'),
        status: 400,
      },
      {
        nome: 'inexistente',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/produtos/999999999/imagem`,
        cabecalhos: comPngAdmin,
        corpo: pngDeTeste,
        status: 404,
      },
      {
        nome: 'atendente',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: (t, c) => ({ ...comBearerAtendente(t, c), 'content-type': 'image/png' }),
        corpo: pngDeTeste,
        status: 403,
      },
    ],
  },
  removerImagemProduto: {
    version: 'v4',
    casos: [
      {
        nome: 'volta ao desenho',
        metodo: 'DELETE',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'cliente',
        metodo: 'DELETE',
        url: (t, c) => `/api/v4/admin/${t.aurora}/produtos/${c.pedidos.produto}/imagem`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  // The order desk (issue 13): an Aurora attendant; a customer is refused.
  listarPedidosPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos?status=ENVIADO,ENTREGUE&limit=5`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'busca',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos?busca=bom%20pre`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      { nome: 'cliente', url: (t) => `/api/v4/painel/${t.aurora}/pedidos`, cabecalhos: comBearerCarrinho, status: 403 },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/pedidos`, status: 401 },
      {
        nome: 'status inválido',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos?status=PERDIDO`,
        cabecalhos: comBearerAtendente,
        status: 400,
      },
    ],
  },
  getPedidoPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'entregue',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/999999`,
        cabecalhos: comBearerAtendente,
        status: 404,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  mudarStatusPedidoPainel: {
    version: 'v4',
    casos: [
      // 100005 (Mercado Bom Preço) is ENVIADO in the seed; no other case reads it.
      {
        nome: 'enviado para separando',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100005/status`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ status: 'SEPARANDO' }),
        status: 200,
      },
      {
        nome: 'entregue não volta',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/status`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ status: 'CANCELADO' }),
        status: 409,
      },
      {
        nome: 'status inválido',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/status`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ status: 'PERDIDO' }),
        status: 400,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100005/status`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ status: 'CANCELADO' }),
        status: 403,
      },
    ],
  },
  precificarOrcamento: {
    version: 'v4',
    casos: [
      {
        nome: 'não é orçamento',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/orcamento`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ itens: [{ id: 1, precoUnitario: 10 }] }),
        status: 409,
      },
      {
        nome: 'sem itens',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/orcamento`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ itens: [] }),
        status: 400,
      },
      {
        nome: 'cliente',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/orcamento`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ itens: [{ id: 1, precoUnitario: 10 }] }),
        status: 403,
      },
    ],
  },
  confirmarOrcamento: {
    version: 'v4',
    casos: [
      {
        nome: 'não é orçamento',
        url: (t) => `/api/v4/orders/quote-confirm/${t.aurora}/order/100001`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        corpo: () => ({}),
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t) => `/api/v4/orders/quote-confirm/${t.aurora}/order/100004`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t) => `/api/v4/orders/quote-confirm/${t.aurora}/order/100001`,
        corpo: () => ({}),
        status: 401,
      },
    ],
  },
  boletoPedido: {
    version: 'v4',
    casos: [
      {
        nome: 'boleto do pedido',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 200,
        pdf: true,
      },
      {
        nome: 'pelo cookie',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ cookie: `sf_token=${c.pagamento.token}` }),
        status: 200,
        pdf: true,
      },
      {
        nome: 'pedido em Pix',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.construforte}`,
        cabecalhos: comBearerPagamento,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`, status: 401 },
    ],
  },
  gerarRecibo: {
    version: 'v4',
    casos: [
      {
        nome: 'comprovante',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pagamento.idcliente}`,
        cabecalhos: comBearerPagamento,
        corpo: async () => ({}),
        status: 200,
        pdf: true,
      },
      {
        nome: 'outro cliente no caminho',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pedidos.idcliente}`,
        cabecalhos: comBearerPagamento,
        corpo: async () => ({}),
        status: 403,
      },
      {
        nome: 'pedido de outro cliente',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pedidos.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        corpo: async () => ({}),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pagamento.idcliente}`,
        corpo: async () => ({}),
        status: 401,
      },
    ],
  },
  // The order export (issue 13): {id} is the supplier; only its staff.
  exportarPedidos: {
    version: 'v4',
    casos: [
      {
        nome: 'xlsx',
        url: (t) => `/api/v4/orders/export/${t.aurora}?status=ENTREGUE`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 200,
        planilha: 'xlsx',
      },
      {
        nome: 'csv pelo slug',
        url: () => '/api/v4/orders/export/aurora?formato=csv&busca=maria',
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 200,
        planilha: 'csv',
      },
      {
        nome: 'formato inválido',
        url: (t) => `/api/v4/orders/export/${t.aurora}?formato=ods`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 400,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/orders/export/${t.aurora}`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'de outro fornecedor',
        url: (t) => `/api/v4/orders/export/${t.construforte}`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/orders/export/${UUID_DESCONHECIDO}`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 404,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/orders/export/${t.aurora}`, corpo: () => ({}), status: 401 },
    ],
  },
  // The DANFE (issue 13): the desk attaches it to ctx.pagamento's Pix order, its client downloads it.
  anexarDanfePainel: {
    version: 'v4',
    casos: [
      {
        nome: 'atendente anexa',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 200,
      },
      {
        nome: 'chave errada',
        metodo: 'PUT',
        url: (t, c) =>
          `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA.slice(0, 43)}${(Number(CHAVE_NFE_AURORA[43]) + 1) % 10}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 400,
      },
      {
        nome: 'não é PDF',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => Buffer.from('GIF89a'),
        status: 400,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 400,
      },
      {
        nome: 'cliente',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: (t, c) => ({ ...comBearerPagamento(t, c), 'content-type': 'application/pdf' }),
        corpo: () => PDF_DANFE,
        status: 403,
      },
      {
        nome: 'inexistente',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/999999/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.construforte}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 403,
      },
      {
        nome: 'sem sessão',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: () => ({ 'content-type': 'application/pdf' }),
        corpo: () => PDF_DANFE,
        status: 401,
      },
    ],
  },
  danfePedido: {
    version: 'v4',
    casos: [
      {
        nome: 'do cliente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 200,
        pdf: true,
      },
      {
        nome: 'do atendente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: comBearerAtendente,
        status: 200,
        pdf: true,
      },
      {
        nome: 'não anexada',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 404,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.construforte}`,
        cabecalhos: comBearerPagamento,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`, status: 401 },
    ],
  },
  gerarTokenCartao: {
    version: 'v4',
    casos: [
      {
        nome: 'cartão de teste',
        url: () => '/api/v4/payment-sdk/generate-token',
        cabecalhos: comBearerPagamento,
        corpo: (t) => cartaoContrato(t, '4111111111111111'),
        status: 200,
      },
      {
        nome: 'cartão recusado',
        url: () => '/api/v4/payment-sdk/generate-token',
        cabecalhos: comBearerPagamento,
        corpo: (t) => cartaoContrato(t, '4000000000000002'),
        status: 422,
      },
      {
        nome: 'sem número',
        url: () => '/api/v4/payment-sdk/generate-token',
        cabecalhos: comBearerPagamento,
        corpo: (t) => ({ ...cartaoContrato(t, ''), numero: undefined }),
        status: 400,
      },
      {
        nome: 'sem sessão',
        url: () => '/api/v4/payment-sdk/generate-token',
        corpo: (t) => cartaoContrato(t, '4111111111111111'),
        status: 401,
      },
    ],
  },
  alterarFormaPagamentoPedido: {
    version: 'v4',
    casos: [
      {
        nome: 'para boleto',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: comBearerPagamento,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2, quantParcelas: 1 }),
        status: 200,
      },
      {
        nome: 'forma de outro fornecedor',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: comBearerPagamento,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 12, quantParcelas: 1 }),
        status: 422,
      },
      {
        nome: 'sem parcelas',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: comBearerPagamento,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2 }),
        status: 400,
      },
      {
        nome: 'pedido entregue',
        url: (t) => `/api/v4/orders/payment-method/${t.aurora}/order/100001`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 1, quantParcelas: 1 }),
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2, quantParcelas: 1 }),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2, quantParcelas: 1 }),
        status: 401,
      },
    ],
  },
  avaliarPedido: {
    version: 'v1',
    casos: [
      ...(
        [
          ['entregue', 100001, 'nota=4&comentario=Bom', 200],
          ['em entrega', 100003, 'nota=4', 409],
          ['de outro cliente', 100004, 'nota=4', 404],
          ['nota inválida', 100001, 'nota=9', 400],
        ] as const
      ).map(([nome, numpedido, corpo, status]) => ({
        nome,
        url: (_t: TestApp, c: Contexto) => `/api/v1/app/${c.pedidos.maria}/pedido/${numpedido}/avaliar`,
        cabecalhos: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
        corpo: async () => corpo,
        status,
      })),
    ],
  },
  getFormasPagamento: {
    version: 'v2',
    casos: [
      {
        nome: 'do cliente',
        url: (t, c) =>
          `/api/v2/app/${c.enderecos.token}/fornecedor/${t.aurora}/formas-pagamento?idcliente=${c.enderecos.idcliente}`,
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/formas-pagamento?idcliente=1`,
        status: 403,
      },
      {
        nome: 'outro cliente',
        url: (t, c) => `/api/v2/app/${c.enderecos.token}/fornecedor/${t.aurora}/formas-pagamento?idcliente=1`,
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) =>
          `/api/v2/app/${c.enderecos.token}/fornecedor/${UUID_DESCONHECIDO}/formas-pagamento?idcliente=${c.enderecos.idcliente}`,
        status: 404,
      },
    ],
  },
  getFormasEntrega: {
    version: 'v4',
    casos: [
      {
        nome: 'entrega no endereço, com Pix',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?idendereco=${c.enderecos.segundo}&tipoEntrega=DELIVERY&idformapagamento=1`,
        status: 200,
      },
      {
        nome: 'retirada',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?tipoEntrega=RETIRADA`,
        status: 200,
      },
      {
        nome: 'endereço de outro cliente',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?idendereco=1`,
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v4/app/${c.anon}~1/formas-entrega/${t.aurora}?tipoEntrega=RETIRADA`,
        status: 401,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v4/app/${c.anon}~0/formas-entrega/${t.aurora}?tipoEntrega=RETIRADA`,
        status: 403,
      },
      {
        nome: 'tipo inválido',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?tipoEntrega=VOO`,
        status: 400,
      },
    ],
  },
  cotarFreteCep: {
    version: 'v4',
    casos: [
      {
        nome: 'visitante',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/13015-002?tipoEntrega=DELIVERY&lat=-22.9&lng=-47.06`,
        corpo: (_t, c) => ({ produtos: [{ id: c.primeiroProdutoAurora, quantidade: 2 }] }),
        status: 200,
      },
      {
        nome: 'retirada',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/13015002?tipoEntrega=RETIRADA`,
        corpo: () => ({ produtos: [] }),
        status: 200,
      },
      {
        nome: 'CEP desconhecido',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/99999999`,
        corpo: () => ({ produtos: [] }),
        status: 404,
      },
      {
        nome: 'corpo sem produtos',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/13015002`,
        corpo: () => ({}),
        status: 400,
      },
    ],
  },
  getCuponsCliente: {
    version: 'v2',
    casos: [
      {
        nome: 'disponíveis',
        url: (_t, c) =>
          `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}?onlyLast=false&available=true`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'todos, com forma de pagamento',
        url: (_t, c) =>
          `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}?available=false&idformapagamento=3`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v2/app/cupom-desconto/cliente/1`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}`,
        status: 401,
      },
      {
        nome: 'onlyLast inválido',
        url: (_t, c) => `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}?onlyLast=talvez`,
        cabecalhos: comBearerCarrinho,
        status: 400,
      },
    ],
  },
  criarAlertaDisponibilidade: {
    version: 'v4',
    casos: [
      {
        nome: 'produto esgotado',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        cabecalhos: comBearerCarrinho,
        corpo: (t, c) => corpoAlerta(t, c, 'esgotado'),
        status: 200,
      },
      {
        nome: 'produto disponível',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        cabecalhos: comBearerCarrinho,
        corpo: (t, c) => corpoAlerta(t, c, 'disponivel'),
        status: 409,
      },
      {
        nome: 'outro cliente',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        cabecalhos: comBearerCarrinho,
        corpo: async (t, c) => ({ ...(await corpoAlerta(t, c, 'esgotado')), idcliente: c.sessaoAurora.idcliente }),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        corpo: (t, c) => corpoAlerta(t, c, 'esgotado'),
        status: 401,
      },
    ],
  },
  getAlertaDisponibilidade: {
    version: 'v4',
    casos: [
      {
        nome: 'inscrito',
        url: (t, c) =>
          `/api/v4/notificacao/alerta-disponibilidade?idcliente=${c.sessaoCarrinho.idcliente}&idfornecedor=${t.aurora}&idcadastroextraproduto=${ESGOTADO_AURORA.idcadastroextraproduto}`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) =>
          `/api/v4/notificacao/alerta-disponibilidade?idcliente=${c.sessaoCarrinho.idcliente}&idfornecedor=${t.construforte}&idcadastroextraproduto=1`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  removerAlertaDisponibilidade: {
    version: 'v4',
    casos: [
      {
        nome: 'remove',
        url: () => '/api/v4/notificacao/alerta-disponibilidade/remove',
        cabecalhos: comBearerCarrinho,
        corpo: async (t, c) => {
          const { idproduto: _, ...corpo } = await corpoAlerta(t, c, 'esgotado');
          return corpo;
        },
        status: 200,
      },
    ],
  },
  atualizarEstoque: {
    version: 'v4',
    casos: [
      {
        nome: 'administrador do fornecedor',
        metodo: 'PUT',
        url: (t) => `/api/v4/fornecedor/${t.aurora}/estoque`,
        cabecalhos: async (t) => ({
          authorization: `Bearer ${(await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' })).token}`,
        }),
        corpo: async (t, c) => ({
          produtos: [{ idproduto: (await corpoAlerta(t, c, 'esgotado')).idproduto, maximo_disponivel: 0 }],
        }),
        status: 200,
      },
      {
        nome: 'cliente',
        metodo: 'PUT',
        url: (t) => `/api/v4/fornecedor/${t.aurora}/estoque`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ produtos: [{ idproduto: 1, maximo_disponivel: 3 }] }),
        status: 403,
      },
      {
        nome: 'sem produtos',
        metodo: 'PUT',
        url: (t) => `/api/v4/fornecedor/${t.aurora}/estoque`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ produtos: [] }),
        status: 400,
      },
    ],
  },
  definirPrecoAtendente: {
    version: 'v2',
    casos: [
      {
        nome: 'atendente',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}/item/${c.primeiroProdutoAurora}?idfornecedor=${t.aurora}`,
        corpo: () => ({ precoatendente: 9.9 }),
        status: 200,
      },
      {
        nome: 'cliente no lugar do atendente',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}/item/${c.primeiroProdutoAurora}?idfornecedor=${t.aurora}`,
        corpo: () => ({ precoatendente: 0.01 }),
        status: 403,
      },
      {
        nome: 'preço zero',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}/item/${c.primeiroProdutoAurora}?idfornecedor=${t.aurora}`,
        corpo: () => ({ precoatendente: 0 }),
        status: 400,
      },
    ],
  },
  getCarrinhoAtendimento: {
    version: 'v2',
    casos: [
      {
        nome: 'atendente',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'cliente de outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoConstruforte.idcliente}?idfornecedor=${t.aurora}`,
        status: 404,
      },
      {
        nome: 'anônimo',
        url: (t, c) =>
          `/api/v2/app/${c.anon}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}?idfornecedor=${t.aurora}`,
        status: 401,
      },
    ],
  },
  pedidoRapido: {
    version: 'v2',
    casos: [
      {
        nome: 'linhas',
        url: (t, c) => `/api/v2/app/${c.anon}/pedido-rapido?idfornecedor=${t.aurora}`,
        corpo: () => ({ texto: '50001 2\n1 x\nsó-um' }),
        status: 200,
      },
      {
        nome: 'sem texto',
        url: (t, c) => `/api/v2/app/${c.anon}/pedido-rapido?idfornecedor=${t.aurora}`,
        corpo: () => ({}),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/pedido-rapido?idfornecedor=nada`,
        corpo: () => ({ texto: '1 1' }),
        status: 404,
      },
    ],
  },
  pedidoRapidoPlanilha: {
    version: 'v4',
    casos: [
      {
        nome: 'planilha',
        url: (t) => `/api/v4/product/spreadsheet/${t.aurora}/`,
        cabecalhos: () => ({ 'content-type': XLSX }),
        corpo: () =>
          writeExcelFile(
            [
              ['Código', 'Quantidade'],
              [50001, 2],
              [1, 'x'],
            ],
            { sheet: 'Pedido' },
          ).toBuffer(),
        status: 200,
      },
      {
        nome: 'arquivo danificado',
        url: (t) => `/api/v4/product/spreadsheet/${t.aurora}`,
        cabecalhos: () => ({ 'content-type': XLSX }),
        corpo: () => Buffer.from('não é xlsx'),
        status: 400,
      },
      {
        nome: 'não é planilha',
        url: (t) => `/api/v4/product/spreadsheet/${t.aurora}`,
        corpo: () => ({ texto: '1 1' }),
        status: 415,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/product/spreadsheet/${UUID_DESCONHECIDO}`,
        cabecalhos: () => ({ 'content-type': XLSX }),
        corpo: () => Buffer.from('x'),
        status: 404,
      },
    ],
  },
  pesquisarSugestoes: {
    version: 'v2',
    casos: [
      {
        nome: 'visitante',
        url: (t) => `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=caf`,
        status: 200,
      },
      {
        nome: 'cliente da sessão',
        url: (t, c) =>
          `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=acucar&idcliente=${c.sessaoCarrinho.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` }),
        status: 200,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) =>
          `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=caf&idcliente=${c.sessaoAurora.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` }),
        status: 403,
      },
      {
        nome: 'cliente sem sessão',
        url: (t, c) =>
          `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=caf&idcliente=${c.sessaoAurora.idcliente}`,
        status: 401,
      },
      {
        nome: 'sem texto',
        url: (t) => `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${t.aurora}&query=`,
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${UUID_DESCONHECIDO}&query=caf`,
        status: 404,
      },
    ],
  },
  desbloquearCarrinho: {
    version: 'v2',
    casos: [
      {
        nome: 'cliente',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart/desbloquear?idfornecedor=${t.aurora}`,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/usuario/1/cart/desbloquear?idfornecedor=${t.aurora}`,
        corpo: () => ({}),
        status: 403,
      },
    ],
  },
  getFornecedores: {
    version: 'v2',
    casos: [
      { nome: 'todos', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor`, status: 200 },
      { nome: 'por slug', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?idfornecedor=aurora`, status: 200 },
      {
        nome: 'por domínio',
        url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?dominio=construforte.localhost`,
        status: 200,
      },
      { nome: 'nenhum', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?idfornecedor=nada`, status: 200 },
      { nome: 'lat inválida', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?lat=200`, status: 400 },
      {
        nome: 'por cidade',
        url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?cidade=S%C3%A3o%20Paulo&uf=SP`,
        status: 200,
      },
    ],
  },
  getAreaAtendimento: {
    version: 'v2',
    casos: [
      {
        nome: 'entrega',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'retirada',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento?idfornecedor=${t.aurora}&tipoEntrega=RETIRADA`,
        status: 200,
      },
      { nome: 'sem id', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento`, status: 400 },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento?idfornecedor=${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getConfiguracaoFornecedor: {
    version: 'v2',
    casos: [
      {
        nome: 'aurora',
        url: (t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'construforte',
        url: (t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor?idfornecedor=${t.construforte}`,
        status: 200,
      },
      { nome: 'sem id', url: (_t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor`, status: 400 },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor?idfornecedor=${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getTemaFornecedor: {
    version: 'v2',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v2/configuracao/fornecedor/${t.aurora}/tema`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v2/configuracao/fornecedor/${UUID_DESCONHECIDO}/tema`, status: 404 },
      { nome: 'não uuid', url: () => '/api/v2/configuracao/fornecedor/aurora/tema', status: 400 },
    ],
  },
  getRodapeFornecedor: {
    version: 'v2',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v2/app/config/fornecedor/${t.aurora}/rodape`, status: 200 },
      { nome: 'construforte', url: (t) => `/api/v2/app/config/fornecedor/${t.construforte}/rodape`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v2/app/config/fornecedor/${UUID_DESCONHECIDO}/rodape`, status: 404 },
    ],
  },
  getCategorias: {
    version: 'v2',
    casos: [
      {
        nome: 'aurora',
        url: (t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${t.aurora}?device=desktop`,
        status: 200,
      },
      {
        nome: 'construforte',
        url: (t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${t.construforte}`,
        status: 200,
      },
      {
        nome: 'device inválido',
        url: (t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${t.aurora}?device=tv`,
        status: 400,
      },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/listacategoriasprodutos/${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getListaProdutos: {
    version: 'v2',
    casos: [
      { nome: 'página 1', url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?page=1`, status: 200 },
      {
        nome: 'todos os parâmetros',
        url: (t, c) =>
          `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?fornec=${t.aurora}&sk=arroz&page=1&formapagamento=1&ordenacao=relevancia&canalVenda=WEB&tipoentrega=DELIVERY&tagsPesquisa=&agrupadores=&ignorepolicy=true&limit=30`,
        status: 200,
      },
      {
        nome: 'ofertas',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?categ=${c.categoriaOfertas}`,
        status: 200,
      },
      {
        nome: 'adicionais',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?produtoprincipal=${c.principalComAdicionais}`,
        status: 200,
      },
      {
        nome: 'preços ocultos',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.construforte}?limit=100`,
        status: 200,
      },
      {
        nome: 'preços com sessão',
        url: (t, c) => `/api/v2/app/${c.sessaoConstruforte.token}/listaprodutos/${t.construforte}?limit=100&page=2`,
        status: 200,
      },
      {
        nome: 'além da última página',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?page=9999`,
        status: 200,
      },
      { nome: 'limit alto', url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?limit=101`, status: 400 },
      { nome: 'ordenação', url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?ordenacao=x`, status: 400 },
      {
        nome: 'categoria',
        url: (t, c) => `/api/v2/app/${c.anon}/listaprodutos/${t.aurora}?categ=999999999`,
        status: 404,
      },
      { nome: 'fornecedor', url: (_t, c) => `/api/v2/app/${c.anon}/listaprodutos/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
  getProduto: {
    version: 'v2',
    casos: [
      {
        nome: 'aurora',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/${c.slugAurora}`,
        status: 200,
      },
      {
        nome: 'sem similares',
        url: (t, c) =>
          `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/${c.slugAurora}?disableSimilares=true&quantidade=2`,
        status: 200,
      },
      {
        nome: 'preço oculto',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.construforte}/produto/${c.slugConstruforte}`,
        status: 200,
      },
      {
        nome: 'inexistente',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/nao-existe`,
        status: 404,
      },
      {
        nome: 'slug inválido',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/produto/Nao_Vale`,
        status: 400,
      },
    ],
  },
  getCarrosseis: {
    version: 'v2',
    casos: [
      {
        nome: 'home com produtos',
        url: (t, c) =>
          `/api/v2/app/${c.anon}~0/customizacao/carrossel/list-for-page/${t.aurora}?page=HOME&loadProdutos=true`,
        status: 200,
      },
      {
        nome: 'construforte, sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/customizacao/carrossel/list-for-page/${t.construforte}?loadProdutos=true`,
        status: 200,
      },
      {
        nome: 'sessão expirada',
        url: (t, c) => `/api/v2/app/${c.anon}~7/customizacao/carrossel/list-for-page/${t.aurora}`,
        status: 401,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoAurora.idcliente}/customizacao/carrossel/list-for-page/${t.construforte}`,
        status: 403,
      },
      {
        nome: 'formato',
        url: (t, c) => `/api/v2/app/${c.anon}/customizacao/carrossel/list-for-page/${t.aurora}`,
        status: 400,
      },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}~0/customizacao/carrossel/list-for-page/${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getTextosEstaticos: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/static-text/${t.aurora}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/static-text/${UUID_DESCONHECIDO}`, status: 404 },
      { nome: 'não uuid', url: () => '/api/v4/static-text/aurora', status: 400 },
    ],
  },
  getInstrucoesPedidoFornecedor: {
    version: 'v4',
    casos: [
      {
        nome: 'aurora',
        url: (t) => `/api/v4/app/token/custom-content/${t.aurora}?contentType=ORDER_INSTRUCTIONS`,
        status: 200,
      },
      {
        nome: 'sem conteúdo',
        url: (t) => `/api/v4/app/token/custom-content/${t.construforte}?contentType=ORDER_INSTRUCTIONS`,
        status: 200,
      },
      {
        nome: 'desconhecido',
        url: () => `/api/v4/app/token/custom-content/${UUID_DESCONHECIDO}?contentType=ORDER_INSTRUCTIONS`,
        status: 404,
      },
      {
        nome: 'tipo inválido',
        url: (t) => `/api/v4/app/token/custom-content/${t.aurora}?contentType=OUTRO`,
        status: 400,
      },
    ],
  },
  getCaracteristicasCliente: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/caracteristica-cliente/todas/${t.aurora}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/caracteristica-cliente/todas/${UUID_DESCONHECIDO}`, status: 404 },
      { nome: 'não uuid', url: () => '/api/v4/caracteristica-cliente/todas/aurora', status: 400 },
    ],
  },
  getCaracteristicasPedido: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/caracteristica-pedido/todas/${t.aurora}`, status: 200 },
      { nome: 'vazio', url: (t) => `/api/v4/caracteristica-pedido/todas/${t.construforte}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/caracteristica-pedido/todas/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
  listaTagsPesquisa: {
    version: 'v4',
    casos: [
      { nome: 'catálogo', url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/lista`, status: 200 },
      {
        nome: 'categoria e busca',
        url: (t, c) => `/api/v4/tag-pesquisa/${t.aurora}/lista?idcategoria=${c.categoriaOfertas}&query=suco`,
        status: 200,
      },
      {
        nome: 'categoria desconhecida',
        url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/lista?idcategoria=999999`,
        status: 404,
      },
      { nome: 'fornecedor desconhecido', url: () => `/api/v4/tag-pesquisa/${UUID_DESCONHECIDO}/lista`, status: 404 },
      { nome: 'categoria inválida', url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/lista?idcategoria=abc`, status: 400 },
    ],
  },
  listaPaginasEstaticas: {
    version: 'v4',
    casos: [
      { nome: 'páginas de Aurora', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/listar`, status: 200 },
      {
        nome: 'com o próprio cliente',
        url: (t, c) => `/api/v4/pagina-estatica/${t.aurora}/listar?idcliente=${c.sessaoCarrinho.idcliente}`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) => `/api/v4/pagina-estatica/${t.aurora}/listar?idcliente=${c.sessaoCarrinho.idcliente + 1}`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      { nome: 'cliente sem sessão', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/listar?idcliente=1`, status: 401 },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/pagina-estatica/${UUID_DESCONHECIDO}/listar`,
        status: 404,
      },
      { nome: 'id inválido', url: () => `/api/v4/pagina-estatica/nao-e-uuid/listar`, status: 400 },
    ],
  },
  paginaEstaticaPorSlug: {
    version: 'v4',
    casos: [
      {
        nome: 'política de privacidade',
        url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/politica-de-privacidade`,
        status: 200,
      },
      {
        nome: 'página só do app',
        url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/tabela-vendedores`,
        status: 403,
      },
      {
        nome: 'cliente sem sessão',
        url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/quem-somos?idcliente=1`,
        status: 401,
      },
      { nome: 'página inexistente', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/nao-existe`, status: 404 },
      { nome: 'slug inválido', url: (t) => `/api/v4/pagina-estatica/${t.aurora}/slug/Quem_Somos`, status: 400 },
    ],
  },
  listaTiposAssinatura: {
    version: 'v4',
    casos: [
      { nome: 'tipos de Aurora', url: (t) => `/api/v4/subscription/type/list/${t.aurora}`, status: 200 },
      { nome: 'fornecedor sem tipos', url: (t) => `/api/v4/subscription/type/list/${t.construforte}`, status: 200 },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/subscription/type/list/${UUID_DESCONHECIDO}`,
        status: 404,
      },
      { nome: 'id inválido', url: () => `/api/v4/subscription/type/list/nao-e-uuid`, status: 400 },
    ],
  },
  filtrosProduto: {
    version: 'v4',
    casos: [
      {
        nome: 'produto',
        url: (t, c) => `/api/v4/tag-pesquisa/${t.aurora}/filtros-produto/${c.primeiroProdutoAurora}`,
        status: 200,
      },
      {
        nome: 'produto de outro fornecedor',
        url: (t, c) => `/api/v4/tag-pesquisa/${t.construforte}/filtros-produto/${c.primeiroProdutoAurora}`,
        status: 404,
      },
      { nome: 'id inválido', url: (t) => `/api/v4/tag-pesquisa/${t.aurora}/filtros-produto/0`, status: 400 },
    ],
  },
  getDocumentosLoja: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/documentos-loja/${t.aurora}`, status: 200 },
      { nome: 'construforte', url: (t) => `/api/v4/documentos-loja/${t.construforte}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/documentos-loja/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
  clientesVinculados: {
    version: 'v1',
    casos: [
      {
        nome: 'cliente atendido',
        url: (_t, c) => `/api/v1/app/${c.representante.token}/usuario/${c.representante.idusuario}/clientes-vinculados`,
        corpo: () => ({ idcliente: 2 }),
        status: 200,
      },
      {
        nome: 'cliente não atendido',
        url: (_t, c) => `/api/v1/app/${c.representante.token}/usuario/${c.representante.idusuario}/clientes-vinculados`,
        corpo: () => ({ idcliente: 3 }),
        status: 403,
      },
      {
        nome: 'sem cliente',
        url: (_t, c) => `/api/v1/app/${c.representante.token}/usuario/${c.representante.idusuario}/clientes-vinculados`,
        corpo: () => ({}),
        status: 400,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/3/clientes-vinculados`,
        corpo: () => ({ idcliente: 2 }),
        status: 401,
      },
    ],
  },
  getClientesRepresentante: {
    version: 'v4',
    casos: [
      {
        nome: 'representante',
        url: (t, c) => `/api/v4/representante/${c.representante.token}/${t.aurora}?limit=10&offset=0&search=bom`,
        status: 200,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) => `/api/v4/representante/${c.representante.token}/${t.construforte}`,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/representante/${c.anon}/${t.aurora}`, status: 401 },
      {
        nome: 'limit demais',
        url: (t, c) => `/api/v4/representante/${c.representante.token}/${t.aurora}?limit=1000`,
        status: 400,
      },
    ],
  },
  getAcessoRepresentante: {
    version: 'v4',
    casos: [
      {
        nome: 'representante',
        url: (t, c) => `/api/v4/acessorepresentante/${c.representante.token}?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) => `/api/v4/acessorepresentante/${c.representante.token}?idfornecedor=${t.construforte}`,
        status: 200,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v4/acessorepresentante/${c.anon}?idfornecedor=${t.aurora}`,
        status: 401,
      },
      { nome: 'sem fornecedor', url: (_t, c) => `/api/v4/acessorepresentante/${c.representante.token}`, status: 400 },
    ],
  },
  recuperarSenha: {
    version: 'v2',
    casos: [
      {
        nome: 'CPF da demo',
        url: (t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/529.982.247-25?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'documento desconhecido',
        url: (t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/12345678909?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'login inválido',
        url: (t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/@@?idfornecedor=${t.aurora}`,
        status: 400,
      },
      {
        nome: 'sem fornecedor',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/12345678909`,
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/12345678909?idfornecedor=${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  loginApiKey: {
    version: 'v4',
    casos: [
      {
        nome: 'chave da demo',
        url: () => '/api/v4/api-key/login',
        corpo: (t) => ({
          apiKey: DEMO_API_KEYS[0]!.chave,
          idErpUsuario: DEMO_API_KEYS[0]!.id_erp_usuario,
          idFornecedor: t.aurora,
        }),
        status: 200,
      },
      {
        nome: 'chave de outro fornecedor',
        url: () => '/api/v4/api-key/login',
        corpo: (t) => ({
          apiKey: DEMO_API_KEYS[0]!.chave,
          idErpUsuario: DEMO_API_KEYS[0]!.id_erp_usuario,
          idFornecedor: t.construforte,
        }),
        status: 401,
      },
      {
        nome: 'sem chave',
        url: () => '/api/v4/api-key/login',
        corpo: (t) => ({ idErpUsuario: 'x', idFornecedor: t.aurora }),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => '/api/v4/api-key/login',
        corpo: () => ({ apiKey: DEMO_API_KEYS[0]!.chave, idErpUsuario: 'x', idFornecedor: UUID_DESCONHECIDO }),
        status: 404,
      },
    ],
  },
  criarHandover: {
    version: 'v1',
    casos: [
      {
        nome: 'sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}/sessao/handover`,
        corpo: () => ({ destino: '/construforte' }),
        status: 200,
      },
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}/sessao/handover`, corpo: () => ({}), status: 401 },
      {
        nome: 'destino fora da loja',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}/sessao/handover`,
        corpo: () => ({ destino: '//x.example' }),
        status: 400,
      },
    ],
  },
  redefinirSenha: {
    version: 'v2',
    casos: [
      {
        nome: 'código válido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/redefinir`,
        corpo: async (t) => ({
          idfornecedor: t.aurora,
          codigo: await codigoDeRecuperacao(t),
          senha: 'uma senha nova boa',
        }),
        status: 200,
      },
      {
        nome: 'código desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/redefinir`,
        corpo: async (t) => ({ idfornecedor: t.aurora, codigo: 'A'.repeat(43), senha: 'uma senha nova boa' }),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/redefinir`,
        corpo: async () => ({ idfornecedor: UUID_DESCONHECIDO, codigo: 'A'.repeat(43), senha: 'uma senha nova boa' }),
        status: 404,
      },
    ],
  },
  renovarJwt: {
    version: 'v1',
    casos: [
      // The Aurora session was logged out by the logout case above.
      { nome: 'sessão', url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}/usuario/jwttoken`, status: 200 },
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}/usuario/jwttoken`, status: 401 },
    ],
  },
  getTermosUsoCliente: {
    version: 'v4',
    casos: [
      {
        nome: 'pendente (nunca aceitou)',
        url: (t, c) => `/api/v4/client/${c.sessaoAurora.idcliente}/supplier/${t.aurora}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 200,
      },
      {
        nome: 'sem jwttoken',
        url: (t, c) => `/api/v4/client/${c.sessaoAurora.idcliente}/supplier/${t.aurora}/termos-uso`,
        status: 401,
      },
      {
        nome: 'outro cliente',
        url: (t) => `/api/v4/client/1/supplier/${t.aurora}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v4/client/${c.sessaoAurora.idcliente}/supplier/${UUID_DESCONHECIDO}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, UUID_DESCONHECIDO),
        status: 404,
      },
    ],
  },
  aceitarTermosUso: {
    version: 'v4',
    casos: [
      {
        nome: 'aceita a versão atual',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.construforte}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({ versao: 1 }),
        status: 200,
      },
      {
        nome: 'versão que não é a atual',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.construforte}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({ versao: 7 }),
        status: 409,
      },
      {
        nome: 'sessão de outro fornecedor',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.aurora}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({ versao: 1 }),
        status: 403,
      },
      {
        nome: 'corpo sem versão',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.construforte}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({}),
        status: 400,
      },
    ],
  },
  getConfiguracoesCliente: {
    version: 'v2',
    casos: [
      { nome: 'anônimo', url: (_t, c) => `/api/v2/app/${c.anon}~0/get-configuracoes-cliente`, status: 200 },
      {
        nome: 'cliente principal',
        url: (_t, c) => `/api/v2/app/${c.principal.token}~${c.principal.idcliente}/get-configuracoes-cliente`,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: (_t, c) => `/api/v2/app/${c.principal.token}~${c.sessaoConstruforte.idcliente}/get-configuracoes-cliente`,
        status: 403,
      },
      { nome: 'sem sessão', url: (_t, c) => `/api/v2/app/${c.anon}~1/get-configuracoes-cliente`, status: 401 },
    ],
  },
  postUsuariosDoUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'principal',
        url: (_t, c) => `/api/v1/app/${c.principal.token}/usuario/${c.principal.idusuario}/usuarios`,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'outro usuário',
        url: (_t, c) => `/api/v1/app/${c.principal.token}/usuario/${c.principal.vinculado}/usuarios`,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/1/usuarios`,
        corpo: () => ({}),
        status: 401,
      },
    ],
  },
  getUsuariosVinculados: {
    version: 'v1',
    casos: [
      {
        nome: 'principal',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        status: 200,
      },
      {
        nome: 'com JWT',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}?gerar_token_jwt=true`,
        cabecalhos: comBearer,
        status: 200,
      },
      { nome: 'outro cliente', url: (t) => `/api/v1/app/usuario/${t.aurora}/1`, cabecalhos: comBearer, status: 403 },
      {
        nome: 'conta de outra loja',
        url: (t) => `/api/v1/app/usuario/${t.aurora}/2`,
        cabecalhos: comBearer,
        status: 404,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`, status: 401 },
    ],
  },
  vincularUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'novo e-mail',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        corpo: () => ({ email: `convite-${randomBytes(4).toString('hex')}@teste.local` }),
        status: 200,
      },
      {
        nome: 'e-mail inválido',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        corpo: () => ({ email: 'x' }),
        status: 422,
      },
      {
        nome: 'equipe',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        corpo: () => ({ email: 'admin@aurora.com.br' }),
        status: 409,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        corpo: () => ({ email: 'a@b.co' }),
        status: 401,
      },
    ],
  },
  desvincularUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'vinculado',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}/${c.principal.removivel}`,
        cabecalhos: comBearer,
        metodo: 'DELETE',
        status: 200,
      },
      {
        nome: 'o principal',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}/${c.principal.idusuario}`,
        cabecalhos: comBearer,
        metodo: 'DELETE',
        status: 409,
      },
      {
        nome: 'não vinculado',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}/1`,
        cabecalhos: comBearer,
        metodo: 'DELETE',
        status: 404,
      },
    ],
  },
  atualizarUsuarioVinculado: {
    version: 'v1',
    casos: [
      {
        nome: 'concede submissao_pedido',
        url: (_t, c) => `/api/v1/app/usuario/${c.principal.vinculado}`,
        cabecalhos: comBearer,
        metodo: 'PUT',
        corpo: (_t, c) => ({
          dadosUsuario: {
            idcadastroextracliente: c.principal.idcadastro,
            permissoes: [{ idPermissao: 'submissao_pedido' }],
          },
        }),
        status: 200,
      },
      {
        nome: 'permissão desconhecida',
        url: (_t, c) => `/api/v1/app/usuario/${c.principal.vinculado}`,
        cabecalhos: comBearer,
        metodo: 'PUT',
        corpo: (_t, c) => ({
          dadosUsuario: { idcadastroextracliente: c.principal.idcadastro, permissoes: [{ idPermissao: 'tudo' }] },
        }),
        status: 400,
      },
    ],
  },
  getTermoUso: {
    version: 'v4',
    casos: [
      { nome: 'versão atual', url: (t) => `/api/termouso?idfornecedor=${t.aurora}`, status: 200, html: true },
      {
        nome: 'versão 1 pelo slug',
        url: () => '/api/termouso?idfornecedor=construforte&versaoArquivo=1',
        status: 200,
        html: true,
      },
      {
        nome: 'versão inexistente',
        url: (t) => `/api/termouso?idfornecedor=${t.aurora}&versaoArquivo=99`,
        status: 404,
      },
      { nome: 'sem fornecedor', url: () => '/api/termouso', status: 404 },
      { nome: 'versão inválida', url: (t) => `/api/termouso?idfornecedor=${t.aurora}&versaoArquivo=0`, status: 400 },
    ],
  },
  getUsuarioCliente: {
    version: 'v1',
    casos: [
      {
        nome: 'principal lê o vinculado',
        url: (_t, c) => `/api/v1/app/usuario-cliente/${c.principal.idcadastro}/${c.principal.vinculado}`,
        cabecalhos: comBearer,
        status: 200,
      },
      { nome: 'outro cliente', url: () => '/api/v1/app/usuario-cliente/1/1', cabecalhos: comBearer, status: 403 },
    ],
  },
};

const documents = Object.fromEntries(API_VERSIONS.map((v) => [v, loadOpenApiDocument(v)])) as Record<
  ApiVersion,
  OpenApiDocument
>;
const validator = new ResponseValidator(documents);

let t: TestApp;
let ctx: Contexto;
let viacep: FakeViaCep;

beforeAll(async () => {
  viacep = await startFakeViaCep();
  t = await startTestApp({ cep: { providerUrl: viacep.url, timeoutMs: 5000 } });
  const primeiro = async (idfornecedor: string) =>
    (
      await t.db
        .selectFrom('produtos')
        .select('slug')
        .where('idfornecedor', '=', idfornecedor)
        .where('ativo', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).slug;
  const ofertas = await t.db
    .selectFrom('categorias')
    .select('idcategoria')
    .where('idfornecedor', '=', t.aurora)
    .where('tipo', '=', 'OFERTAS')
    .executeTakeFirstOrThrow();
  const adicional = await t.db
    .selectFrom('produtos')
    .select('produto_adicional_de')
    .where('idfornecedor', '=', t.aurora)
    .where('produto_adicional_de', 'is not', null)
    .executeTakeFirstOrThrow();
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
  ctx = {
    pedidos: {
      token: clientePedidos.token,
      idcliente: clientePedidos.idcliente,
      produto: await produtoDeTeste(t.db, t.aurora, null),
      semEstoque: await produtoDeTeste(t.db, t.aurora, 0),
      data: await primeiraData(t.db, 3),
      maria,
    },
    pagamento: await (async () => {
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
    })(),
    anon: anonToken(),
    sessaoConstruforte: await criarSessao(t.db, { idfornecedor: t.construforte }),
    sessaoAurora: await criarSessao(t.db, { idfornecedor: t.aurora }),
    sessaoCarrinho: await criarSessao(t.db, { idfornecedor: t.aurora }),
    atendenteAurora: await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' }),
    adminAurora: await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' }),
    primeiroProdutoAurora: (
      await t.db
        .selectFrom('produtos')
        .select('id')
        .where('idfornecedor', '=', t.aurora)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id,
    slugAurora: await primeiro(t.aurora),
    slugConstruforte: await primeiro(t.construforte),
    categoriaOfertas: ofertas.idcategoria,
    principalComAdicionais: adicional.produto_adicional_de as number,
    representante: (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/app/${anonToken()}/usuario/autenticar/representante`,
        payload: { cpf: 'representante@aurora.com.br', senha: 'repres123', idfornecedor: t.aurora },
      })
    ).json(),
    enderecos: await (async () => {
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
    })(),
    principal: await (async () => {
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
    })(),
  };
});

afterAll(async () => {
  await t?.close();
  await viacep?.close();
});

describe('contract: every documented operation is exercised', () => {
  it('has cases for exactly the operations of openapi/<version>/', () => {
    const documentadas = API_VERSIONS.flatMap((v) =>
      listOperations(documents[v]).map((op) => `${v}:${op.operationId}`),
    ).sort();
    const testadas = Object.entries(CASOS)
      .map(([operationId, { version }]) => `${version}:${operationId}`)
      .sort();
    expect(testadas).toEqual(documentadas);
  });
});

describe('contract: responses match openapi/<version>/', () => {
  for (const [operationId, { version, casos }] of Object.entries(CASOS)) {
    for (const caso of casos) {
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

describe('contract: the validator catches drift', () => {
  it('rejects a missing field, a wrong type and an undocumented field', () => {
    const ok = { ok: true };
    expect(validator.validate('v1', 'logout', 200, ok)).toEqual([]);
    expect(validator.validate('v1', 'logout', 200, {})).not.toEqual([]);
    expect(validator.validate('v1', 'logout', 200, { ok: 'sim' })).not.toEqual([]);
    expect(validator.validate('v1', 'logout', 200, { ok: true, extra: 1 })).toEqual(['/extra: campo não documentado']);
    expect(validator.validate('v1', 'logout', 418, ok)).toEqual(['logout não documenta a resposta 418']);
  });

  it('checks nested and allOf schemas (ProdutoDetalhe)', async () => {
    const response = await t.app.inject({
      url: `/api/v2/app/${ctx.anon}/fornecedor/${t.aurora}/produto/${ctx.slugAurora}`,
    });
    const body = response.json() as Record<string, unknown>;
    expect(validator.validate('v2', 'getProduto', 200, body)).toEqual([]);
    expect(validator.validate('v2', 'getProduto', 200, { ...body, preco: '12,90' })).not.toEqual([]);
    expect(validator.validate('v2', 'getProduto', 200, { ...body, segredo: 1 })).toEqual([
      '/segredo: campo não documentado',
    ]);
    const { descricao: _d, ...semDescricao } = body;
    expect(validator.validate('v2', 'getProduto', 200, semDescricao)).not.toEqual([]);
    const similares = [{ ...(body.similares as object[])[0], custo_centavos: 1 }];
    expect(validator.validate('v2', 'getProduto', 200, { ...body, similares })).toEqual([
      '/similares/0/custo_centavos: campo não documentado',
    ]);
  });
});
