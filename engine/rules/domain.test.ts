// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { httpUrl } from '#schemas/testing/web-url';
import { domainMatches, isHostName, normalizeDomain, normalizeDomains } from './domain';

describe('normalizeDomain', () => {
  it('keeps the host name only: lower case, no scheme, port, path or trailing dot', () => {
    expect(normalizeDomain('Aurora.Localhost:3000')).toBe('aurora.localhost');
    expect(normalizeDomain(' https://www.Loja.com.br/aurora?x=1 ')).toBe('www.loja.com.br');
    expect(normalizeDomain('loja.com.br.')).toBe('loja.com.br');
    expect(normalizeDomain('[::1]:3000')).toBe('[::1]');
    expect(normalizeDomain('127.0.0.1:3001')).toBe('127.0.0.1');
    expect(normalizeDomain('')).toBeUndefined();
    expect(normalizeDomain('   ')).toBeUndefined();
    expect(normalizeDomain(':3000')).toBeUndefined();
    expect(normalizeDomain(null)).toBeUndefined();
    expect(normalizeDomain(undefined)).toBeUndefined();
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.domain(), httpUrl), (value) => {
        const once = normalizeDomain(value);
        expect(normalizeDomain(once)).toBe(once);
      }),
    );
  });

  it('gives a URL its host name', () => {
    fc.assert(
      fc.property(httpUrl, (url) => {
        expect(normalizeDomain(url)).toBe(normalizeDomain(new URL(url).hostname));
      }),
    );
  });

  it('recognises bare host names', () => {
    expect(isHostName('aurora.localhost')).toBe(true);
    expect(isHostName('[::1]')).toBe(true);
    expect(isHostName('aurora.localhost:3000')).toBe(false);
    expect(isHostName('https://x.com')).toBe(false);
    fc.assert(fc.property(fc.domain(), (d) => isHostName(d) && normalizeDomain(d) === d));
  });

  it('matches a host against configured domains', () => {
    expect(domainMatches('Aurora.localhost:3000', ['https://aurora.localhost/', 'www.aurora.localhost'])).toBe(true);
    expect(domainMatches('outra.localhost', ['aurora.localhost'])).toBe(false);
    expect(domainMatches('', [''])).toBe(false);
    expect(normalizeDomains(['A.com', ' a.com:80', null, 'b.com'])).toEqual(['a.com', 'b.com']);
  });
});
