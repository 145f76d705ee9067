import { describe, expect, it } from 'vitest';
import { defaultThemeClass, visuallyHidden } from './global.css';

describe('global.css', () => {
  it('exports class names for the default theme', () => {
    expect(typeof defaultThemeClass).toBe('string');
    expect(defaultThemeClass.length).toBeGreaterThan(0);
    expect(typeof visuallyHidden).toBe('string');
  });
});
