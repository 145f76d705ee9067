/**
 * `npm run bench:import` (issue 33): an ERP imports BENCH_PRODUTOS products (default 100,000), then
 * their prices, through the integration API, in batches of BENCH_LOTE lines (default 10,000, the
 * most one call answers at once; up to 100,000, each batch then a job: 202, its status call polled
 * every half second until it is done), into the server as `npm start` runs it on PostgreSQL; beside it, in the
 * same run and the same database, a plain `COPY` of the same rows. Meanwhile the storefront is
 * asked for the catalogue list without pause, so the run shows whether it keeps answering.
 *
 * - The server: `node <npm start's flags> scripts/start.ts` in its own process (the built server,
 *   built first when out of date), production logging at LOG_LEVEL warn, the API rate limit off;
 *   the database `bench_import_<pid>_<random>`, created on DATABASE_URL's server with the
 *   migrations and the demo data, dropped at the end.
 * - The ERP: an integration key with the scopes `catalogue` and `prices`, created by Aurora's admin
 *   in the desk's API, as a supplier would; one category (`PUT …/categorias`), the products
 *   (`PUT …/produtos`: name, category, price, brand, unit, description, tags), then the prices
 *   (`PUT …/precos`: price, a list price on one product in 5, wholesale on one in 10, tiers on one
 *   in 20), each batch one call after the other, as an ERP's job sends them. Then the first prices
 *   batch again: every line must come back `inalterado`.
 * - The baseline: the same rows, as the import stores them, sent with `COPY … FROM STDIN`
 *   (pg-copy-streams) into a table shaped like `produtos` (its generated search columns and checks)
 *   without its indexes, into one with every index of `produtos` too (`LIKE produtos INCLUDING
 *   ALL`: the search's GIN indexes), and the prices into a table of their own. No trigger and no
 *   foreign key: what the import does besides writing the rows is what the difference shows.
 * - The storefront under the import: BENCH_LEITORES visitors (default 4), each asking
 *   Aurora's anonymous product list (`GET /api/v2/app/{anon}/listaprodutos/{aurora}?page=1`, a
 *   browser's headers) again as soon as it is answered; p50, p99, the worst, the answers and the
 *   errors printed before (5 s), during, and after the import (10 s). Every import changes the
 *   catalogue's version, so during it the list is computed again, not served from the cache.
 *
 * Prints each figure beside its baseline and the 1-minute load at the start and end. Exits 1 when a
 * line is refused, when the second pass is not all `inalterado`, or when the storefront answered
 * an error during the import. Bounded by the import's own time (about BENCH_PRODUTOS × 2 rows).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, redactUrl } from '#server/db/connect';
import { ensureDatabase } from '#server/db/ensure';
import { AURORA_ID } from '#server/db/seed/fornecedores';
import { criarSessao } from '#server/testing/test-app';
import {
  bancoDoBench,
  carga,
  comAdmin,
  dormir,
  encerrarProcesso,
  esperarServidor,
  limparAoInterromper,
  portaLivre,
} from './support/bench-processos';
import { argsDoServidor, descreverServidor, envDoServidor } from './support/servidor-npm-start';

const PRODUTOS = Number(process.env.BENCH_PRODUTOS ?? 100_000);
const LOTE = Math.min(100_000, Number(process.env.BENCH_LOTE ?? 10_000));
const LEITORES = Number(process.env.BENCH_LEITORES ?? 4);
const HOST = '127.0.0.1';
const ANON_TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const CATEGORIA = 'BENCH-CARGA';
const root = fileURLToPath(new URL('../..', import.meta.url));

const segundos = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const porSegundo = (linhas: number, ms: number) =>
  `${Math.round(linhas / (ms / 1000)).toLocaleString('pt-BR')} linhas/s`;

// ── The rows ────────────────────────────────────────────────────────────────────────────────────

const MARCAS = ['Serra Azul', 'Tio Aurélio', 'Bom Grão', 'Estrela', 'Vale Verde'];
const NOMES = ['Arroz', 'Feijão', 'Café', 'Açúcar', 'Biscoito', 'Óleo', 'Macarrão', 'Farinha', 'Leite', 'Sabão'];

function produto(i: number) {
  return {
    cod_erp: `CARGA-${i}`,
    nome: `${NOMES[i % NOMES.length]} carga ${i}`,
    categoria: CATEGORIA,
    preco: 5 + (i % 500) / 10,
    marca: MARCAS[i % MARCAS.length]!,
    unidade: 'UN' as const,
    descricao: `Produto ${i} importado pelo ERP.`,
    tags: [`lote-${Math.floor(i / LOTE)}`],
  };
}

function preco(i: number) {
  const base = 4 + (i % 400) / 10;
  return {
    cod_erp: `CARGA-${i}`,
    preco: base,
    ...(i % 5 === 0 ? { preco_original: base + 2 } : {}),
    ...(i % 10 === 0 ? { precovendaatacado: base - 0.5, minvendaatacado: 12 } : {}),
    ...(i % 20 === 0
      ? {
          desconto_progressivo: [
            { quantidade: 10, preco: base - 0.2 },
            { quantidade: 50, preco: base - 0.4 },
          ],
        }
      : {}),
  };
}

const centavos = (reais: number) => Math.round(reais * 100);

/** A text value of COPY's text format (tabs, newlines and backslashes escaped). */
const texto = (v: string | number | boolean | null) =>
  v === null ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

/** The columns a product of the import gets (upserts.ts's defaults), in COPY's order. */
const COLUNAS_PRODUTO = [
  'idfornecedor',
  'cod_erp',
  'idcategoria',
  'idcadastroextraproduto',
  'slug',
  'nome',
  'descricao',
  'marca',
  'unidade',
  'labelunidade',
  'preco_centavos',
  'multiploincremento',
  'granularidade_milesimos',
  'permite_embalagem',
  'desconto_progressivo',
  'tipo_produto',
  'subitens',
  'esconder_preco_sub_itens',
  'quantidade_decimais',
  'tags',
  'agrupadores',
  'ordem',
  'vendidos',
  'ativo',
  'imagem_versao',
];

/** The pictures' version a new product gets (upserts.ts: the day of the import, yyyymmdd). */
const IMAGEM_VERSAO = new Date().toISOString().slice(0, 10).replace(/-/g, '');

function linhaCopiaProduto(i: number, idcategoria: number, idfornecedor: string): string {
  const p = produto(i);
  const slug = `${p.nome}-${p.cod_erp}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (
    [
      idfornecedor,
      p.cod_erp,
      idcategoria,
      0,
      slug,
      p.nome,
      p.descricao,
      p.marca,
      'UN',
      'UN',
      centavos(p.preco),
      1,
      1000,
      false,
      '[]',
      'SIMPLES',
      '[]',
      false,
      2,
      JSON.stringify(p.tags),
      '[]',
      0,
      0,
      true,
      IMAGEM_VERSAO,
    ]
      .map(texto)
      .join('\t') + '\n'
  );
}

function linhaCopiaPreco(i: number): string {
  const p: {
    cod_erp: string;
    preco: number;
    preco_original?: number;
    precovendaatacado?: number;
    minvendaatacado?: number;
    desconto_progressivo?: { quantidade: number; preco: number }[];
  } = preco(i);
  return (
    [
      p.cod_erp,
      centavos(p.preco),
      p.preco_original === undefined ? null : centavos(p.preco_original),
      p.precovendaatacado === undefined ? null : centavos(p.precovendaatacado),
      p.minvendaatacado === undefined ? null : p.minvendaatacado * 1000,
      JSON.stringify(p.desconto_progressivo ?? []),
    ]
      .map(texto)
      .join('\t') + '\n'
  );
}

/** COPY of `linhas` rows into `tabela` (columns `colunas`) in one statement; its wall time (ms). */
async function copiar(
  databaseUrl: string,
  tabela: string,
  colunas: string[],
  linhas: number,
  linha: (i: number) => string,
): Promise<number> {
  return comAdmin(databaseUrl, async (cliente) => {
    const inicio = performance.now();
    const destino = cliente.query(copyFrom(`COPY ${tabela} (${colunas.join(', ')}) FROM STDIN`));
    await pipeline(
      Readable.from(
        (function* () {
          // About 1,000 rows a chunk: a generator of 100,000 strings would be written one by one.
          for (let i = 0; i < linhas; i += 1000) {
            let bloco = '';
            for (let j = i; j < Math.min(linhas, i + 1000); j++) bloco += linha(j);
            yield bloco;
          }
        })(),
      ),
      destino,
    );
    return performance.now() - inicio;
  });
}

// ── The storefront under the import ─────────────────────────────────────────────────────────────

interface Resposta {
  em: number;
  ms: number;
  ok: boolean;
}

function leitores(base: string): { parar: () => Promise<Resposta[]> } {
  const respostas: Resposta[] = [];
  let ativo = true;
  const url = `${base}/api/v2/app/${ANON_TOKEN}/listaprodutos/${AURORA_ID}?page=1`;
  const cabecalhos = {
    'accept-encoding': 'gzip, deflate, br, zstd',
    accept: 'application/json, text/plain, */*',
    'accept-language': 'pt-BR,pt;q=0.9',
    'x-idfornecedor': JSON.stringify([AURORA_ID]),
  };
  const leitor = async () => {
    while (ativo) {
      const inicio = performance.now();
      let ok = false;
      try {
        const r = await fetch(url, { headers: cabecalhos });
        await r.arrayBuffer();
        ok = r.ok;
      } catch {
        ok = false;
      }
      respostas.push({ em: inicio, ms: performance.now() - inicio, ok });
    }
  };
  const todos = Array.from({ length: LEITORES }, () => leitor());
  return {
    parar: async () => {
      ativo = false;
      await Promise.all(todos);
      return respostas;
    },
  };
}

function resumo(respostas: Resposta[], de: number, ate: number): string {
  const fase = respostas.filter((r) => r.em >= de && r.em < ate);
  const ms = fase.map((r) => r.ms).sort((a, b) => a - b);
  const p = (q: number) => (ms.length === 0 ? 0 : ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!);
  const erros = fase.filter((r) => !r.ok).length;
  return (
    `${fase.length} respostas (${((fase.length / (ate - de)) * 1000).toFixed(0)}/s), p50 ${p(0.5).toFixed(0)} ms, ` +
    `p99 ${p(0.99).toFixed(0)} ms, pior ${(ms.at(-1) ?? 0).toFixed(0)} ms, ${erros} erros`
  );
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────

interface Relatorio {
  criados: number;
  atualizados: number;
  inalterados: number;
  recusados: number;
  itens: { linha: number; erros?: { campo: string; mensagem: string }[] }[];
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    throw new Error(
      'defina DATABASE_URL (postgres://…): o benchmark cria e apaga o próprio banco bench_import_* nesse servidor',
    );
  }
  const { databaseUrl, criar, apagar } = bancoDoBench(baseUrl, 'bench_import');
  process.stdout.write(`Carga da máquina (1, 5, 15 min) no início: ${carga()}\n`);
  process.stdout.write(`Banco: PostgreSQL ${redactUrl(databaseUrl)} (criado agora, apagado no fim)\n`);
  await criar();

  let child: ChildProcess | undefined;
  const encerrarServidor = () => encerrarProcesso(child);
  limparAoInterromper(() => encerrarServidor().then(apagar));
  const falhas: string[] = [];
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    const t0 = Date.now();
    await ensureDatabase(database.db);
    const admin = await criarSessao(database.db, { idfornecedor: AURORA_ID, papel: 'admin_fornecedor' });
    await database.close();
    process.stdout.write(`Migrações e dados de demonstração: ${segundos(Date.now() - t0)}\n`);

    const porta = await portaLivre();
    const base = `http://${HOST}:${porta}`;
    const args = argsDoServidor();
    process.stdout.write(`Servidor como npm start: ${descreverServidor(args)}\n`);
    child = spawn(process.execPath, args, {
      cwd: root,
      env: envDoServidor({
        DATABASE_URL: databaseUrl,
        PORT: String(porta),
        HOST,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await esperarServidor(base, child, 180_000);

    const criada = await fetch(`${base}/api/v4/painel/${AURORA_ID}/integracao/credenciais`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'ERP (bench:import)', escopos: ['catalogue', 'prices'] }),
    });
    if (!criada.ok) throw new Error(`a chave de integração não foi criada: ${criada.status} ${await criada.text()}`);
    const chave = ((await criada.json()) as { chave: string }).chave;

    const enviar = async (recurso: string, itens: unknown[]): Promise<{ ms: number; relatorio: Relatorio }> => {
      const inicio = performance.now();
      const r = await fetch(`${base}/api/v4/integracao/${AURORA_ID}/${recurso}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${chave}`, 'content-type': 'application/json' },
        body: JSON.stringify({ itens }),
      });
      const corpo = await r.text();
      if (!r.ok) throw new Error(`PUT ${recurso}: ${r.status} ${corpo.slice(0, 300)}`);
      if (r.status !== 202) return { ms: performance.now() - inicio, relatorio: JSON.parse(corpo) as Relatorio };
      // More than 10,000 lines: a job; its status call until it is done.
      const status = `${base}${r.headers.get('location')}`;
      for (;;) {
        await dormir(500);
        const s = await fetch(status, { headers: { authorization: `Bearer ${chave}` } });
        const { importacao } = (await s.json()) as {
          importacao: { situacao: string; motivo: string | null; relatorio: Relatorio | null };
        };
        if (importacao.situacao === 'falhou')
          throw new Error(`PUT ${recurso}: a importação falhou: ${importacao.motivo}`);
        if (importacao.situacao === 'concluida')
          return { ms: performance.now() - inicio, relatorio: importacao.relatorio! };
      }
    };
    const anotarRecusas = (recurso: string, relatorio: Relatorio) => {
      if (relatorio.recusados > 0) {
        const primeira = relatorio.itens.find((i) => i.erros?.length);
        falhas.push(`${recurso}: ${relatorio.recusados} linhas recusadas (a primeira: ${JSON.stringify(primeira)})`);
      }
    };
    await enviar('categorias', [{ cod_erp: CATEGORIA, nome: 'Carga do ERP' }]);

    const lotes = Math.ceil(PRODUTOS / LOTE);
    const itensDoLote = <T>(gerar: (i: number) => T, lote: number) =>
      Array.from({ length: Math.min(LOTE, PRODUTOS - lote * LOTE) }, (_, j) => gerar(lote * LOTE + j));

    const leitura = leitores(base);
    const antes = performance.now();
    await dormir(5_000);
    process.stdout.write(
      `\nImportação: ${PRODUTOS.toLocaleString('pt-BR')} produtos e seus preços em lotes de ${LOTE.toLocaleString('pt-BR')}, ` +
        `enquanto ${LEITORES} visitantes pedem a lista de produtos da Aurora sem pausa\n`,
    );
    const inicioImportacao = performance.now();
    let msProdutos = 0;
    const criados = { produtos: 0, precos: 0 };
    for (let lote = 0; lote < lotes; lote++) {
      const { ms, relatorio } = await enviar('produtos', itensDoLote(produto, lote));
      msProdutos += ms;
      criados.produtos += relatorio.criados;
      anotarRecusas('produtos', relatorio);
      process.stdout.write(`  produtos, lote ${lote + 1}/${lotes}: ${segundos(ms)} (${relatorio.criados} criados)\n`);
    }
    let msPrecos = 0;
    for (let lote = 0; lote < lotes; lote++) {
      const { ms, relatorio } = await enviar('precos', itensDoLote(preco, lote));
      msPrecos += ms;
      criados.precos += relatorio.atualizados;
      anotarRecusas('precos', relatorio);
      process.stdout.write(
        `  preços, lote ${lote + 1}/${lotes}: ${segundos(ms)} (${relatorio.atualizados} atualizados)\n`,
      );
    }
    const fimImportacao = performance.now();
    await dormir(10_000);
    const respostas = await leitura.parar();
    const depois = performance.now();

    // The first prices batch again (the last values those rows got): nothing to write.
    const repetido = await enviar('precos', itensDoLote(preco, 0));
    if (repetido.relatorio.inalterados !== Math.min(LOTE, PRODUTOS)) {
      falhas.push(
        `o mesmo lote de novo: ${JSON.stringify({ ...repetido.relatorio, itens: undefined })}, não tudo inalterado`,
      );
    }

    // The baseline: the same rows with COPY, in the same database, the server idle.
    const idcategoria = await comAdmin(databaseUrl, async (c) => {
      const r = await c.query<{ id: number }>(
        'SELECT idcategoria AS id FROM categorias WHERE idfornecedor = $1 AND cod_erp = $2',
        [AURORA_ID, CATEGORIA],
      );
      // Everything of produtos but its indexes (its generated search columns computed as in produtos).
      await c.query(`CREATE TABLE bench_copia_sem_indices (LIKE produtos INCLUDING DEFAULTS INCLUDING GENERATED
        INCLUDING IDENTITY INCLUDING CONSTRAINTS)`);
      await c.query('CREATE TABLE bench_copia_com_indices (LIKE produtos INCLUDING ALL)');
      await c.query(`CREATE TABLE bench_copia_precos (cod_erp text PRIMARY KEY, preco_centavos integer NOT NULL,
        preco_original_centavos integer, precovendaatacado_centavos integer, minvendaatacado_milesimos integer,
        desconto_progressivo jsonb NOT NULL)`);
      return r.rows[0]!.id;
    });
    const linhaProduto = (i: number) => linhaCopiaProduto(i, idcategoria, AURORA_ID);
    const msCopiaSem = await copiar(databaseUrl, 'bench_copia_sem_indices', COLUNAS_PRODUTO, PRODUTOS, linhaProduto);
    const msCopiaCom = await copiar(databaseUrl, 'bench_copia_com_indices', COLUNAS_PRODUTO, PRODUTOS, linhaProduto);
    const msCopiaPrecos = await copiar(
      databaseUrl,
      'bench_copia_precos',
      [
        'cod_erp',
        'preco_centavos',
        'preco_original_centavos',
        'precovendaatacado_centavos',
        'minvendaatacado_milesimos',
        'desconto_progressivo',
      ],
      PRODUTOS,
      linhaCopiaPreco,
    );

    const coluna = (s: string) => s.padEnd(46);
    process.stdout.write(`\n${coluna('')}tempo      linhas/s\n`);
    const linhaDaTabela = (nome: string, ms: number) =>
      process.stdout.write(`${coluna(nome)}${segundos(ms).padEnd(11)}${porSegundo(PRODUTOS, ms)}\n`);
    linhaDaTabela(`produtos pela API (${criados.produtos.toLocaleString('pt-BR')} criados)`, msProdutos);
    linhaDaTabela('  COPY das mesmas linhas, tabela sem índices', msCopiaSem);
    linhaDaTabela('  COPY das mesmas linhas, com os índices', msCopiaCom);
    linhaDaTabela(`preços pela API (${criados.precos.toLocaleString('pt-BR')} atualizados)`, msPrecos);
    linhaDaTabela('  COPY das mesmas linhas', msCopiaPrecos);
    process.stdout.write(
      `produtos pela API ÷ COPY com os índices: ${(msProdutos / msCopiaCom).toFixed(1)}×; ` +
        `preços pela API ÷ COPY: ${(msPrecos / msCopiaPrecos).toFixed(1)}×\n`,
    );
    process.stdout.write(
      `o primeiro lote de preços de novo (${Math.min(LOTE, PRODUTOS).toLocaleString('pt-BR')} linhas, todas inalteradas: ` +
        `${repetido.relatorio.inalterados === Math.min(LOTE, PRODUTOS) ? 'sim' : 'não'}): ${segundos(repetido.ms)}\n`,
    );

    process.stdout.write(`\nA lista de produtos da Aurora (anônima, ${LEITORES} visitantes sem pausa):\n`);
    process.stdout.write(`  antes da importação (5 s):  ${resumo(respostas, antes, inicioImportacao)}\n`);
    process.stdout.write(
      `  durante (${segundos(fimImportacao - inicioImportacao)}):`.padEnd(30) +
        `${resumo(respostas, inicioImportacao, fimImportacao)}\n`,
    );
    process.stdout.write(`  depois (10 s):`.padEnd(30) + `${resumo(respostas, fimImportacao, depois)}\n`);
    const errosDurante = respostas.filter((r) => r.em >= inicioImportacao && r.em < fimImportacao && !r.ok).length;
    if (errosDurante > 0) falhas.push(`a lista de produtos respondeu ${errosDurante} erros durante a importação`);
    process.stdout.write(`\nCarga da máquina no fim: ${carga()}\n`);
  } finally {
    await encerrarServidor();
    await apagar();
  }
  if (falhas.length > 0) {
    process.stdout.write(`\nFalhas:\n${falhas.map((f) => `- ${f}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error('bench:import falhou:', error);
  process.exit(1);
});
