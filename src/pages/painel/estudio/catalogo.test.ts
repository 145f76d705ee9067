// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '#blocks/schemas';
import { CATALOGO, rotuloBloco } from './catalogo';

describe('the studio block catalogue', () => {
  it('names every block of the registry in pt-BR', () => {
    const semNome = Object.keys(blockSchemas).filter((tipo) => !Object.hasOwn(CATALOGO, tipo));
    expect(semNome, 'add each to CATALOGO in src/pages/painel/estudio/catalogo.tsx').toEqual([]);
    expect(rotuloBloco('carousel')).toBe('Carrossel');
    expect(rotuloBloco('video')).toBe('Bloco desconhecido "video"');
  });
});
