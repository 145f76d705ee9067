/**
 * `npm run bench:chat` (issue 30): a chat message's fan-out latency to 1,000 sockets (BENCH_SOCKETS)
 * on this machine, p50/p95/p99, beside a bare socket.io broadcast server measured the same way in
 * the same run (goal: the real server's p95 at most 50 ms here). A benchmark, not a test.
 *
 * - The real server: `server/main.ts` as a child process (as `npm start` runs it) on a copy of the
 *   seeded PGlite test database, no Redis. BENCH_SOCKETS sockets of Maria (one login, its
 *   jwttoken) sit in her client's channel; the attendant Júlia and the admin Roberto take turns
 *   sending to Maria's room on order 100001 (the per-user limit is 10 messages in 10 s: two
 *   senders, and a message refused for it is sent again a second later, timed from the send that
 *   was accepted). Each message is stored and then broadcast (room, client's channel, staff).
 * - The baseline: tests/bench/chat-eco.ts, a bare socket.io server in a child process that
 *   broadcasts to one room every socket joined, the same sockets and messages.
 * - Latency of one message at one socket: from just before the sender's emit to its arrival there
 *   (one clock: every socket is in this process). A message is sent once every socket got the one
 *   before. BENCH_RODADAS rounds (default 3) of BENCH_MENSAGENS messages (default 10) each,
 *   alternating baseline and server; the figures pool the rounds. The load average is printed
 *   before and after (2 shared cores: read the ratio to the baseline, not the absolute figure).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { AURORA_ID } from '#server/db/seed/fornecedores';
import { startServerProcess } from '#server/testing/server-process';
import { pastaPgliteSemeada } from '#server/testing/test-database';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MENSAGENS = Number(process.env.BENCH_MENSAGENS ?? 10);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);
const META_P95_MS = 50;
const SALA = 'CODPED:100001';
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ANON = 'anon-0123456789abcdef0123456789abcdef';

const carga = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

interface Alvo {
  nome: string;
  url: string;
  /** JWT of the receiving sockets (none for the baseline). */
  tokenReceptor?: string;
  /** The senders, taking turns (JWTs; one anonymous sender for the baseline). */
  remetentes: (string | undefined)[];
}

function conectar(url: string, token: string | undefined): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
  });
  return new Promise((ok, falha) => {
    socket.once('connect', () => ok(socket));
    socket.once('connect_error', (e: Error & { data?: unknown }) =>
      falha(new Error(JSON.stringify(e.data ?? e.message))),
    );
  });
}

/** `n` sockets, 100 connecting at a time. */
async function conectarMuitos(url: string, token: string | undefined, n: number): Promise<Socket[]> {
  const todos: Socket[] = [];
  for (let i = 0; i < n; i += 100) {
    todos.push(...(await Promise.all(Array.from({ length: Math.min(100, n - i) }, () => conectar(url, token)))));
  }
  return todos;
}

function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return Number.NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] as number;
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One round: MENSAGENS messages, each sent once every socket got the one before; the latencies at each socket. */
async function rodada(alvo: Alvo, receptores: Socket[], remetentes: Socket[], rotulo: string): Promise<number[]> {
  const latencias: number[] = [];
  for (let i = 0; i < MENSAGENS; i++) {
    const texto = `bench ${rotulo} ${i} ${Date.now()}`;
    let faltam = receptores.length;
    let inicio = 0;
    const todos = new Promise<void>((ok, falha) => {
      const timer = setTimeout(
        () =>
          falha(new Error(`${alvo.nome}: só ${receptores.length - faltam} de ${receptores.length} sockets receberam`)),
        30_000,
      );
      receptores.forEach((s) => {
        const f = (m: { texto?: string }) => {
          if (m?.texto !== texto) return;
          latencias.push(performance.now() - inicio);
          s.off('mensagem', f);
          if (--faltam === 0) {
            clearTimeout(timer);
            ok();
          }
        };
        s.on('mensagem', f);
      });
    });
    const remetente = remetentes[i % remetentes.length] as Socket;
    for (;;) {
      inicio = performance.now();
      const ack = (await remetente
        .timeout(30_000)
        .emitWithAck('mensagem', { sala: SALA, texto, chave: `${rotulo}-${i}` })) as {
        ok: boolean;
        codigo?: string;
      };
      if (ack.ok) break;
      if (ack.codigo !== 'chat.limite-mensagens') throw new Error(`${alvo.nome}: ${JSON.stringify(ack)}`);
      await espera(1_000);
    }
    await todos;
  }
  return latencias;
}

async function login(url: string, caminho: string, cpf: string, senha: string): Promise<string> {
  const r = await fetch(`${url}/api/v1/app/${ANON}/${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf, senha, idfornecedor: AURORA_ID }),
  });
  const corpo = (await r.json()) as { jwttoken?: string };
  if (!corpo.jwttoken) throw new Error(`login de ${cpf}: ${r.status} ${JSON.stringify(corpo)}`);
  return corpo.jwttoken;
}

function iniciarEco(): Promise<{ filho: ChildProcess; url: string }> {
  const filho = spawn(process.execPath, ['--import', 'tsx', join(RAIZ, 'tests', 'bench', 'chat-eco.ts')], {
    cwd: RAIZ,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, falha) => {
    let saida = '';
    filho.stdout?.on('data', (d: Buffer) => {
      saida += d.toString();
      const m = /eco escutando em (\d+)/.exec(saida);
      if (m) ok({ filho, url: `http://127.0.0.1:${m[1]}` });
    });
    filho.once('exit', (code) => falha(new Error(`o servidor eco saiu (${code})`)));
  });
}

const trabalho = mkdtempSync(join(tmpdir(), 'storefront-bench-chat-'));
const servidor = { parar: async () => {} };
let eco: ChildProcess | undefined;
try {
  process.stdout.write(
    `bench:chat: ${SOCKETS} sockets, ${RODADAS} rodadas de ${MENSAGENS} mensagens; carga ${carga()}\n`,
  );
  await pastaPgliteSemeada(join(trabalho, 'pglite'));
  const real = startServerProcess({
    DATA_DIR: join(trabalho, 'pglite'),
    STATIC_DIR: join(trabalho, 'static'),
    RATE_LIMIT_MAX: '0',
  });
  servidor.parar = async () => {
    await real.stop();
  };
  const [[urlReal], ecoIniciado] = await Promise.all([real.listening(1), iniciarEco()]);
  eco = ecoIniciado.filho;
  const jwtMaria = await login(urlReal as string, 'usuario/autenticar', 'maria@exemplo.com.br', 'maria123');
  const jwtJulia = await login(urlReal as string, 'equipe/autenticar', 'atendente@aurora.com.br', 'atende123');
  const jwtRoberto = await login(urlReal as string, 'equipe/autenticar', 'admin@aurora.com.br', 'admin123');
  const alvos: Alvo[] = [
    { nome: 'socket.io puro (eco)', url: ecoIniciado.url, remetentes: [undefined] },
    { nome: 'servidor do chat', url: urlReal as string, tokenReceptor: jwtMaria, remetentes: [jwtJulia, jwtRoberto] },
  ];
  const conexoes = new Map<string, { receptores: Socket[]; remetentes: Socket[] }>();
  for (const alvo of alvos) {
    const t0 = performance.now();
    const receptores = await conectarMuitos(alvo.url, alvo.tokenReceptor, SOCKETS);
    const remetentes = await Promise.all(alvo.remetentes.map((t) => conectar(alvo.url, t)));
    conexoes.set(alvo.nome, { receptores, remetentes });
    process.stdout.write(
      `  ${alvo.nome}: ${SOCKETS} sockets conectados em ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );
  }
  const latencias = new Map<string, number[]>(alvos.map((a) => [a.nome, []]));
  // A warm-up message each, not counted.
  for (const alvo of alvos) {
    const c = conexoes.get(alvo.nome)!;
    await rodada(alvo, c.receptores, c.remetentes, `aquecimento-${alvo.nome.length}`);
  }
  for (let r = 0; r < RODADAS; r++) {
    for (const alvo of alvos) {
      const c = conexoes.get(alvo.nome)!;
      latencias.get(alvo.nome)!.push(...(await rodada(alvo, c.receptores, c.remetentes, `r${r}-${alvo.nome.length}`)));
    }
  }
  process.stdout.write(`\nLatência de entrega (envio → cada um dos ${SOCKETS} sockets), ms; carga ${carga()}\n`);
  process.stdout.write('alvo                        amostras     p50     p95     p99     máx\n');
  const linhas: Record<string, { p50: number; p95: number; p99: number }> = {};
  for (const alvo of alvos) {
    const v = [...latencias.get(alvo.nome)!].sort((a, b) => a - b);
    const p = { p50: percentil(v, 50), p95: percentil(v, 95), p99: percentil(v, 99) };
    linhas[alvo.nome] = p;
    process.stdout.write(
      `${alvo.nome.padEnd(28)}${String(v.length).padStart(8)}${p.p50.toFixed(1).padStart(8)}${p.p95.toFixed(1).padStart(8)}${p.p99
        .toFixed(1)
        .padStart(8)}${(v.at(-1) ?? Number.NaN).toFixed(1).padStart(8)}\n`,
    );
  }
  const realP95 = linhas['servidor do chat']!.p95;
  const ecoP95 = linhas['socket.io puro (eco)']!.p95;
  process.stdout.write(
    `\np95 do servidor do chat: ${realP95.toFixed(1)} ms (${(realP95 / ecoP95).toFixed(2)}× o eco); meta ≤ ${META_P95_MS} ms: ${
      realP95 <= META_P95_MS ? 'atingida' : 'NÃO atingida'
    }\n`,
  );
  for (const c of conexoes.values()) for (const s of [...c.receptores, ...c.remetentes]) s.disconnect();
} finally {
  eco?.kill('SIGTERM');
  await servidor.parar().catch(() => undefined);
  rmSync(trabalho, { recursive: true, force: true });
}
