/**
 * Session tokens: 32 random bytes (256 bits), base64url, prefixed `sf_` (never `anon-`, the
 * browser's anonymous tokens); the database keeps only their SHA-256 in hex (migration 0004), so a
 * dump of `sessoes` lets no one log in. SHA-256 without salt is right here: the token is random
 * with 256 bits of entropy, not a password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function gerarTokenSessao(): string {
  return `sf_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
