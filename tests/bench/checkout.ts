/**
 * `npm run bench:checkout`: checkout under load on PostgreSQL (issue 27, item 7).
 *
 * 1. One submit, split by phase: BENCH_PERFIL submits (default 300, the first 50 not counted: JIT,
 *    plans, pools), one at a time, through the app built in this process. For each phase of the
 *    submit (the session, the supplier, validate, price, delivery, payment, the order's
 *    transaction, the e-mail, and the rest: Fastify, the body's validation, JSON) it prints the
 *    CPU of this process (process.cpuUsage), the wall time and the SQL round trips (queries sent
 *    through `pg`), per submit. One submit at a time, so the CPU measured in a phase is that
 *    submit's (the database's own CPU is PostgreSQL's process, not counted here).
 * 2. Load: the server as `npm start` runs it (`node <the start script's flags> scripts/start.ts`,
 *    the built server in a child process: tests/bench/support/servidor-npm-start.ts; one process,
 *    its default pool and timeouts, the API rate limit off: one IP sends everything), and
 *    BENCH_CLIENTES customers (default 50), each a session of its own, submitting an order after
 *    the other for BENCH_DURATION seconds (default 60): orders/s, p50, p99, max and how the answers
 *    split. Then the same customers ask for the catalogue list (their own, uncached) for the same
 *    time: requests/s and p50/p99 printed beside, in the same run, as the baseline.
 *
 * The orders are real: a product with tracked stock (enable-stock-control at Aurora), pickup,
 * cash; every order has its own Idempotency-Key. After the load the bench checks the guarantees:
 * the units sold equal the stock taken, one order per acknowledged key.
 *
 * Database: DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * the run creates its own database `bench_checkout_<pid>_<random>` there (migrations, demo data,
 * the customers) and drops it at the end. The machine's load average (uptime) is printed at the
 * start and the end. Bounded: about 2 × BENCH_DURATION plus a minute of set-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '#server/app';
import { testConfig } from '#server/config';
import { openDatabase, redactUrl } from '#server/db/connect';
import { ensureDatabase } from '#server/db/ensure';
import { AURORA_ID } from '#server/db/seed/fornecedores';
import { criarSessao, type SessaoDeTeste } from '#server/testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA } from '#server/modules/pedidos/pedidos-teste';
import {
  bancoDoBench,
  carga,
  dormir,
  encerrarProcesso,
  esperarServidor,
  limparAoInterromper,
  portaLivre,
} from './support/bench-processos';
import { argsDoServidor, descreverServidor, envDoServidor, memoriaDoProcesso } from './support/servidor-npm-start';

const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const PERFIL = Number(process.env.BENCH_PERFIL ?? 300);
const AQUECIMENTO = 50;
const HOST = '127.0.0.1';
const ESTOQUE = 1_000_000;
const root = fileURLToPath(new URL('../..', import.meta.url));
const REPOUSO_S = Number(process.env.BENCH_REPOUSO_S ?? 60);
/** The V8 heap after a collection, from a --trace-gc line: used and committed, in MB. */
const LINHA_GC = /: (?:Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Sweep)[^>]*-> ([\d.]+) \(([\d.]+)\) MB/;

const rssMb = (pid: number): number => memoriaDoProcesso(pid).rss;

function percentil(ordenadas: number[], p: number): number {
  if (ordenadas.length === 0) return 0;
  return ordenadas[Math.min(ordenadas.length - 1, Math.floor((p / 100) * ordenadas.length))] as number;
}

// ── 1. One submit by phase ──────────────────────────────────────────────────────────────────────

interface Fase {
  cpuUs: number;
  wallMs: number;
  sql: number;
}

/** Counts the queries sent through `pg` (Kysely's PostgreSQL dialect and pg-boss both use pg.Client). */
let consultas = 0;
const queryOriginal = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  consultas += 1;
  return (queryOriginal as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const cpuAgora = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/**
 * Wraps `obj[metodo]` so that each call adds its CPU, wall time and SQL round trips to `fases[nome]`
 * (minus those of the phases it calls, which count as their own).
 */
function medirFase(fases: Map<string, Fase>, pilha: Fase[], nome: string, obj: object, metodo: string): void {
  const alvo = obj as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const original = alvo[metodo];
  if (typeof original !== 'function') throw new Error(`fase ${nome}: ${metodo} não é um método`);
  if (!fases.has(nome)) fases.set(nome, { cpuUs: 0, wallMs: 0, sql: 0 });
  alvo[metodo] = async function (this: unknown, ...args: unknown[]) {
    const propria: Fase = { cpuUs: 0, wallMs: 0, sql: 0 };
    const c0 = cpuAgora();
    const w0 = performance.now();
    const s0 = consultas;
    pilha.push(propria);
    try {
      return await original.apply(this, args);
    } finally {
      pilha.pop();
      const f = fases.get(nome) as Fase;
      const cpu = cpuAgora() - c0;
      const wall = performance.now() - w0;
      const sqlN = consultas - s0;
      // What this phase spent, less the phases nested in it (counted under their own names).
      f.cpuUs += cpu - propria.cpuUs;
      f.wallMs += wall - propria.wallMs;
      f.sql += sqlN - propria.sql;
      const pai = pilha[pilha.length - 1];
      if (pai) {
        pai.cpuUs += cpu;
        pai.wallMs += wall;
        pai.sql += sqlN;
      }
    }
  };
}

async function perfilPorFase(
  databaseUrl: string,
  db: Awaited<ReturnType<typeof openDatabase>>,
  cliente: SessaoDeTeste,
  idproduto: number,
  data: string | null,
): Promise<void> {
  const app = buildApp({
    config: testConfig({ logLevel: 'silent', databaseUrl, rateLimitMax: 0 }),
    db: db.db,
    dbKind: db.kind,
    logger: false,
  });
  await app.ready();
  try {
    const fases = new Map<string, Fase>();
    const pilha: Fase[] = [];
    const svc = app.pedidosService as unknown as object;
    medirFase(fases, pilha, 'sessão (token → sessão viva)', app.sessaoService, 'exigirSessao');
    medirFase(fases, pilha, 'fornecedor e origem do e-mail', app.fornecedorService, 'porId');
    medirFase(fases, pilha, 'fornecedor e origem do e-mail', app.fornecedorService, 'origemDaRequisicao');
    medirFase(fases, pilha, 'validar (permissão, chave, características)', svc, 'validar');
    medirFase(fases, pilha, 'preço (produtos, carrinho salvo, cupom, núcleo)', svc, 'precificar');
    medirFase(fases, pilha, 'entrega', svc, 'resolverEntrega');
    medirFase(fases, pilha, 'pagamento', svc, 'resolverPagamento');
    medirFase(fases, pilha, 'transação do pedido (estoque, pedido, chave)', svc, 'persistir');
    // The people of the order (its history's name, the e-mail's recipient), when the service asks for them.
    const repo = (app.pedidosService as unknown as { deps: { repository: object } }).deps.repository;
    if ('pessoasDoPedido' in repo) medirFase(fases, pilha, 'nome e destinatário', repo, 'pessoasDoPedido');
    // The confirmation e-mail: after the commit (notificar) or in the order's transaction (confirmarNaTransacao).
    medirFase(fases, pilha, 'e-mail de confirmação', svc, 'notificar' in svc ? 'notificar' : 'confirmarNaTransacao');
    const total: Fase = { cpuUs: 0, wallMs: 0, sql: 0 };
    let contados = 0;
    for (let i = 0; i < PERFIL; i++) {
      if (i === AQUECIMENTO) {
        for (const f of fases.values()) Object.assign(f, { cpuUs: 0, wallMs: 0, sql: 0 });
      }
      const c0 = cpuAgora();
      const w0 = performance.now();
      const s0 = consultas;
      const r = await app.inject({
        method: 'POST',
        url: `/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido`,
        headers: { 'idempotency-key': `perfil-${i}-${randomBytes(6).toString('hex')}` },
        payload: corpoPedido(AURORA_ID, [{ id: idproduto, quantidade: 1 }], data, { anotacoes: `perfil ${i}` }),
      });
      if (r.statusCode !== 200) throw new Error(`submit do perfil respondeu HTTP ${r.statusCode}: ${r.body}`);
      if (i >= AQUECIMENTO) {
        total.cpuUs += cpuAgora() - c0;
        total.wallMs += performance.now() - w0;
        total.sql += consultas - s0;
        contados += 1;
      }
    }
    const n = contados;
    const linha = (nome: string, f: Fase) =>
      `  ${nome.padEnd(50)} CPU ${(f.cpuUs / 1000 / n).toFixed(2).padStart(6)} ms  parede ${(f.wallMs / n).toFixed(2).padStart(6)} ms  SQL ${(f.sql / n).toFixed(1).padStart(4)}\n`;
    process.stdout.write(`\nUm submit, por fase (média de ${n} submits, um de cada vez, neste processo):\n`);
    const soma: Fase = { cpuUs: 0, wallMs: 0, sql: 0 };
    for (const [nome, f] of fases) {
      process.stdout.write(linha(nome, f));
      soma.cpuUs += f.cpuUs;
      soma.wallMs += f.wallMs;
      soma.sql += f.sql;
    }
    process.stdout.write(
      linha('resto (Fastify, validação do corpo, JSON, hooks)', {
        cpuUs: total.cpuUs - soma.cpuUs,
        wallMs: total.wallMs - soma.wallMs,
        sql: total.sql - soma.sql,
      }),
    );
    process.stdout.write(linha('TOTAL por submit', total));
    if (fases.has('nome e destinatário'))
      process.stdout.write(
        '  (preço e "nome e destinatário" correm lado a lado: o que um faz enquanto o outro espera conta nos dois, e o resto fica com a diferença)\n',
      );
    // Background work started by the submits (the e-mail jobs) must not run into the load test.
    await app.email.aguardarEntregas().catch(() => undefined);
  } finally {
    await app.close();
  }
}

// ── 2. Load ─────────────────────────────────────────────────────────────────────────────────────

interface Rodada {
  respostas: number;
  porStatus: Map<number, number>;
  erros: number;
  latencias: number[];
  segundos: number;
}

/** `CLIENTES` loops, each sending `pedir(i, n)` one after the other for DURATION_S seconds. */
async function rodada(
  pedir: (cliente: number, n: number) => Promise<{ status: number; corpo: string }>,
  aoResponder?: (cliente: number, status: number, corpo: string) => void,
): Promise<Rodada> {
  const r: Rodada = { respostas: 0, porStatus: new Map(), erros: 0, latencias: [], segundos: DURATION_S };
  const inicio = performance.now();
  const fim = inicio + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CLIENTES }, async (_, c) => {
      for (let n = 0; performance.now() < fim; n++) {
        const t0 = performance.now();
        try {
          const { status, corpo } = await pedir(c, n);
          r.latencias.push(performance.now() - t0);
          r.respostas += 1;
          r.porStatus.set(status, (r.porStatus.get(status) ?? 0) + 1);
          aoResponder?.(c, status, corpo);
        } catch {
          r.erros += 1;
          await dormir(50);
        }
      }
    }),
  );
  r.segundos = (performance.now() - inicio) / 1000;
  r.latencias.sort((a, b) => a - b);
  return r;
}

function descrever(nome: string, r: Rodada, ok: number): string {
  const f = (n: number) => n.toFixed(0);
  const status = [...r.porStatus.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  return (
    `${nome.padEnd(34)} ${(ok / r.segundos).toFixed(1).padStart(7)} /s  p50 ${f(percentil(r.latencias, 50)).padStart(5)} ms  ` +
    `p99 ${f(percentil(r.latencias, 99)).padStart(5)} ms  máx ${f(r.latencias.at(-1) ?? 0).padStart(5)} ms  ` +
    `(${r.respostas} respostas: ${status || 'nenhuma'}; ${r.erros} erros de conexão)`
  );
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { databaseUrl, criar, apagar } = bancoDoBench(baseUrl, 'bench_checkout');
  process.stdout.write(`Carga da máquina (uptime) no início: ${carga()}\n`);
  process.stdout.write(`Banco: PostgreSQL ${redactUrl(databaseUrl)} (criado agora, apagado no fim)\n`);
  await criar();

  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let child: ChildProcess | undefined;
  const encerrarServidor = () => encerrarProcesso(child);
  limparAoInterromper(() => encerrarServidor().then(apagar));
  try {
    database = await openDatabase({ databaseUrl, poolSize: 10 });
    const t0 = Date.now();
    await ensureDatabase(database.db);
    process.stdout.write(`Migrações e dados de demonstração: ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    const idproduto = await produtoDeTeste(database.db, AURORA_ID, ESTOQUE);
    const data = await primeiraData(database.db, RETIRADA_AURORA);
    const clientes: SessaoDeTeste[] = [];
    for (let i = 0; i < CLIENTES; i++) clientes.push(await criarSessao(database.db, { idfornecedor: AURORA_ID }));
    const perfilado = await criarSessao(database.db, { idfornecedor: AURORA_ID });

    await perfilPorFase(databaseUrl, database, perfilado, idproduto, data);

    const porta = await portaLivre();
    const base = `http://${HOST}:${porta}`;
    const args = argsDoServidor(['--trace-gc']);
    process.stdout.write(`Servidor como npm start: ${descreverServidor(args)}\n`);
    child = spawn(process.execPath, args, {
      cwd: root,
      env: envDoServidor({
        DATABASE_URL: databaseUrl,
        PORT: String(porta),
        HOST,
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '0',
      }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let heap = { usado: 0, reservado: 0 };
    let resto = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (pedaco: string) => {
      const linhas = (resto + pedaco).split('\n');
      resto = linhas.pop() ?? '';
      for (const linha of linhas) {
        const m = LINHA_GC.exec(linha);
        if (m) heap = { usado: Number(m[1]), reservado: Number(m[2]) };
      }
    });
    await esperarServidor(base, child, 120_000);
    const pid = child.pid as number;
    const memoria: string[] = [];
    // At rest: started and ready, before any request of the customers, after a few seconds of quiet.
    await dormir(5_000);
    const repouso = memoriaDoProcesso(pid);
    memoria.push(
      `em repouso (iniciado, antes de qualquer pedido): RSS ${repouso.rss.toFixed(0)} MB (anônima ${repouso.anon.toFixed(0)} MB, ` +
        `arquivos mapeados ${repouso.arquivos.toFixed(0)} MB), heap ${heap.usado.toFixed(0)} MB usado de ${heap.reservado.toFixed(0)} MB`,
    );
    let rssPico = 0;
    const medidor = setInterval(() => {
      try {
        rssPico = Math.max(rssPico, rssMb(pid));
      } catch {
        // the process ended
      }
    }, 250);
    const anotarMemoria = (quando: string) =>
      memoria.push(
        `${quando}: RSS ${rssMb(pid).toFixed(0)} MB, heap ${heap.usado.toFixed(0)} MB usado de ${heap.reservado.toFixed(0)} MB`,
      );

    const submeter = async (c: number, n: number) => {
      const cliente = clientes[c] as SessaoDeTeste;
      const r = await fetch(`${base}/api/v2/app/${cliente.token}/usuario/${cliente.idcliente}/pedido`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `carga-${c}-${n}-${randomBytes(4).toString('hex')}`,
        },
        body: JSON.stringify(
          corpoPedido(AURORA_ID, [{ id: idproduto, quantidade: 1 }], data, { anotacoes: `carga ${c} ${n}` }),
        ),
      });
      return { status: r.status, corpo: await r.text() };
    };
    const listar = async (c: number) => {
      const cliente = clientes[c] as SessaoDeTeste;
      const r = await fetch(`${base}/api/v2/app/${cliente.token}/listaprodutos/${AURORA_ID}?page=1`);
      return { status: r.status, corpo: await r.text() };
    };
    // Warm-up: each customer's list and one order, so that plans, pools and JIT are ready.
    await Promise.all(clientes.map((_, c) => listar(c)));
    await Promise.all(clientes.map((_, c) => submeter(c, -1)));

    process.stdout.write(
      `\nCarga: ${CLIENTES} clientes, cada um pedindo um após o outro por ${DURATION_S} s (servidor de \`npm start\`, 1 processo)\n`,
    );
    process.stdout.write(`Carga da máquina antes da carga: ${carga()}\n`);
    anotarMemoria('antes da carga');
    const numeros = new Set<number>();
    const pedidos = await rodada(submeter, (_c, status, corpo) => {
      if (status === 200) numeros.add((JSON.parse(corpo) as { numpedido: number }).numpedido);
    });
    process.stdout.write(`Carga da máquina depois dos pedidos: ${carga()}\n`);
    anotarMemoria('depois dos pedidos');
    const lista = await rodada((c) => listar(c));
    process.stdout.write(`Carga da máquina depois da lista: ${carga()}\n`);
    anotarMemoria('depois da lista');
    process.stdout.write(`Repouso de ${REPOUSO_S} s antes de medir a memória…\n`);
    await dormir(REPOUSO_S * 1_000);
    anotarMemoria(`após ${REPOUSO_S} s de repouso`);
    clearInterval(medidor);

    // The guarantees, after the load: every unit of stock taken is in an order's line, and every
    // acknowledged order exists (one order per key: the keys are unique, so orders = 200 answers).
    const vendidos = await database.db
      .selectFrom('pedido_itens')
      .select((eb) => eb.fn.sum<string>('quantidade_milesimos').as('q'))
      .where('idproduto', '=', idproduto)
      .executeTakeFirstOrThrow();
    const estoque = await database.db
      .selectFrom('produtos')
      .select('maximo_disponivel_milesimos')
      .where('id', '=', idproduto)
      .executeTakeFirstOrThrow();
    const existentes = await database.db
      .selectFrom('pedidos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('numpedido', 'in', numeros.size === 0 ? [-1] : [...numeros])
      .executeTakeFirstOrThrow();
    const porChave = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (SELECT numpedido FROM pedido_idempotencia WHERE numpedido IS NOT NULL
      GROUP BY numpedido HAVING count(*) > 1) d`.execute(database.db);
    const ok200 = pedidos.porStatus.get(200) ?? 0;
    const listaOk = lista.porStatus.get(200) ?? 0;

    process.stdout.write(`\nResultado (${CLIENTES} clientes, ${DURATION_S} s cada)\n`);
    process.stdout.write(`${descrever('pedidos (POST …/pedido)', pedidos, ok200)}\n`);
    process.stdout.write(`${descrever('lista do catálogo (mesmos clientes)', lista, listaOk)}\n`);
    const baixado = ESTOQUE * 1000 - Number(estoque.maximo_disponivel_milesimos);
    process.stdout.write(
      `Garantias: estoque baixado ${baixado / 1000} un., vendido em pedidos ${Number(vendidos.q) / 1000} un. (${baixado === Number(vendidos.q) ? 'iguais' : 'DIFERENTES'}); ` +
        `${numeros.size} pedidos confirmados, ${Number(existentes.n)} no banco (${Number(existentes.n) === numeros.size ? 'nenhum perdido' : 'PERDIDOS'}); ` +
        `${Number(porChave.rows[0]?.n ?? 0)} pedidos com mais de uma chave\n`,
    );
    process.stdout.write(`Memória do servidor (pico de RSS ${rssPico.toFixed(0)} MB):\n  ${memoria.join('\n  ')}\n`);
    process.stdout.write(`Carga da máquina (uptime) no fim: ${carga()}\n`);
  } finally {
    await encerrarServidor();
    await database?.close();
    await apagar();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:checkout falhou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
