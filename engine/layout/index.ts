/** The layout engine: block contract, gates and the renderer (the model validates the document: `$layout`). */
export { defineBlock } from './define-block';
export type { BlockComponentProps, BlockDefinition, BlockSchemaEntry } from './define-block';
export { anonymousGateContext, createGateContext, evaluateGate } from './gate';
export type { Gate, GateContext, Role } from './gate';
export { BlockErrorBoundary, BlockSkeleton, LayoutRegion } from './renderer';
export type { BlockErrorHandler, BlockRegistry, LayoutRegionProps } from './renderer';
