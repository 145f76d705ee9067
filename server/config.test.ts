import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data/pglite',
      logLevel: 'info',
      platformHosts: ['localhost', '127.0.0.1'],
      providerHomeUrl: '/',
      publicApiBaseUrl: '/api',
      staticDir: './dist/client',
      nodeEnv: 'development',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads and normalises the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PLATFORM_HOSTS: ' Loja.Example.com , localhost ',
      PUBLIC_API_BASE_URL: 'https://api.example.com/api/',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REDIS_URL: '',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.platformHosts).toEqual(['loja.example.com', 'localhost']);
    expect(config.publicApiBaseUrl).toBe('https://api.example.com/api');
    expect(config.redisUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('production');
  });

  it('lists every bad variable in one pt-BR error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'verbose', PROVIDER_HOME_URL: 'ftp:x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT="abc": deve ser um número');
    expect(problems).toContain('DATABASE_URL=(valor omitido): deve ser uma URL PostgreSQL');
    expect(problems).toContain('LOG_LEVEL="verbose": deve ser um de');
    expect(problems).toContain('PROVIDER_HOME_URL="ftp:x"');
    expect((error as Error).message).toMatch(/^Configuração inválida:/);
  });

  it('takes URLs and host names by the shared rules (schemas/link.ts, engine/rules/domain.ts)', () => {
    expect(loadConfig({ PLATFORM_HOSTS: 'Loja.Example.com.,[::1]' }).platformHosts).toEqual([
      'loja.example.com',
      '[::1]',
    ]);
    expect(() => loadConfig({ PLATFORM_HOSTS: 'localhost:3000' })).toThrow(
      /PLATFORM_HOSTS="localhost:3000": deve conter apenas nomes de host sem porta/,
    );
    expect(loadConfig({ PROVIDER_HOME_URL: '/inicio' }).providerHomeUrl).toBe('/inicio');
    // A protocol-relative address leaves the site: it is neither a path nor an http(s) URL.
    for (const bad of ['//provedor.example', '/\\provedor.example', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PROVIDER_HOME_URL: bad })).toThrow(
        /PROVIDER_HOME_URL=.*: deve ser um caminho começando com "\/" ou uma URL http\(s\)/,
      );
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": deve estar entre 0 e 65535/);
  });
});

describe('MAP_TILE_URL (the address map)', () => {
  it("defaults to OpenStreetMap's tiles, takes 'none' (no map) or a template on a fixed host, and the CSP allows its origin", async () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBe('');
    expect(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'http://127.0.0.1:8080/{z}/{x}/{y}.png',
    );
    for (const ruim of [
      'tiles/{z}/{x}/{y}.png',
      'https://{s}.tile.example/{z}/{x}/{y}.png',
      'https://tile.example/{z}/{x}.png',
      'ftp://tile.example/{z}/{x}/{y}',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: ruim }), ruim).toThrow(ConfigError);
    }
    const { diretivasCsp } = await import('./plugins/security-headers');
    const csp = diretivasCsp({ ...loadConfig({ MAP_TILE_URL: 'https://tiles.example.com.br/osm/{z}/{x}/{y}.png' }) });
    expect(csp['img-src']).toContain('https://tiles.example.com.br');
    expect(diretivasCsp(loadConfig({ MAP_TILE_URL: 'none' }))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
