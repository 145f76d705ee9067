import { describe, expect, it } from 'vitest';
import { comLogSeguro, urlSemSegredos } from './log-seguro';

describe('urlSemSegredos', () => {
  it('hides the code of a password-reset link, with or without /commerce and a query', () => {
    expect(urlSemSegredos('/aurora/redefinir-senha/abcDEF_-123?x=1')).toBe('/aurora/redefinir-senha/***?x=1');
    expect(urlSemSegredos('/commerce/aurora/redefinir-senha/abc')).toBe('/commerce/aurora/redefinir-senha/***');
    expect(urlSemSegredos('/aurora/produto/cafe')).toBe('/aurora/produto/cafe');
  });

  it('keeps a logger off and adds the serializer otherwise', () => {
    expect(comLogSeguro(false)).toBe(false);
    const opcao = comLogSeguro({ level: 'info' }) as { level: string; serializers: Record<string, unknown> };
    expect(opcao.level).toBe('info');
    expect(typeof opcao.serializers.req).toBe('function');
  });
});
