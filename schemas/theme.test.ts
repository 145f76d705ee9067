import { describe, expect, it } from 'vitest';
import { parseTema } from './theme';

describe('parseTema', () => {
  it('accepts four #rrggbb colours', () => {
    const tema = { cor_primaria: '#436bac', cor_secundaria: '#203E6C', cor_auxiliar: '#e2a929', cor_texto: '#ffffff' };
    expect(parseTema(tema)).toEqual({ ok: true, document: tema });
  });
  it('rejects bad or missing colours with pt-BR messages', () => {
    expect(parseTema({ cor_primaria: 'azul', cor_secundaria: '#fff', cor_auxiliar: '#e2a929' })).toEqual({
      ok: false,
      erros: [
        { caminho: 'cor_primaria', mensagem: 'cor deve estar no formato #rrggbb (ex.: #436bac)' },
        { caminho: 'cor_secundaria', mensagem: 'cor deve estar no formato #rrggbb (ex.: #436bac)' },
        { caminho: 'cor_texto', mensagem: 'campo obrigatório ausente (esperado texto)' },
      ],
    });
  });
});
