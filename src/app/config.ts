/** The storefront config the server writes into the page (schemas/storefront-config: one shape, defaults and reader for both sides). */
import { parseStorefrontConfig } from '#schemas/storefront-config';
import type { StorefrontConfig } from '#schemas/storefront-config';

/** Reads the JSON of `<script type="application/json" id="storefront-config">`; bad or absent JSON → defaults, logged. */
export function readStorefrontConfig(text: string | null | undefined): StorefrontConfig {
  const { config, problema } = parseStorefrontConfig(text);
  if (problema) console.error(`[config] ${problema}`);
  return config;
}
