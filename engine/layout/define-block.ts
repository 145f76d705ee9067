/**
 * The contract every block in blocks/ fulfils. A block is a React component plus the zod/mini
 * schema of its props (with defaults), in the style of Puck's `Config`: the registry maps a
 * block type to its definition, and a stored layout node is `{ type, id, props, children?, when? }`.
 *
 * The props schema lives in its own React-free module (`blocks/<name>/schema.ts`) so that the
 * server can validate a supplier's layout document with the very same schemas.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ZodMiniType, infer as Infer } from 'zod/mini';

export interface BlockSchemaEntry<Schema extends ZodMiniType = ZodMiniType> {
  /** zod/mini schema of the block's props; every prop has a default so `{}` is valid. */
  props: Schema;
  /** Whether a node of this block may hold `children` (nested blocks). */
  acceptsChildren: boolean;
  /** One line for the admin's editor, in pt-BR. */
  description: string;
}

export interface BlockComponentProps<Props> {
  /** The node id from the layout document (stable, unique within the page). */
  id: string;
  props: Props;
  /** Rendered children, for blocks that accept them. */
  children?: ReactNode;
}

export interface BlockDefinition<Type extends string = string, Schema extends ZodMiniType = ZodMiniType>
  extends BlockSchemaEntry<Schema> {
  type: Type;
  component: ComponentType<BlockComponentProps<Infer<Schema>>>;
}

export function defineBlock<Type extends string, Schema extends ZodMiniType>(
  definition: BlockDefinition<Type, Schema>,
): BlockDefinition<Type, Schema> {
  return definition;
}
