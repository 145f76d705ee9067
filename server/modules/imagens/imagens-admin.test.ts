/**
 * The product pictures an admin uploads (issue 11): only an admin of the supplier; the file is
 * checked and re-encoded (never kept or served as sent); shoppers get the new picture under a new
 * `v`, at every size; removing it brings the drawing back.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { IMAGEM_INVALIDA } from '../../images/imagem-enviada';
import { IMAGEM_ACESSO_NEGADO, versaoDaImagem } from './imagens-admin';

let t: TestApp;
let admin: SessaoDeTeste;
let atendente: SessaoDeTeste;
let cliente: SessaoDeTeste;
let adminConstru: SessaoDeTeste;
let produto: number;
let produtoConstru: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  adminConstru = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
  produto = (
    await t.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', t.aurora)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  produtoConstru = (
    await t.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', t.construforte)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const url = (idf: string, id: number) => `/api/v4/admin/${idf}/produtos/${id}/imagem`;

/** A picture of one colour, with EXIF (camera and GPS) that must not survive. */
function quadrado(
  cor: { r: number; g: number; b: number },
  lado = 400,
  formato: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const img = sharp({ create: { width: lado, height: lado, channels: 3, background: cor } }).withExif({
    IFD0: { Make: 'CameraSecreta' },
  });
  return (formato === 'png' ? img.png() : img.jpeg()).toBuffer();
}

async function centro(webp: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

const enviar = (token: string, idf: string, id: number, corpo: Buffer, tipo = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: url(idf, id),
    headers: { ...bearer(token), 'content-type': tipo },
    payload: corpo,
  });

describe('product pictures uploaded by the admin', () => {
  it('replaces the drawn picture at every size, under a new v; the file is re-encoded without its metadata', async () => {
    const antes = (
      await t.app.inject({ url: `/api/v4/admin/${t.aurora}/produtos?busca=${produto}`, headers: bearer(admin.token) })
    ).json();
    expect(antes.produtos[0]).toMatchObject({ id: produto, imagemEnviada: null });
    const vermelho = await quadrado({ r: 220, g: 20, b: 20 }, 1600, 'jpeg');
    const res = await enviar(admin.token, t.aurora, produto, vermelho, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(corpo.imagemEnviada).toMatchObject({ largura: 1200, altura: 1200 });
    expect(corpo.imagem).not.toBe(antes.produtos[0].imagem);
    expect(corpo.imagem).toMatch(/\?v=[0-9]{14}$/);
    // The shopper's catalogue names the new URL.
    const { slug } = await t.db
      .selectFrom('produtos')
      .select('slug')
      .where('id', '=', produto)
      .executeTakeFirstOrThrow();
    const loja = await t.app.inject({
      url: `/api/v2/app/anon-${'0'.repeat(32)}/fornecedor/${t.aurora}/produto/${slug}`,
    });
    expect(loja.statusCode, loja.body).toBe(200);
    expect(loja.body).toContain(corpo.imagem);
    for (const sufixo of ['', '-150', '-300', '-600']) {
      const img = await t.app.inject({ url: corpo.imagem.replace('.webp', `${sufixo}.webp`) });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(img.headers['cache-control']).toContain('immutable');
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta.width).toBe(sufixo ? Number(sufixo.slice(1)) : 600);
      expect(meta.exif).toBeUndefined();
      expect(img.rawPayload.includes(Buffer.from('CameraSecreta'))).toBe(false);
      const [r, g, b] = await centro(img.rawPayload);
      expect(r).toBeGreaterThan(180);
      expect(g).toBeLessThan(70);
      expect(b).toBeLessThan(70);
      // 304 by ETag without encoding again.
      const again = await t.app.inject({
        url: corpo.imagem.replace('.webp', `${sufixo}.webp`),
        headers: { 'if-none-match': String(img.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    // Removing it brings back the drawing (another v, not red).
    const removida = await t.app.inject({
      method: 'DELETE',
      url: url(t.aurora, produto),
      headers: bearer(admin.token),
    });
    expect(removida.statusCode, removida.body).toBe(200);
    expect(removida.json().imagemEnviada).toBeNull();
    const desenho = await t.app.inject({ url: removida.json().imagem });
    const [r, g] = await centro(desenho.rawPayload);
    expect(r > 180 && g < 70).toBe(false);
  });

  it('refuses what is not a readable picture, too small, or too large, in pt-BR', async () => {
    const naoImagem = await enviar(
      admin.token,
      t.aurora,
      produto,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(naoImagem.statusCode).toBe(400);
    expect(naoImagem.json()).toEqual({ mensagem: IMAGEM_INVALIDA, codigo: 'imagem.invalida' });
    const pequena = await enviar(admin.token, t.aurora, produto, await quadrado({ r: 0, g: 0, b: 255 }, 100));
    expect(pequena.json()).toMatchObject({ codigo: 'imagem.pequena-demais' });
    expect(pequena.json().mensagem).toContain('pelo menos 150 × 150 pixels');
    const grande = await enviar(admin.token, t.aurora, produto, Buffer.alloc(9 * 1024 * 1024, 1));
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toMatchObject({
      codigo: 'imagem.grande-demais',
      mensagem: 'A imagem passa de 8 MB. Envie um arquivo menor.',
    });
    const texto = await t.app.inject({
      method: 'PUT',
      url: url(t.aurora, produto),
      headers: { ...bearer(admin.token), 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(texto.statusCode).toBe(415);
    // Nothing was kept.
    const lista = (
      await t.app.inject({ url: `/api/v4/admin/${t.aurora}/produtos?busca=${produto}`, headers: bearer(admin.token) })
    ).json();
    expect(lista.produtos[0].imagemEnviada).toBeNull();
  });

  it('answers only an admin of the supplier; another supplier’s product is not found', async () => {
    const png = await quadrado({ r: 0, g: 200, b: 0 });
    for (const s of [atendente, cliente, adminConstru]) {
      const res = await enviar(s.token, t.aurora, produto, png);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ mensagem: IMAGEM_ACESSO_NEGADO, codigo: 'imagem.acesso-negado' });
      expect(
        (await t.app.inject({ url: `/api/v4/admin/${t.aurora}/produtos`, headers: bearer(s.token) })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: url(t.aurora, produto), headers: bearer(s.token) })).statusCode,
      ).toBe(403);
    }
    expect((await enviar(admin.token, t.aurora, produtoConstru, png)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(t.aurora, produtoConstru), headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/v4/admin/${t.aurora}/produtos` })).statusCode).toBe(401);
  });

  it('lists by name without accents or by number', async () => {
    const lista = (
      await t.app.inject({ url: `/api/v4/admin/${t.aurora}/produtos?busca=cafe&limit=5`, headers: bearer(admin.token) })
    ).json();
    expect(lista.total).toBeGreaterThan(0);
    for (const p of lista.produtos)
      expect(p.nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('cafe');
  });

  it('writes the version as aaaammddhhmmss (UTC)', () => {
    expect(versaoDaImagem(new Date('2026-11-24T13:05:09.123Z'))).toBe('20261124130509');
  });
});
