import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashSenha as hashScrypt } from '../../db/seed/password';
import {
  ARGON2_PARAMETERS,
  isCurrentArgon2,
  assessPassword,
  hashPassword,
  PASSWORD_MESSAGES,
  commonPasswords,
  verifyPassword,
} from './index';

describe('argon2id hashes', () => {
  it('hashes at OWASP parameters and verifies', async () => {
    const armazenado = await hashPassword('uma frase longa e rara');
    expect(armazenado).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMETERS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(isCurrentArgon2(armazenado)).toBe(true);
    expect(await verifyPassword('uma frase longa e rara', armazenado)).toEqual({ ok: true, precisaRehash: false });
    expect(await verifyPassword('uma frase longa e rarA', armazenado)).toEqual({ ok: false, precisaRehash: false });
    // Two hashes of one password differ (random salt).
    expect(await hashPassword('uma frase longa e rara')).not.toBe(armazenado);
  });

  it('normalises to NFC: a composed and a decomposed "ç" are the same password', async () => {
    const armazenado = await hashPassword('ma\u00e7\u00e3-verde-42');
    expect((await verifyPassword('mac\u0327a\u0303-verde-42', armazenado)).ok).toBe(true);
  });

  it('verifies the old scrypt format and asks for a rehash', async () => {
    const antigo = await hashScrypt('maria123');
    expect(await verifyPassword('maria123', antigo)).toEqual({ ok: true, precisaRehash: true });
    expect(await verifyPassword('maria124', antigo)).toEqual({ ok: false, precisaRehash: false });
  });

  it('asks for a rehash of an argon2 hash at weaker parameters', async () => {
    const { hash } = await import('@node-rs/argon2');
    const fraco = await hash('senha-antiga-123', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(isCurrentArgon2(fraco)).toBe(false);
    expect(await verifyPassword('senha-antiga-123', fraco)).toEqual({ ok: true, precisaRehash: true });
  });

  it('refuses malformed or absurd stored hashes without throwing', async () => {
    for (const ruim of [
      '',
      'x',
      'scrypt$abc',
      '$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
      '$argon2id$v=19$m=19456,t=2,p=1$!!$!!',
    ]) {
      expect(await verifyPassword('qualquer-coisa', ruim)).toEqual({ ok: false, precisaRehash: false });
    }
    expect(await verifyPassword('', await hashPassword('nao-vazia-123'))).toEqual({ ok: false, precisaRehash: false });
  });
});

describe('password policy (ASVS 5 ch. 6)', () => {
  it('ships a list of at least 10,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses short, long, common and personal passwords with the pt-BR message', () => {
    expect(assessPassword('')).toEqual({ ok: false, motivo: 'vazia', mensagem: PASSWORD_MESSAGES.vazia });
    expect(assessPassword('abc1234')).toEqual({
      ok: false,
      motivo: 'curta',
      mensagem: 'A senha deve ter pelo menos 8 caracteres.',
    });
    expect(assessPassword('a'.repeat(65))).toEqual({
      ok: false,
      motivo: 'longa',
      mensagem: 'A senha deve ter no máximo 64 caracteres.',
    });
    for (const comum of ['password', '12345678', 'senha123', 'Password', 'QWERTYUIOP']) {
      expect(assessPassword(comum)).toMatchObject({ ok: false, motivo: 'comum' });
    }
    expect(assessPassword('joana.silva@exemplo.com.br', { email: 'joana.silva@exemplo.com.br' })).toMatchObject({
      motivo: 'dados-pessoais',
    });
    expect(assessPassword('529.982.247-25', { documento: '52998224725' })).toMatchObject({ motivo: 'dados-pessoais' });
  });

  it('has no composition rules: any 8 to 64 characters that are not common nor easy to guess pass', () => {
    expect(assessPassword('tartaruga verde dança')).toEqual({ ok: true });
    expect(assessPassword('zqxwvkjhtr')).toEqual({ ok: true });
    expect(assessPassword('😀🐢🌵🎈🍉🚲📚🎻')).toEqual({ ok: true }); // 8 code points
    const longa = 'o gato pulou a cerca azul enquanto a chuva caia sobre o telhado!'; // 64
    expect([...longa].length).toBe(64);
    expect(assessPassword(longa)).toEqual({ ok: true });
  });

  it('refuses repeated, sequential and name- or login-derived passwords by the strength estimate (issue 27)', () => {
    const maria = { email: 'maria@exemplo.com.br', documento: '52998224725', nome: 'Maria Oliveira Santos' };
    for (const fraca of ['aaaaaaaa', 'abcdefghij', '13131313', '😀😀😀😀😀😀😀😀', 'a'.repeat(40) + 'b'.repeat(24)]) {
      expect(assessPassword(fraca), fraca).toEqual({ ok: false, motivo: 'fraca', mensagem: PASSWORD_MESSAGES.fraca });
    }
    for (const derivada of ['maria123maria', 'oliveira2026', 'santos.maria', 'Maria529982']) {
      expect(assessPassword(derivada, maria), derivada).toMatchObject({ ok: false, motivo: 'fraca' });
    }
    // The same words are fine for someone else, when strong enough on their own.
    expect(assessPassword('girassol amarelo', maria)).toEqual({ ok: true });
    expect(PASSWORD_MESSAGES.fraca).toMatch(/fácil de adivinhar/);
  });

  it('property: the length rule counts code points between 8 and 64', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 80 }), (s) => {
        const r = assessPassword(s);
        const n = [...s.normalize('NFC')].length;
        if (n === 0) expect(r).toMatchObject({ motivo: 'vazia' });
        else if (n < 8) expect(r).toMatchObject({ motivo: 'curta' });
        else if (n > 64) expect(r).toMatchObject({ motivo: 'longa' });
        else expect(r.ok || (!r.ok && (r.motivo === 'comum' || r.motivo === 'fraca'))).toBe(true);
      }),
    );
  });
});
