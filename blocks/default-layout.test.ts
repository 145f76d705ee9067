// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anonymousGateContext, createGateContext, evaluateGate } from '#engine/layout';
import type { GateContext } from '#schemas/gate';
import { defaultLayout } from './default-layout';

/** The block types the default home shows in `ctx`, in order. */
const home = (ctx: GateContext) =>
  defaultLayout.pages.home.filter((node) => evaluateGate(node.when, ctx)).map((node) => node.type);

const CLASSICA = ['carousel', 'carousel', 'catalogue-grid'];

describe("the default home and the tag 'use-new-style-page' (spec section 5; issue 31, item 5)", () => {
  it('without the tag: banners, showcases and the catalogue, for everyone', () => {
    expect(home(anonymousGateContext(['has-delivery']))).toEqual(CLASSICA);
    const maria = createGateContext({ supplierTags: ['enable-recommendation-system'], loggedIn: true });
    expect(home(maria)).toEqual(CLASSICA);
  });

  it("with it: the combos after the catalogue; a client's suggested lists; recommendations with their own tag", () => {
    expect(home(anonymousGateContext(['use-new-style-page']))).toEqual([...CLASSICA, 'combo-strip']);
    const cliente = createGateContext({ supplierTags: ['use-new-style-page'], loggedIn: true });
    expect(home(cliente)).toEqual([...CLASSICA, 'combo-strip', 'suggested-lists']);
    const comRecomendacoes = createGateContext({
      supplierTags: ['use-new-style-page', 'enable-recommendation-system'],
      loggedIn: true,
    });
    expect(home(comRecomendacoes)).toEqual([...CLASSICA, 'combo-strip', 'suggested-lists', 'recommendations']);
  });
});
