/**
 * The short-lived JWT of spec section 7 (`jwttoken`, for the socket and the v4 calls): HS256,
 * 15 minutes, signed with JWT_SECRET, or in development (JWT_SECRET unset) with a random key
 * generated once and kept in the file `jwt-secret` beside the data folder (DATA_DIR's parent,
 * `./data/jwt-secret` by default), created with mode 0600. Tests use a key of their own.
 * A token names its session (`sid`): SessaoService.verificarJwt accepts it only while that session
 * is live, so ending the session ends the token at once (issue 27, item 2).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { ServerConfig } from '../../config';
import type { Papel } from '../usuario/tables';

export const JWT_DURACAO_S = 15 * 60;
const EMISSOR = 'storefront';

export interface ClaimsSessao {
  /** idusuario */
  sub: string;
  idfornecedor: string;
  idcliente: number | null;
  papel: Papel;
  /** The session's id (`sessoes.sid`, migration 0044): the JWT lives only while that session does. */
  sid: string;
  /** The client's approval at the supplier when issued (null without a client): a change ends the JWT. */
  apr: boolean | null;
}

/** Where the development key is kept when JWT_SECRET is unset. */
export function arquivoChaveJwt(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(dirname(resolve(config.dataDir)), 'jwt-secret');
}

/** The signing key: JWT_SECRET, a fresh random key in tests, else the kept development key. */
export function chaveJwt(config: Pick<ServerConfig, 'jwtSecret' | 'nodeEnv' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.nodeEnv === 'test') return randomBytes(32);
  const arquivo = arquivoChaveJwt(config);
  try {
    return Buffer.from(readFileSync(arquivo, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(dirname(arquivo), { recursive: true });
    try {
      writeFileSync(arquivo, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process created it first: read theirs.
    }
    return Buffer.from(readFileSync(arquivo, 'utf8').trim(), 'base64url');
  }
}

export class EmissorJwt {
  constructor(private readonly chave: Uint8Array) {}

  /** A key of its own for another use (`rotulo` names it), derived from the signing key (HMAC-SHA-256). */
  derivar(rotulo: string): Buffer {
    return createHmac('sha256', this.chave).update(`storefront:${rotulo}`).digest();
  }

  async emitir(claims: ClaimsSessao): Promise<string> {
    return new SignJWT({
      idfornecedor: claims.idfornecedor,
      idcliente: claims.idcliente,
      papel: claims.papel,
      sid: claims.sid,
      apr: claims.apr,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(EMISSOR)
      .setIssuedAt()
      .setExpirationTime(`${JWT_DURACAO_S}s`)
      .sign(this.chave);
  }

  /**
   * The claims of a well-signed, unexpired token; throws otherwise. Whether its session is still
   * live is SessaoService.verificarJwt's to check (a token without `sid` has `sid` '' and is refused there).
   */
  async verificar(token: string): Promise<ClaimsSessao> {
    const { payload } = await jwtVerify(token, this.chave, { issuer: EMISSOR, algorithms: ['HS256'] });
    return {
      sub: String(payload.sub),
      idfornecedor: String(payload.idfornecedor),
      idcliente: typeof payload.idcliente === 'number' ? payload.idcliente : null,
      papel: payload.papel as Papel,
      sid: typeof payload.sid === 'string' ? payload.sid : '',
      apr: typeof payload.apr === 'boolean' ? payload.apr : null,
    };
  }
}
