/**
 * What the contract's case tables (tests/contract/casos/) share: the shape of a case, the context
 * every domain file prepares (sessions, orders, addresses: tests/contract/support/contrato.ts) and
 * the request helpers the cases use.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { hashCodigo } from '#server/modules/recuperacao-senha';
import { type ApiVersion } from '#server/api/openapi-documents';
import { criarSessao, jwtDeTeste, type TestApp } from '#server/testing/test-app';
import { digitoChaveNfe } from '#engine/rules/nfe-key';

export interface Caso {
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
  /** An XML document, not JSON (the NF-e's XML, issue 34): its 200 body starts with '<?xml'. */
  xml?: true;
  /** A spreadsheet, not JSON: its 200 body is an .xlsx (a zip, 'PK') or a CSV with a UTF-8 BOM. */
  planilha?: 'xlsx' | 'csv';
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Authorization: Bearer` with a jwttoken of this session (as the login, or its renewal, issues it). */
export async function bearer(
  t: TestApp,
  s: { idusuario: number; idcliente: number },
  idfornecedor: string,
): Promise<Record<string, string>> {
  const jwt = await jwtDeTeste(t, s, idfornecedor);
  return { authorization: `Bearer ${jwt}` };
}

/** A live recovery code of a new Aurora user (written as the service writes it: only its hash). */
export async function codigoDeRecuperacao(t: TestApp): Promise<string> {
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

export interface Contexto {
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
export async function usuarioVinculado(t: TestApp, idcliente: number): Promise<number> {
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

export const comBearer = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.principal.token}` });
/** The coupon calls (no {auth} segment) of the cart cases' session. */
/** A card for the sandbox's tokenisation (valid through December two years from now). */
export const cartaoContrato = (t: TestApp, numero: string) => ({
  idfornecedor: t.aurora,
  numero,
  nome: 'Maria O Santos',
  mes: 12,
  ano: new Date().getFullYear() + 2,
  cvv: '123',
});
/** The payment calls' session (the owner of `ctx.pagamento`'s orders). */
export const comBearerPagamento = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.pagamento.token}` });
export const comBearerCarrinho = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.sessaoCarrinho.token}` });
export const comBearerAtendente = (_t: TestApp, c: Contexto) => ({
  authorization: `Bearer ${c.atendenteAurora.token}`,
});

export const comBearerAdmin = (_t: TestApp, c: Contexto) => ({ authorization: `Bearer ${c.adminAurora.token}` });

/** The latest saved version of an Aurora document (the studio's If-Match). */
export async function versaoAtual(t: TestApp, tipo: 'layout' | 'menu' | 'features' | 'tema'): Promise<number> {
  const row = await t.db
    .selectFrom('documentos_loja_versoes')
    .select((eb) => eb.fn.max('versao').as('versao'))
    .where('idfornecedor', '=', t.aurora)
    .where('tipo', '=', tipo)
    .executeTakeFirst();
  return Number(row?.versao ?? 0);
}
export const comIfMatchAtual = (tipo: 'layout' | 'menu' | 'features' | 'tema') => async (t: TestApp, c: Contexto) => ({
  ...comBearerAdmin(t, c),
  'if-match': `"${await versaoAtual(t, tipo)}"`,
});
export const seedLayout = (): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL('../../../server/db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
/** A DANFE for the contract: Aurora's NF-e key (its CNPJ 34.567.812/0001-35) and a small whole PDF. */
export const CHAVE_NFE_AURORA = ((base) => base + String(digitoChaveNfe(base)))(
  '3526113456781200013555001000000777112345678',
);
export const comPngAdmin = (t: TestApp, c: Contexto) => ({ ...comBearerAdmin(t, c), 'content-type': 'image/png' });
/** A 200 × 200 picture, as an admin would upload one. */
export const pngDeTeste = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
export const PDF_DANFE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/**
 * The NF-e XML of CHAVE_NFE_AURORA as its emitter keeps it (nfeProc with SEFAZ's protocol), for
 * the desk's XML beside the DANFE (issue 34); it stands for the supplier's file.
 */
export const NFE_XML_AURORA = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe versao="4.00" Id="NFe${CHAVE_NFE_AURORA}"><emit><CNPJ>34567812000135</CNPJ><xNome>Distribuidora Aurora Ltda</xNome></emit></infNFe></NFe><protNFe versao="4.00"><infProt><chNFe>${CHAVE_NFE_AURORA}</chNFe><nProt>135260000000777</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`,
  'utf8',
);
export const comXmlAtendente = (t: TestApp, c: Contexto) => ({
  ...comBearerAtendente(t, c),
  'content-type': 'application/xml',
});
export const comPdfAtendente = (t: TestApp, c: Contexto) => ({
  ...comBearerAtendente(t, c),
  'content-type': 'application/pdf',
});

export const UUID_DESCONHECIDO = '5f0c3e1a-9b7d-4c2e-8a1f-0d9e8c7b6a5f';

/** Seeded out of stock at Aurora (maximo_disponivel 0 under enable-stock-control). */
export const ESGOTADO_AURORA = { slug: 'refrigerante-laranja-serra-azul-2-l', idcadastroextraproduto: 510031 };

/** The availability alert body of the cart cases' client for an out-of-stock or an available Aurora product. */
export async function corpoAlerta(t: TestApp, c: Contexto, qual: 'esgotado' | 'disponivel') {
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

export const ENDERECO_CONTRATO = {
  cep: '13025-320',
  uf: 'SP',
  cidade: 'Campinas',
  bairro: 'Cambuí',
  rua: 'Avenida José de Souza Campos',
  numero: '900',
};

/** operationId → the requests that exercise it, with the status each must answer. */
export type Casos = Record<string, { version: ApiVersion; casos: Caso[] }>;
