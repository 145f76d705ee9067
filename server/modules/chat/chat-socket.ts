/**
 * The socket.io server of the chat and the live updates (issue 30; docs/chat.md), on the app's
 * own HTTP server and port, path `/socket.io`:
 * - Handshake: the login's short-lived JWT (`auth.token`, or `?token=`), checked as the v4 calls
 *   check it (signature, expiry, and its session `sid` still live: SessaoService.verificarJwt); a
 *   refusal is a `connect_error` whose `data` is the pt-BR `{mensagem, codigo}`.
 * - Ended sessions: whenever sessions may have changed (this process's own logout, the NOTIFY of
 *   any process: CacheSessoes.aoMudar) and every VARREDURA_MS anyway, the sessions of this
 *   process's sockets are read again; a socket whose session ended, changed client or approval
 *   gets `sessao-encerrada` and is disconnected.
 * - socket.io rooms (internal names, never the client's to choose): `r:{idfornecedor}:{sala}`
 *   (a chat room, joined only after ChatService.autorizar), `c:{idfornecedor}:{idcliente}` (every
 *   socket acting for that client: live updates, and every message of the client's rooms), `e:{idfornecedor}`
 *   (the supplier's staff: every message of the supplier's rooms), `u:{idusuario}` (one user's sockets).
 * - With REDIS_URL the @socket.io/redis-adapter makes several processes one: `io.to(...).emit`
 *   reaches the sockets of every process.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AlvoAviso, EventosAviso, NomeAviso } from '../avisos';
import { HttpError } from '../../shared/http-error';
import type { SalaRow } from './chat-repository';
import { ehEquipe, type Ator, type ChatService, type MensagemWire, type SalaWire } from './chat-service';

export const SOCKET_PATH = '/socket.io';
/** How often the sessions of the sockets are read again even without a notice (PGlite, a tool's DELETE). */
export const VARREDURA_MS = 3_000;
const JWT_FORMATO = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{1,1024}$/;

interface DadosSocket {
  ator: Ator;
  /** The user's name (read once at the handshake: the author of their messages). */
  nome?: string;
  /** A customer who sees every order of the client (joins its orders' channel). */
  todosOsPedidos?: boolean;
  sid: string;
  apr: boolean | null;
}

type SocketChat = Socket & { data: DadosSocket };

const salaIo = (idfornecedor: string, sala: string) => `r:${idfornecedor}:${sala}`;
const clienteIo = (idfornecedor: string, idcliente: number) => `c:${idfornecedor}:${idcliente}`;
/** The sockets of a client that see all its orders (not a linked user limited to their own). */
const pedidosIo = (idfornecedor: string, idcliente: number) => `p:${idfornecedor}:${idcliente}`;
const equipeIo = (idfornecedor: string) => `e:${idfornecedor}`;
const usuarioIo = (idusuario: number) => `u:${idusuario}`;

function corpoErro(error: unknown): { mensagem: string; codigo: string; status: number } {
  if (error instanceof HttpError) return { mensagem: error.message, codigo: error.codigo, status: error.statusCode };
  return {
    mensagem: 'Não foi possível concluir agora. Tente de novo em instantes.',
    codigo: 'erro.interno',
    status: 500,
  };
}

/** The ack of an event, when the client asked for one. */
function responder(ack: unknown, corpo: unknown): void {
  if (typeof ack === 'function') (ack as (r: unknown) => void)(corpo);
}

const objeto = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export interface SocketChatServidor {
  io: Server;
  /** Reads the sockets' sessions again now (tests; also run on every session change). */
  conferirSessoes(): Promise<number>;
  fechar(): Promise<void>;
}

/** The Redis commands the adapter sends without awaiting them (subscribe on start, publish on every broadcast). */
const COMANDOS_SEM_ESPERA = new Set<PropertyKey>(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

/**
 * The client as the socket.io adapter sees it: the commands it fires and forgets get a handler
 * for their failure (logged as Redis being unavailable). Without it, Redis being down turns each
 * of them into an unhandled rejection, which ends a Node process. Whoever awaits the command
 * still gets its rejection.
 */
export function comandosVigiados(cliente: Redis, aoFalhar: (error: Error) => void): Redis {
  return new Proxy(cliente, {
    get(alvo, nome) {
      const valor: unknown = Reflect.get(alvo, nome, alvo);
      if (typeof valor !== 'function' || !COMANDOS_SEM_ESPERA.has(nome)) return valor;
      return (...args: unknown[]) => {
        const resultado: unknown = Reflect.apply(valor, alvo, args);
        if (resultado instanceof Promise) resultado.catch(aoFalhar);
        return resultado;
      };
    },
  });
}

export function iniciarSocketChat(app: FastifyInstance, chat: ChatService): SocketChatServidor {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Another upgrade on the same server (Vite's HMR in `npm run dev`) is left alone.
    destroyUpgrade: false,
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  const sessoes = app.sessaoService;
  /** This process's sockets by session id. */
  const porSid = new Map<string, Set<SocketChat>>();

  // ── Cross-process: the Redis adapter ──────────────────────────────────────────────────────
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (app.config.redisUrl) {
    pub = new Redis(app.config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 });
    sub = pub.duplicate();
    const avisar = (error: Error) => app.log.warn({ motivo: error.message }, 'chat: Redis indisponível');
    pub.on('error', avisar);
    sub.on('error', () => undefined);
    io.adapter(
      createAdapter(comandosVigiados(pub, avisar), comandosVigiados(sub, avisar), {
        key: app.config.socketRedisPrefix,
      }),
    );
  }

  // ── Handshake: the JWT ────────────────────────────────────────────────────────────────────
  io.use((socket, next) => {
    const auth = objeto(socket.handshake.auth);
    const token = typeof auth.token === 'string' ? auth.token : socket.handshake.query.token;
    const recusar = (error: unknown) => {
      const { mensagem, codigo } = corpoErro(error);
      const erro = new Error(mensagem) as Error & { data?: unknown };
      erro.data = { mensagem, codigo };
      next(erro);
    };
    if (typeof token !== 'string' || !JWT_FORMATO.test(token)) {
      recusar(new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada'));
      return;
    }
    void (async () => {
      let dados: DadosSocket;
      try {
        const claims = await sessoes.verificarJwt(token);
        const idusuario = Number(claims.sub);
        if (!Number.isSafeInteger(idusuario))
          throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
        dados = {
          ator: { idusuario, idfornecedor: claims.idfornecedor, papel: claims.papel, idcliente: claims.idcliente },
          sid: claims.sid,
          apr: claims.apr,
        };
        const nome = await chat.nomeUsuario(idusuario);
        if (nome !== null) dados.nome = nome;
        if (!ehEquipe(dados.ator.papel) && dados.ator.idcliente !== null)
          dados.todosOsPedidos = await chat.veTodosOsPedidos(dados.ator);
      } catch (error) {
        recusar(error);
        return;
      }
      socket.data = dados;
      next();
    })();
  });

  io.on('connection', (s) => {
    const socket = s as unknown as SocketChat;
    const { ator, sid } = socket.data;
    let doSid = porSid.get(sid);
    if (!doSid) porSid.set(sid, (doSid = new Set()));
    doSid.add(socket);
    socket.on('disconnect', () => {
      const conjunto = porSid.get(sid);
      conjunto?.delete(socket);
      if (conjunto?.size === 0) porSid.delete(sid);
    });
    void socket.join(usuarioIo(ator.idusuario));
    if (ehEquipe(ator.papel)) void socket.join(equipeIo(ator.idfornecedor));
    else if (ator.idcliente !== null) {
      void socket.join(clienteIo(ator.idfornecedor, ator.idcliente));
      if (socket.data.todosOsPedidos) void socket.join(pedidosIo(ator.idfornecedor, ator.idcliente));
    }

    const tratar = (evento: string, fn: (corpo: Record<string, unknown>) => Promise<unknown>) => {
      socket.on(evento, (corpo: unknown, ack: unknown) => {
        fn(objeto(corpo)).then(
          (r) => responder(ack, r),
          (error: unknown) => {
            const { mensagem, codigo, status } = corpoErro(error);
            if (status >= 500) app.log.error({ err: error, evento }, 'chat: erro num evento do socket');
            responder(ack, { ok: false, mensagem, codigo });
          },
        );
      });
    };

    tratar('handshake', async (corpo) => {
      if (
        typeof corpo.idfornecedor === 'string' &&
        corpo.idfornecedor.toLowerCase() !== ator.idfornecedor.toLowerCase()
      )
        throw new HttpError(403, 'Acesso negado: sua sessão é de outro fornecedor.', 'sessao.fornecedor-invalido');
      const r = await chat.salas(ator);
      socket.emit('handshake-success', r);
      return { ok: true, ...r };
    });
    /** The rooms this socket opened (authorised once: a session change closes the socket). */
    const abertas = new Map<string, SalaRow>();
    tratar('handshake-room', async (corpo) => {
      const r = await chat.abrir(ator, corpo.sala, corpo.depois);
      abertas.set(r.row.sala, r.row);
      await socket.join(salaIo(ator.idfornecedor, r.row.sala));
      return { ok: true, sala: r.sala, mensagens: r.mensagens, temMais: r.temMais };
    });
    tratar('mensagem', async (corpo) => {
      const sala = typeof corpo.sala === 'string' ? abertas.get(corpo.sala) : undefined;
      const mensagem = await chat.enviar(ator, corpo.sala, corpo.texto, corpo.chave, {
        ...(sala ? { sala } : {}),
        ...(socket.data.nome === undefined ? {} : { nomeAutor: socket.data.nome }),
      });
      return { ok: true, mensagem };
    });
    tratar('lida', async (corpo) => ({ ok: true, sala: await chat.marcarLida(ator, corpo.sala, corpo.ate) }));
    tratar('sair-sala', async (corpo) => {
      if (typeof corpo.sala === 'string' && corpo.sala.length <= 120) {
        abertas.delete(corpo.sala);
        await socket.leave(salaIo(ator.idfornecedor, corpo.sala));
      }
      return { ok: true };
    });
  });

  // ── What the chat service and the live updates emit ───────────────────────────────────────
  chat.usarEmissor({
    mensagem(sala: SalaRow, mensagem: MensagemWire) {
      // An order's room: the client's sockets that see all its orders; the general room: all of them.
      const doCliente =
        sala.canal === 'pedido'
          ? pedidosIo(sala.idfornecedor, sala.idcliente)
          : clienteIo(sala.idfornecedor, sala.idcliente);
      io.to([salaIo(sala.idfornecedor, sala.sala), doCliente, equipeIo(sala.idfornecedor)]).emit('mensagem', mensagem);
    },
    salaAtualizada(idusuario: number, sala: SalaWire) {
      io.to(usuarioIo(idusuario)).emit('sala-atualizada', sala);
    },
    salaDaEquipe(idfornecedor: string, sala: SalaWire) {
      io.to(equipeIo(idfornecedor)).emit('sala-atribuida', sala);
    },
  });
  const pararAvisos = app.avisosCliente.ouvir(
    <E extends NomeAviso>(alvo: AlvoAviso, evento: E, dados: EventosAviso[E]) => {
      // The cart is the client's (every socket acting for it); an order's news go to those who see all its orders.
      const canal = io.to(
        evento === 'carrinho-bloqueado'
          ? clienteIo(alvo.idfornecedor, alvo.idcliente)
          : pedidosIo(alvo.idfornecedor, alvo.idcliente),
      );
      if (evento === 'carrinho-bloqueado') {
        const d = dados as EventosAviso['carrinho-bloqueado'];
        const quem = d.idusuarioAtendente;
        void (quem === undefined ? Promise.resolve(null) : chat.nomeUsuario(quem).catch(() => null)).then((nome) => {
          canal.emit('carrinho-bloqueado', { bloqueado: d.bloqueado, ...(nome ? { atendente: nome } : {}) });
        });
        return;
      }
      canal.emit(evento, dados);
    },
  );

  // ── Ended sessions ────────────────────────────────────────────────────────────────────────
  let conferindo: Promise<number> | null = null;
  let deNovo = false;
  const encerrar = (socket: SocketChat) => {
    socket.emit('sessao-encerrada', { mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });
    socket.disconnect(true);
  };
  const conferirAgora = async (): Promise<number> => {
    const sids = [...porSid.keys()];
    if (sids.length === 0) return 0;
    const vivas = await sessoes.sessoesVivas(sids);
    let fechados = 0;
    for (const sid of sids) {
      const viva = vivas.get(sid);
      for (const socket of porSid.get(sid) ?? []) {
        const { ator, apr } = socket.data;
        if (!viva || viva.idusuario !== ator.idusuario || viva.idcliente !== ator.idcliente || viva.apr !== apr) {
          encerrar(socket);
          fechados++;
        }
      }
    }
    return fechados;
  };
  const conferirSessoes = (): Promise<number> => {
    if (conferindo) {
      deNovo = true;
      return conferindo;
    }
    conferindo = (async () => {
      let total = 0;
      do {
        deNovo = false;
        total += await conferirAgora();
      } while (deNovo);
      return total;
    })()
      .catch((error: unknown) => {
        app.log.warn({ motivo: (error as Error).message }, 'chat: não foi possível conferir as sessões dos sockets');
        return 0;
      })
      .finally(() => {
        conferindo = null;
      });
    return conferindo;
  };
  const pararCache = sessoes.cache?.aoMudar(() => void conferirSessoes());
  const varredura = setInterval(() => void conferirSessoes(), VARREDURA_MS);
  varredura.unref();

  return {
    io,
    conferirSessoes,
    async fechar() {
      clearInterval(varredura);
      pararCache?.();
      pararAvisos();
      await conferindo;
      // Only this process's sockets (io.disconnectSockets would reach every process through Redis).
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all([pub?.quit().catch(() => pub?.disconnect()), sub?.quit().catch(() => sub?.disconnect())]);
    },
  };
}
