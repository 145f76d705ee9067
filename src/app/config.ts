/** The storefront config the server writes into the page (`#storefront-config`), with defaults. */
import * as z from 'zod/mini';
import { DEFAULT_STOREFRONT_CONFIG } from '../../engine/model/app';
import type { StorefrontConfig } from '../../engine/model/app';

const configSchema = z.object({
  apiBaseUrl: z.optional(z.string().check(z.minLength(1))),
  providerHomeUrl: z.optional(z.string().check(z.minLength(1))),
  imageBaseUrl: z.optional(z.string()),
});

/** Reads the JSON of `<script type="application/json" id="storefront-config">`; bad or absent JSON → defaults. */
export function readStorefrontConfig(text: string | null | undefined): StorefrontConfig {
  if (!text || !text.trim()) return { ...DEFAULT_STOREFRONT_CONFIG };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.error('[config] #storefront-config não é um JSON válido; usando a configuração padrão.');
    return { ...DEFAULT_STOREFRONT_CONFIG };
  }
  const parsed = z.safeParse(configSchema, json);
  if (!parsed.success) {
    console.error('[config] #storefront-config com campos inválidos; usando a configuração padrão.');
    return { ...DEFAULT_STOREFRONT_CONFIG };
  }
  return {
    apiBaseUrl: parsed.data.apiBaseUrl ?? DEFAULT_STOREFRONT_CONFIG.apiBaseUrl,
    providerHomeUrl: parsed.data.providerHomeUrl ?? DEFAULT_STOREFRONT_CONFIG.providerHomeUrl,
    imageBaseUrl: parsed.data.imageBaseUrl ?? DEFAULT_STOREFRONT_CONFIG.imageBaseUrl,
  };
}
