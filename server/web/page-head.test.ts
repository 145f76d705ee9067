import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { httpUrl } from '#schemas/testing/web-url';
import { parseStorefrontConfig } from '#schemas/storefront-config';
import type { FornecedorRow } from '../modules/fornecedor';
import { appConfigScript, escreverIndexHtml, headDoFornecedor, headGenerico, tituloDaPagina } from './page-head';

const fornecedor = {
  idfornecedor: '00000000-0000-4000-8000-000000000001',
  slug: 'loja',
  nome: 'Loja <Teste> & Cia',
  logo: null,
  tags: [],
  config: {
    tema: { cor_primaria: '#112233', cor_secundaria: '#000000', cor_auxiliar: '#000000', cor_texto: '#ffffff' },
    seo: { title: 'Loja "Teste"', subtitle: null, description: null, keywords: 'a, b', og_image: null },
  },
} as unknown as FornecedorRow;

describe('page head', () => {
  it('joins title and subtitle', () => {
    expect(tituloDaPagina('A', 'B')).toBe('A | B');
    expect(tituloDaPagina('A', null)).toBe('A');
  });

  it('escapes every value and fills the defaults', () => {
    const head = headDoFornecedor(fornecedor, { origin: 'http://x', url: 'http://x/loja?q="><script>' });
    expect(head).toContain('<title>Loja &quot;Teste&quot;</title>');
    expect(head).toContain('<meta name="description" content="Confira nossas ofertas!">');
    expect(head).toContain('<meta name="keywords" content="a, b">');
    expect(head).toContain('<meta name="robots" content="noarchive">');
    expect(head).toContain('<meta property="og:site_name" content="Loja &lt;Teste&gt; &amp; Cia">');
    expect(head).toContain('<meta property="og:url" content="http://x/loja?q=&quot;&gt;&lt;script&gt;">');
    expect(head).toContain('<meta property="og:image" content="http://x/imagens/fornecedores/loja/cartao.png">');
    expect(head).not.toContain('<script>');
  });

  it('keeps unknown addresses out of indexes', () => {
    const head = headGenerico({ origin: 'http://x', url: 'http://x/nada' });
    expect(head).toContain('<title>Loja virtual</title>');
    expect(head).toContain('content="noindex, noarchive"');
  });

  it('writes head, config and lang into the template', () => {
    const html = escreverIndexHtml(
      '<!doctype html><html lang="en"><head><!--app-head--><!--app-config--></head><body></body></html>',
      '<title>T $& $1</title>',
      appConfigScript({ publicApiBaseUrl: '/api', providerHomeUrl: '</script>' }),
    );
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>T $& $1</title>');
    expect(html).toContain(
      '<script type="application/json" id="storefront-config">{"apiBaseUrl":"/api","providerHomeUrl":"\\u003c/script\\u003e","imageBaseUrl":""}</script>',
    );
  });

  it('writes a configuration the browser reads back unchanged (schemas/storefront-config.ts)', () => {
    const base = fc.oneof(fc.constantFrom('/', '/api', '/api/v1'), httpUrl);
    fc.assert(
      fc.property(base, base, (publicApiBaseUrl, providerHomeUrl) => {
        const script = appConfigScript({ publicApiBaseUrl, providerHomeUrl });
        const json = /^<script type="application\/json" id="storefront-config">(.*)<\/script>$/s.exec(script)?.[1];
        expect(parseStorefrontConfig(json)).toEqual({
          config: { apiBaseUrl: publicApiBaseUrl, providerHomeUrl, imageBaseUrl: '' },
          problema: null,
        });
      }),
    );
  });
});
