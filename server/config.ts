/**
 * Server configuration: read from the environment once, validated with zod, frozen.
 * A bad variable stops the start with one message that lists every problem.
 */
import { z } from 'zod';
import { isHostName, normalizeDomain } from '#engine/rules/domain';
import { isPathOrHttpUrl } from '#schemas/link';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = (protocols: readonly string[], label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `deve ser uma URL ${label} (${protocols.join(' ou ')})` },
    );

const hostList = z
  .string()
  .default('localhost,127.0.0.1')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== ''),
  )
  .refine((hosts) => hosts.length > 0, { message: 'deve listar ao menos um host' })
  .refine((hosts) => hosts.every(isHostName), {
    message: 'deve conter apenas nomes de host sem porta, separados por vírgula',
  })
  .transform((hosts) => hosts.map((host) => normalizeDomain(host) as string));

const urlOrPath = (fallback: string) =>
  z.string().trim().default(fallback).refine(isPathOrHttpUrl, {
    message: 'deve ser um caminho começando com "/" ou uma URL http(s)',
  });

// ── Several processes (server/cluster.ts) ─────────────────────────────────────────────────────
/** WORKERS: how many server processes share PORT (node:cluster); 1 = this process serves alone. */
export const MAX_WORKERS = 64;
const processosEnv = {
  WORKERS: z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, `deve estar entre 1 e ${MAX_WORKERS}`)
    .max(MAX_WORKERS, `deve estar entre 1 e ${MAX_WORKERS}`)
    .default(1),
};
/** Problems between variables: several processes need a shared database (PGlite serves one process). */
function problemasDeProcessos(e: { WORKERS: number; DATABASE_URL: string | undefined }): string[] {
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    return [
      `WORKERS=${e.WORKERS}: mais de um processo exige DATABASE_URL (PostgreSQL); o banco embutido PGlite atende um processo por vez. Defina DATABASE_URL (e REDIS_URL) ou use WORKERS=1.`,
    ];
  }
  return [];
}
// ──────────────────────────────────────────────────────────────────────────────────────────────
// --- Serving safe: security headers, CORS, timeouts, connection cap, rate limit, proxy ---------
const positiveInt = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(min, `deve estar entre ${min} e ${max}`)
    .max(max, `deve estar entre ${min} e ${max}`)
    .default(fallback);

const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `https://loja.example.com` (scheme, host, optional port; no path). */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^https?:\/\/\[[0-9a-fA-F:]+\](:[0-9]{1,5})?$/;

const originList = z
  .string()
  .default('')
  .transform((value) => commaList(value).map((origin) => origin.replace(/\/+$/, '')))
  .refine((origins) => origins.every((origin) => ORIGIN.test(origin)), {
    message: 'deve listar origens no formato https://host[:porta], separadas por vírgula',
  });

/** CSP sources for images: origins, optionally with a leading wildcard label (`https://*.cdn.example.com`). */
const imageHostList = z
  .string()
  .default('')
  .transform((value) => commaList(value).map((origin) => origin.replace(/\/+$/, '')))
  .refine((hosts) => hosts.every((host) => ORIGIN.test(host.replace('://*.', '://')) && !/[\s;,']/.test(host)), {
    message: 'deve listar origens de imagens no formato https://host (ou https://*.dominio), separadas por vírgula',
  });

/**
 * TRUST_PROXY: unset or `false` (direct connections), `true` (trust every proxy: only behind one that
 * overwrites X-Forwarded-For), a number of hops, or a comma list of proxy addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0') return false;
    if (lower === 'true') return true;
    if (/^[0-9]{1,2}$/.test(lower)) return Number(lower);
    return commaList(value);
  })
  .refine(
    (value) =>
      typeof value !== 'object' ||
      value.every(
        (item) =>
          /^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(item) || ['loopback', 'linklocal', 'uniquelocal'].includes(item),
      ),
    { message: 'deve ser true, false, um número de proxies ou uma lista de endereços IP/CIDR separados por vírgula' },
  );

const safeEnv = {
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: originList,
  CSP_IMAGE_HOSTS: imageHostList,
  REQUEST_TIMEOUT_MS: positiveInt(10_000, 1_000, 600_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000, 1_000, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000, 1_000, 600_000),
  MAX_CONNECTIONS: positiveInt(1_024, 1, 1_000_000),
  MAX_IN_FLIGHT: positiveInt(64, 1, 100_000),
  MAX_EVENT_LOOP_DELAY_MS: positiveInt(200, 0, 60_000),
  RATE_LIMIT_MAX: positiveInt(600, 0, 1_000_000),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000, 1_000, 86_400_000),
};

export interface SafeConfig {
  /** Fastify's trustProxy: false, true, a hop count or proxy addresses. */
  trustProxy: boolean | number | readonly string[];
  /** Origins allowed to call the API from another origin (CORS); empty: closed. */
  corsOrigins: readonly string[];
  /** Extra image sources allowed by the CSP (the suppliers' image hosts). */
  cspImageHosts: readonly string[];
  /** Longest a request may take, from its first byte to its answer (ms). */
  requestTimeoutMs: number;
  /** Longest the client may take to send the request headers (ms). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open (ms). */
  keepAliveTimeoutMs: number;
  /** Most simultaneous TCP connections; more are refused. */
  maxConnections: number;
  /** Most API requests processed at once; more answer 503 at once. */
  maxInFlight: number;
  /** Event loop lag (ms) above which new API requests answer 503 at once; 0: off. */
  maxEventLoopDelayMs: number;
  /** API requests per IP per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}
// --- end of serving safe ---------------------------------------------------------------------

const inteiroEntre = (min: number, max: number, padrao: number) =>
  z.coerce
    .number({ message: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(min, `deve estar entre ${min} e ${max}`)
    .max(max, `deve estar entre ${min} e ${max}`)
    .default(padrao);

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(0, 'deve estar entre 0 e 65535')
      .max(65535, 'deve estar entre 0 e 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'não pode ser vazio').default('0.0.0.0'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
    DATA_DIR: z.string().trim().min(1, 'não pode ser vazio').default('./data/pglite'),
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'Redis'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'SMTP'),
    SOCKET_REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._:-]{1,60}$/, 'deve ter de 1 a 60 letras, dígitos ou . _ : -')
      .default('storefront-socket.io'),
    SMS_PROVIDER_URL: optionalUrl(['http:', 'https:'], 'SMS'),
    JWT_SECRET: z
      .string()
      .trim()
      .optional()
      .refine((value) => value === undefined || value.length >= 32, { message: 'deve ter pelo menos 32 caracteres' }),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `deve ser um de: ${LOG_LEVELS.join(', ')}` }).default('info'),
    PLATFORM_HOSTS: hostList,
    DOMAIN_HANDOVER: z
      .enum(['true', 'false'], { message: 'deve ser true ou false' })
      .default('true')
      .transform((v) => v === 'true'),
    PROVIDER_HOME_URL: urlOrPath('/'),
    PUBLIC_API_BASE_URL: urlOrPath('/api').transform((value) => value.replace(/\/+$/, '') || '/'),
    STATIC_DIR: z.string().trim().min(1, 'não pode ser vazio').default('./dist/client'),
    CACHE_MAX_ENTRIES: z.coerce
      .number({ message: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(0, 'deve ser 0 (desligado) ou mais')
      .default(5000),
    CACHE_TTL_S: z.coerce
      .number({ message: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(1, 'deve ser no mínimo 1')
      .default(60),
    SEARCH_CACHE_PAGES: z.coerce
      .number({ message: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(0, 'deve ser 0 (desligado) ou mais')
      .max(100_000, 'deve ser no máximo 100000')
      .default(256),
    SESSION_CACHE_TTL_S: z.coerce
      .number({ message: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(0, 'deve ser 0 (desligado) ou mais')
      .max(300, 'deve ser no máximo 300')
      .default(30),
    // Issue 34: the CNPJ lookup of the registration (server/modules/usuario/provedor-receita.ts).
    // No default: without it no call leaves the server and the form is typed by hand.
    RECEITA_CNPJ_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine(
        (value) => {
          if (value === undefined) return true;
          try {
            return ['http:', 'https:'].includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        { message: 'deve ser uma URL http(s)' },
      ),
    CEP_PROVIDER_URL: z
      .string()
      .trim()
      .default('https://viacep.com.br')
      .refine(
        (value) => {
          try {
            return ['http:', 'https:'].includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        { message: 'deve ser uma URL http(s)' },
      )
      .transform((value) => value.replace(/\/+$/, '')),
    // The address map's tiles (Leaflet): 'none' turns the map off (coordinates are typed instead).
    MAP_TILE_URL: z
      .string()
      .trim()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (value) =>
          value === 'none' ||
          (/^https?:\/\/[^/{}]+\//i.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p))),
        {
          message: "deve ser 'none' ou uma URL http(s) de um servidor fixo com {z}, {x} e {y}",
        },
      )
      .transform((value) => (value === 'none' ? '' : value)),
    // Analytics (spec section 9 'Tracking', docs/analytics.md): where the storefront loads the tag
    // manager from (a test points it at a fake collector), and whether it measures on localhost.
    GA4_SCRIPT_URL: z
      .string()
      .trim()
      .default('https://www.googletagmanager.com/gtag/js')
      .refine((value) => /^https?:\/\/[^/?#]+\/[^?#]*$/i.test(value), {
        message: 'deve ser uma URL http(s) de um script, sem consulta',
      }),
    ANALYTICS_LOCALHOST: z
      .enum(['true', 'false'], { message: 'deve ser true ou false' })
      .default('false')
      .transform((v) => v === 'true'),
    CEP_TIMEOUT_MS: z.coerce
      .number({ message: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(100, 'deve estar entre 100 e 30000')
      .max(30_000, 'deve estar entre 100 e 30000')
      .default(3000),
    // The job queue (server/modules/tarefas, docs/jobs.md): how often idle workers and the
    // supervisor of expired jobs look, and the e-mail queue's retries (more than an hour before a dead letter).
    TAREFAS_INTERVALO_S: inteiroEntre(1, 60, 2),
    TAREFAS_SUPERVISAO_S: inteiroEntre(1, 3600, 60),
    EMAIL_REPETIR_S: inteiroEntre(1, 3600, 30),
    EMAIL_REPETIR_MAX_S: inteiroEntre(1, 86_400, 600),
    EMAIL_TENTATIVAS: inteiroEntre(0, 100, 12),
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        message: 'deve ser development, production ou test',
      })
      .default('development'),
    // The test-only clock (server/shared/clock.ts): '1' adds `POST /__teste/relogio`; refused in production.
    RELOGIO_TESTE: z.enum(['0', '1'], { message: "deve ser '0' ou '1'" }).default('0'),
    ...processosEnv,
    ...safeEnv,
  })
  .refine((e) => e.HEADERS_TIMEOUT_MS <= e.REQUEST_TIMEOUT_MS, {
    message: 'não pode ser maior que REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  });

export interface ServerConfig extends SafeConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** The socket.io Redis adapter's channel prefix (SOCKET_REDIS_PREFIX): the processes of one deployment share it. */
  socketRedisPrefix: string;
  smtpUrl: string | undefined;
  /**
   * The SMS provider of the contact verification (server/modules/verificacao/provedor-sms.ts):
   * `POST {url}` with `{ para, mensagem }`; user and password in the URL go as Basic auth. Unset:
   * the SMS channel answers that SMS is not available.
   */
  smsProviderUrl: string | undefined;
  /**
   * The key that signs the short-lived JWTs (JWT_SECRET, at least 32 characters). Unset: a random
   * key generated once and kept in `jwt-secret` beside DATA_DIR (server/modules/sessao/jwt.ts);
   * several servers on different machines must share one JWT_SECRET.
   */
  jwtSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  platformHosts: readonly string[];
  /**
   * DOMAIN_HANDOVER (default true; false in testConfig): a shop page opened on another host than
   * the supplier's own domain answers 302 to that domain, a logged-in user's with the login-token
   * handover (spec section 4, step 5; server/web/handover.ts).
   */
  domainHandover: boolean;
  providerHomeUrl: string;
  publicApiBaseUrl: string;
  staticDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Server processes sharing PORT (WORKERS; server/cluster.ts). */
  workers: number;
  /** The public catalogue cache (server/shared/public-cache.ts): entries at most (0 = off), and their longest life. */
  cache: { maxEntries: number; ttlS: number };
  /** Ranked search pages kept per process, per catalogue version (catalogo-service.ts); 0: every search is ranked. */
  searchCachePages: number;
  /** Longest life of a session kept in memory (PostgreSQL only, cache-sessoes.ts); 0: every call reads its session. */
  sessionCacheTtlS: number;
  /**
   * The CEP provider of the address form (server/modules/enderecos/provedor-cep.ts): the base URL
   * of a service speaking ViaCEP's API (`{url}/ws/{cep}/json/`) and the longest wait for it.
   */
  cep: { providerUrl: string; timeoutMs: number };
  /**
   * The CNPJ lookup of the registration (issue 34): the base URL of a service answering
   * `GET {url}/{cnpj}` with `razao_social`, `nome_fantasia`, `uf` (BrasilAPI's CNPJ shape), or
   * undefined: none (the lookup answers 503 and nothing leaves the server).
   */
  receitaCnpjUrl: string | undefined;
  /** The address map's tile URL template (Leaflet's); '' for no map (MAP_TILE_URL=none). */
  mapTileUrl: string;
  /**
   * GA4 (docs/analytics.md): the tag manager's script URL (GA4_SCRIPT_URL) and whether a supplier
   * measures on a localhost host too (ANALYTICS_LOCALHOST; otherwise only its `habilitado_localhost`).
   */
  analytics: { scriptUrl: string; localhost: boolean };
  /**
   * The job queue (docs/jobs.md): idle workers poll every `intervaloS`, expired jobs are looked for
   * every `supervisaoS`; an e-mail is retried `emailTentativas` times, `emailAtrasoS` doubled each
   * time up to `emailAtrasoMaxS` between two.
   */
  tarefas: {
    intervaloS: number;
    supervisaoS: number;
    emailAtrasoS: number;
    emailAtrasoMaxS: number;
    emailTentativas: number;
  };
  /**
   * RELOGIO_TESTE=1: the server's clock may be moved by `POST /__teste/relogio` (browser journeys
   * of subscriptions). Never in production: the configuration refuses it with NODE_ENV=production.
   */
  relogioTeste?: boolean;
}

export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Variables that may carry a password: their values never appear in messages. */
const SECRET_VARS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_PROVIDER_URL', 'JWT_SECRET']);

/** Values that are empty strings count as not set, so `FOO= npm start` falls back to the default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

/** Parses the environment (process.env by default). Throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = envSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(ambiente)';
      const value = env[String(issue.path[0])];
      const shown = SECRET_VARS.has(name) && value ? '(valor omitido)' : JSON.stringify(value);
      return `${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = result.data;
  const cruzados = problemasDeProcessos(e);
  if (e.RELOGIO_TESTE === '1' && e.NODE_ENV === 'production')
    cruzados.push('RELOGIO_TESTE=1: o relógio de teste não existe em produção (NODE_ENV=production).');
  if (cruzados.length > 0) throw new ConfigError(cruzados);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    socketRedisPrefix: e.SOCKET_REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    platformHosts: Object.freeze([...e.PLATFORM_HOSTS]),
    domainHandover: e.DOMAIN_HANDOVER,
    providerHomeUrl: e.PROVIDER_HOME_URL,
    publicApiBaseUrl: e.PUBLIC_API_BASE_URL,
    staticDir: e.STATIC_DIR,
    nodeEnv: e.NODE_ENV,
    workers: e.WORKERS,
    trustProxy: Array.isArray(e.TRUST_PROXY) ? Object.freeze([...e.TRUST_PROXY]) : e.TRUST_PROXY,
    corsOrigins: Object.freeze([...e.CORS_ORIGINS]),
    cspImageHosts: Object.freeze([...e.CSP_IMAGE_HOSTS]),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    maxInFlight: e.MAX_IN_FLIGHT,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    cache: Object.freeze({ maxEntries: e.CACHE_MAX_ENTRIES, ttlS: e.CACHE_TTL_S }),
    searchCachePages: e.SEARCH_CACHE_PAGES,
    sessionCacheTtlS: e.SESSION_CACHE_TTL_S,
    cep: Object.freeze({ providerUrl: e.CEP_PROVIDER_URL, timeoutMs: e.CEP_TIMEOUT_MS }),
    receitaCnpjUrl: e.RECEITA_CNPJ_URL?.replace(/\/+$/, ''),
    mapTileUrl: e.MAP_TILE_URL,
    analytics: Object.freeze({ scriptUrl: e.GA4_SCRIPT_URL, localhost: e.ANALYTICS_LOCALHOST }),
    tarefas: Object.freeze({
      intervaloS: e.TAREFAS_INTERVALO_S,
      supervisaoS: e.TAREFAS_SUPERVISAO_S,
      emailAtrasoS: e.EMAIL_REPETIR_S,
      emailAtrasoMaxS: e.EMAIL_REPETIR_MAX_S,
      emailTentativas: e.EMAIL_TENTATIVAS,
    }),
    relogioTeste: e.RELOGIO_TESTE === '1',
  });
}

/**
 * A configuration for tests: defaults plus overrides, never reading process.env. Shedding by event
 * loop lag is off (test processes block their loop opening databases; a test turns it on to test it).
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return Object.freeze({
    // No test reaches the real CEP provider: port 9 (discard) on this machine refuses at once;
    // the tests that look a CEP up start their own fake provider (server/testing/fake-viacep.ts).
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      CEP_PROVIDER_URL: 'http://127.0.0.1:9',
      // Pages answer on the host a test asks for (server/web/handover.ts sends a shop with a
      // domain to it); the handover tests turn it on.
      DOMAIN_HANDOVER: 'false',
    }),
    ...overrides,
  });
}
