/**
 * The cache of what every anonymous visitor shares: the public catalogue answers (category tree,
 * product list, product page, carousels) per supplier and URL, in a bounded in-memory LRU.
 *
 * - Only anonymous callers are served from it or stored in it: the token is the browser's
 *   anonymous form (`anon-` + 32 hex) and, for `{authCliente}`, the client is 0. A session token
 *   (whose answers may carry that client's prices, or prices a supplier hides from logged-out
 *   visitors) always runs the handler and is answered `Cache-Control: private, no-store`.
 * - The key is everything an anonymous answer depends on: the operation, the supplier (its UUID,
 *   whether the path names it by slug or UUID), the other path parameters, the whole query string
 *   as sent, and the white-label header `X-idfornecedor`. Never the token.
 * - Each entry remembers the supplier's catalogue version (`catalogo_versao`, bumped by triggers
 *   on every write to the catalogue tables, migration 0003); an entry of an older version is a miss.
 *   The versions are learned by LISTEN on the channel the triggers NOTIFY: a dedicated PostgreSQL
 *   connection (DATABASE_URL), so several processes stay coherent, or PGlite's own listen (one
 *   process). Without a listener (or while it reconnects) the version is read from the database on
 *   every request: slower, never stale.
 * - Each entry keeps its body in the encodings browsers ask for: as JSON, and (from 1 kB, the
 *   compression plugin's threshold) brotli and gzip copies made once when it is stored, off the
 *   event loop. A hit sends the copy the request's `Accept-Encoding` prefers (brotli first), with
 *   its `Content-Encoding`; nothing is compressed again per request (server/web/compression.ts
 *   leaves an answer that has a Content-Encoding alone). The memory bound (`CACHE_MAX_ENTRIES`
 *   and TAMANHO_MAXIMO) counts every copy.
 * - Answers carry a strong ETag per encoding (hash of the JSON; `-br` and `-gz` for the compressed
 *   copies, which are other bytes), `Vary: accept-encoding, X-idfornecedor`; `If-None-Match` with
 *   any of the entry's ETags gets 304 (the same JSON), and a short `Cache-Control` with
 *   `stale-while-revalidate`; entries also expire after CACHE_TTL_S.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseKind } from '../db/connect';
import { CANAL_CATALOGO_VERSAO } from '../db/migrations/0003-catalogo-desempenho';
import { COMPRESS_THRESHOLD_BYTES } from '../web/compression';
import type { OperationHandler } from './operation';
import { PostgresListener } from './postgres-listener';

/** Browsers may keep an answer this long, then use it while they revalidate (ETag, 304). */
const MAX_AGE_S = 10;
const STALE_WHILE_REVALIDATE_S = 60;
const CACHE_CONTROL_PUBLICO = `public, max-age=${MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
/** What an answer that depends on the caller's session says to every cache (also set by the security headers). */
export const CACHE_CONTROL_PRIVATE = 'private, no-store';
/** Bytes of answers kept at most, whatever CACHE_MAX_ENTRIES says. */
const TAMANHO_MAXIMO = 64 * 1024 * 1024;
/**
 * The supplier row is itself kept 5 s in memory (FornecedorService): an answer computed within
 * that time after a new version may rest on the previous row, so it lives no longer than that.
 */
const FRESCOR_FORNECEDOR_MS = 5_000;

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The encodings an entry is kept in. */
export type Encoding = 'br' | 'gzip' | 'identity';

interface Copia {
  etag: string;
  corpo: Buffer;
}

interface Entrada {
  versao: number;
  /** The JSON as the handler returned it. */
  identity: Copia;
  /** Compressed copies; absent below COMPRESS_THRESHOLD_BYTES or when compressing saved nothing. */
  br?: Copia;
  gzip?: Copia;
}

/**
 * Brotli at quality 6 and gzip at level 6: made once per entry (per catalogue version), so a
 * better ratio than the per-request compressor's (brotli 4) is affordable; 11 would cost tens of
 * milliseconds on a large list at every catalogue change.
 */
const BROTLI_QUALIDADE = 6;
const GZIP_NIVEL = 6;
const comprimirBr = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);

/** Bytes an entry holds: every copy, its ETags and the key. */
const tamanhoDaEntrada = (entrada: Entrada, chave: string): number =>
  entrada.identity.corpo.length +
  (entrada.br?.corpo.length ?? 0) +
  (entrada.gzip?.corpo.length ?? 0) +
  chave.length +
  3 * entrada.identity.etag.length +
  64;

async function criarEntrada(versao: number, corpo: Buffer): Promise<Entrada> {
  const hash = createHash('sha1').update(corpo).digest('base64url');
  const entrada: Entrada = { versao, identity: { etag: `"${hash}"`, corpo } };
  if (corpo.length < COMPRESS_THRESHOLD_BYTES) return entrada;
  const [br, gz] = await Promise.all([
    comprimirBr(corpo, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALIDADE,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: corpo.length,
      },
    }),
    comprimirGzip(corpo, { level: GZIP_NIVEL }),
  ]);
  if (br.length < corpo.length) entrada.br = { etag: `"${hash}-br"`, corpo: br };
  if (gz.length < corpo.length) entrada.gzip = { etag: `"${hash}-gz"`, corpo: gz };
  return entrada;
}

/**
 * The encoding of `Accept-Encoding` to answer with among those the entry has: the highest q
 * (`*` stands for any not named; `x-gzip` is gzip), brotli before gzip when equal, the JSON as it
 * is when neither is acceptable (also when `identity;q=0`: an answer, not a 406).
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  disponiveis: { br: boolean; gzip: boolean } = { br: true, gzip: true },
): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const valor = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (valor === '') return 'identity';
  let qBr: number | undefined;
  let qGzip: number | undefined;
  let qOutras: number | undefined;
  for (const parte of valor.split(',')) {
    const [nomeBruto = '', ...parametros] = parte.split(';');
    const nome = nomeBruto.trim().toLowerCase();
    let q = 1;
    for (const p of parametros) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!Number.isFinite(q)) q = 0;
    if (nome === 'br') qBr = Math.max(qBr ?? 0, q);
    else if (nome === 'gzip' || nome === 'x-gzip') qGzip = Math.max(qGzip ?? 0, q);
    else if (nome === '*') qOutras = q;
  }
  const br = disponiveis.br ? (qBr ?? qOutras ?? 0) : 0;
  const gz = disponiveis.gzip ? (qGzip ?? qOutras ?? 0) : 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** The catalogue version of each supplier, as the database says, learned by LISTEN/NOTIFY. */
export class CatalogueVersions {
  private readonly versoes = new Map<string, number>();
  private readonly mudouEm = new Map<string, number>();
  private ouvindo = false;
  private geracao = 0;
  private fechado = false;
  private ouvinte: PostgresListener | undefined;
  private pararPglite: (() => Promise<void>) | undefined;
  /** Notifications received (for tests and logs). */
  notificacoes = 0;

  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
    private readonly databaseUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** 'notify' while a listener is up, else 'consulta' (the version is read on every request). */
  get modo(): 'notify' | 'consulta' {
    return this.ouvindo ? 'notify' : 'consulta';
  }

  async iniciar(): Promise<void> {
    if (this.kind === 'pglite') await this.ouvirPglite();
    else if (this.databaseUrl) await this.ouvirPostgres(this.databaseUrl);
  }

  async fechar(): Promise<void> {
    this.fechado = true;
    this.ouvindo = false;
    await this.pararPglite?.().catch(() => undefined);
    await this.ouvinte?.fechar();
  }

  /** The supplier's current version: from memory while listening, else from the database. */
  atual(idfornecedor: string): number | Promise<number> {
    if (this.ouvindo) {
      const conhecida = this.versoes.get(idfornecedor);
      if (conhecida !== undefined) return conhecida;
    }
    return this.ler(idfornecedor);
  }

  /** Milliseconds since this process learned of the supplier's last new version (Infinity: never). */
  idadeDaMudanca(idfornecedor: string): number {
    const quando = this.mudouEm.get(idfornecedor);
    return quando === undefined ? Number.POSITIVE_INFINITY : Date.now() - quando;
  }

  private async ler(idfornecedor: string): Promise<number> {
    const geracao = this.geracao;
    const { rows } = await sql<{ versao: number | string }>`
      SELECT versao FROM catalogo_versao WHERE idfornecedor = ${idfornecedor}
    `.execute(this.db);
    const versao = Number(rows[0]?.versao ?? 0);
    // A read that began before the listener (re)started may predate a missed notification.
    if (geracao === this.geracao) this.registrar(idfornecedor, versao);
    return versao;
  }

  /** Versions only grow (one sequence): a late read never takes a newer notification back. */
  private registrar(idfornecedor: string, versao: number): void {
    const anterior = this.versoes.get(idfornecedor);
    if (anterior !== undefined && anterior >= versao) return;
    if (anterior !== undefined) this.mudouEm.set(idfornecedor, Date.now());
    this.versoes.set(idfornecedor, versao);
  }

  notificado(payload: string): void {
    const separador = payload.lastIndexOf(':');
    const idfornecedor = payload.slice(0, separador);
    const versao = Number(payload.slice(separador + 1));
    if (separador <= 0 || !Number.isFinite(versao)) return;
    this.notificacoes++;
    this.mudouEm.set(idfornecedor, Date.now());
    const anterior = this.versoes.get(idfornecedor);
    if (anterior === undefined || anterior < versao) this.versoes.set(idfornecedor, versao);
  }

  /** Whatever was known may have missed notifications: forget it, read again. */
  private esquecer(): void {
    this.geracao++;
    this.versoes.clear();
  }

  private async ouvirPglite(): Promise<void> {
    // The PGlite dialect's connection exposes its PGlite instance; LISTEN/NOTIFY work within it.
    const cliente = await this.db
      .getExecutor()
      .provideConnection(async (conexao) => (conexao as { client?: unknown }).client);
    const pglite = cliente as
      { listen?: (canal: string, cb: (payload: string) => void) => Promise<() => Promise<void>> } | undefined;
    if (typeof pglite?.listen !== 'function') return;
    const parar = await pglite.listen(CANAL_CATALOGO_VERSAO, (payload) => this.notificado(payload));
    this.pararPglite = () => parar();
    this.esquecer();
    this.ouvindo = true;
  }

  private async ouvirPostgres(databaseUrl: string): Promise<void> {
    this.ouvinte = new PostgresListener({
      databaseUrl,
      canal: CANAL_CATALOGO_VERSAO,
      log: this.log,
      mensagemQueda: 'cache do catálogo: conexão LISTEN perdida; lendo a versão do banco até reconectar',
      aoNotificar: (payload) => {
        if (payload) this.notificado(payload);
      },
      aoConectar: () => {
        this.esquecer();
        this.ouvindo = true;
      },
      aoCair: () => {
        this.ouvindo = false;
        this.esquecer();
      },
    });
    await this.ouvinte.iniciar();
  }
}

export interface PublicCacheOptions {
  /** Entries kept at most; 0 turns the cache off (every answer computed, none stored). */
  maxEntradas: number;
  /** Longest life of an entry, in seconds, even when no write bumps the version. */
  ttlS: number;
}

export interface PublicRoute {
  /** The operationId (part of the key). */
  operacao: string;
  /** Whether the path's session segment is an anonymous caller. */
  anonimo(params: Record<string, string>): boolean;
  /** The path's supplier (UUID or slug). */
  fornecedor(params: Record<string, string>): string;
  /** The other path parameters the answer depends on (part of the key). */
  chave?(params: Record<string, string>): string;
}

const corresponde = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch.split(',').some((valor) => {
    const v = valor.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });

export class PublicCache {
  private readonly lru: LRUCache<string, Entrada> | undefined;
  private readonly ttlMs: number;
  acertos = 0;
  faltas = 0;
  /** Bodies compressed (one per encoding of each entry stored; never on a hit). */
  compressoes = 0;

  constructor(
    opcoes: PublicCacheOptions,
    readonly versoes: CatalogueVersions,
    /** The supplier's UUID from the path's UUID or slug (404 when there is none). */
    private readonly uuidDoFornecedor: (idOuSlug: string) => Promise<string>,
  ) {
    this.ttlMs = Math.max(1, opcoes.ttlS) * 1000;
    this.lru =
      opcoes.maxEntradas > 0
        ? new LRUCache<string, Entrada>({
            max: opcoes.maxEntradas,
            ttl: this.ttlMs,
            maxSize: TAMANHO_MAXIMO,
            sizeCalculation: tamanhoDaEntrada,
          })
        : undefined;
  }

  get ativo(): boolean {
    return this.lru !== undefined;
  }

  get tamanho(): number {
    return this.lru?.size ?? 0;
  }

  /** Bytes the entries hold, every encoding's copy counted (bounded by TAMANHO_MAXIMO). */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  limpar(): void {
    this.lru?.clear();
  }

  /** Drops every entry of a supplier (its UUID; '*': of every supplier), e.g. when it published a document. */
  limparFornecedor(idfornecedor: string): void {
    const lru = this.lru;
    if (!lru) return;
    if (idfornecedor === '*') {
      lru.clear();
      return;
    }
    const marca = `\u0000${idfornecedor}\u0000`;
    for (const chave of [...lru.keys()]) if (chave.includes(marca)) lru.delete(chave);
  }

  /**
   * The handler of a public operation, answered from the cache for anonymous callers. The handler
   * itself is unchanged: it returns the 200 body (or throws an HttpError, never cached).
   */
  rota(rota: PublicRoute, handler: OperationHandler): OperationHandler {
    return async (request, reply) => {
      const params = request.params as Record<string, string>;
      if (!rota.anonimo(params)) {
        reply.header('cache-control', CACHE_CONTROL_PRIVATE);
        return handler(request, reply);
      }
      const lru = this.lru;
      if (!lru) return handler(request, reply);
      const idfornecedor = await this.uuidDoFornecedor(rota.fornecedor(params));
      const versao = await this.versoes.atual(idfornecedor);
      const chave = chaveDe(rota, idfornecedor, params, request);
      const entrada = lru.get(chave);
      if (entrada !== undefined && entrada.versao === versao) {
        this.acertos++;
        return enviar(request, reply, entrada, 'HIT');
      }
      this.faltas++;
      const corpo = await handler(request, reply);
      if (reply.sent) return reply;
      const idade = this.versoes.idadeDaMudanca(idfornecedor);
      const json = Buffer.from(JSON.stringify(corpo));
      if (json.length >= COMPRESS_THRESHOLD_BYTES) this.compressoes += 2;
      const nova = await criarEntrada(versao, json);
      lru.set(
        chave,
        nova,
        idade < FRESCOR_FORNECEDOR_MS ? { ttl: Math.min(this.ttlMs, FRESCOR_FORNECEDOR_MS) } : undefined,
      );
      // The deadline (plugins/prazo.ts) may have answered while the copies were compressed.
      if (reply.sent) return reply;
      return enviar(request, reply, nova, 'MISS');
    };
  }
}

function chaveDe(
  rota: PublicRoute,
  idfornecedor: string,
  params: Record<string, string>,
  request: FastifyRequest,
): string {
  const url = request.url;
  const i = url.indexOf('?');
  const consulta = i < 0 ? '' : url.slice(i + 1);
  const whiteLabel = request.headers['x-idfornecedor'];
  const header = Array.isArray(whiteLabel) ? whiteLabel.join(',') : (whiteLabel ?? '');
  return `${rota.operacao}\u0000${idfornecedor}\u0000${rota.chave?.(params) ?? ''}\u0000${consulta}\u0000${header}`;
}

function enviar(request: FastifyRequest, reply: FastifyReply, entrada: Entrada, estado: 'HIT' | 'MISS'): FastifyReply {
  const codificacao = chooseEncoding(request.headers['accept-encoding'], {
    br: entrada.br !== undefined,
    gzip: entrada.gzip !== undefined,
  });
  const copia = entrada[codificacao] ?? entrada.identity;
  reply.header('cache-control', CACHE_CONTROL_PUBLICO);
  reply.header('vary', 'accept-encoding, X-idfornecedor');
  reply.header('x-cache', estado);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // Every copy is the same JSON: the browser's copy, whichever encoding it came in, is current.
    const guardada = [entrada.identity, entrada.br, entrada.gzip].find(
      (c) => c !== undefined && corresponde(ifNoneMatch, c.etag),
    );
    if (guardada !== undefined) {
      reply.header('etag', ifNoneMatch.trim() === '*' ? copia.etag : guardada.etag);
      return reply.code(304).send();
    }
  }
  reply.header('etag', copia.etag);
  if (codificacao !== 'identity') reply.header('content-encoding', codificacao);
  return reply.type('application/json; charset=utf-8').send(copia.corpo);
}
