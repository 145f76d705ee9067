/**
 * The storefront's runtime configuration: the server writes it into every page as
 * `<script type="application/json" id="storefront-config">` and the browser reads it before
 * starting the app. One shape, one set of defaults, one reader for both sides.
 */
import { isPathOrHttpUrl } from './link';

export interface StorefrontConfig {
  /** Base URL of the API ('/api' on the same origin by default). */
  apiBaseUrl: string;
  /** Where a visitor goes when no supplier matches (spec section 4). */
  providerHomeUrl: string;
  /** Prefix for image URLs ('' = same origin). */
  imageBaseUrl: string;
}

/** The id of the `<script type="application/json">` element that carries the configuration. */
export const STOREFRONT_CONFIG_ELEMENT_ID = 'storefront-config';

export const DEFAULT_STOREFRONT_CONFIG: Readonly<StorefrontConfig> = Object.freeze({
  apiBaseUrl: '/api',
  providerHomeUrl: '/',
  imageBaseUrl: '',
});

type Campo = keyof StorefrontConfig;
/** Each field the page may carry, and what makes its value acceptable (a missing one takes its default). */
const CAMPOS: Record<Campo, (value: string) => boolean> = {
  apiBaseUrl: isPathOrHttpUrl,
  providerHomeUrl: isPathOrHttpUrl,
  imageBaseUrl: (value) => value === '' || isPathOrHttpUrl(value),
};

export interface StorefrontConfigReading {
  config: StorefrontConfig;
  /** Why the defaults were used (pt-BR), or null when the page's configuration was read. */
  problema: string | null;
}

/**
 * Reads the JSON text of the `#storefront-config` element: absent or empty → the defaults;
 * broken JSON or a bad field → the defaults and a `problema`; otherwise each field given, the
 * default for each one left out.
 */
export function parseStorefrontConfig(text: string | null | undefined): StorefrontConfigReading {
  const defaults = (problema: string | null): StorefrontConfigReading => ({
    config: { ...DEFAULT_STOREFRONT_CONFIG },
    problema,
  });
  if (!text || !text.trim()) return defaults(null);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return defaults(`#${STOREFRONT_CONFIG_ELEMENT_ID} não é um JSON válido; usando a configuração padrão.`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return defaults(`#${STOREFRONT_CONFIG_ELEMENT_ID} com campos inválidos; usando a configuração padrão.`);
  const config: StorefrontConfig = { ...DEFAULT_STOREFRONT_CONFIG };
  for (const campo of Object.keys(CAMPOS) as Campo[]) {
    const value = (json as Record<string, unknown>)[campo];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !CAMPOS[campo](value)) {
      return defaults(`#${STOREFRONT_CONFIG_ELEMENT_ID} com campos inválidos; usando a configuração padrão.`);
    }
    config[campo] = value;
  }
  return { config, problema: null };
}
