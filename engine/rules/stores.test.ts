// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decidirFornecedores,
  descricaoAtendimento,
  enderecoAutoSelecionado,
  exigeEndereco,
  exigeLogin,
  lojasDaEmpresa,
  somenteRetirada,
  urlDaLoja,
  validarLocalSoCidade,
} from './stores';

const TAGS = [
  'has-delivery',
  'has-collect',
  'requires-address-to-access',
  'requires-supplier-to-access',
  'use-primary-address',
  'support-budget',
] as const;
const tags = fc.subarray([...TAGS]);
const id = fc.constantFrom('a', 'b', 'c', 'd');
const fornecedor = fc.record({ idfornecedor: id, slug: fc.string(), idempresa: fc.integer({ min: 1, max: 3 }), tags });

describe('decidirFornecedores (spec section 4: several, one, none)', () => {
  it('none is "nenhum"; one is "manter" when it is the current supplier, else "trocar" to it; several is the list', () => {
    fc.assert(
      fc.property(fc.array(fornecedor, { maxLength: 6 }), fc.option(id, { nil: null }), (lista, atual) => {
        const distintos = new Set(lista.map((f) => f.idfornecedor));
        const d = decidirFornecedores(lista, atual);
        if (distintos.size === 0) expect(d).toEqual({ tipo: 'nenhum' });
        else if (distintos.size > 1) {
          expect(d.tipo).toBe('escolher');
          if (d.tipo === 'escolher') expect(d.fornecedores.map((f) => f.idfornecedor)).toEqual([...distintos]);
        } else if ([...distintos][0] === atual) expect(d).toEqual({ tipo: 'manter' });
        else expect(d).toEqual({ tipo: 'trocar', fornecedor: lista[0] });
      }),
    );
  });
  it('São Paulo (Aurora and ConstruForte) from Aurora: the list of both', () => {
    expect(decidirFornecedores([{ idfornecedor: 'aurora' }, { idfornecedor: 'construforte' }], 'aurora')).toEqual({
      tipo: 'escolher',
      fornecedores: [{ idfornecedor: 'aurora' }, { idfornecedor: 'construforte' }],
    });
  });
});

describe('lojasDaEmpresa', () => {
  it('keeps only the shops of the same idempresa, the current one first, each once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fornecedor, { selector: (f) => f.idfornecedor }), fornecedor, (lista, atual) => {
        const lojas = lojasDaEmpresa(lista, atual);
        expect(lojas.every((f) => f.idempresa === atual.idempresa)).toBe(true);
        expect(lojas).toHaveLength(lista.filter((f) => f.idempresa === atual.idempresa).length);
        if (lojas.some((f) => f.idfornecedor === atual.idfornecedor))
          expect(lojas[0]?.idfornecedor).toBe(atual.idfornecedor);
      }),
    );
    expect(lojasDaEmpresa([], null)).toEqual([]);
  });
});

describe('somenteRetirada (has-collect only) and the description of a shop', () => {
  it('is pickup only exactly with has-collect and without has-delivery', () => {
    fc.assert(
      fc.property(tags, (t) => {
        expect(somenteRetirada(t)).toBe(t.includes('has-collect') && !t.includes('has-delivery'));
      }),
    );
    expect(descricaoAtendimento(['has-collect', 'support-budget'])).toBe('Somente retirada na loja');
    expect(descricaoAtendimento(['has-delivery', 'has-collect'])).toBe('Entrega ou retirada na loja');
    expect(descricaoAtendimento(['has-delivery'])).toBe('Entrega no endereço');
  });
});

describe('enderecoAutoSelecionado (use-primary-address, uses-single-address)', () => {
  const endereco = fc.record({ idendereco: fc.integer({ min: 1, max: 1000 }), primario: fc.boolean() });
  it('the primary with use-primary-address; else the first with the user tag uses-single-address; else none', () => {
    fc.assert(
      fc.property(fc.array(endereco, { maxLength: 5 }), tags, fc.boolean(), (lista, t, unico) => {
        const escolhido = enderecoAutoSelecionado(lista, t, unico ? ['uses-single-address'] : []);
        const primario = lista.find((e) => e.primario);
        if (t.includes('use-primary-address') && primario) expect(escolhido).toBe(primario);
        else if (unico) expect(escolhido).toBe(lista[0] ?? null);
        else expect(escolhido).toBeNull();
      }),
    );
  });
});

describe('the gates (spec section 5)', () => {
  it('address required: has-delivery and requires-address-to-access, and the address has neither id nor latitude', () => {
    const local = fc.option(
      fc.record({
        idendereco: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        lat: fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null }),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(tags, local, (t, l) => {
        const ativo = t.includes('has-delivery') && t.includes('requires-address-to-access');
        const temId = (l?.idendereco ?? 0) > 0;
        const temLat = l?.lat !== null && l?.lat !== undefined;
        expect(exigeEndereco(t, l)).toBe(ativo && !temId && !temLat);
      }),
    );
    expect(exigeEndereco(['has-delivery', 'requires-address-to-access'], { cidade: 'Campinas', uf: 'SP' })).toBe(true);
    expect(exigeEndereco(['has-collect', 'requires-address-to-access'], null)).toBe(false);
  });
  it('login required: tag requires-supplier-to-access and nobody logged in', () => {
    fc.assert(
      fc.property(tags, fc.boolean(), (t, logado) => {
        expect(exigeLogin(t, logado)).toBe(t.includes('requires-supplier-to-access') && !logado);
      }),
    );
  });
});

describe('validarLocalSoCidade (use only city or neighbourhood)', () => {
  it('needs a city and a state; the neighbourhood is optional; trims and upper-cases', () => {
    expect(validarLocalSoCidade({ cidade: '  São   Paulo ', uf: 'sp', bairro: ' Pinheiros ' })).toEqual({
      ok: true,
      local: { cidade: 'São Paulo', uf: 'SP', bairro: 'Pinheiros' },
    });
    expect(validarLocalSoCidade({ cidade: 'Campinas', uf: 'SP', bairro: '' })).toEqual({
      ok: true,
      local: { cidade: 'Campinas', uf: 'SP', bairro: null },
    });
    expect(validarLocalSoCidade({ cidade: ' ', uf: 'XX' })).toEqual({
      ok: false,
      erros: { cidade: 'Informe a cidade.', uf: 'Escolha o estado (UF).' },
    });
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (cidade, uf, bairro) => {
        const r = validarLocalSoCidade({ cidade, uf, bairro });
        if (r.ok) {
          expect(r.local.cidade.length).toBeGreaterThan(0);
          expect(r.local.cidade).toBe(r.local.cidade.trim());
        } else expect(Object.keys(r.erros).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('urlDaLoja (switching shop)', () => {
  const construforte = { slug: 'construforte', config: { dominio: { dominio: 'construforte.localhost' } } };
  it("is /{slug} on a platform host; on a shop domain, the other shop's own domain (same protocol and port)", () => {
    expect(urlDaLoja(construforte, { whiteLabel: false, origin: 'http://localhost:3000' })).toBe('/construforte');
    expect(urlDaLoja(construforte, { whiteLabel: true, origin: 'http://aurora.localhost:3000' })).toBe(
      'http://construforte.localhost:3000/',
    );
    expect(urlDaLoja(construforte, { whiteLabel: true, origin: 'https://aurora.com.br' })).toBe(
      'https://construforte.localhost/',
    );
    expect(
      urlDaLoja(
        { slug: 'aurora-atacado', config: { dominio: { dominio: null } } },
        { whiteLabel: true, origin: 'http://aurora.localhost:3000' },
      ),
    ).toBe('/aurora-atacado');
  });
});
