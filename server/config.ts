/**
 * Server configuration: read from the environment once, validated with zod, frozen.
 * A bad variable stops the start with one message that lists every problem.
 */
import { z } from 'zod';

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
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  )
  .refine((hosts) => hosts.length > 0, { message: 'deve listar ao menos um host' })
  .refine((hosts) => hosts.every((host) => /^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/.test(host)), {
    message: 'deve conter apenas nomes de host sem porta, separados por vírgula',
  });

const urlOrPath = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), {
      message: 'deve ser um caminho começando com "/" ou uma URL http(s)',
    });

const envSchema = z.object({
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
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `deve ser um de: ${LOG_LEVELS.join(', ')}` }).default('info'),
  PLATFORM_HOSTS: hostList,
  PROVIDER_HOME_URL: urlOrPath('/'),
  PUBLIC_API_BASE_URL: urlOrPath('/api').transform((value) => value.replace(/\/+$/, '') || '/'),
  STATIC_DIR: z.string().trim().min(1, 'não pode ser vazio').default('./dist/client'),
  NODE_ENV: z.enum(['development', 'production', 'test'], {
    message: 'deve ser development, production ou test',
  }).default('development'),
});

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  platformHosts: readonly string[];
  providerHomeUrl: string;
  publicApiBaseUrl: string;
  staticDir: string;
  nodeEnv: 'development' | 'production' | 'test';
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
const SECRET_VARS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

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
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    platformHosts: Object.freeze([...e.PLATFORM_HOSTS]),
    providerHomeUrl: e.PROVIDER_HOME_URL,
    publicApiBaseUrl: e.PUBLIC_API_BASE_URL,
    staticDir: e.STATIC_DIR,
    nodeEnv: e.NODE_ENV,
  });
}

/** A configuration for tests: defaults plus overrides, never reading process.env. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return Object.freeze({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides });
}
