import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { httpUrl } from './testing/web-url';
import {
  classifyLink,
  isDocumentLink,
  isHttpUrl,
  isPathOrHttpUrl,
  isSafeLink,
  isSameOriginPath,
  linkProblem,
} from './link';

describe('classifyLink', () => {
  it('tells internal paths, external links and unsafe ones apart', () => {
    expect(classifyLink('/aurora/categoria/ofertas')).toEqual({ kind: 'interno', path: '/aurora/categoria/ofertas' });
    expect(classifyLink('/')).toEqual({ kind: 'interno', path: '/' });
    expect(classifyLink('https://instagram.com/x')).toEqual({ kind: 'externo', href: 'https://instagram.com/x' });
    expect(classifyLink('mailto:atendimento@aurora.com.br')).toEqual({
      kind: 'externo',
      href: 'mailto:atendimento@aurora.com.br',
    });
    expect(classifyLink('tel:+55 (19) 3232-4500')).toEqual({ kind: 'externo', href: 'tel:+55 (19) 3232-4500' });
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /x',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'aurora/busca',
      '',
      'http://',
      'https:/x.example',
      'http:\\\\evil.example',
      'https://\\evil.example',
    ]) {
      expect(classifyLink(bad), JSON.stringify(bad)).toEqual({ kind: 'inseguro' });
    }
  });

  it('never treats //x or /\\x as internal', () => {
    fc.assert(
      fc.property(fc.constantFrom('//', '/\\', '\\\\', '\\/'), fc.string(), (prefix, rest) => {
        expect(classifyLink(prefix + rest).kind).not.toBe('interno');
        expect(isSameOriginPath(prefix + rest)).toBe(false);
      }),
    );
  });

  it('an internal path always stays on the page origin', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = `/${text}`;
        if (classifyLink(href).kind !== 'interno') return;
        expect(new URL(href, 'https://loja.example').origin).toBe('https://loja.example');
      }),
    );
  });

  it('web URLs are external', () => {
    fc.assert(
      fc.property(httpUrl, (url) => {
        expect(classifyLink(url)).toEqual({ kind: 'externo', href: url });
      }),
    );
  });

  it('base URLs are a path or an http(s) URL', () => {
    expect(isPathOrHttpUrl('/api')).toBe(true);
    expect(isPathOrHttpUrl('https://api.example.com/api')).toBe(true);
    expect(isPathOrHttpUrl('ftp:x')).toBe(false);
    expect(isPathOrHttpUrl('//api.example.com')).toBe(false);
    expect(isHttpUrl('mailto:a@b')).toBe(false);
  });

  it("refuses an https link whose host is not right after 'https://' (the URL parser would skip the slash)", () => {
    for (const href of ['https:///&', 'https:////x', 'https:///evil.example'])
      expect(linkProblem(href)).toMatch(/^endereço https:\/\/ inválido/);
  });

  it('every link a document may hold is a safe link to render (interno or https externo)', () => {
    const hrefs = fc.oneof(
      fc.string(),
      fc.string().map((s) => `/${s}`),
      fc.string().map((s) => `https://${s}`),
      fc.string().map((s) => `mailto:${s}`),
      fc.constantFrom(
        'tel:+55 (19) 3232-4500',
        'http://a.b',
        '/\\x',
        '//x',
        'https://loja@evil.example',
        'https:///&',
        'https:////x',
      ),
    );
    fc.assert(
      fc.property(hrefs, (href) => {
        if (isDocumentLink(href)) expect(isSafeLink(href)).toBe(true);
      }),
    );
  });
});
