/**
 * Renders a supplier's layout nodes through the block registry.
 *
 * - Nodes whose `when` gate is false are skipped (with their children).
 * - Each block sits in its own error boundary: a block that throws is logged with
 *   console.error and renders nothing; the rest of the page stays (never a blank page).
 * - Blocks' components may be `React.lazy`: each block is wrapped in Suspense with a small skeleton.
 * - A node naming a block missing from the registry is logged and skipped (validation with
 *   `resolveLayout` normally rejects such documents before they get here).
 */
import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { LayoutNode } from '../../schemas/layout';
import { formatErros } from '../../schemas/errors';
import type { ErroDocumento } from '../../schemas/errors';
import { parseLayoutDocument } from '../../schemas/layout';
import type { BlockDefinition } from './define-block';
import { evaluateGate } from './gate';
import type { GateContext } from './gate';
import * as styles from './renderer.css';

/** Block type → definition. Any block definition fits (its props are checked by the layout schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockRegistry = Readonly<Record<string, BlockDefinition<string, any>>>;

/** Called when a block throws (render error or failed lazy import), after it was logged. */
export type BlockErrorHandler = (error: unknown, node: LayoutNode) => void;

export interface LayoutRegionProps {
  nodes: readonly LayoutNode[];
  registry: BlockRegistry;
  context: GateContext;
  /** Optional: e.g. the app shell's "a lazy-load failure reloads the page once" (spec section 8). */
  onBlockError?: BlockErrorHandler;
}

interface BoundaryProps {
  node: LayoutNode;
  children: ReactNode;
  onError?: BlockErrorHandler;
}

interface BoundaryState {
  failed: boolean;
  node: LayoutNode;
}

/** Catches a block's render error: logs it, renders nothing for that block. A new node (new props) retries. */
export class BlockErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, node: this.props.node };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.node !== state.node ? { failed: false, node: props.node } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { type, id } = this.props.node;
    console.error(`[layout] o bloco "${type}" (id "${id}") falhou e não será exibido`, error, info.componentStack);
    this.props.onError?.(error, this.props.node);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** The small placeholder shown while a lazy block loads. */
export function BlockSkeleton({ type }: { type: string }) {
  return <div className={styles.skeleton} data-block-skeleton={type} aria-hidden="true" />;
}

function LayoutNodeView({ node, registry, context, onBlockError }: { node: LayoutNode } & Omit<LayoutRegionProps, 'nodes'>) {
  if (!evaluateGate(node.when, context)) return null;
  const definition = Object.hasOwn(registry, node.type) ? registry[node.type] : undefined;
  if (!definition) {
    console.error(`[layout] bloco desconhecido "${node.type}" (id "${node.id}") ignorado`);
    return null;
  }
  const Block = definition.component;
  const children =
    definition.acceptsChildren && node.children && node.children.length > 0 ? (
      <LayoutRegion nodes={node.children} registry={registry} context={context} onBlockError={onBlockError} />
    ) : undefined;
  return (
    <BlockErrorBoundary node={node} onError={onBlockError}>
      <Suspense fallback={<BlockSkeleton type={node.type} />}>
        <Block id={node.id} props={node.props}>
          {children}
        </Block>
      </Suspense>
    </BlockErrorBoundary>
  );
}

/** Renders `nodes` in order through `registry`, gated by `context`. */
export function LayoutRegion({ nodes, registry, context, onBlockError }: LayoutRegionProps) {
  return (
    <>
      {nodes.map((node) => (
        <LayoutNodeView key={node.id} node={node} registry={registry} context={context} onBlockError={onBlockError} />
      ))}
    </>
  );
}

export interface ResolveLayoutOptions {
  /** Where the document came from, for the log line (e.g. 'fornecedor aurora'). */
  source?: string;
  /** Called with the errors when the document is rejected (besides console.error). */
  onInvalid?: (erros: ErroDocumento[]) => void;
}

/**
 * Validates a raw layout document (migrating it first). On failure logs the path-precise pt-BR
 * errors with console.error and returns `fallback` (the default layout). An absent document
 * (null/undefined: the supplier has none) silently yields the fallback.
 */
export function resolveLayout<Doc>(raw: unknown, schema: ZodMiniType<Doc>, fallback: Doc, options: ResolveLayoutOptions = {}): Doc {
  if (raw === null || raw === undefined) return fallback;
  const result = parseLayoutDocument(raw, schema);
  if (result.ok) return result.document;
  console.error(
    `[layout] documento de layout inválido${options.source ? ` (${options.source})` : ''}; usando o layout padrão:\n${formatErros(result.erros)}`,
  );
  options.onInvalid?.(result.erros);
  return fallback;
}
