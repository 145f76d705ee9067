import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BUTTON_VARIANTS, Button } from './button';
import { Dialog } from './dialog';
import fc from 'fast-check';
import { SafeHtml } from './safe-html';
import { IDLE_TIMEOUT_MS, useIdle, whenIdle } from './use-idle';
import {
  SANITIZE_CONFIG,
  createSanitizer,
  imagemPropria,
  loadSanitizer,
  sanitizeHtml,
  textOnlySanitizer,
} from './safe-html/sanitize';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Button', () => {
  it('renders each variant as a type=button button', () => {
    for (const variant of BUTTON_VARIANTS) {
      render(<Button variant={variant}>{variant}</Button>);
      const button = screen.getByRole('button', { name: variant });
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('data-variant')).toBe(variant);
    }
    const classes = BUTTON_VARIANTS.map((v) => screen.getByRole('button', { name: v }).className);
    expect(new Set(classes).size).toBe(3);
  });
  it('forwards props and clicks', () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" onClick={onClick} aria-label="Enviar">
        ok
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });
});

function DialogHarness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          onOpenChange(o);
          setOpen(o);
        }}
        title="Preferências"
        description="Escolha o que permitir."
      >
        <input aria-label="campo" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal with a Fechar button that closes it', async () => {
    const onOpenChange = vi.fn();
    render(<DialogHarness onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByText('Preferências').id);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Escolha o que permitir.').id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
  it('closes with Escape', async () => {
    const onOpenChange = vi.fn();
    render(<DialogHarness onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('SafeHtml', () => {
  const DANGEROUS = [
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">a</a>',
    '<p onclick="x()">p</p>',
    '<svg><script>1</script></svg>',
    '<iframe src="//x"></iframe>',
  ];

  it('property: whatever the environment, the output never carries scripts, handlers or javascript: URLs', async () => {
    const sanitizer = await loadSanitizer();
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...DANGEROUS), fc.string()), { maxLength: 6 }), (parts) => {
        const out = sanitizer.sanitize(parts.join(''));
        expect(out).not.toMatch(/<script|<iframe|\sonerror\s*=|\sonclick\s*=|href="javascript:/i);
      }),
    );
    expect(await sanitizeHtml('<b>você</b>')).toContain('você');
  });

  it('forbids id, name and srcset and allows only images of this origin (issue 27; in Chromium: tests/browser/safe-html-produto)', () => {
    expect(SANITIZE_CONFIG.FORBID_ATTR).toEqual(expect.arrayContaining(['id', 'name', 'srcset', 'style']));
    expect(imagemPropria('https://loja.example/a.png', 'https://loja.example')).toBe(true);
    expect(imagemPropria('/aurora/img/1.png', 'https://loja.example')).toBe(true);
    expect(imagemPropria('https://outra.example/a.png', 'https://loja.example')).toBe(false);
    expect(imagemPropria('//outra.example/a.png', 'https://loja.example')).toBe(false);
    expect(imagemPropria('/\\outra.example/a.png', 'https://loja.example')).toBe(false);
    expect(imagemPropria('http://loja.example/a.png', 'https://loja.example')).toBe(false);
    expect(imagemPropria('data:image/png;base64,AAAA', 'https://loja.example')).toBe(true);
    expect(imagemPropria(null, 'https://loja.example')).toBe(true);
  });

  it('uses DOMPurify only when it passes the canary; otherwise plain, escaped text', () => {
    const fake = (sanitize: (html: string) => string) =>
      ({ isSupported: true, sanitize, addHook: vi.fn(), removeHook: vi.fn() }) as unknown as Parameters<
        typeof createSanitizer
      >[0];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createSanitizer(fake((h) => h)).mode).toBe('text');
    expect(createSanitizer({ ...fake((h) => h), isSupported: false } as never).mode).toBe('text');
    expect(
      createSanitizer(
        fake(() => {
          throw new Error('x');
        }),
      ).mode,
    ).toBe('text');
    const good = createSanitizer(
      fake((h) => h.replace(/<script[\s\S]*?<\/script>|\son[a-z]+="[^"]*"|javascript:[^"]*/gi, '')),
    );
    expect(good.mode).toBe('dompurify');
    expect(textOnlySanitizer.sanitize('<b>a & b</b><script>x</script> "c"')).toBe('a &amp; b &quot;c&quot;');
  });

  it('renders safe content and never an element with an event handler', async () => {
    // On screen: the sanitizer loads when the element is near the viewport (ui/safe-html).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly cb: (e: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.cb([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    const { container } = render(
      <SafeHtml html={'<strong>Frete</strong> grátis<img src=x onerror="alert(1)">'} as="section" />,
    );
    const el = container.querySelector('section');
    await waitFor(() => expect(el?.getAttribute('data-safe-html')).toBe(''));
    expect(el?.textContent).toContain('Frete');
    expect(el?.querySelector('[onerror]')).toBeNull();
    expect(el?.querySelector('script')).toBeNull();
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('useIdle', () => {
  function Probe() {
    return <p>{useIdle() ? 'ocioso' : 'ocupado'}</p>;
  }

  it('turns true once the browser is idle after the load, and not before', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((fn: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(IDLE_TIMEOUT_MS);
      idle = fn;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<Probe />);
    expect(screen.getByText('ocupado')).toBeTruthy();
    await waitFor(() => expect(requestIdleCallback).toHaveBeenCalledTimes(1));
    expect(screen.getByText('ocupado')).toBeTruthy();
    act(() => idle?.());
    expect(screen.getByText('ocioso')).toBeTruthy();
  });

  it('waits for the load event while the page is loading; cancelled before it, it never runs', () => {
    const requestIdleCallback = vi.fn((fn: () => void) => {
      fn();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const cancelled = vi.fn();
    const cancel = whenIdle(cancelled);
    const waiting = vi.fn();
    whenIdle(waiting);
    cancel();
    expect(requestIdleCallback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    readyState.mockRestore();
  });
});
