/** The layout engine: block contract, gates, renderer and layout resolution. */
export { defineBlock } from './define-block';
export type { BlockComponentProps, BlockDefinition, BlockSchemaEntry } from './define-block';
export { anonymousGateContext, createGateContext, evaluateGate } from './gate';
export type { Gate, GateContext, Role } from './gate';
export { BlockErrorBoundary, BlockSkeleton, LayoutRegion, resolveLayout } from './renderer';
export type { BlockErrorHandler, BlockRegistry, LayoutRegionProps, ResolveLayoutOptions } from './renderer';
