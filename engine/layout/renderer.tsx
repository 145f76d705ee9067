/**
 * Renders a supplier's layout nodes through the block registry.
 *
 * - Nodes whose `when` gate is false are skipped (with their children).
 * - Each block sits in its own error boundary: a block that throws is logged with
 *   console.error and renders nothing; the rest of the page stays (never a blank page).
 * - Blocks' components may be `React.lazy`: such a block is wrapped in Suspense with a small
 *   skeleton. A block that is not lazy gets no Suspense boundary of its own: the page hydrates as
 *   one unit, so a tap that changes the model while the page hydrates (a cart line's stepper) is
 *   never seen by a block still waiting to hydrate (React error 418: its text differs from the
 *   server's), and a load the page starts when it mounts lands after all of it is live.
 * - A node naming a block missing from the registry is logged and skipped (validation with
 *   the model's `$layout` normally rejects such documents before they get here).
 */
import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { LayoutNode } from '#schemas/layout';
import { LAYOUT_LIMITS } from '#schemas/limits-valores';
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
  /** How deep these nodes sit (1 = a region's or page's own blocks); set by the renderer itself. */
  depth?: number;
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

const INVALID = Symbol('invalid');
/** Each node's props completed with its block's defaults, once per node object. */
const completed = new WeakMap<LayoutNode, unknown>();

/**
 * A node's props with the block's defaults filled in, by the block's own schema (which the block's
 * chunk carries anyway): the server serves layouts as written, so the page's HTML does not carry
 * every default of every page. Props the schema refuses (the server validated the document, so only
 * a document changed behind it) are logged and the block is skipped.
 */
function propsOf(node: LayoutNode, definition: BlockRegistry[string]): unknown {
  if (completed.has(node)) return completed.get(node);
  const result = definition.props.safeParse(node.props ?? {});
  if (!result.success)
    console.error(`[layout] props inválidas no bloco "${node.type}" (id "${node.id}"); bloco ignorado`, result.error);
  const props = result.success ? result.data : INVALID;
  completed.set(node, props);
  return props;
}

/** Whether a component is `React.lazy` (it suspends until its module has loaded). */
const isLazy = (component: unknown): boolean =>
  typeof component === 'object' &&
  component !== null &&
  (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

/** The small placeholder shown while a lazy block loads. */
export function BlockSkeleton({ type }: { type: string }) {
  return <div className={styles.skeleton} data-block-skeleton={type} aria-hidden="true" />;
}

function LayoutNodeView({
  node,
  registry,
  context,
  onBlockError,
  depth = 1,
}: { node: LayoutNode } & Omit<LayoutRegionProps, 'nodes'>) {
  // Whatever is stored, never deeper than the document limit (schemas/limits.ts).
  if (depth > LAYOUT_LIMITS.maxBlockDepth) {
    console.error(
      `[layout] o bloco "${node.type}" (id "${node.id}") passa de ${LAYOUT_LIMITS.maxBlockDepth} níveis de aninhamento: ignorado`,
    );
    return null;
  }
  if (!evaluateGate(node.when, context)) return null;
  const definition = Object.hasOwn(registry, node.type) ? registry[node.type] : undefined;
  if (!definition) {
    console.error(`[layout] bloco desconhecido "${node.type}" (id "${node.id}") ignorado`);
    return null;
  }
  const Block = definition.component;
  const props = propsOf(node, definition);
  if (props === INVALID) return null;
  const children =
    definition.acceptsChildren && node.children && node.children.length > 0 ? (
      <LayoutRegion
        nodes={node.children}
        registry={registry}
        context={context}
        onBlockError={onBlockError}
        depth={depth + 1}
      />
    ) : undefined;
  const block = (
    <Block id={node.id} props={props}>
      {children}
    </Block>
  );
  return (
    <BlockErrorBoundary node={node} onError={onBlockError}>
      {isLazy(Block) ? <Suspense fallback={<BlockSkeleton type={node.type} />}>{block}</Suspense> : block}
    </BlockErrorBoundary>
  );
}

/** Renders `nodes` in order through `registry`, gated by `context`. */
export function LayoutRegion({ nodes, registry, context, onBlockError, depth = 1 }: LayoutRegionProps) {
  return (
    <>
      {nodes.map((node) => (
        <LayoutNodeView
          key={node.id}
          node={node}
          registry={registry}
          context={context}
          onBlockError={onBlockError}
          depth={depth}
        />
      ))}
    </>
  );
}
