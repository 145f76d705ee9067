/**
 * Password hashes (OWASP Password Storage Cheat Sheet; ASVS 5 chapter 6):
 * - new hashes are argon2id at OWASP's parameters, m = 19456 KiB (19 MiB), t = 2, p = 1, in
 *   the PHC string format `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (@node-rs/argon2, a
 *   native binding shipped inside its npm packages);
 * - the old `scrypt$N$salt$hash` hashes (server/db/seed/password.ts: N = 2^14, below OWASP's
 *   minimum) still verify, and so does an argon2 hash at other parameters, with
 *   `precisaRehash: true`: the login then stores a new hash of the password it just checked.
 * Passwords are NFC-normalised first, so the same typed text always hashes alike.
 */
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which verbatimModuleSyntax cannot read). */
const ARGON2ID = 2;
import { verificarSenha as verificarScrypt } from '../../db/seed/password';

export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface VerificationResult {
  ok: boolean;
  /** The password is right and its hash is of an older scheme or weaker parameters: store `hashPassword(senha)`. */
  precisaRehash: boolean;
}

/** argon2id of the NFC-normalised password, at ARGON2_PARAMETERS, with a random 16-byte salt. */
export async function hashPassword(senha: string): Promise<string> {
  if (typeof senha !== 'string' || senha.length === 0) throw new Error('A senha não pode ser vazia.');
  return hash(senha.normalize('NFC'), { algorithm: ARGON2ID, ...ARGON2_PARAMETERS });
}

const PHC = /^\$argon2(id|i|d)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
/** Refuse absurd costs read from a stored hash (a corrupt row must not freeze the server). */
const M_MAXIMO = 1 << 20; // 1 GiB
const T_MAXIMO = 20;

/** Whether an argon2 PHC string uses exactly today's algorithm and parameters. */
export function isCurrentArgon2(armazenado: string): boolean {
  const m = PHC.exec(armazenado);
  return (
    m !== null &&
    m[1] === 'id' &&
    m[2] === '19' &&
    Number(m[3]) === ARGON2_PARAMETERS.memoryCost &&
    Number(m[4]) === ARGON2_PARAMETERS.timeCost &&
    Number(m[5]) === ARGON2_PARAMETERS.parallelism
  );
}

/**
 * Checks `senha` against a stored hash of either format. A malformed hash, or one with absurd
 * costs, is `{ ok: false }` (never throws for bad input).
 */
export async function verifyPassword(senha: string, armazenado: string): Promise<VerificationResult> {
  if (typeof senha !== 'string' || typeof armazenado !== 'string' || senha.length === 0)
    return { ok: false, precisaRehash: false };
  if (armazenado.startsWith('scrypt$')) {
    const ok = await verificarScrypt(senha, armazenado);
    return { ok, precisaRehash: ok };
  }
  const m = PHC.exec(armazenado);
  if (!m || Number(m[3]) > M_MAXIMO || Number(m[4]) > T_MAXIMO || Number(m[5]) > 16)
    return { ok: false, precisaRehash: false };
  let ok = false;
  try {
    ok = await verify(armazenado, senha.normalize('NFC'));
  } catch {
    ok = false;
  }
  return { ok, precisaRehash: ok && !isCurrentArgon2(armazenado) };
}

let hashFalso: Promise<string> | undefined;
/**
 * Spends the time of one verification when the login does not exist, so that the answer time does
 * not tell an unknown login from a wrong password.
 */
export async function verifyDummyPassword(senha: string): Promise<void> {
  hashFalso ??= hashPassword('senha-inexistente-para-igualar-o-tempo');
  await verifyPassword(senha || 'x', await hashFalso);
}
