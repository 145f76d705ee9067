/**
 * An ERP batch of more than 10,000 lines (issue 33, item 2) runs as a job, as an ERP would see it:
 * 202 with the import's status call, the state while it runs, then the same report a call would
 * have answered, numbered by the lines of the whole batch; the same batch again changes nothing;
 * the status call takes the import's scope and its supplier's key; a job that dies resumes at the
 * first part not done, and gives up as `falhou` after its attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { FILA_IMPORTACAO, Importacoes, LINHAS_POR_CHAMADA, TENTATIVAS, type ExecutarImportacao } from './importacoes';

let t: TestApp;
let chave: string;
let chaveSoCatalogo: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function criarChave(escopos: string[]): Promise<string> {
  const admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
    headers: bearer(admin.token),
    payload: { nome: `ERP ${escopos.join(' ')}`, escopos },
  });
  expect(r.statusCode).toBe(200);
  return r.json().chave as string;
}

const put = (recurso: string, itens: unknown[], token = chave) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v4/integracao/${t.aurora}/${recurso}`,
    headers: bearer(token),
    payload: { itens },
  });

const status = (url: string, token = chave) => t.app.inject({ url, headers: bearer(token) });

/** 3 known products, 9,999 codes never sent, then the first code again: 10,003 lines. */
const ESTOQUE = [
  { cod_erp: 'JOB-1', disponivel: 11 },
  { cod_erp: 'JOB-2', disponivel: 22 },
  { cod_erp: 'JOB-3', disponivel: null },
  ...Array.from({ length: 9_999 }, (_, i) => ({ cod_erp: `NUNCA-${i}`, disponivel: 1 })),
  { cod_erp: 'JOB-1', disponivel: 99 },
];

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  chave = await criarChave(['catalogue', 'stock']);
  chaveSoCatalogo = await criarChave(['catalogue']);
  expect((await put('categorias', [{ cod_erp: 'JOB-CAT', nome: 'Categoria do job' }])).statusCode).toBe(200);
  const produtos = await put(
    'produtos',
    ['JOB-1', 'JOB-2', 'JOB-3'].map((cod_erp, i) => ({
      cod_erp,
      nome: `Produto ${cod_erp}`,
      categoria: 'JOB-CAT',
      preco: 5 + i,
    })),
  );
  expect(produtos.json()).toMatchObject({ criados: 3, recusados: 0 });
});
afterAll(async () => {
  await t?.close();
});

describe('a batch of more than 10,000 lines', () => {
  let url: string;

  it('answers 202 at once with the import and its status call', async () => {
    expect(ESTOQUE.length).toBeGreaterThan(LINHAS_POR_CHAMADA);
    const r = await put('estoque', ESTOQUE);
    expect(r.statusCode, r.body).toBe(202);
    const { importacao } = r.json();
    url = r.headers.location as string;
    expect(url).toBe(`/api/v4/integracao/${t.aurora}/importacoes/${importacao.idimportacao}`);
    // The repeated code is refused on arrival; the other 10,002 lines wait for the job.
    expect(importacao).toMatchObject({
      tipo: 'estoque',
      total: 10_003,
      processados: 1,
      recusados: 1,
      relatorio: null,
      concluidaEm: null,
      motivo: null,
    });
    expect(['na-fila', 'processando', 'concluida']).toContain(importacao.situacao);
  });

  it('runs as a job and then holds the report a call would have answered, numbered by the whole batch', async () => {
    await t.app.tarefas.aguardarFila(FILA_IMPORTACAO, 60_000);
    const r = await status(url);
    expect(r.statusCode, r.body).toBe(200);
    const { importacao } = r.json();
    expect(importacao).toMatchObject({
      situacao: 'concluida',
      total: 10_003,
      processados: 10_003,
      criados: 0,
      atualizados: 2,
      inalterados: 1,
      recusados: 10_000,
      motivo: null,
    });
    expect(importacao.concluidaEm).not.toBeNull();
    const itens = importacao.relatorio.itens as { linha: number; resultado: string; erros: { campo: string }[] }[];
    expect(itens.map((i) => i.linha)).toEqual(ESTOQUE.map((_, linha) => linha));
    expect(itens[0]).toMatchObject({ cod_erp: 'JOB-1', resultado: 'atualizado' });
    // JOB-3's stock was not tracked and stays so.
    expect(itens[2]).toMatchObject({ cod_erp: 'JOB-3', resultado: 'inalterado' });
    // A line of the second part keeps its index in the batch, in its field path too.
    expect(itens[10_001]).toMatchObject({
      cod_erp: 'NUNCA-9998',
      resultado: 'recusado',
      erros: [
        { campo: 'itens[10001].cod_erp', mensagem: "produto 'NUNCA-9998' não encontrado: envie-o antes em /produtos" },
      ],
    });
    expect(itens[10_002]).toMatchObject({
      cod_erp: 'JOB-1',
      resultado: 'recusado',
      erros: [{ campo: 'itens[10002].cod_erp', mensagem: 'código do ERP repetido no lote (também em itens[0])' }],
    });
    const estoque = await t.db
      .selectFrom('produtos')
      .select(['cod_erp', 'maximo_disponivel_milesimos'])
      .where('idfornecedor', '=', t.aurora)
      .where('cod_erp', 'in', ['JOB-1', 'JOB-2'])
      .orderBy('cod_erp')
      .execute();
    expect(estoque).toEqual([
      { cod_erp: 'JOB-1', maximo_disponivel_milesimos: 11_000 },
      { cod_erp: 'JOB-2', maximo_disponivel_milesimos: 22_000 },
    ]);
    // The lines are dropped once their part is done: only the reports stay.
    const partes = await t.db
      .selectFrom('importacoes_erp_partes')
      .select(['parte', 'itens'])
      .where('idimportacao', '=', importacao.idimportacao)
      .orderBy('parte')
      .execute();
    expect(partes).toEqual([
      { parte: 0, itens: [] },
      { parte: 1, itens: [] },
    ]);
  });

  it('the same batch again changes nothing', async () => {
    const r = await put('estoque', ESTOQUE);
    expect(r.statusCode).toBe(202);
    await t.app.tarefas.aguardarFila(FILA_IMPORTACAO, 60_000);
    const { importacao } = (await status(r.headers.location as string)).json();
    expect(importacao).toMatchObject({ situacao: 'concluida', atualizados: 0, inalterados: 3, recusados: 10_000 });
  });

  it("is read only with the import's scope, and only the supplier's import is found", async () => {
    const semEscopo = await status(url, chaveSoCatalogo);
    expect(semEscopo.statusCode).toBe(403);
    expect(semEscopo.json()).toEqual({
      mensagem: "Esta chave de integração não tem o escopo 'stock'.",
      codigo: 'integracao.sem-escopo',
    });
    expect((await status(url, 'sfi_chave-que-nao-existe')).statusCode).toBe(401);
    expect((await status(url, '')).statusCode).toBe(401);
    const outra = await status(`/api/v4/integracao/${t.aurora}/importacoes/999999`);
    expect(outra.statusCode).toBe(404);
    expect(outra.json()).toEqual({
      mensagem: 'Importação não encontrada.',
      codigo: 'integracao.importacao-nao-encontrada',
    });
    const idimportacao = url.split('/').at(-1)!;
    const deOutroFornecedor = await status(`/api/v4/integracao/${t.construforte}/importacoes/${idimportacao}`);
    expect(deOutroFornecedor.statusCode).toBe(403);
    expect(deOutroFornecedor.body).not.toContain('JOB-1');
  });

  it('a batch over 100,000 lines is refused before anything is kept', async () => {
    const r = await put(
      'estoque',
      Array.from({ length: 100_001 }, (_, i) => ({ cod_erp: `X${i}`, disponivel: 1 })),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().codigo).toBeDefined();
  });
});

describe('a job that dies', () => {
  it('resumes at the first part not done, and gives up as falhou after its attempts', async () => {
    const itens = Array.from({ length: LINHAS_POR_CHAMADA + 5 }, (_, i) => ({ cod_erp: `R${i}` }));
    const chamadas: string[] = [];
    let falhar = true;
    const executar: ExecutarImportacao = async (_tipo, _idfornecedor, parte) => {
      chamadas.push(parte[0]!.cod_erp);
      if (parte[0]!.cod_erp === `R${LINHAS_POR_CHAMADA}` && falhar) throw new Error('conexão perdida');
      return {
        criados: 0,
        atualizados: 0,
        inalterados: parte.length,
        recusados: 0,
        itens: parte.map((p, linha) => ({ linha, cod_erp: p.cod_erp, resultado: 'inalterado', id: null, erros: [] })),
      };
    };
    const importacoes = new Importacoes(t.db, executar, async () => {});
    const { importacao } = await importacoes.criar(t.aurora, 1, 'precos', itens);

    await expect(importacoes.processar(importacao.idimportacao)).rejects.toThrow('conexão perdida');
    let agora = (await importacoes.uma(t.aurora, importacao.idimportacao)).importacao;
    expect(agora).toMatchObject({
      situacao: 'processando',
      processados: LINHAS_POR_CHAMADA,
      motivo: 'a importação parou: conexão perdida',
    });

    falhar = false;
    await importacoes.processar(importacao.idimportacao);
    // The first part was not run again.
    expect(chamadas).toEqual(['R0', `R${LINHAS_POR_CHAMADA}`, `R${LINHAS_POR_CHAMADA}`]);
    agora = (await importacoes.uma(t.aurora, importacao.idimportacao)).importacao;
    expect(agora).toMatchObject({
      situacao: 'concluida',
      processados: itens.length,
      inalterados: itens.length,
      motivo: null,
    });
    expect(agora.relatorio!.itens.map((i) => i.linha)).toEqual(itens.map((_, linha) => linha));

    falhar = true;
    const outra = (await importacoes.criar(t.aurora, 1, 'precos', itens)).importacao;
    for (let tentativa = 1; tentativa < TENTATIVAS; tentativa++)
      await expect(importacoes.processar(outra.idimportacao)).rejects.toThrow('conexão perdida');
    await importacoes.processar(outra.idimportacao); // the last attempt records the failure and stops
    const falhou = (await importacoes.uma(t.aurora, outra.idimportacao)).importacao;
    expect(falhou).toMatchObject({
      situacao: 'falhou',
      motivo: 'a importação parou: conexão perdida',
      relatorio: null,
    });
    expect(falhou.concluidaEm).not.toBeNull();
  });

  it('an import ended more than 30 days ago is deleted by the daily clean-up, a newer one kept', async () => {
    const importacoes = new Importacoes(
      t.db,
      async () => ({ criados: 0, atualizados: 0, inalterados: 0, recusados: 0, itens: [] }),
      async () => {},
    );
    const velha = (await importacoes.criar(t.aurora, 1, 'precos', [{ cod_erp: 'V' }])).importacao.idimportacao;
    const nova = (await importacoes.criar(t.aurora, 1, 'precos', [{ cod_erp: 'N' }])).importacao.idimportacao;
    await importacoes.processar(velha);
    await importacoes.processar(nova);
    await t.db
      .updateTable('importacoes_erp')
      .set({ concluida_em: new Date(Date.now() - 31 * 86_400_000) })
      .where('idimportacao', '=', velha)
      .execute();
    expect(await importacoes.limpar()).toBeGreaterThanOrEqual(1);
    await expect(importacoes.uma(t.aurora, velha)).rejects.toMatchObject({ statusCode: 404 });
    expect((await importacoes.uma(t.aurora, nova)).importacao.situacao).toBe('concluida');
    const partes = await t.db
      .selectFrom('importacoes_erp_partes')
      .select('parte')
      .where('idimportacao', '=', velha)
      .execute();
    expect(partes).toEqual([]);
  });
});
