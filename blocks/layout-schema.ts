/** The concrete layout document schema: the envelope of schemas/layout.ts over this project's blocks. */
import { createLayoutSchema } from '#schemas/layout-validation';
import type { LayoutDocument, LayoutNodeOf } from '#schemas/layout';
import { blockSchemas } from './schemas';
import type { BlockSchemas } from './schemas';

export const layoutSchema = createLayoutSchema(blockSchemas);

/** A node of a stored layout: a discriminated union on `type` over the known blocks. */
export type StoredLayoutNode = LayoutNodeOf<BlockSchemas>;
export type StoredLayoutDocument = LayoutDocument<StoredLayoutNode>;
