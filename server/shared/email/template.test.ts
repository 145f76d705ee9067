import { describe, expect, it } from 'vitest';
import { escapeHtml, buildEmail, safeUrl } from './index';

describe('buildEmail', () => {
  const base = {
    marca: {
      nome: 'Loja <b>&</b> "Cia"',
      logo: '/imagens/logo.svg',
      tema: { cor_primaria: '#AA0000', cor_secundaria: 'red;x:y' },
    },
    origem: 'https://loja.exemplo.com.br',
    titulo: 'Título <script>alert(1)</script>',
    paragrafos: ['Olá, <img src=x onerror=alert(1)>.'],
    botao: { texto: 'Abrir', url: '/aurora/redefinir-senha/abc?x="y"' },
    notas: ["Nota com 'aspas'"],
  };

  it('escapes every interpolated value and keeps only valid colours', () => {
    const { html } = buildEmail(base);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain('Loja &lt;b&gt;&amp;&lt;/b&gt; &quot;Cia&quot;');
    expect(html).toContain('background:#aa0000');
    expect(html).not.toContain('red;x:y');
    expect(html).toContain('color:#203e6c'); // the default secondary colour replaces the malformed one
    expect(html).toContain('src="https://loja.exemplo.com.br/imagens/logo.svg"');
    expect(html).toContain('href="https://loja.exemplo.com.br/aurora/redefinir-senha/abc?x=%22y%22"');
    expect(html).toContain('lang="pt-BR"');
  });

  it('writes the text part with the link in full', () => {
    const { texto } = buildEmail(base);
    expect(texto).toContain('Abrir: https://loja.exemplo.com.br/aurora/redefinir-senha/abc?x=%22y%22');
    expect(texto.startsWith('Loja <b>&</b> "Cia"\n')).toBe(true);
  });

  it('drops links that are not http(s) and falls back to the name without a logo', () => {
    const { html, texto } = buildEmail({
      ...base,
      marca: { ...base.marca, logo: 'javascript:alert(1)' },
      botao: { texto: 'X', url: 'javascript:alert(1)' },
    });
    expect(html).not.toContain('javascript:');
    expect(texto).not.toContain('javascript:');
    expect(html).not.toContain('<img');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(safeUrl('data:text/html,x', 'https://a.b')).toBeNull();
  });
});
