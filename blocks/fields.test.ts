// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIELD_CONTROLS, defineFields } from '#engine/layout/define-block';
import type { FieldMeta } from '#engine/layout/define-block';
import { headerProps } from './header/schema';
import { OFFERS_BUTTON_POSITIONS, offersButtonProps } from './offers-button/schema';
import { blockFields } from './fields';
import { BLOCK_TYPES, blockSchemas } from './schemas';

/** The zod/mini definition of a prop, under its default/optional wrappers. */
interface ZodDef {
  type: string;
  innerType?: { _zod: { def: ZodDef } };
  entries?: Record<string, string>;
}
type ZodNode = { _zod: { def: ZodDef & { shape?: Record<string, ZodNode> } } };

function unwrap(node: ZodNode): ZodDef {
  let def = node._zod.def;
  while ((def.type === 'default' || def.type === 'optional') && def.innerType) def = def.innerType._zod.def;
  return def;
}

const CONTROLS_BY_TYPE: Record<string, readonly string[]> = {
  string: ['text', 'textarea', 'colour', 'image-url', 'static-text-key'],
  number: ['number', 'category', 'product', 'carousel'],
  boolean: ['boolean'],
  enum: ['select'],
};

describe('block fields', () => {
  it('describe every prop of every registered block, with a pt-BR label and a control fit for its type', () => {
    expect(Object.keys(blockFields).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) {
      const shape = (blockSchemas[type].props as unknown as ZodNode)._zod.def.shape ?? {};
      const fields = blockFields[type] as Record<string, FieldMeta>;
      expect(Object.keys(fields).sort(), type).toEqual(Object.keys(shape).sort());
      for (const [prop, node] of Object.entries(shape)) {
        const field = fields[prop]!;
        const where = `${type}.${prop}`;
        expect(field.label.trim().length, where).toBeGreaterThan(1);
        expect(FIELD_CONTROLS, where).toContain(field.control);
        const def = unwrap(node);
        expect(CONTROLS_BY_TYPE[def.type], `${where}: ${def.type}`).toContain(field.control);
        if (field.control === 'select') {
          const values = Object.values(def.entries ?? {});
          expect([...field.options], where).toEqual(values);
          expect(Object.keys(field.optionLabels).sort(), where).toEqual([...values].sort());
          for (const label of Object.values(field.optionLabels)) expect(label.trim().length, where).toBeGreaterThan(1);
        }
      }
    }
  });

  it('refuse, at compile time, a prop without its field or a field unfit for the prop', () => {
    // @ts-expect-error placeholderBusca has no field
    defineFields(headerProps, {
      mostrarBusca: { control: 'boolean', label: 'Busca' },
      mostrarMenu: { control: 'boolean', label: 'Menu' },
    });
    defineFields(offersButtonProps, {
      // @ts-expect-error a text prop cannot be a checkbox
      label: { control: 'boolean', label: 'Texto' },
      posicao: {
        control: 'select',
        label: 'Posição',
        options: OFFERS_BUTTON_POSITIONS,
        optionLabels: { direita: 'Direita', esquerda: 'Esquerda' },
      },
    });
    defineFields(offersButtonProps, {
      label: { control: 'text', label: 'Texto' },
      posicao: {
        control: 'select',
        label: 'Posição',
        options: OFFERS_BUTTON_POSITIONS,
        // @ts-expect-error every option needs its label
        optionLabels: { direita: 'Direita' },
      },
    });
    expect(true).toBe(true);
  });
});
