/**
 * Test support: absolute http(s) URLs for property tests. fast-check's own `webUrl()` spends
 * seconds building its path generator on first use; this one is instant and close enough.
 */
import fc from 'fast-check';

export const httpUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: null }),
    fc.array(fc.webSegment(), { maxLength: 3 }),
    fc.option(fc.webQueryParameters(), { nil: null }),
  )
  .map(
    ([scheme, domain, port, segments, query]) =>
      `${scheme}://${domain}${port === null ? '' : `:${port}`}/${segments.join('/')}${query === null ? '' : `?${query}`}`,
  );
