import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLES, evaluateGate } from './gate';
import type { Gate, GateContext } from './gate';
import { assertMigrations, migrateDocument } from './migrations';
import type { Migration } from './migrations';

const ctx: GateContext = {
  supplierTags: ['has-delivery', 'enable-stock-control'],
  userTags: ['uses-single-address'],
  role: 'cliente',
  loggedIn: true,
};

describe('evaluateGate', () => {
  it('holds without conditions', () => {
    expect(evaluateGate(undefined, ctx)).toBe(true);
    expect(evaluateGate({}, ctx)).toBe(true);
  });
  it('checks all / any / none on supplier and user tags', () => {
    expect(evaluateGate({ supplierTags: { all: ['has-delivery', 'enable-stock-control'] } }, ctx)).toBe(true);
    expect(evaluateGate({ supplierTags: { all: ['has-delivery', 'has-collect'] } }, ctx)).toBe(false);
    expect(evaluateGate({ supplierTags: { any: ['has-collect', 'has-delivery'] } }, ctx)).toBe(true);
    expect(evaluateGate({ supplierTags: { any: ['has-collect'] } }, ctx)).toBe(false);
    expect(evaluateGate({ supplierTags: { any: [] } }, ctx)).toBe(true);
    expect(evaluateGate({ supplierTags: { none: ['hide-price-for-logged-out-customers'] } }, ctx)).toBe(true);
    expect(evaluateGate({ supplierTags: { none: ['has-delivery'] } }, ctx)).toBe(false);
    expect(evaluateGate({ userTags: { all: ['uses-single-address'] } }, ctx)).toBe(true);
    expect(evaluateGate({ userTags: { any: ['vip'] } }, ctx)).toBe(false);
  });
  it('checks roles and logged-in state', () => {
    expect(evaluateGate({ roles: ['cliente', 'representante'] }, ctx)).toBe(true);
    expect(evaluateGate({ roles: ['atendente'] }, ctx)).toBe(false);
    expect(evaluateGate({ roles: [] }, ctx)).toBe(true);
    expect(evaluateGate({ loggedIn: false }, ctx)).toBe(false);
    expect(evaluateGate({ loggedIn: true, roles: ['cliente'], supplierTags: { all: ['has-delivery'] } }, ctx)).toBe(
      true,
    );
  });
  it('property: a gate is the conjunction of its parts', () => {
    const tags = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 3 });
    const cond = fc.record(
      {
        all: fc.option(tags, { nil: undefined }),
        any: fc.option(tags, { nil: undefined }),
        none: fc.option(tags, { nil: undefined }),
      },
      { requiredKeys: [] },
    );
    const gate = fc.record(
      {
        supplierTags: cond,
        userTags: cond,
        roles: fc.array(fc.constantFrom(...ROLES), { maxLength: 3 }),
        loggedIn: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const context = fc.record({
      supplierTags: tags,
      userTags: tags,
      role: fc.constantFrom(...ROLES),
      loggedIn: fc.boolean(),
    });
    fc.assert(
      fc.property(gate, context, (g: Gate, c: GateContext) => {
        const parts = (Object.keys(g) as (keyof Gate)[]).map((k) => evaluateGate({ [k]: g[k] } as Gate, c));
        expect(evaluateGate(g, c)).toBe(parts.every(Boolean));
      }),
    );
  });
});

describe('migrateDocument', () => {
  const migrations: Migration[] = [
    { from: 0, to: 1, migrate: (d) => ({ ...d, itens: d['items'] ?? [] }) },
    {
      from: 1,
      to: 2,
      migrate: (d) => {
        const { itens, ...rest } = d;
        return { ...rest, items: itens };
      },
    },
    { from: 2, to: 3, migrate: (d) => ({ ...d, extra: true }) },
  ];
  it('applies the steps in order from the declared version', () => {
    expect(migrateDocument({ items: [1] }, migrations, 3)).toEqual({
      ok: true,
      from: 0,
      to: 3,
      document: { schemaVersion: 3, items: [1], extra: true },
    });
    expect(migrateDocument({ schemaVersion: 2, items: [] }, migrations, 3)).toEqual({
      ok: true,
      from: 2,
      to: 3,
      document: { schemaVersion: 3, items: [], extra: true },
    });
    expect(migrateDocument({ schemaVersion: 3, x: 1 }, migrations, 3)).toEqual({
      ok: true,
      from: 3,
      to: 3,
      document: { schemaVersion: 3, x: 1 },
    });
  });
  it('never mutates the input', () => {
    const raw = { items: [{ a: 1 }] };
    const copy = structuredClone(raw);
    const mutating: Migration[] = [
      {
        from: 0,
        to: 1,
        migrate: (d) => {
          (d['items'] as unknown[]).push(2);
          return d;
        },
      },
    ];
    migrateDocument(raw, mutating, 1);
    expect(raw).toEqual(copy);
  });
  it('reports newer versions, bad versions, gaps and failing steps', () => {
    expect(migrateDocument({ schemaVersion: 4 }, migrations, 3)).toMatchObject({
      ok: false,
      erros: [{ caminho: 'schemaVersion' }],
    });
    expect(migrateDocument({ schemaVersion: '1' }, migrations, 3)).toMatchObject({
      ok: false,
      erros: [{ caminho: 'schemaVersion' }],
    });
    expect(migrateDocument({ schemaVersion: 0 }, migrations.slice(1), 3)).toEqual({
      ok: false,
      erros: [{ caminho: 'schemaVersion', mensagem: 'não há migração da versão 0 para a versão 1' }],
    });
    const failing: Migration[] = [
      {
        from: 0,
        to: 1,
        migrate: () => {
          throw new Error('campo x ausente');
        },
      },
    ];
    expect(migrateDocument({}, failing, 1)).toEqual({
      ok: false,
      erros: [{ caminho: '(documento)', mensagem: 'migração 0→1 falhou: campo x ausente' }],
    });
    expect(migrateDocument([], migrations, 3)).toMatchObject({ ok: false });
    expect(migrateDocument(null, migrations, 3)).toMatchObject({ ok: false });
  });
  it('validates migration lists', () => {
    expect(() => assertMigrations(migrations, 3)).not.toThrow();
    expect(() => assertMigrations([{ from: 0, to: 2, migrate: (d) => d }], 3)).toThrow(/avançar uma versão/);
    expect(() => assertMigrations([migrations[1]!, migrations[0]!], 3)).toThrow(/fora de ordem/);
  });
});
