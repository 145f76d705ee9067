import { describe, expect, it } from 'vitest';
import { defaultMenuDocument, parseMenuDocument } from './menu';
import { FEATURE_NAMES, defaultFeaturesDocument, isFeatureEnabled, parseFeaturesDocument } from './features';
import type { GateContext } from './gate';

const anon: GateContext = { supplierTags: [], userTags: [], role: 'anonimo', loggedIn: false };
const cliente: GateContext = { supplierTags: ['has-delivery'], userTags: [], role: 'cliente', loggedIn: true };

describe('menu document', () => {
  it('accepts the default menu and every destination type', () => {
    expect(parseMenuDocument(defaultMenuDocument)).toEqual({ ok: true, document: defaultMenuDocument });
    const r = parseMenuDocument({
      schemaVersion: 1,
      items: [
        { id: 'a', label: 'Bebidas', destino: { tipo: 'categoria', slug: 'bebidas-quentes' }, grupo: 'principal' },
        { id: 'b', label: 'Blog', destino: { tipo: 'url', href: 'https://exemplo.com.br/blog' }, grupo: 'principal' },
        {
          id: 'c',
          label: 'Sobre',
          destino: { tipo: 'pagina', slug: 'sobre' },
          grupo: 'principal',
          when: { supplierTags: { all: ['has-delivery'] } },
        },
      ],
    });
    expect(r.ok).toBe(true);
  });
  it('rejects bad destinations with pt-BR path-precise errors', () => {
    const r = parseMenuDocument({
      schemaVersion: 1,
      items: [
        { id: 'a', label: 'X', destino: { tipo: 'rota', rota: 'faturass' }, grupo: 'principal' },
        { id: 'b', label: 'Y', destino: { tipo: 'url', href: 'javascript:alert(1)' }, grupo: 'conta' },
        { id: 'c', label: '', destino: { tipo: 'link' }, grupo: 'lateral' },
        { id: 'a', label: 'Z', destino: { tipo: 'categoria', slug: 'Bebidas Quentes' }, grupo: 'principal' },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros.map((e) => e.caminho)).toEqual([
      'items[0].destino.rota',
      'items[1].destino.href',
      'items[2].label',
      'items[2].destino.tipo',
      'items[2].grupo',
      'items[3].destino.slug',
    ]);
    expect(r.erros[1]?.mensagem).toBe(
      'endereço "javascript:" não é aceito: use um caminho desta loja começando com "/" (ex.: "/aurora/ofertas") ou um endereço https:// (ex.: "https://exemplo.com.br")',
    );
    expect(r.erros[2]?.mensagem).toBe('texto não pode ser vazio');
    expect(r.erros[3]?.mensagem).toBe(
      'tipo de destino desconhecido "link" (tipos válidos: rota, categoria, url, pagina)',
    );
  });
  it('rejects duplicate item ids', () => {
    const r = parseMenuDocument({
      schemaVersion: 1,
      items: [
        { id: 'a', label: 'X', destino: { tipo: 'rota', rota: 'home' }, grupo: 'principal' },
        { id: 'a', label: 'Y', destino: { tipo: 'rota', rota: 'sair' }, grupo: 'conta' },
      ],
    });
    expect(r).toEqual({
      ok: false,
      erros: [{ caminho: 'items[1].id', mensagem: 'id "a" repetido (já usado em items[0])' }],
    });
  });
});

describe('features document', () => {
  it('enables features absent from the document and gates present ones', () => {
    const r = parseFeaturesDocument({
      features: {
        precos: { when: { loggedIn: true } },
        chat: { when: { roles: ['cliente'], supplierTags: { none: ['support-budget'] } } },
      },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.document.schemaVersion).toBe(1);
    expect(isFeatureEnabled(r.document, 'precos', anon)).toBe(false);
    expect(isFeatureEnabled(r.document, 'precos', cliente)).toBe(true);
    expect(isFeatureEnabled(r.document, 'chat', cliente)).toBe(true);
    expect(isFeatureEnabled(r.document, 'chat', { ...cliente, supplierTags: ['support-budget'] })).toBe(false);
    expect(isFeatureEnabled(r.document, 'carrinho', anon)).toBe(true);
    for (const name of FEATURE_NAMES) expect(isFeatureEnabled(defaultFeaturesDocument, name, anon)).toBe(true);
  });
  it('rejects unknown features and gates', () => {
    const r = parseFeaturesDocument({
      schemaVersion: 1,
      features: { chatt: { when: {} }, precos: { when: { loggedin: true } } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual([
      {
        caminho: 'features.precos.when',
        mensagem: 'chave não reconhecida "loggedin" (chaves válidas: supplierTags, userTags, roles, loggedIn, modulos)',
      },
      { caminho: 'features', mensagem: `chave não reconhecida "chatt" (chaves válidas: ${FEATURE_NAMES.join(', ')})` },
    ]);
  });
});
