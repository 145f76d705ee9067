// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEan, productCodeLabel, productCodesLabel, productEanLabel, withEanCheckDigit } from './product-code';

describe('product codes and EANs (issue 35, item 1)', () => {
  it('labels the code and the EAN as the pages show them', () => {
    expect(productCodeLabel(510001)).toBe('Cód. 510001');
    expect(productEanLabel('7891000100103')).toBe('EAN 7891000100103');
    expect(productCodesLabel(510001, '7891000100103')).toBe('Cód. 510001 · EAN 7891000100103');
    expect(productCodesLabel(510001, null)).toBe('Cód. 510001');
  });

  it('adds the GS1 check digit of real packages, and checks it', () => {
    // EAN-13s with their check digits, and GS1's EAN-8 example.
    for (const ean of ['7891000100103', '7894900011517', '7896004000855', '96385074']) {
      expect(withEanCheckDigit(ean.slice(0, -1))).toBe(ean);
      expect(isValidEan(ean)).toBe(true);
    }
    expect(isValidEan('7891000100104')).toBe(false);
    expect(isValidEan('789100010010')).toBe(false);
    expect(isValidEan('78910001001a3')).toBe(false);
  });

  it('finds any single wrong digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.nat(12),
        fc.integer({ min: 1, max: 9 }),
        (corpo, posicao, delta) => {
          const ean = withEanCheckDigit(corpo);
          expect(isValidEan(ean)).toBe(true);
          const errado = ean.slice(0, posicao) + ((Number(ean[posicao]) + delta) % 10) + ean.slice(posicao + 1);
          expect(isValidEan(errado)).toBe(false);
        },
      ),
    );
  });
});
