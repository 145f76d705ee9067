import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { arquivoChaveJwt, chaveJwt, EmissorJwt } from './jwt';

describe('JWT key', () => {
  it('uses JWT_SECRET, refuses a short one, and never shows it', () => {
    const segredo = 'x'.repeat(40);
    expect(loadConfig({ JWT_SECRET: segredo }).jwtSecret).toBe(segredo);
    try {
      loadConfig({ JWT_SECRET: 'curto-demais-123' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/JWT_SECRET=\(valor omitido\): deve ter pelo menos 32 caracteres/);
      expect((error as Error).message).not.toContain('curto-demais-123');
    }
  });

  it('in development, generates a key once and keeps it beside the data folder', () => {
    const pasta = mkdtempSync(join(tmpdir(), 'jwt-'));
    const config = { jwtSecret: undefined, nodeEnv: 'development' as const, dataDir: join(pasta, 'pglite') };
    const primeira = chaveJwt(config);
    expect(primeira.length).toBe(32);
    expect(Buffer.from(chaveJwt(config)).equals(Buffer.from(primeira))).toBe(true);
    const arquivo = arquivoChaveJwt(config);
    expect(arquivo).toBe(join(pasta, 'jwt-secret'));
    expect(readFileSync(arquivo, 'utf8').trim().length).toBeGreaterThan(40);
    expect(statSync(arquivo).mode & 0o077).toBe(0);
  });

  it('signs short-lived tokens that another key refuses', async () => {
    const emissor = new EmissorJwt(new TextEncoder().encode('k'.repeat(32)));
    const jwt = await emissor.emitir({
      sub: '7',
      idfornecedor: 'f',
      idcliente: 3,
      papel: 'cliente',
      sid: 's1',
      apr: true,
    });
    const claims = await emissor.verificar(jwt);
    expect(claims).toEqual({ sub: '7', idfornecedor: 'f', idcliente: 3, papel: 'cliente', sid: 's1', apr: true });
    const [, corpo] = jwt.split('.');
    const payload = JSON.parse(Buffer.from(corpo as string, 'base64url').toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(15 * 60);
    await expect(new EmissorJwt(new TextEncoder().encode('z'.repeat(32))).verificar(jwt)).rejects.toThrow();
  });
});
