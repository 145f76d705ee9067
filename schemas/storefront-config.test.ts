// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { httpUrl } from './testing/web-url';
import { DEFAULT_STOREFRONT_CONFIG, STOREFRONT_CONFIG_ELEMENT_ID, parseStorefrontConfig } from './storefront-config';

describe('parseStorefrontConfig', () => {
  it('reads what the server writes', () => {
    const config = {
      apiBaseUrl: 'https://api.example.com/api',
      providerHomeUrl: 'https://provedor.example/',
      imageBaseUrl: 'https://cdn.example.com',
    };
    expect(parseStorefrontConfig(JSON.stringify(config))).toEqual({ config, problema: null });
    expect(parseStorefrontConfig('{"providerHomeUrl":"/inicio"}')).toEqual({
      config: { ...DEFAULT_STOREFRONT_CONFIG, providerHomeUrl: '/inicio' },
      problema: null,
    });
  });

  it('uses the defaults, saying why, for absent, broken or bad JSON', () => {
    expect(STOREFRONT_CONFIG_ELEMENT_ID).toBe('storefront-config');
    expect(DEFAULT_STOREFRONT_CONFIG).toEqual({ apiBaseUrl: '/api', providerHomeUrl: '/', imageBaseUrl: '' });
    expect(parseStorefrontConfig(null)).toEqual({ config: DEFAULT_STOREFRONT_CONFIG, problema: null });
    expect(parseStorefrontConfig('  ')).toEqual({ config: DEFAULT_STOREFRONT_CONFIG, problema: null });
    expect(parseStorefrontConfig('{oops')).toEqual({
      config: DEFAULT_STOREFRONT_CONFIG,
      problema: '#storefront-config não é um JSON válido; usando a configuração padrão.',
    });
    for (const bad of [
      '{"apiBaseUrl":3}',
      '{"apiBaseUrl":""}',
      '{"providerHomeUrl":"//evil.example"}',
      '{"providerHomeUrl":"javascript:alert(1)"}',
    ]) {
      expect(parseStorefrontConfig(bad)).toEqual({
        config: DEFAULT_STOREFRONT_CONFIG,
        problema: '#storefront-config com campos inválidos; usando a configuração padrão.',
      });
    }
  });

  it('round-trips any valid configuration', () => {
    const pathOrUrl = fc.oneof(httpUrl, fc.constantFrom('/', '/api', '/x/y'));
    fc.assert(
      fc.property(
        fc.record({
          apiBaseUrl: pathOrUrl,
          providerHomeUrl: pathOrUrl,
          imageBaseUrl: fc.oneof(fc.constant(''), pathOrUrl),
        }),
        (config) => {
          expect(parseStorefrontConfig(JSON.stringify(config))).toEqual({ config, problema: null });
        },
      ),
    );
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseStorefrontConfig(text)));
    fc.assert(fc.property(fc.jsonValue(), (value) => void parseStorefrontConfig(JSON.stringify(value))));
  });
});
