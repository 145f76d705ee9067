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

  it('draws the sections escaped, in HTML and text: a table, paragraphs and a code with its image and link', () => {
    const { html, texto } = buildEmail({
      ...base,
      marca: { ...base.marca, logoCid: 'logo@x' },
      secoes: [
        {
          tipo: 'tabela',
          titulo: 'Itens <b>',
          linhas: [{ rotulo: 'Arroz <i>', detalhe: '2 UN × R$ 1,00', valor: 'R$ 2,00' }],
          totais: [{ rotulo: 'Total', valor: 'R$ 2,00', forte: true }],
        },
        { tipo: 'texto', titulo: 'Entrega', paragrafos: ['Rua A, 1.'] },
        {
          tipo: 'codigo',
          titulo: 'Pague',
          paragrafos: ['Valor: R$ 2,00.'],
          rotuloCodigo: 'Pix copia e cola',
          codigo: '000201<x>',
          imagem: { cid: 'qr@x', alt: 'QR "code"', tamanho: 200 },
          link: { texto: 'PDF', url: '/api/boleto?a=1&b=2' },
        },
        {
          tipo: 'codigo',
          titulo: 'Mau',
          paragrafos: [],
          rotuloCodigo: 'C',
          codigo: '1',
          link: { texto: 'Y', url: 'javascript:alert(1)' },
        },
      ],
    });
    expect(html).toContain('src="cid:logo@x"');
    expect(html).not.toContain('imagens/logo.svg');
    expect(html).toContain('Itens &lt;b&gt;');
    expect(html).toContain('Arroz &lt;i&gt;');
    expect(html).not.toContain('<i>');
    expect(html).toContain('000201&lt;x&gt;');
    expect(html).toContain('src="cid:qr@x" alt="QR &quot;code&quot;" width="200"');
    expect(html).toContain('href="https://loja.exemplo.com.br/api/boleto?a=1&amp;b=2"');
    expect(html).not.toContain('javascript:');
    expect(texto).toContain('Arroz <i> (2 UN × R$ 1,00): R$ 2,00\nTotal: R$ 2,00');
    expect(texto).toContain('Pix copia e cola:\n000201<x>\nPDF: https://loja.exemplo.com.br/api/boleto?a=1&b=2');
    expect(texto).not.toContain('javascript:');
  });
});
