/**
 * Two server processes with Redis (issue 30): a chat message sent through one reaches a socket on
 * the other, through the socket.io Redis adapter (REDIS_URL; channel prefix SOCKET_REDIS_PREFIX,
 * unique to this run). Real processes (server/main.ts), as behind a load balancer: on one
 * PostgreSQL when DATABASE_URL is set, else each on its own copy of the seeded PGlite database
 * (the message is stored by the process that received it; the fan-out goes through Redis alone).
 *
 * Skipped only when Redis does not answer (REDIS_URL, default redis://127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../../testing/redis';
import {
  openPostgresTestDatabase,
  startServerProcess,
  type ServerProcess,
  type UrlTestDatabase,
} from '../../testing/server-process';
import { pastaPgliteSemeada } from '../../testing/test-database';
import { anonToken } from '../../testing/test-app';
import { AURORA_ID } from '../../db/seed/fornecedores';
import { clienteSocket, conectar, type ClienteSocket } from './chat-teste';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisOk = await redisAnswers(REDIS_URL);

async function login(url: string, caminho: string, corpo: Record<string, unknown>): Promise<string> {
  const r = await fetch(`${url}/api/v1/app/${anonToken()}/${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(corpo),
  });
  const body = (await r.json()) as { jwttoken?: string };
  if (r.status !== 200 || !body.jwttoken) throw new Error(`login falhou (${r.status}): ${JSON.stringify(body)}`);
  return body.jwttoken;
}

describe.skipIf(!redisOk)(`two server processes with Redis (skipped: Redis does not answer at ${REDIS_URL})`, () => {
  let work: string;
  let database: UrlTestDatabase | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let urlA: string;
  let urlB: string;
  const sockets: ClienteSocket[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'storefront-chat-dois-'));
    const comum = {
      REDIS_URL,
      SOCKET_REDIS_PREFIX: `teste-chat-${randomBytes(6).toString('hex')}`,
      JWT_SECRET: 'chat-dois-processos-uma-chave-de-teste-0123456789',
      RATE_LIMIT_MAX: '0',
    };
    let envA: Record<string, string>;
    let envB: Record<string, string>;
    if (DATABASE_URL) {
      database = await openPostgresTestDatabase(DATABASE_URL);
      envA = envB = { ...comum, DATABASE_URL: database.url, STATIC_DIR: join(work, 'static') };
    } else {
      await Promise.all([pastaPgliteSemeada(join(work, 'a')), pastaPgliteSemeada(join(work, 'b'))]);
      envA = { ...comum, DATA_DIR: join(work, 'a'), STATIC_DIR: join(work, 'static-a') };
      envB = { ...comum, DATA_DIR: join(work, 'b'), STATIC_DIR: join(work, 'static-b') };
    }
    a = startServerProcess(envA);
    b = startServerProcess(envB);
    [[urlA], [urlB]] = (await Promise.all([a.listening(1), b.listening(1)])) as [[string], [string]];
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) s.fechar();
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (work) rmSync(work, { recursive: true, force: true });
    expect(codes, `${a?.output().slice(-2000)}\n${b?.output().slice(-2000)}`).toEqual([0, 0]);
  }, 60_000);

  it("Maria's message through process A reaches Júlia's socket on process B, and Júlia's answer comes back", async () => {
    const jwtMaria = await login(urlA, 'usuario/autenticar', {
      cpf: 'maria@exemplo.com.br',
      senha: 'maria123',
      idfornecedor: AURORA_ID,
    });
    const jwtJulia = await login(urlB, 'equipe/autenticar', {
      cpf: 'atendente@aurora.com.br',
      senha: 'atende123',
      idfornecedor: AURORA_ID,
    });
    const maria = clienteSocket(urlA, jwtMaria);
    const julia = clienteSocket(urlB, jwtJulia);
    sockets.push(maria, julia);
    await Promise.all([conectar(maria), conectar(julia)]);
    const sala = 'CODPED:100001';
    expect(await maria.emitir('handshake-room', { sala })).toMatchObject({ ok: true });
    expect(await julia.emitir('handshake-room', { sala })).toMatchObject({ ok: true });
    const enviada = await maria.emitir<{ ok: boolean; mensagem: { texto: string } }>('mensagem', {
      sala,
      texto: 'Escrevo no processo A',
      chave: 'dois-processos-1',
    });
    expect(enviada.ok).toBe(true);
    const recebida = await julia.esperar<{ texto: string; autor: { nome: string } }>(
      'mensagem',
      (m) => m.texto === 'Escrevo no processo A',
    );
    expect(recebida.autor.nome).toBe('Maria Oliveira Santos');
    await julia.emitir('mensagem', { sala, texto: 'Respondo do processo B', chave: 'dois-processos-2' });
    const volta = await maria.esperar<{ texto: string; autor: { nome: string } }>(
      'mensagem',
      (m) => m.texto === 'Respondo do processo B',
    );
    expect(volta.autor.nome).toBe('Júlia Atendente');
  }, 60_000);
});
