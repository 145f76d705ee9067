import { describe, expect, it } from 'vitest';
import { hashSenha, verificarSenha } from './password';

describe('hashSenha / verificarSenha', () => {
  it('writes scrypt$16384$<salt b64>$<hash b64> and verifies the right password only', async () => {
    const hash = await hashSenha('maria123');
    expect(hash).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verificarSenha('maria123', hash)).toBe(true);
    expect(await verificarSenha('maria124', hash)).toBe(false);
    expect(await verificarSenha('', hash)).toBe(false);
    expect(await verificarSenha('MARIA123', hash)).toBe(false);
  });

  it('salts randomly by default and deterministically when a salt is given', async () => {
    expect(await hashSenha('x')).not.toBe(await hashSenha('x'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashSenha('x', { salt })).toBe(await hashSenha('x', { salt }));
  });

  it('rejects malformed or hostile stored hashes without throwing', async () => {
    const bom = await hashSenha('segredo');
    const [, n, salt, h] = bom.split('$');
    for (const ruim of [
      '',
      'plain',
      `bcrypt$${n}$${salt}$${h}`,
      `scrypt$${n}$${salt}`,
      `scrypt$1000$${salt}$${h}`, // not a power of two
      `scrypt$${2 ** 18}$${salt}$${h}`, // cost too high
      `scrypt$${n}$${salt}$${Buffer.from('curto').toString('base64')}`,
    ]) {
      expect(await verificarSenha('segredo', ruim)).toBe(false);
    }
  });

  it('refuses an empty password and a short salt', async () => {
    await expect(hashSenha('')).rejects.toThrow('A senha não pode ser vazia.');
    await expect(hashSenha('x', { salt: Buffer.alloc(8) })).rejects.toThrow('pelo menos 16 bytes');
  });
});
