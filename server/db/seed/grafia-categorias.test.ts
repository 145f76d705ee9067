/**
 * Issue 11, item 6: one spelling per category everywhere. Every place of the demo data that names a
 * category (the menu document, the PRODUTOS carousels filtered by a category, the footer's links)
 * uses the catalogue's own name, letter for letter ('Café e Chás', 'Cimento e Argamassa').
 */
import { describe, expect, it } from 'vitest';
import { especificacaoAurora, especificacaoAuroraAtacado, especificacaoConstruforte } from './catalogos';
import type { CatalogoSpec } from './catalogue-builder';
import { lerDocumentoSeed } from './documentos';
import { AURORA, AURORA_ATACADO, CONSTRUFORTE, type FornecedorSeed } from './fornecedores';

function nomesDoCatalogo(catalogo: CatalogoSpec): Map<string, string> {
  const nomes = new Map<string, string>([[catalogo.categoriaOfertas.slug, catalogo.categoriaOfertas.nome]]);
  for (const c of catalogo.categorias) {
    nomes.set(c.slug, c.nome);
    for (const s of c.subcategorias ?? []) nomes.set(s.slug, s.nome);
  }
  return nomes;
}

interface Mencao {
  onde: string;
  slug: string;
  nome: string;
  /** A carousel may have a title of its own ('Tudo para sua obra'); when it names the category, it is the catalogue's name. */
  livre?: boolean;
}

/** Case, accents and plurals aside: 'Cafés e chás' and 'Café e Chás' are the same words. */
const mesmasPalavras = (a: string, b: string): boolean => {
  const forma = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/\s+/)
      .map((p) => p.replace(/s$/, ''))
      .join(' ');
  return forma(a) === forma(b);
};

function mencoes(fornecedor: FornecedorSeed): Mencao[] {
  const lista: Mencao[] = [];
  const menu = lerDocumentoSeed(fornecedor.slug, 'menu') as {
    items: { label: string; destino: { tipo: string; slug?: string } }[];
  };
  for (const item of menu.items) {
    if (item.destino.tipo === 'categoria' && item.destino.slug)
      lista.push({ onde: `menu "${item.label}"`, slug: item.destino.slug, nome: item.label });
  }
  for (const c of fornecedor.carrosseis) {
    const categoria = c.filtro_produtos?.categoria;
    if (categoria) lista.push({ onde: `carrossel ${c.idcarrossel}`, slug: categoria, nome: c.titulo, livre: true });
  }
  for (const coluna of fornecedor.config.rodape?.colunas ?? []) {
    for (const link of coluna.links) {
      const slug = new RegExp(`^/${fornecedor.slug}/categoria/([^/?#]+)$`).exec(link.url)?.[1];
      if (slug) lista.push({ onde: `rodapé "${link.label}"`, slug, nome: link.label });
    }
  }
  return lista;
}

describe('one spelling per category in the demo data (issue 11, item 6)', () => {
  const casos: [FornecedorSeed, CatalogoSpec][] = [
    [AURORA, especificacaoAurora()],
    [CONSTRUFORTE, especificacaoConstruforte()],
    [AURORA_ATACADO, especificacaoAuroraAtacado()],
  ];

  it.each(casos.map(([f, c]) => [f.slug, f, c] as const))(
    '%s: menus, carousels and footer use the catalogue’s name',
    (_slug, fornecedor, catalogo) => {
      const nomes = nomesDoCatalogo(catalogo);
      const vistas = mencoes(fornecedor);
      for (const m of vistas) {
        const nome = nomes.get(m.slug);
        expect(nome, `${m.onde}: a categoria ${m.slug} não existe`).toBeDefined();
        if (!m.livre || mesmasPalavras(m.nome, nome!)) expect(m.nome, m.onde).toBe(nome);
      }
      if (fornecedor !== AURORA_ATACADO) expect(vistas.length).toBeGreaterThan(2);
    },
  );

  it('tells the two spellings the issue saw for the same words', () => {
    expect(mesmasPalavras('Cafés e chás', 'Café e Chás')).toBe(true);
    expect(mesmasPalavras('Cimento e argamassa', 'Cimento e Argamassa')).toBe(true);
    expect(mesmasPalavras('Tudo para sua obra', 'Cimento e Argamassa')).toBe(false);
  });

  it('names the two categories the issue saw spelled two ways as their catalogues do', () => {
    expect(nomesDoCatalogo(especificacaoAurora()).get('cafe-e-chas')).toBe('Café e Chás');
    expect(nomesDoCatalogo(especificacaoConstruforte()).get('cimento-e-argamassa')).toBe('Cimento e Argamassa');
  });
});
