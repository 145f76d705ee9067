/** Test support for the chat: sessions of the demo users, their JWTs, and socket.io clients that wait for conditions. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import type { Database } from '../../db/schema';
import type { Papel } from '../usuario/tables';
import { hashToken } from '../sessao';

export interface SessaoChat {
  token: string;
  jwt: string;
  idusuario: number;
  idcliente: number | null;
}

/** A live session of an existing user (a demo account) and the JWT a login of it would carry. */
export async function sessaoDoUsuario(
  t: { app: FastifyInstance; db: Kysely<Database> },
  u: { idusuario: number; idcliente: number | null; idfornecedor: string; papel: Papel },
): Promise<SessaoChat> {
  const token = `sess_${randomBytes(24).toString('hex')}`;
  const sid = randomBytes(16).toString('base64url');
  await t.db
    .insertInto('sessoes')
    .values({
      token_hash: hashToken(token),
      sid,
      idusuario: u.idusuario,
      idcliente: u.idcliente,
      idfornecedor: u.idfornecedor,
      papel: u.papel,
      expira_em: new Date(Date.now() + 3_600_000),
    })
    .execute();
  const aprovado =
    u.idcliente === null
      ? null
      : ((
          await t.db
            .selectFrom('cadastros_cliente')
            .select('cadastro_aprovado')
            .where('idcliente', '=', u.idcliente)
            .where('idfornecedor', '=', u.idfornecedor)
            .executeTakeFirst()
        )?.cadastro_aprovado ?? null);
  const jwt = await t.app.sessaoService.emitirJwt({
    idusuario: u.idusuario,
    idfornecedor: u.idfornecedor,
    idcliente: u.idcliente,
    papel: u.papel,
    sid,
    cadastro_aprovado: aprovado,
  });
  return { token, jwt, idusuario: u.idusuario, idcliente: u.idcliente };
}

export interface ClienteSocket {
  socket: Socket;
  /** Every event received, in order. */
  recebidos: { evento: string; dados: unknown }[];
  /** Resolves with the first received event (already or later) that matches. */
  esperar<T = unknown>(evento: string, filtro?: (dados: T) => boolean, timeoutMs?: number): Promise<T>;
  emitir<T = Record<string, unknown>>(evento: string, corpo: unknown): Promise<T>;
  fechar(): void;
}

/** A socket.io client, as the browser connects (docs/chat.md), not yet connected until `conectar`. */
export function clienteSocket(
  url: string,
  token: string | undefined,
  opcoes: { reconexao?: boolean } = {},
): ClienteSocket {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    ...(token === undefined ? {} : { auth: { token } }),
    reconnection: opcoes.reconexao ?? false,
    autoConnect: false,
    forceNew: true,
  });
  const recebidos: { evento: string; dados: unknown }[] = [];
  const esperando = new Set<() => void>();
  socket.onAny((evento: string, dados: unknown) => {
    recebidos.push({ evento, dados });
    for (const f of esperando) f();
  });
  const registrar = (evento: string, dados: unknown) => {
    recebidos.push({ evento, dados });
    for (const f of esperando) f();
  };
  socket.on('connect', () => registrar('connect', null));
  socket.on('connect_error', (err: Error & { data?: unknown }) => registrar('connect_error', err.data ?? err.message));
  socket.on('disconnect', (motivo: string) => registrar('disconnect', motivo));
  return {
    socket,
    recebidos,
    esperar<T>(evento: string, filtro: (dados: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const conferir = () => {
          const achado = recebidos.find((r) => r.evento === evento && filtro(r.dados as T));
          if (achado) {
            esperando.delete(conferir);
            clearTimeout(timer);
            resolve(achado.dados as T);
          }
        };
        const timer = setTimeout(() => {
          esperando.delete(conferir);
          reject(
            new Error(
              `nenhum '${evento}' em ${timeoutMs} ms; recebidos: ${JSON.stringify(recebidos.map((r) => r.evento))}`,
            ),
          );
        }, timeoutMs);
        esperando.add(conferir);
        conferir();
      });
    },
    emitir<T>(evento: string, corpo: unknown): Promise<T> {
      return socket.timeout(10_000).emitWithAck(evento, corpo) as Promise<T>;
    },
    fechar() {
      socket.disconnect();
    },
  };
}

/** Connects and resolves once connected (rejects with the refusal's data). */
export async function conectar(c: ClienteSocket): Promise<void> {
  c.socket.connect();
  await new Promise<void>((resolve, reject) => {
    c.socket.once('connect', () => resolve());
    c.socket.once('connect_error', (err: Error & { data?: unknown }) =>
      reject(Object.assign(new Error(err.message), { data: err.data })),
    );
  });
}
