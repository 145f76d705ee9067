import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import * as z from 'zod/mini';
import type { LayoutNode } from '#schemas/layout';
import { defineBlock } from './define-block';
import { anonymousGateContext, createGateContext } from './gate';
import { LayoutRegion } from './renderer';
import type { BlockRegistry } from './renderer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const textProps = z.object({ texto: z._default(z.string(), 'olá') });
const text = defineBlock({
  type: 'text',
  acceptsChildren: false,
  props: textProps,
  component: ({ id, props }) => <p data-testid={id}>{props.texto}</p>,
});
const section = defineBlock({
  type: 'section',
  acceptsChildren: true,
  props: z.object({}),
  component: ({ id, children }) => <section data-testid={id}>{children}</section>,
});
const broken = defineBlock({
  type: 'broken',
  acceptsChildren: false,
  props: z.object({}),
  component: () => {
    throw new Error('falha proposital');
  },
});
let resolveLazy: (() => void) | undefined;
const lazyBlock = defineBlock({
  type: 'lazy',
  acceptsChildren: false,
  props: z.object({}),
  component: lazy(
    () =>
      new Promise<{ default: (p: { id: string }) => React.JSX.Element }>((resolve) => {
        resolveLazy = () => resolve({ default: ({ id }) => <p data-testid={id}>carregado</p> });
      }),
  ),
});
const flaky = defineBlock({
  type: 'flaky',
  acceptsChildren: false,
  props: z.object({ fail: z._default(z.boolean(), false) }),
  component: ({ id, props }) => {
    if (props.fail) throw new Error('instável');
    return <p data-testid={id}>estável</p>;
  },
});
const registry: BlockRegistry = { text, section, broken, lazy: lazyBlock, flaky };

const anon = anonymousGateContext(['has-delivery']);

describe('LayoutRegion', () => {
  it('renders nodes in order, nested, with their props', () => {
    const nodes: LayoutNode[] = [
      { type: 'text', id: 'a', props: { texto: 'primeiro' } },
      { type: 'section', id: 's', props: {}, children: [{ type: 'text', id: 'b', props: { texto: 'dentro' } }] },
    ];
    const { container } = render(<LayoutRegion nodes={nodes} registry={registry} context={anon} />);
    expect(screen.getByTestId('a').textContent).toBe('primeiro');
    expect(screen.getByTestId('s').contains(screen.getByTestId('b'))).toBe(true);
    expect(container.textContent).toBe('primeirodentro');
  });

  it('skips nodes (and their children) whose gate is false', () => {
    const nodes: LayoutNode[] = [
      { type: 'text', id: 'publico', props: { texto: 'todos' } },
      { type: 'text', id: 'logado', props: { texto: 'só logado' }, when: { loggedIn: true } },
      {
        type: 'section',
        id: 'sem-entrega',
        props: {},
        when: { supplierTags: { none: ['has-delivery'] } },
        children: [{ type: 'text', id: 'x', props: { texto: 'x' } }],
      },
    ];
    const { rerender } = render(<LayoutRegion nodes={nodes} registry={registry} context={anon} />);
    expect(screen.queryByTestId('logado')).toBeNull();
    expect(screen.queryByTestId('x')).toBeNull();
    rerender(
      <LayoutRegion
        nodes={nodes}
        registry={registry}
        context={createGateContext({ loggedIn: true, supplierTags: [] })}
      />,
    );
    expect(screen.getByTestId('logado')).toBeTruthy();
    expect(screen.getByTestId('x')).toBeTruthy();
  });

  it('isolates a failing block: logs, renders nothing for it, keeps its siblings', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const nodes: LayoutNode[] = [
      { type: 'text', id: 'antes', props: { texto: 'antes' } },
      { type: 'broken', id: 'quebrado', props: {} },
      { type: 'text', id: 'depois', props: { texto: 'depois' } },
    ];
    const onBlockError = vi.fn();
    const nested: LayoutNode[] = [
      ...nodes,
      { type: 'section', id: 's', props: {}, children: [{ type: 'broken', id: 'dentro', props: {} }] },
    ];
    const { container } = render(
      <LayoutRegion nodes={nested} registry={registry} context={anon} onBlockError={onBlockError} />,
    );
    expect(container.textContent).toBe('antesdepois');
    expect(error.mock.calls.some((c) => String(c[0]).includes('o bloco "broken" (id "quebrado") falhou'))).toBe(true);
    expect(onBlockError.mock.calls.map((c) => (c[1] as LayoutNode).id).sort()).toEqual(['dentro', 'quebrado']);
    expect((onBlockError.mock.calls[0]?.[0] as Error).message).toBe('falha proposital');
  });

  it('retries a failed block when its node changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender, container } = render(
      <LayoutRegion nodes={[{ type: 'flaky', id: 'f', props: { fail: true } }]} registry={registry} context={anon} />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <LayoutRegion nodes={[{ type: 'flaky', id: 'f', props: { fail: false } }]} registry={registry} context={anon} />,
    );
    expect(screen.getByTestId('f').textContent).toBe('estável');
  });

  it('logs and skips a block missing from the registry', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <LayoutRegion
        nodes={[
          { type: 'nada', id: 'n', props: {} },
          { type: 'text', id: 't', props: { texto: 'ok' } },
        ]}
        registry={registry}
        context={anon}
      />,
    );
    expect(container.textContent).toBe('ok');
    expect(String(error.mock.calls[0]?.[0])).toContain('bloco desconhecido "nada"');
  });

  it('shows a skeleton while a lazy block loads, then the block', async () => {
    const { container } = render(
      <LayoutRegion nodes={[{ type: 'lazy', id: 'l', props: {} }]} registry={registry} context={anon} />,
    );
    expect(container.querySelector('[data-block-skeleton="lazy"]')).not.toBeNull();
    await act(async () => {
      resolveLazy?.();
      await Promise.resolve();
    });
    expect((await screen.findByTestId('l')).textContent).toBe('carregado');
    expect(container.querySelector('[data-block-skeleton]')).toBeNull();
  });
});
