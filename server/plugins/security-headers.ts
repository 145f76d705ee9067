/**
 * Security headers on every answer (HTML, API, assets, images), with @fastify/helmet:
 * - a strict Content-Security-Policy: scripts from this origin only (the storefront configuration
 *   written into the page is a `<script type="application/json">` data block, which is never
 *   executed, so no inline script is allowed), images from this origin plus the suppliers' image
 *   hosts (CSP_IMAGE_HOSTS), API calls to this origin plus PUBLIC_API_BASE_URL's origin,
 *   `frame-ancestors 'self'` (the layout studio previews the store in a same-origin frame);
 *   inline styles stay allowed (themes set CSS variables inline; the dialog injects a style tag);
 * - X-Content-Type-Options nosniff, X-Frame-Options SAMEORIGIN, Referrer-Policy
 *   strict-origin-when-cross-origin, Permissions-Policy, Cross-Origin-Opener-Policy;
 * - Strict-Transport-Security only behind a trusted proxy (TRUST_PROXY) and when the request came
 *   over TLS (X-Forwarded-Proto https), so a plain-HTTP development server never pins HTTPS;
 * - `Cache-Control: private, no-store` on every API answer for a real session (an `{auth}` or
 *   `{authCliente}` token that is not the browser's anonymous `anon-…` token);
 * - CORS with @fastify/cors: closed unless CORS_ORIGINS lists the storefront's other origins.
 */
import fastifyCors from '@fastify/cors';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { isAnonymousToken } from '#engine/rules/session-token';
import { REQUEST_ID_HEADER } from '../shared/request-id';
import { CACHE_CONTROL_PRIVATE } from '../shared/public-cache';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of an absolute URL, or undefined for a path. */
function origemDe(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function diretivasCsp(
  config: Pick<ServerConfig, 'cspImageHosts' | 'publicApiBaseUrl' | 'providerHomeUrl'> &
    Partial<Pick<ServerConfig, 'mapTileUrl'>>,
): Record<string, string[]> {
  const api = origemDe(config.publicApiBaseUrl);
  // The address map's tile server (MAP_TILE_URL; its template placeholders are in the path only).
  const mapa = config.mapTileUrl ? origemDe(config.mapTileUrl) : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...config.cspImageHosts, ...(api ? [api] : []), ...(mapa ? [mapa] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The CSP of a supplier's page that measures with GA4 (docs/analytics.md): the same directives
 * plus the tag manager's origins in script-src, connect-src and img-src. Only that supplier's
 * pages, and only once its measurement is configured, carry it (server/web).
 */
export function cspComOrigens(config: Parameters<typeof diretivasCsp>[0], origens: readonly string[]): string {
  const diretivas = diretivasCsp(config);
  for (const nome of ['script-src', 'connect-src', 'img-src'])
    diretivas[nome] = [...(diretivas[nome] ?? []), ...origens];
  return Object.entries(diretivas)
    .map(([nome, valores]) => `${nome} ${valores.join(' ')}`)
    .join(';');
}

/** The headers @fastify/helmet sets with these options, read from one request through it. */
async function cabecalhosDoHelmet(opcoes: FastifyHelmetOptions): Promise<[string, string][]> {
  const amostra = Fastify({ logger: false });
  try {
    await amostra.register(fastifyHelmet, opcoes);
    amostra.get('/', async () => '');
    const resposta = await amostra.inject({ url: '/' });
    const proprios = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    return Object.entries(resposta.headers)
      .filter(([nome, valor]) => !proprios.has(nome) && typeof valor === 'string')
      .map(([nome, valor]) => [nome, valor as string]);
  } finally {
    await amostra.close();
  }
}

/** Whether an API request carries a real session token (not the browser's anonymous one). */
export function temSessao(request: FastifyRequest): boolean {
  const params = request.params as Record<string, unknown> | undefined;
  if (!params) return false;
  const auth = typeof params.auth === 'string' ? params.auth : undefined;
  const authCliente = typeof params.authCliente === 'string' ? params.authCliente.split('~')[0] : undefined;
  const token = auth ?? authCliente;
  return token !== undefined && token !== '' && !isAnonymousToken(token);
}

async function securityHeadersPlugin(app: FastifyInstance, options: { config: ServerConfig }): Promise<void> {
  const { config } = options;
  // Helmet's headers are the same on every answer: computed once here (one request through the
  // plugin on a throwaway instance) and set on each response, instead of @fastify/helmet building
  // its middleware again for every request (a tenth of a cached catalogue call's CPU).
  const cabecalhos = await cabecalhosDoHelmet({
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: diretivasCsp(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // A storefront on another origin (CORS_ORIGINS) shows our images: let it embed them.
    crossOriginResourcePolicy: { policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: a route may still override one (images set their own CSP).
    for (const [nome, valor] of cabecalhos) reply.raw.setHeader(nome, valor);
    done();
  });

  await app.register(fastifyCors, {
    // Closed by default: no Access-Control-Allow-Origin unless the origin is listed.
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // allowedHeaders unset: the preflight's Access-Control-Request-Headers are reflected (the
    // storefront sends X-idfornecedor, the consent flags and X-UTM-*).
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after'],
    maxAge: 600,
  });

  const hsts = config.trustProxy !== false;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header(REQUEST_ID_HEADER, request.id);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/') && temSessao(request)) reply.header('cache-control', CACHE_CONTROL_PRIVATE);
    return payload;
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
