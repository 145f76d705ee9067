/** The desk's order export (spec: POST /v4/orders/export/{id}): XLSX and CSV, filtered as the desk lists. */
import { readSheet, type Row } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';
import { dataHoraBrasilia } from './exportar-pedidos';

let t: TestApp;
let atendente: SessaoDeTeste;
let cliente: SessaoDeTeste;
let data: string | null;

beforeAll(async () => {
  t = await startTestApp();
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const exportar = (query: string, token = atendente.token, id = t.aurora) =>
  t.app.inject({ method: 'POST', url: `/api/v4/orders/export/${id}${query}`, headers: bearer(token) });

async function pedido(
  quantidade: number,
  ean: string | null = null,
): Promise<{ numpedido: number; total: number; codigo: number }> {
  const id = await produtoDeTeste(t.db, t.aurora, null);
  if (ean) await t.db.updateTable('produtos').set({ ean }).where('id', '=', id).execute();
  const { idcadastroextraproduto: codigo } = await t.db
    .selectFrom('produtos')
    .select('idcadastroextraproduto')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const res = await submeter(
    t.app,
    cliente.token,
    cliente.idcliente,
    corpoPedido(t.aurora, [{ id, quantidade }], data, { anotacoes: 'Portão azul; tocar "2x"' }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { numpedido: res.json().numpedido as number, total: res.json().totalpedido as number, codigo };
}

/** The rows of the sheet 'Pedidos' (it throws when the workbook has no such sheet). */
const planilha = (corpo: Buffer): Promise<Row[]> => readSheet(corpo, 'Pedidos');
/** The order numbers of the rows below the header. */
const numerosDe = (folha: Row[]): number[] => folha.slice(1).map((row) => Number(row[0]));

describe('order export', () => {
  it('XLSX: the header, then the filtered orders with numbers, dates and amounts as such', async () => {
    const a = await pedido(2);
    const b = await pedido(3, '7891234567895');
    const res = await exportar(`?busca=${encodeURIComponent('Cliente Teste')}&status=ENVIADO`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pedidos-aurora-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const folha = await planilha(res.rawPayload);
    const cabecalho = folha[0] ?? [];
    expect(cabecalho.slice(0, 6)).toEqual(['Número', 'Data', 'Tipo', 'Situação', 'Cliente', 'CPF/CNPJ']);
    expect(cabecalho).toContain('Total (R$)');
    const col = (titulo: string) => cabecalho.indexOf(titulo);
    const linhas = new Map<number, Row>(folha.slice(1).map((row) => [Number(row[0]), row]));
    // Newest first: b, then a.
    expect([...linhas.keys()].slice(0, 2)).toEqual([b.numpedido, a.numpedido]);
    for (const p of [a, b]) {
      const row = linhas.get(p.numpedido);
      expect(row?.[col('Total (R$)')]).toBe(p.total);
      expect(row?.[col('Situação')]).toBe('Recebido');
      expect(row?.[col('Tipo')]).toBe('Pedido');
      expect(row?.[col('Data')]).toBeInstanceOf(Date);
      expect(row?.[col('Observações')]).toBe('Portão azul; tocar "2x"');
    }
    // Each order's lines by the supplier's code, the one quick order takes (issue 35).
    // With the EAN beside the code where the product has one.
    expect(linhas.get(a.numpedido)?.[col('Produtos (código (EAN) × quantidade)')]).toBe(`${a.codigo} × 2`);
    expect(linhas.get(b.numpedido)?.[col('Produtos (código (EAN) × quantidade)')]).toBe(
      `${b.codigo} (EAN 7891234567895) × 3`,
    );
    // Every row is an ENVIADO order of this supplier's client named 'Cliente Teste…'.
    for (const row of linhas.values()) {
      expect(row[col('Situação')]).toBe('Recebido');
      expect(String(row[col('Cliente')])).toMatch(/Cliente Teste/);
    }
    // The desk's filter: another status leaves them out.
    const entregues = await planilha((await exportar(`?status=ENTREGUE`)).rawPayload);
    const numeros = numerosDe(entregues);
    expect(numeros).not.toContain(a.numpedido);
    expect(numeros).toContain(100001);
  });

  it('CSV: BOM, `;`, CRLF, pt-BR decimals and dates, quoted fields and defused formulas', async () => {
    const p = await pedido(1);
    await t.db
      .updateTable('pedidos')
      .set({ anotacoes: '=HYPERLINK("http://exemplo.invalid")' })
      .where('numpedido', '=', p.numpedido)
      .execute();
    const res = await exportar(`?busca=${p.numpedido}&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="pedidos-aurora-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const linhas = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(linhas.at(-1)).toBe('');
    expect(linhas[0]?.split(';').slice(0, 4)).toEqual(['Número', 'Data', 'Tipo', 'Situação']);
    expect(linhas).toHaveLength(3);
    const campos = linhas[1]?.split(';') ?? [];
    const titulos = linhas[0]?.split(';') ?? [];
    const campo = (titulo: string) => campos[titulos.indexOf(titulo)];
    expect(campo('Número')).toBe(String(p.numpedido));
    expect(campo('Total (R$)')).toBe(p.total.toFixed(2).replace('.', ','));
    expect(campo('Produtos (código (EAN) × quantidade)')).toBe(`${p.codigo} × 1`);
    const criado = await t.db
      .selectFrom('pedidos')
      .select('criado_em')
      .where('numpedido', '=', p.numpedido)
      .executeTakeFirstOrThrow();
    expect(campo('Data')).toBe(dataHoraBrasilia(new Date(criado.criado_em)));
    expect(campo('Data')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(linhas[1]).toContain(`"'=HYPERLINK(""http://exemplo.invalid"")"`);
  });

  it('formats Brasília time (UTC−3)', () => {
    expect(dataHoraBrasilia(new Date('2026-11-24T02:30:00Z'))).toBe('23/11/2026 23:30');
  });

  it('only for the supplier’s staff: 401, 403 for a customer and another supplier’s admin, 400 for an unknown format', async () => {
    const outroAdmin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    expect((await t.app.inject({ method: 'POST', url: `/api/v4/orders/export/${t.aurora}` })).statusCode).toBe(401);
    for (const s of [cliente, outroAdmin]) {
      const res = await exportar('', s.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ codigo: 'painel.acesso-negado' });
    }
    expect((await exportar('?formato=pdf')).statusCode).toBe(400);
    // Another supplier's export holds none of Aurora's orders.
    const p = await pedido(1);
    const deles = await planilha((await exportar('', outroAdmin.token, t.construforte)).rawPayload);
    const numeros = numerosDe(deles);
    expect(numeros).not.toContain(p.numpedido);
    expect(numeros).not.toContain(100001);
  });
});
