/**
 * The ERP's product pictures (issue 33, item 2), as an ERP would send them: the supplier's admin
 * creates a key with scope `catalogue`, the ERP imports a category and a product, then sends the
 * product's picture as bytes. The picture is re-encoded as the desk's upload is and served as WebP
 * at the product's picture URL under a new `v`; the same bytes again are `inalterado` (no new `v`,
 * no new catalogue version); a key without the scope, another supplier's key, a revoked key, an
 * unknown `cod_erp` and a body that is not a picture (or a URL) are refused in pt-BR.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGEM_INVALIDA } from '../../images/imagem-enviada';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { PRODUTO_ERP_NAO_ENCONTRADO } from './imagens-erp';
import { MENSAGEM_CHAVE_INVALIDA, MENSAGEM_OUTRO_FORNECEDOR, mensagemSemEscopo } from './index';

let t: TestApp;
let admin: SessaoDeTeste;
let adminConstruforte: SessaoDeTeste;
/** Aurora's key with `catalogue`; one with `prices` only; ConstruForte's with `catalogue`. */
let chave: string;
let chaveSemCatalogo: string;
let chaveConstruforte: string;
let idcredencial: number;
let idproduto: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a key of `idfornecedor` in its desk (by `sessao`, its admin); the answer shows it once. */
async function criarChave(sessao: SessaoDeTeste, idfornecedor: string, escopos: string[]) {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v4/painel/${idfornecedor}/integracao/credenciais`,
    headers: bearer(sessao.token),
    payload: { nome: `ERP ${escopos.join(' ')}`, escopos },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { chave: string; credencial: { idcredencial: number } };
}

async function importar(recurso: 'categorias' | 'produtos', itens: unknown[], token: string, idfornecedor: string) {
  const r = await t.app.inject({
    method: 'PUT',
    url: `/api/v4/integracao/${idfornecedor}/${recurso}`,
    headers: bearer(token),
    payload: { itens },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { itens: { id: number; resultado: string }[] };
}

const urlImagem = (codErp: string, idfornecedor = t.aurora) =>
  `/api/v4/integracao/${idfornecedor}/produtos/${encodeURIComponent(codErp)}/imagem`;

/** The ERP's call: the picture's bytes as the body. */
const enviar = (
  corpo: Buffer | string,
  opcoes: { token?: string; codErp?: string; tipo?: string; idf?: string } = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: urlImagem(opcoes.codErp ?? 'IMG-1', opcoes.idf),
    headers: { ...bearer(opcoes.token ?? chave), 'content-type': opcoes.tipo ?? 'image/png' },
    payload: corpo,
  });

/** A picture of one colour, as sharp makes it. */
const quadrado = (cor: { r: number; g: number; b: number }, lado = 400) =>
  sharp({ create: { width: lado, height: lado, channels: 3, background: cor } })
    .png()
    .toBuffer();

async function centro(webp: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

// catalogo_versao (migration 0003) is read by raw SQL: it is not in the typed Database.
const versaoCatalogo = async () =>
  (await sql<{ versao: string }>`SELECT versao FROM catalogo_versao WHERE idfornecedor = ${t.aurora}`.execute(t.db))
    .rows[0]?.versao;

const enviada = () =>
  t.db.selectFrom('produto_imagem_enviada').selectAll().where('id', '=', idproduto).executeTakeFirst();

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  adminConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
  const criada = await criarChave(admin, t.aurora, ['catalogue']);
  chave = criada.chave;
  idcredencial = criada.credencial.idcredencial;
  chaveSemCatalogo = (await criarChave(admin, t.aurora, ['prices'])).chave;
  chaveConstruforte = (await criarChave(adminConstruforte, t.construforte, ['catalogue'])).chave;
  await importar('categorias', [{ cod_erp: 'CAT-IMG', nome: 'Fotos ERP' }], chave, t.aurora);
  const produtos = await importar(
    'produtos',
    [
      { cod_erp: 'IMG-1', nome: 'Produto com foto do ERP', categoria: 'CAT-IMG', preco: 10 },
      { cod_erp: 'IMG/2 ç', nome: 'Produto de código com barra', categoria: 'CAT-IMG', preco: 11 },
    ],
    chave,
    t.aurora,
  );
  idproduto = produtos.itens[0]!.id;
  // A product that exists only at ConstruForte.
  await importar('categorias', [{ cod_erp: 'CAT-CF', nome: 'Categoria CF' }], chaveConstruforte, t.construforte);
  await importar(
    'produtos',
    [{ cod_erp: 'SO-CF', nome: 'Só da ConstruForte', categoria: 'CAT-CF', preco: 5 }],
    chaveConstruforte,
    t.construforte,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the ERP sends a product picture as bytes', () => {
  it('accepts a PNG, re-encodes it and serves it as WebP at the product picture URL, under a new v', async () => {
    const antes = await t.db
      .selectFrom('produtos')
      .select('imagem_versao')
      .where('id', '=', idproduto)
      .executeTakeFirstOrThrow();
    const catalogoAntes = await versaoCatalogo();
    const azul = await quadrado({ r: 20, g: 40, b: 220 }, 1600);
    const r = await enviar(azul);
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json();
    expect(corpo).toEqual({
      cod_erp: 'IMG-1',
      id: idproduto,
      resultado: 'atualizado',
      imagem_versao: expect.stringMatching(/^[0-9]{14}$/),
      imagem: `/imagens/produtos/${t.aurora}/${idproduto}.webp?v=${corpo.imagem_versao}`,
    });
    expect(corpo.imagem_versao).not.toBe(antes.imagem_versao);
    // Kept as the desk's upload keeps it: the re-encoded WebP (at most 1200 px a side), no user.
    const row = await enviada();
    expect(row).toMatchObject({ idfornecedor: t.aurora, largura: 1200, altura: 1200, idusuario: null });
    // The public catalogue follows (the catalogue version moved with imagem_versao).
    expect(await versaoCatalogo()).not.toBe(catalogoAntes);
    const img = await t.app.inject({ url: corpo.imagem });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await sharp(img.rawPayload).metadata()).format).toBe('webp');
    const [red, green, blue] = await centro(img.rawPayload);
    expect(blue).toBeGreaterThan(180);
    expect(red).toBeLessThan(70);
    expect(green).toBeLessThan(90);
  });

  it('the same bytes again are inalterado: no new v, no new catalogue version, nothing written', async () => {
    const azul = await quadrado({ r: 20, g: 40, b: 220 }, 1600);
    const antes = await enviada();
    const catalogoAntes = await versaoCatalogo();
    const { imagem_versao } = await t.db
      .selectFrom('produtos')
      .select('imagem_versao')
      .where('id', '=', idproduto)
      .executeTakeFirstOrThrow();
    const r = await enviar(azul);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      cod_erp: 'IMG-1',
      id: idproduto,
      resultado: 'inalterado',
      imagem_versao,
      imagem: `/imagens/produtos/${t.aurora}/${idproduto}.webp?v=${imagem_versao}`,
    });
    expect(await enviada()).toEqual(antes);
    expect(await versaoCatalogo()).toBe(catalogoAntes);
  });

  it('another picture replaces it (a JPEG too)', async () => {
    const verde = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 200, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const antes = await enviada();
    const r = await enviar(verde, { tipo: 'image/jpeg' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().resultado).toBe('atualizado');
    const depois = await enviada();
    expect(depois?.sha).not.toBe(antes?.sha);
    expect(depois).toMatchObject({ largura: 300, altura: 300 });
    const img = await t.app.inject({ url: r.json().imagem });
    const [red, green] = await centro(img.rawPayload);
    expect(green).toBeGreaterThan(150);
    expect(red).toBeLessThan(70);
  });

  it('finds a product whose cod_erp has a slash and an accent (URL-encoded)', async () => {
    const r = await enviar(await quadrado({ r: 200, g: 200, b: 0 }), { codErp: 'IMG/2 ç' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ cod_erp: 'IMG/2 ç', resultado: 'atualizado' });
  });

  it('an unknown cod_erp, or one of another supplier only, is 404 in pt-BR', async () => {
    const png = await quadrado({ r: 0, g: 0, b: 0 });
    for (const codErp of ['NAO-EXISTE', 'SO-CF']) {
      const r = await enviar(png, { codErp });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ mensagem: PRODUTO_ERP_NAO_ENCONTRADO, codigo: 'integracao.produto-nao-encontrado' });
    }
  });

  it('refuses a body that is not a picture with the desk upload errors, and keeps the stored one', async () => {
    const antes = await enviada();
    const naoImagem = await enviar(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(naoImagem.statusCode).toBe(400);
    expect(naoImagem.json()).toEqual({ mensagem: IMAGEM_INVALIDA, codigo: 'imagem.invalida' });
    const pequena = await enviar(await quadrado({ r: 0, g: 0, b: 255 }, 100));
    expect(pequena.statusCode).toBe(400);
    expect(pequena.json()).toMatchObject({ codigo: 'imagem.pequena-demais' });
    const grande = await enviar(Buffer.alloc(9 * 1024 * 1024, 1));
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toMatchObject({
      codigo: 'imagem.grande-demais',
      mensagem: 'A imagem passa de 8 MB. Envie um arquivo menor.',
    });
    const texto = await enviar('x', { tipo: 'text/plain' });
    expect(texto.statusCode).toBe(415);
    expect(texto.json()).toEqual({ mensagem: IMAGEM_INVALIDA, codigo: 'imagem.invalida' });
    // There is no URL to give: a JSON body naming one is not a picture, and nothing is fetched.
    const url = await t.app.inject({
      method: 'PUT',
      url: urlImagem('IMG-1'),
      headers: bearer(chave),
      payload: { url: 'http://127.0.0.1:1/foto.png' },
    });
    expect(url.statusCode).toBe(415);
    expect(await enviada()).toEqual(antes);
  });
});

describe('the key of an ERP picture', () => {
  it('a key without the catalogue scope gets 403', async () => {
    const r = await enviar(await quadrado({ r: 255, g: 0, b: 0 }), { token: chaveSemCatalogo });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ mensagem: mensagemSemEscopo('catalogue'), codigo: 'integracao.sem-escopo' });
  });

  it("another supplier's key gets 403, on either supplier's path, and writes nothing", async () => {
    const antes = await enviada();
    const vermelho = await quadrado({ r: 255, g: 0, b: 0 });
    const r = await enviar(vermelho, { token: chaveConstruforte });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ mensagem: MENSAGEM_OUTRO_FORNECEDOR, codigo: 'integracao.outro-fornecedor' });
    const outro = await enviar(vermelho, { codErp: 'SO-CF', idf: t.construforte });
    expect(outro.statusCode).toBe(403);
    expect(outro.json()).toEqual({ mensagem: MENSAGEM_OUTRO_FORNECEDOR, codigo: 'integracao.outro-fornecedor' });
    expect(await enviada()).toEqual(antes);
    const daConstruforte = await t.db
      .selectFrom('produto_imagem_enviada')
      .select('id')
      .where('idfornecedor', '=', t.construforte)
      .execute();
    expect(daConstruforte).toEqual([]);
  });

  it('a revoked key gets 401, and so does no key', async () => {
    const revogar = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais/${idcredencial}/revogar`,
      headers: bearer(admin.token),
    });
    expect(revogar.statusCode).toBe(200);
    const png = await quadrado({ r: 255, g: 0, b: 0 });
    const r = await enviar(png);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ mensagem: MENSAGEM_CHAVE_INVALIDA, codigo: 'integracao.chave-invalida' });
    const semChave = await t.app.inject({
      method: 'PUT',
      url: urlImagem('IMG-1'),
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(semChave.statusCode).toBe(401);
  });
});
