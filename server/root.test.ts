import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot, ROOT_DIR } from './root';

describe('ROOT_DIR', () => {
  it("is the repository's root, whose files the server reads at run time", () => {
    expect(JSON.parse(readFileSync(fromRoot('package.json'), 'utf8'))).toMatchObject({ name: 'storefront' });
    expect(fromRoot('openapi', 'generated')).toBe(`${ROOT_DIR}/openapi/generated`);
  });
});
