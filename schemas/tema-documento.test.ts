import { describe, expect, it } from 'vitest';
import { installPtBRErrorMessages } from './error-messages';
import { parseTemaDocument, temaDocumentoPadrao, TEMA_PADRAO_DOCUMENTO_EXEMPLO } from './tema-documento';

installPtBRErrorMessages();

describe('parseTemaDocument', () => {
  it('accepts a whole tema: four colours, an https or local logo, the head', () => {
    expect(parseTemaDocument(TEMA_PADRAO_DOCUMENTO_EXEMPLO)).toEqual({
      ok: true,
      document: TEMA_PADRAO_DOCUMENTO_EXEMPLO,
    });
    expect(parseTemaDocument({ ...TEMA_PADRAO_DOCUMENTO_EXEMPLO, logo: '/imagens/logo.svg' }).ok).toBe(true);
    expect(parseTemaDocument({ ...TEMA_PADRAO_DOCUMENTO_EXEMPLO, logo: null }).ok).toBe(true);
  });

  it('migrates an unversioned draft to version 1', () => {
    const { schemaVersion: _v, ...semVersao } = TEMA_PADRAO_DOCUMENTO_EXEMPLO;
    expect(parseTemaDocument(semVersao)).toEqual({ ok: true, document: TEMA_PADRAO_DOCUMENTO_EXEMPLO });
  });

  it('refuses bad colours, unsafe logos, empty or long texts and unknown fields, in pt-BR at their paths', () => {
    const r = parseTemaDocument({
      ...TEMA_PADRAO_DOCUMENTO_EXEMPLO,
      cor_texto: 'branco',
      logo: 'javascript:alert(1)',
      head: { titulo: '', subtitulo: null, descricao: 'x'.repeat(301), palavrasChave: null },
      fonte: 'Arial',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const porCaminho = Object.fromEntries(r.erros.map((e) => [e.caminho, e.mensagem]));
    expect(porCaminho['cor_texto']).toBe('cor deve estar no formato #rrggbb (ex.: #436bac)');
    expect(porCaminho['logo']).toContain('https://');
    expect(porCaminho['head.titulo']).toBe('informe o título da loja');
    expect(porCaminho['head.descricao']).toBe('no máximo 300 caracteres');
    expect(Object.keys(porCaminho).some((c) => c.includes('fonte') || c === '(documento)')).toBe(true);
    for (const logo of ['http://x.example/l.png', '//evil.example/l.png', 'data:image/png;base64,AAAA']) {
      expect(parseTemaDocument({ ...TEMA_PADRAO_DOCUMENTO_EXEMPLO, logo }).ok, logo).toBe(false);
    }
  });
});

describe('temaDocumentoPadrao', () => {
  it('takes the supplier row’s colours (lower case), logo and head, and is valid', () => {
    const tema = temaDocumentoPadrao({
      nome: 'Aurora',
      tema: { cor_primaria: '#ABCDEF', cor_secundaria: null, cor_auxiliar: 'azul', cor_texto: '#000000' },
      logo: '/imagens/fornecedores/aurora/logo.svg',
      seo: { title: 'Aurora Atacado', subtitle: '', description: 'Tudo', keywords: null },
    });
    expect(tema).toEqual({
      schemaVersion: 1,
      cor_primaria: '#abcdef',
      cor_secundaria: '#203e6c',
      cor_auxiliar: '#e2a929',
      cor_texto: '#000000',
      logo: '/imagens/fornecedores/aurora/logo.svg',
      head: { titulo: 'Aurora Atacado', subtitulo: null, descricao: 'Tudo', palavrasChave: null },
    });
    expect(parseTemaDocument(tema).ok).toBe(true);
  });

  it('falls back to the name for the title and drops an unsafe logo', () => {
    const tema = temaDocumentoPadrao({ nome: 'Loja X', logo: 'javascript:alert(1)' });
    expect(tema.head.titulo).toBe('Loja X');
    expect(tema.logo).toBeNull();
    expect(parseTemaDocument(tema).ok).toBe(true);
  });
});
