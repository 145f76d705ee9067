// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour';
import { TONES } from './contract.css';
import { defaultTones } from './tones';

describe('semantic tones', () => {
  it('has a background and a foreground for every tone, the foreground AA on its background and on white', () => {
    expect(Object.keys(defaultTones).sort()).toEqual([...TONES].sort());
    for (const tone of TONES) {
      const { background, foreground } = defaultTones[tone];
      expect(contrastRatio(foreground, background), tone).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(foreground, '#ffffff'), tone).toBeGreaterThanOrEqual(4.5);
    }
  });
});
