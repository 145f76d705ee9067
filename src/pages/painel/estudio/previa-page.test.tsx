// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { avisoSemBlocos, contextoDaPrevia, nosDaPrevia } from './previa-page';

describe('studio preview', () => {
  it('turns an unknown block and refused props into visible error boxes, keeps the rest with defaults, in order', () => {
    const nos = nosDaPrevia([
      { type: 'carousel', id: 'c', props: { tipo: 'PRODUTOS' } },
      { type: 'video', id: 'v' },
      { type: 'catalogue-grid', id: 'g', props: { titulo: 3 } },
      { type: 'section', id: 's', children: [{ type: 'static-text', id: 't' }] },
    ]);
    expect(nos.map((n) => n.type)).toEqual(['carousel', '__estudio-erro', '__estudio-erro', 'section']);
    expect(nos[0]!.props).toMatchObject({ tipo: 'PRODUTOS', intervaloMs: 6000 });
    expect(nos[1]!.props).toEqual({
      mensagem: 'Bloco desconhecido: "video" — esta versão da loja não tem esse bloco.',
    });
    expect((nos[2]!.props as { mensagem: string }).mensagem).toMatch(
      /^Bloco "catalogue-grid" \(id g\) com propriedades inválidas: titulo: /,
    );
    expect(nos[3]!.children?.map((n) => n.id)).toEqual(['t']);
  });

  it('keeps ids unique for React and never drops a node without one', () => {
    const nos = nosDaPrevia([{ type: 'footer', id: 'x' }, { type: 'footer', id: 'x' }, { type: 'footer' }]);
    expect(nos.map((n) => n.id)).toEqual(['x', 'x~', 'sem-id-2']);
  });

  it('"ver como": a visitor, a logged-in customer, a role, user tags; the shop keeps its own tags', () => {
    expect(contextoDaPrevia({ logado: false }, ['has-collect'])).toEqual({
      supplierTags: ['has-collect'],
      userTags: [],
      role: 'anonimo',
      loggedIn: false,
    });
    expect(contextoDaPrevia({ logado: true }, [])).toMatchObject({ role: 'cliente', loggedIn: true });
    expect(
      contextoDaPrevia({ logado: true, papel: 'representante', tagsUsuario: ['uses-single-address'] }, []),
    ).toMatchObject({ role: 'representante', loggedIn: true, userTags: ['uses-single-address'] });
    expect(contextoDaPrevia({ logado: true, papel: 'hacker' }, [])).toMatchObject({ role: 'cliente' });
  });

  it('says why a page shows no blocks with the admin’s data: an empty cart, or no customer, no order', () => {
    expect(avisoSemBlocos('carrinho')).toBe(
      'O carrinho está vazio nesta prévia: a loja mostra ao cliente a mensagem de carrinho vazio. Abaixo, os blocos do rascunho do carrinho, como ficam sem itens.',
    );
    expect(avisoSemBlocos('pedidos')).toMatch(/^A página "Pedidos" não mostra os blocos com os dados desta prévia/);
  });
});
