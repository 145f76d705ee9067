// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textoEmLinhas } from './texto-em-linhas';

describe('textoEmLinhas', () => {
  it('keeps one line per paragraph, heading and list item, and no tag', () => {
    expect(
      textoEmLinhas(
        '<p>Olá &amp; bem-vindo.</p>\n<h2>Direitos</h2><ul><li>Acesso</li><li>Correção<br>e exclusão</li></ul><script>x</script>',
      ),
    ).toBe('Olá & bem-vindo.\nDireitos\nAcesso\nCorreção\ne exclusão');
  });
});
