/**
 * The contract every block in blocks/ fulfils. A block is a React component plus the zod/mini
 * schema of its props (with defaults), in the style of Puck's `Config`: the registry maps a
 * block type to its definition, and a stored layout node is `{ type, id, props, children?, when? }`.
 *
 * The props schema lives in its own React-free module (`blocks/<name>/schema.ts`) so that the
 * server can validate a supplier's layout document with the very same schemas. Beside it,
 * `blocks/<name>/fields.ts` describes every prop for a form (in the style of Puck's `fields`):
 * `BlockFields` requires an entry for each prop of the schema, so a prop without one fails to compile.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ZodMiniType, infer as Infer } from 'zod/mini';
import type { PageTypeName } from '#schemas/page-types';

export interface BlockSchemaEntry<Schema extends ZodMiniType = ZodMiniType> {
  /** zod/mini schema of the block's props; every prop has a default so `{}` is valid. */
  props: Schema;
  /** Whether a node of this block may hold `children` (nested blocks). */
  acceptsChildren: boolean;
  /**
   * The page types it may be placed on, when it reads their model (the cart's lines, the order):
   * the layout schema refuses it elsewhere, and only those pages' chunks carry its component.
   * Absent: any page or region (its component is in the first view's registry, blocks/registry.ts).
   */
  pages?: readonly PageTypeName[];
}

export interface BlockComponentProps<Props> {
  /** The node id from the layout document (stable, unique within the page). */
  id: string;
  props: Props;
  /** Rendered children, for blocks that accept them. */
  children?: ReactNode;
}

export interface BlockDefinition<
  Type extends string = string,
  Schema extends ZodMiniType = ZodMiniType,
> extends BlockSchemaEntry<Schema> {
  type: Type;
  component: ComponentType<BlockComponentProps<Infer<Schema>>>;
}

export function defineBlock<Type extends string, Schema extends ZodMiniType>(
  definition: BlockDefinition<Type, Schema>,
): BlockDefinition<Type, Schema> {
  return definition;
}

/** The form control a layout editor shows for a prop. */
export const FIELD_CONTROLS = [
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'colour',
  'image-url',
  'static-text-key',
  'category',
  'product',
  'carousel',
] as const;
export type FieldControl = (typeof FIELD_CONTROLS)[number];

interface FieldBase {
  /** pt-BR label of the control. */
  label: string;
  /** pt-BR help text under the control. */
  help?: string;
}

export interface TextField extends FieldBase {
  /** 'static-text-key': the key of one of the supplier's static texts. */
  control: 'text' | 'textarea' | 'colour' | 'image-url' | 'static-text-key';
}

export interface NumberField extends FieldBase {
  control: 'number';
  /** Shown after the value ('segundos', 'ms'). */
  unit?: string;
}

/** A number that names a record of the supplier: a category, a product or a carousel (by id). */
export interface ReferenceField extends FieldBase {
  control: 'category' | 'product' | 'carousel';
}

export interface BooleanField extends FieldBase {
  control: 'boolean';
}

export interface SelectField<Value extends string> extends FieldBase {
  control: 'select';
  /** The same `as const` array that feeds the schema's `z.enum`. */
  options: readonly Value[];
  /** pt-BR label of each option. */
  optionLabels: { readonly [Option in Value]: string };
}

/** The field a prop of this value type may have. */
export type FieldFor<Value> = [NonNullable<Value>] extends [boolean]
  ? BooleanField
  : [NonNullable<Value>] extends [number]
    ? NumberField | ReferenceField
    : string extends NonNullable<Value>
      ? TextField
      : NonNullable<Value> extends string
        ? SelectField<NonNullable<Value>>
        : never;

export type FieldMeta = TextField | NumberField | ReferenceField | BooleanField | SelectField<string>;

/** One field for every prop of the schema (optional props included). */
export type BlockFields<Schema extends ZodMiniType> = {
  [Prop in keyof Infer<Schema>]-?: FieldFor<Infer<Schema>[Prop]>;
};

/** Declares the fields of a block's props; the schema is there for the types only. */
export function defineFields<Schema extends ZodMiniType>(
  _schema: Schema,
  fields: BlockFields<Schema>,
): BlockFields<Schema> {
  return fields;
}
