// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LayoutNodeInput } from '#schemas/layout';
import { checkoutDefaultNodes } from './defaults';
import { checkoutBlockFields } from './fields';
import { checkoutBlocks } from './registry';
import { checkoutBlockSchemas } from './schemas';

type Type = keyof typeof checkoutBlockSchemas;
const walk = (nodes: readonly LayoutNodeInput[]): LayoutNodeInput[] =>
  nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);

describe('checkout block group', () => {
  it('lists the same block types in its schemas, fields and registry, each definition with its own schema', () => {
    const types = Object.keys(checkoutBlockSchemas).sort();
    expect(types).toEqual(
      [
        'address-choice',
        'delivery-method',
        'order-characteristics',
        'order-submit',
        'payment-method',
        'pickup-store',
      ].sort(),
    );
    expect(Object.keys(checkoutBlockFields).sort()).toEqual(types);
    expect(Object.keys(checkoutBlocks).sort()).toEqual(types);
    for (const type of types as Type[]) {
      const block = checkoutBlocks[type];
      expect(block.type).toBe(type);
      expect(block.props).toBe(checkoutBlockSchemas[type].props);
      expect(block.acceptsChildren).toBe(checkoutBlockSchemas[type].acceptsChildren);
      // Every prop has a default: `{}` is valid.
      expect(() => checkoutBlockSchemas[type].props.parse({})).not.toThrow();
    }
  });

  it('default nodes: order-submit at the top holding the rest, unique padrao- ids, children only where accepted, props valid', () => {
    expect(checkoutDefaultNodes.map((n) => n.type)).toEqual(['order-submit']);
    const all = walk(checkoutDefaultNodes);
    expect(all.map((n) => n.type)).toEqual([
      'order-submit',
      'delivery-method',
      'address-choice',
      'pickup-store',
      'payment-method',
      'order-characteristics',
    ]);
    const ids = all.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of all) {
      expect(node.id).toMatch(/^padrao-checkout-/);
      const schema = checkoutBlockSchemas[node.type as Type];
      expect(schema.props.safeParse(node.props ?? {}).success, node.id).toBe(true);
      if (node.children) expect(schema.acceptsChildren, node.id).toBe(true);
    }
  });
});
