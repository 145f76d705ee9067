/**
 * Password hashes: `scrypt$<N>$<salt base64>$<hash base64>` with node:crypto scrypt (r=8, p=1,
 * 32-byte key). Shared by the demo seed and the login module.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N_PADRAO = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;
/** Refuse absurd cost factors read from a stored hash (a corrupt row must not freeze the server). */
const N_MAXIMO = 1 << 17; // 128 MiB of scrypt memory at r = 8

function derivar(senha: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      senha.normalize('NFC'),
      salt,
      KEYLEN,
      { N: n, r: R, p: P, maxmem: 256 * n * R + 1024 * 1024 },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

export interface OpcoesHash {
  /** Fixed salt (16+ bytes); only the deterministic demo seed passes one. */
  salt?: Buffer;
  /** Cost factor, a power of two (default 16384). */
  n?: number;
}

export async function hashSenha(senha: string, opcoes: OpcoesHash = {}): Promise<string> {
  if (typeof senha !== 'string' || senha.length === 0) throw new Error('A senha não pode ser vazia.');
  const n = opcoes.n ?? N_PADRAO;
  if (!Number.isInteger(n) || n < 2 || n > N_MAXIMO || (n & (n - 1)) !== 0) {
    throw new Error(`Fator de custo do scrypt inválido: ${n}`);
  }
  const salt = opcoes.salt ?? randomBytes(16);
  if (salt.length < 16) throw new Error('O salt da senha deve ter pelo menos 16 bytes.');
  const hash = await derivar(senha, salt, n);
  return `scrypt$${n}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** true when `senha` matches the stored hash; false for a wrong password or a malformed hash. */
export async function verificarSenha(senha: string, armazenado: string): Promise<boolean> {
  if (typeof senha !== 'string' || typeof armazenado !== 'string') return false;
  const partes = armazenado.split('$');
  if (partes.length !== 4 || partes[0] !== 'scrypt') return false;
  const n = Number(partes[1]);
  if (!Number.isInteger(n) || n < 2 || n > N_MAXIMO || (n & (n - 1)) !== 0) return false;
  const salt = Buffer.from(partes[2] as string, 'base64');
  const esperado = Buffer.from(partes[3] as string, 'base64');
  if (salt.length < 16 || esperado.length !== KEYLEN) return false;
  const obtido = await derivar(senha, salt, n);
  return timingSafeEqual(obtido, esperado);
}
