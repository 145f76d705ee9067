// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lerSala, partesDaMensagem, salaDoPedido, salaGeral, tamanhoMensagem, tituloDaSala } from './chat-text';

describe('chat text', () => {
  it('joins back to the text, and every link is http or https', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.webUrl(),
            fc.constantFrom('javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://', 'http://a.b/c).', ' '),
          ),
        ),
        (pedacos) => {
          const texto = pedacos.join(' ');
          const partes = partesDaMensagem(texto);
          expect(partes.map((p) => p.texto).join('')).toBe(texto);
          for (const p of partes) if (p.tipo === 'link') expect(p.href).toMatch(/^https?:\/\/[^/]/);
        },
      ),
    );
  });

  it('links an address inside a sentence, leaving the full stop out, and never a script', () => {
    expect(partesDaMensagem('Veja https://exemplo.com.br/pedido?x=1. Obrigado')).toEqual([
      { tipo: 'texto', texto: 'Veja ' },
      { tipo: 'link', texto: 'https://exemplo.com.br/pedido?x=1', href: 'https://exemplo.com.br/pedido?x=1' },
      { tipo: 'texto', texto: '. Obrigado' },
    ]);
    expect(partesDaMensagem('javascript:alert(1) <b>oi</b>')).toEqual([
      { tipo: 'texto', texto: 'javascript:alert(1) <b>oi</b>' },
    ]);
  });

  it('names and reads rooms, with the spec titles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.uuid(), (n, id) => {
        expect(lerSala(salaDoPedido(n))).toEqual({ canal: 'pedido', numpedido: n });
        expect(lerSala(salaGeral(n, id))).toEqual({ canal: 'geral', numpedido: null });
      }),
    );
    expect(lerSala('CODPED:0')).toBeNull();
    expect(lerSala('IDCLI:1')).toBeNull();
    expect(tituloDaSala('pedido', 100001)).toBe('Chat pedido 100001');
    expect(tituloDaSala('geral')).toBe('Chat geral');
    expect(tamanhoMensagem('😀'.repeat(2000))).toBe(2000);
  });
});
