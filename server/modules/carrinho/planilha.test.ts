/**
 * Quick order from an .xlsx file (spec section 7, `POST /v4/product/spreadsheet/{id}/`): a real
 * workbook written by write-excel-file here, sent as the body, read on the server and checked by the same
 * rules and pt-BR messages as the pasted lines; bad, damaged and oversized files are refused in pt-BR.
 */
import writeExcelFile, { type Row } from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { PLANILHA_GRANDE_DEMAIS, XLSX_MIME } from './planilha';

let t: TestApp;

interface Linha {
  linha: number;
  codigo: string;
  ok: boolean;
  quantidade: number | null;
  mensagem: string | null;
  produto: { id: number; preco: number | null } | null;
}

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const planilha = (linhas: Row[]): Promise<Buffer> => writeExcelFile(linhas, { sheet: 'Pedido' }).toBuffer();

const enviar = (
  corpo: Buffer | string,
  opcoes: { idfornecedor?: string; tipo?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    // The spec's path, with its trailing slash.
    url: `/api/v4/product/spreadsheet/${opcoes.idfornecedor ?? t.aurora}/`,
    headers: { 'content-type': opcoes.tipo ?? XLSX_MIME, ...(opcoes.headers ?? {}) },
    payload: corpo,
  });

const produto = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
  where(base()).executeTakeFirstOrThrow();
const base = () =>
  t.db
    .selectFrom('produtos')
    .select(['id', 'idcadastroextraproduto', 'maxporpedido_milesimos'])
    .where('idfornecedor', '=', t.aurora)
    .where('ativo', '=', true)
    .where('produto_adicional_de', 'is', null)
    .orderBy('id');

describe('quick order from an .xlsx file (POST /v4/product/spreadsheet/{id}/)', () => {
  it('reads the first sheet: header skipped, empty rows ignored, each row checked with the pasted path’s rules and messages', async () => {
    const simples = await produto((q) =>
      q
        .where('granularidade_milesimos', '=', 1000)
        .where('maxporpedido_milesimos', 'is', null)
        .where('min_por_pedido_milesimos', 'is', null),
    );
    const kg = await produto((q) =>
      q
        .where('unidade', '=', 'KG')
        .where('granularidade_milesimos', '=', 500)
        .where('maxporpedido_milesimos', 'is', null),
    );
    const maximo = await produto((q) => q.where('maxporpedido_milesimos', 'is not', null));
    const arquivo = await planilha([
      ['Código', 'Quantidade'],
      [simples.idcadastroextraproduto, 3],
      [],
      [String(kg.idcadastroextraproduto), 1.3],
      [99999999, 2],
      [maximo.idcadastroextraproduto, 999999],
      [simples.idcadastroextraproduto, 'muitos'],
    ]);
    const r = await enviar(arquivo);
    expect(r.statusCode, r.body).toBe(200);
    const { linhas, invalidas } = r.json() as { linhas: Linha[]; invalidas: unknown[] };
    expect(invalidas).toEqual([]);
    // Row numbers of the sheet: 1 is the header, 3 is empty.
    expect(linhas.map((l) => [l.linha, l.ok, l.produto?.id ?? null])).toEqual([
      [2, true, simples.id],
      [4, true, kg.id],
      [5, false, null],
      [6, true, maximo.id],
      [7, false, simples.id],
    ]);
    expect(linhas[0]).toMatchObject({ quantidade: 3, mensagem: null });
    expect(linhas[1]).toMatchObject({ quantidade: 1.5 });
    expect(linhas[1]!.mensagem).toMatch(/^quantidade ajustada para 1,5.* \(múltiplo de 0,5.*\)$/);
    expect(linhas[2]!.mensagem).toBe('código não encontrado');
    expect(linhas[3]!.mensagem).toMatch(/^quantidade ajustada para .+ \(máximo de .+ por pedido\)$/);
    expect(linhas[3]!.quantidade).toBe((maximo.maxporpedido_milesimos as number) / 1000);
    expect(linhas[4]!.mensagem).toBe("quantidade inválida: 'muitos'");

    // The same lines pasted answer the same checks (one set of rules).
    const texto = `${simples.idcadastroextraproduto} 3\n${kg.idcadastroextraproduto} 1,3\n99999999 2\n${maximo.idcadastroextraproduto} 999999`;
    const colado = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/anon-0123456789abcdef0123456789abcdef/pedido-rapido?idfornecedor=${t.aurora}`,
      payload: { texto },
    });
    expect((colado.json() as { linhas: Linha[] }).linhas.map((l) => [l.ok, l.quantidade, l.mensagem])).toEqual(
      linhas.slice(0, 4).map((l) => [l.ok, l.quantidade, l.mensagem]),
    );
  });

  it('a first row that is a code is read as a line (no header)', async () => {
    const simples = await produto((q) =>
      q
        .where('granularidade_milesimos', '=', 1000)
        .where('maxporpedido_milesimos', 'is', null)
        .where('min_por_pedido_milesimos', 'is', null),
    );
    const r = await enviar(await planilha([[simples.idcadastroextraproduto, 2]]));
    expect((r.json() as { linhas: Linha[] }).linhas).toMatchObject([{ linha: 1, ok: true, quantidade: 2 }]);
  });

  it('hides prices as the catalogue does: a visitor at ConstruForte gets none, a logged-in customer (Bearer) does', async () => {
    const row = await t.db
      .selectFrom('produtos')
      .select('idcadastroextraproduto')
      .where('idfornecedor', '=', t.construforte)
      .where('ativo', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const arquivo = await planilha([[row.idcadastroextraproduto, 1]]);
    const visitante = await enviar(arquivo, { idfornecedor: t.construforte });
    expect((visitante.json() as { linhas: Linha[] }).linhas[0]!.produto!.preco).toBeNull();
    const cliente = await criarSessao(t.db, { idfornecedor: t.construforte });
    const logado = await enviar(arquivo, {
      idfornecedor: t.construforte,
      headers: { authorization: `Bearer ${cliente.token}` },
    });
    expect(typeof (logado.json() as { linhas: Linha[] }).linhas[0]!.produto!.preco).toBe('number');
    const lixo = await enviar(arquivo, { idfornecedor: t.construforte, headers: { authorization: 'Bearer a.b.c' } });
    expect(lixo.statusCode).toBe(401);
  });

  it('refuses a damaged file, a file that is not .xlsx and an oversized one with a pt-BR message', async () => {
    const bom = await planilha([['1', 1]]);
    const corrompido = Buffer.concat([bom.subarray(0, 200), Buffer.alloc(300, 7), bom.subarray(500)]);
    for (const ruim of [corrompido, Buffer.from('código;quantidade\n50001;2\n'), Buffer.alloc(0)]) {
      const r = await enviar(ruim);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({
        codigo: 'planilha.invalida',
        mensagem: expect.stringMatching(
          /^Não foi possível ler a planilha: envie um arquivo do Excel \(\.xlsx\) válido/,
        ),
      });
    }
    const csv = await enviar('50001;2', { tipo: 'text/csv' });
    expect(csv.statusCode).toBe(415);
    expect(csv.json().mensagem).toMatch(/Tipo de conteúdo não suportado|\.xlsx/);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v4/product/spreadsheet/${t.aurora}`,
      payload: { texto: '1 1' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().mensagem).toMatch(/Envie a planilha como arquivo do Excel \(\.xlsx\)/);
    const grande = await enviar(Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toEqual({ mensagem: PLANILHA_GRANDE_DEMAIS, codigo: 'planilha.grande-demais' });
    const outro = await enviar(bom, { idfornecedor: '00000000-0000-4000-8000-000000000000' });
    expect(outro.statusCode).toBe(404);
  });

  it('refuses more than 500 rows', async () => {
    const r = await enviar(await planilha(Array.from({ length: 501 }, () => [1, 1])));
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toBe('A planilha tem 501 linhas: envie no máximo 500 por vez.');
  });
});
