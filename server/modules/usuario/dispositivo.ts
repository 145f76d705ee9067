/**
 * The device cookie of a successful login (OWASP's "device cookies" against lock-out by strangers):
 * `sf_dispositivo`, HttpOnly, on the API's path, kept a year. It holds up to MAX_ENTRADAS entries,
 * one per login that succeeded on this browser: a random nonce and an HMAC of (login, nonce) under
 * a key derived from the JWT key, so it names no login and cannot be made up for one. A login
 * attempt that carries a valid entry for its login is counted per (login, device); any other per
 * (login, client address). A stranger's wrong passwords therefore never block the owner's device.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const COOKIE_DISPOSITIVO = 'sf_dispositivo';
const MAX_ENTRADAS = 5;
const TAMANHO_NONCE = 22; // 16 bytes, base64url
const TAMANHO_MAC = 22; // 128 bits of the HMAC, base64url
const TAMANHO_ENTRADA = TAMANHO_NONCE + TAMANHO_MAC;
const ENTRADA = /^[A-Za-z0-9_-]{44}$/;
const UM_ANO_S = 365 * 24 * 3600;

export class Dispositivos {
  constructor(private readonly chave: Buffer) {}

  private mac(login: string, nonce: string): string {
    return createHmac('sha256', this.chave).update(`${login}\u0000${nonce}`).digest('base64url').slice(0, TAMANHO_MAC);
  }

  private entradas(cookie: string | null): string[] {
    if (!cookie) return [];
    return cookie
      .split('.')
      .filter((e) => ENTRADA.test(e))
      .slice(0, MAX_ENTRADAS);
  }

  /** The nonce of this browser's entry for `login`, when the cookie holds a valid one; else null. */
  conhecido(cookie: string | null, login: string): string | null {
    if (login === '') return null;
    for (const entrada of this.entradas(cookie)) {
      const nonce = entrada.slice(0, TAMANHO_NONCE);
      const esperado = Buffer.from(this.mac(login, nonce));
      const recebido = Buffer.from(entrada.slice(TAMANHO_NONCE, TAMANHO_ENTRADA));
      if (esperado.length === recebido.length && timingSafeEqual(esperado, recebido)) return nonce;
    }
    return null;
  }

  /** The cookie's new value after a successful login of `login`: its entry first (the oldest others dropped). */
  registrar(cookie: string | null, login: string): string {
    const nonce = this.conhecido(cookie, login) ?? randomBytes(16).toString('base64url');
    const propria = `${nonce}${this.mac(login, nonce)}`;
    const outras = this.entradas(cookie).filter((e) => e !== propria);
    return [propria, ...outras].slice(0, MAX_ENTRADAS).join('.');
  }
}

/** The Set-Cookie header of the device cookie (Secure over HTTPS). */
export function cookieDispositivo(valor: string, secure: boolean): string {
  return `${COOKIE_DISPOSITIVO}=${valor}; Path=/api; Max-Age=${UM_ANO_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
