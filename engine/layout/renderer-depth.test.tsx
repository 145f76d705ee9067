import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import type { LayoutNode } from '#schemas/layout';
import { LAYOUT_LIMITS } from '#schemas/limits';
import { defineBlock } from './define-block';
import { anonymousGateContext } from './gate';
import { LayoutRegion } from './renderer';
import type { BlockRegistry } from './renderer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const section = defineBlock({
  type: 'section',
  acceptsChildren: true,
  props: z.object({}),
  component: ({ id, children }) => <section data-testid={id}>{children}</section>,
});
const registry: BlockRegistry = { section };

/** `levels` sections, each the only child of the one above, as a stored document could hold them. */
function nested(levels: number): LayoutNode {
  const root: LayoutNode = { type: 'section', id: 's1', props: {} };
  let current = root;
  for (let i = 2; i <= levels; i++) {
    const child: LayoutNode = { type: 'section', id: `s${i}`, props: {} };
    current.children = [child];
    current = child;
  }
  return root;
}

describe('LayoutRegion depth guard', () => {
  it(`renders at most ${LAYOUT_LIMITS.maxBlockDepth} levels of blocks, whatever it is given (1,000 nested sections)`, () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LayoutRegion nodes={[nested(1000)]} registry={registry} context={anonymousGateContext()} />);
    expect(screen.getByTestId(`s${LAYOUT_LIMITS.maxBlockDepth}`)).toBeTruthy();
    expect(screen.queryByTestId(`s${LAYOUT_LIMITS.maxBlockDepth + 1}`)).toBeNull();
    expect(document.querySelectorAll('section')).toHaveLength(LAYOUT_LIMITS.maxBlockDepth);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('passa de 8 níveis de aninhamento'));
  });

  it('renders a document within the limit whole, without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LayoutRegion
        nodes={[nested(LAYOUT_LIMITS.maxBlockDepth)]}
        registry={registry}
        context={anonymousGateContext()}
      />,
    );
    expect(document.querySelectorAll('section')).toHaveLength(LAYOUT_LIMITS.maxBlockDepth);
    expect(error).not.toHaveBeenCalled();
  });
});
