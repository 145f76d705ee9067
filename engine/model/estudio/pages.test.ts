import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emptyLayout } from '#schemas/layout';
import { createLayoutSchema } from '#schemas/layout-validation';
import { PAGE_TYPE_LAYOUT } from '#schemas/page-type-layout';
import { PAGE_TYPE_NAMES } from '#schemas/page-types';
import {
  $chosenList,
  $documentosEstudio,
  $errosEstudio,
  $listCatalogue,
  $tipoEstudio,
  STUDIO_LISTS,
  errorsByList,
  errosDoRascunho,
  listChosen,
  listOfPath,
  studioBlocksProvided,
  type StudioBlocks,
} from './index';
import type { DocumentoEstudio } from './texts';

// A registry as blocks/layout-schema.ts builds the real one (the engine may not import blocks): a
// text and a section anywhere, the cart's lines and the checkout's submit on the cart page only,
// the product's buy box on the product page only.
const entries = {
  'static-text': { props: z.strictObject({}), acceptsChildren: false },
  section: { props: z.strictObject({}), acceptsChildren: true },
  'cart-lines': { props: z.strictObject({}), acceptsChildren: false, pages: ['carrinho'] },
  'order-submit': { props: z.strictObject({}), acceptsChildren: true, pages: ['carrinho'] },
  'product-buy-box': { props: z.strictObject({}), acceptsChildren: false, pages: ['produto'] },
} as const;
const blocks: StudioBlocks = { schema: createLayoutSchema(entries), blocks: entries };

const catalogueOf = async (chave: string) => {
  const scope = fork();
  await allSettled(studioBlocksProvided, { scope, params: blocks });
  await allSettled(listChosen, { scope, params: chave });
  return scope.getState($listCatalogue);
};

describe('the studio page picker', () => {
  it('lists every page type of the route table, in its order and by its title, then the two regions', () => {
    expect(STUDIO_LISTS.filter((l) => l.kind === 'page').map((l) => l.chave)).toEqual(
      PAGE_TYPE_NAMES.map((page) => `pages.${page}`),
    );
    expect(STUDIO_LISTS.filter((l) => l.kind === 'page').map((l) => l.nome)).toEqual(
      PAGE_TYPE_NAMES.map((page) => PAGE_TYPE_LAYOUT[page].titulo),
    );
    expect(STUDIO_LISTS.find((l) => l.chave === 'pages.carrinho')).toEqual({
      chave: 'pages.carrinho',
      nome: 'Carrinho',
      kind: 'page',
      pagina: 'carrinho',
      required: ['order-submit'],
    });
    expect(STUDIO_LISTS.filter((l) => l.kind === 'region').map((l) => [l.chave, l.pagina])).toEqual([
      ['regions.header', 'home'],
      ['regions.footer', 'home'],
    ]);
  });

  it('starts on the home page, follows the admin to any page type or region, ignores a key that is neither', async () => {
    const scope = fork();
    expect(scope.getState($chosenList).chave).toBe('pages.home');
    expect(scope.getState($chosenList).nome).toBe('Página inicial');
    await allSettled(listChosen, { scope, params: 'pages.carrinho' });
    expect(scope.getState($chosenList)).toMatchObject({ chave: 'pages.carrinho', pagina: 'carrinho' });
    await allSettled(listChosen, { scope, params: 'pages.alterar-email-senha' });
    expect(scope.getState($chosenList)).toMatchObject({
      nome: 'Alterar e-mail e senha',
      pagina: 'alterar-email-senha',
    });
    await allSettled(listChosen, { scope, params: 'pages.vitrine' });
    expect(scope.getState($chosenList).chave).toBe('pages.alterar-email-senha');
    await allSettled(listChosen, { scope, params: 'regions.footer' });
    expect(scope.getState($chosenList)).toMatchObject({ kind: 'region', pagina: 'home' });
  });
});

describe('the block catalogue of a page', () => {
  it('offers nothing until the studio page provides the blocks', () => {
    expect(fork().getState($listCatalogue)).toEqual([]);
  });

  it('offers on each page the blocks placed anywhere and the ones that name it; on a region only the first', async () => {
    expect(await catalogueOf('pages.home')).toEqual(['static-text', 'section']);
    expect(await catalogueOf('pages.carrinho')).toEqual(['static-text', 'section', 'cart-lines', 'order-submit']);
    expect(await catalogueOf('pages.produto')).toEqual(['static-text', 'section', 'product-buy-box']);
    expect(await catalogueOf('pages.pedidos')).toEqual(['static-text', 'section']);
    expect(await catalogueOf('regions.header')).toEqual(['static-text', 'section']);
  });

  it('offers exactly what the layout schema accepts on that page', async () => {
    for (const chave of ['pages.home', 'pages.carrinho', 'pages.produto', 'regions.footer'] as const) {
      const offered = new Set(await catalogueOf(chave));
      for (const type of Object.keys(entries)) {
        const doc = emptyLayout() as unknown as {
          pages: Record<string, unknown[]>;
          regions: Record<string, unknown[]>;
        };
        const [group, name] = chave.split('.') as ['pages' | 'regions', string];
        doc.pages['carrinho'] = [{ type: 'order-submit', id: 'envio', props: {} }];
        doc.pages['produto'] = [{ type: 'product-buy-box', id: 'compra', props: {} }];
        doc[group][name] = [...(doc[group][name] ?? []), { type, id: 'novo', props: {} }];
        expect(blocks.schema.safeParse(doc).success, `${type} on ${chave}`).toBe(offered.has(type));
      }
    }
  });
});

describe('the draft errors of a page', () => {
  const draft = (carrinho: unknown[]): DocumentoEstudio => {
    const doc = emptyLayout() as unknown as { pages: Record<string, unknown[]> };
    doc.pages['home'] = [{ type: 'static-text', id: 'ola', props: {} }];
    doc.pages['produto'] = [{ type: 'product-buy-box', id: 'compra-produto', props: {} }];
    doc.pages['carrinho'] = carrinho;
    return {
      versaoAtual: 2,
      versaoPublicada: 1,
      salvo: doc,
      rascunho: doc,
      schemaVersion: 4,
      jsonSchemaUrl: '',
      errosServidor: [],
    };
  };

  it('a cart page without its submit block: the schema’s path-precise pt-BR error, under the cart page', async () => {
    const scope = fork({
      values: [
        [$tipoEstudio, 'layout'],
        [$documentosEstudio, { layout: draft([{ type: 'cart-lines', id: 'itens', props: {} }]) }],
      ],
    });
    // Before the studio page provides the blocks the browser's own rules are the envelope's alone.
    expect(scope.getState($errosEstudio)).toEqual([]);
    await allSettled(studioBlocksProvided, { scope, params: blocks });
    const erros = scope.getState($errosEstudio);
    expect(erros).toEqual([
      {
        caminho: 'pages.carrinho',
        mensagem:
          'a página "carrinho" (Carrinho) precisa do bloco "order-submit", visível para todos (sem condição "when")',
      },
    ]);
    expect(errorsByList(erros)).toEqual({ 'pages.carrinho': erros });
  });

  it('a gated submit block does not count; a block off its page is an error at its own path', async () => {
    const scope = fork({
      values: [
        [$tipoEstudio, 'layout'],
        [
          $documentosEstudio,
          {
            layout: draft([
              { type: 'order-submit', id: 'envio', props: {}, when: { loggedIn: true } },
              { type: 'product-buy-box', id: 'compra', props: {} },
            ]),
          },
        ],
      ],
    });
    await allSettled(studioBlocksProvided, { scope, params: blocks });
    expect(scope.getState($errosEstudio).map((e) => e.caminho)).toEqual(['pages.carrinho[1].type', 'pages.carrinho']);
    expect(Object.keys(errorsByList(scope.getState($errosEstudio)))).toEqual(['pages.carrinho']);
  });

  it('an older draft is migrated as the server migrates it when the studio provides its migrations', async () => {
    const v3 = {
      schemaVersion: 3,
      regions: { header: [], footer: [] },
      pages: { home: [], categoria: [], busca: [], produto: [{ type: 'product-buy-box', id: 'compra', props: {} }] },
    };
    const documento: DocumentoEstudio = { ...draft([]), salvo: v3, rascunho: v3 };
    const scope = fork({
      values: [
        [$tipoEstudio, 'layout'],
        [$documentosEstudio, { layout: documento }],
      ],
    });
    // The browser's own 3 → 4 step gives the new pages no blocks: the cart lacks its submit.
    await allSettled(studioBlocksProvided, { scope, params: blocks });
    expect(scope.getState($errosEstudio).map((e) => e.caminho)).toEqual(['pages.carrinho']);
    // The server's step gives them their default layouts.
    const serverStep = {
      from: 3,
      to: 4,
      migrate: (doc: Record<string, unknown>) => {
        const migrated = emptyLayout() as unknown as { pages: Record<string, unknown[]> };
        Object.assign(migrated.pages, doc['pages'], { carrinho: [{ type: 'order-submit', id: 'padrao', props: {} }] });
        return { ...doc, pages: migrated.pages };
      },
    };
    await allSettled(studioBlocksProvided, { scope, params: { ...blocks, migrations: [serverStep] } });
    expect(scope.getState($errosEstudio)).toEqual([]);
    // The current version's JSON Schema checks it migrated: no error for its version or the pages it predates.
    const esquema = {
      type: 'object',
      required: ['schemaVersion', 'pages'],
      properties: { schemaVersion: { const: 4 }, pages: { type: 'object', required: ['carrinho'] } },
    };
    expect(errosDoRascunho('layout', v3, blocks.schema, esquema, [], [serverStep])).toEqual([]);
    expect(errosDoRascunho('layout', v3, blocks.schema, esquema).map((e) => e.caminho)).toEqual(
      expect.arrayContaining(['pages.carrinho', 'schemaVersion']),
    );
  });

  it('finds the list of an error path', () => {
    expect(listOfPath('pages.carrinho')).toBe('pages.carrinho');
    expect(listOfPath('pages.minha-conta[0].children[1].props.titulo')).toBe('pages.minha-conta');
    expect(listOfPath('regions.header[2].when.roles[0]')).toBe('regions.header');
    expect(listOfPath('schemaVersion')).toBeNull();
    expect(errorsByList([{ caminho: 'schemaVersion', mensagem: 'x' }])).toEqual({});
  });
});
