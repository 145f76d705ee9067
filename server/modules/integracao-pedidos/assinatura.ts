/**
 * The signature of a webhook delivery (issue 33): `X-Storefront-Timestamp` is the Unix time in
 * seconds of the attempt, `X-Storefront-Assinatura` is `v1=` and the hex HMAC-SHA256, with the
 * endpoint's secret, of `<timestamp>.<the raw body>`. A receiver recomputes it over the bytes it
 * got, compares in constant time, and refuses a timestamp far from its clock (a replay).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CABECALHO_EVENTO = 'X-Storefront-Evento';
export const CABECALHO_ENTREGA = 'X-Storefront-Entrega';
export const CABECALHO_TIMESTAMP = 'X-Storefront-Timestamp';
export const CABECALHO_ASSINATURA = 'X-Storefront-Assinatura';

/** A new endpoint's secret: `whsec_` and 256 random bits, base64url. */
export function novoSegredoWebhook(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function assinarWebhook(segredo: string, timestamp: number, corpo: string): string {
  return `v1=${createHmac('sha256', segredo).update(`${timestamp}.${corpo}`, 'utf8').digest('hex')}`;
}

/** Whether `assinatura` is this body's at `timestamp`, and `timestamp` within `toleranciaS` of `agoraS`. */
export function verificarAssinaturaWebhook(
  segredo: string,
  timestamp: string,
  corpo: string,
  assinatura: string,
  agoraS: number,
  toleranciaS = 300,
): boolean {
  const t = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(agoraS - t) > toleranciaS) return false;
  const esperada = Buffer.from(assinarWebhook(segredo, t, corpo));
  const recebida = Buffer.from(assinatura);
  return esperada.length === recebida.length && timingSafeEqual(esperada, recebida);
}
