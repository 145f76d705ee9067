/** TRUST_PROXY (server/config.ts) as Fastify's `trustProxy` option. */
import type { ServerConfig } from '../config';

export type TrustProxyOption = boolean | string[] | ((address: string, hop: number) => boolean);

export function toTrustProxyOption(trustProxy: ServerConfig['trustProxy']): TrustProxyOption {
  if (typeof trustProxy === 'boolean') return trustProxy;
  if (typeof trustProxy === 'number') {
    const saltos = trustProxy;
    // The `saltos` nearest proxies are trusted (like Express's numeric trust proxy).
    return (_address, hop) => hop < saltos;
  }
  return [...trustProxy];
}
