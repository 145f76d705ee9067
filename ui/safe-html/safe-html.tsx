/**
 * The ONLY place where HTML from the API is rendered. The HTML goes through DOMPurify; the
 * sanitizer and DOMPurify load lazily (a chunk of their own, not the first view). Until they have
 * loaded, or if they cannot, the text content is shown as plain text (tags stripped, React
 * escapes it), so nothing unsanitised ever reaches the DOM.
 *
 * The sanitizer is only fetched for HTML that has markup (text without a tag is shown as text,
 * which is what sanitizing it would give) and once the element comes near the viewport (200 px):
 * a page whose HTML snippets are all further down does not load DOMPurify with its first view.
 */
import { useEffect, useRef, useState } from 'react';
import type { ElementType } from 'react';
import { stripHtml } from '#engine/rules/names';
import type { Sanitizer } from './sanitize';

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer | null> | null = null;

/** Loads the sanitizer module once; null (plain text stays) when its chunk cannot be loaded. */
function loadSanitizerChunk(): Promise<Sanitizer | null> {
  loading ??= import('./sanitize')
    .then((mod) => mod.loadSanitizer())
    .then((sanitizer) => (loaded = sanitizer))
    .catch((error: unknown) => {
      console.error('[safe-html] sanitizador indisponível; exibindo só o texto', error);
      loading = null;
      return null;
    });
  return loading;
}

/**
 * Loads the sanitizer now (once), for a screen that must not grow under the reader when its HTML
 * turns from plain text into the sanitised markup (the checkout's order instructions, above its
 * options). Resolves when it has loaded or failed to (the text then stays): never rejects.
 */
export function carregarSanitizador(): Promise<void> {
  return loadSanitizerChunk().then(() => undefined);
}

/** Whether the sanitizer has loaded: SafeHtml then renders the sanitised markup at once. */
export function sanitizadorCarregado(): boolean {
  return loaded !== null;
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  /** Element to render (default 'div'). */
  as?: ElementType;
  /**
   * The plain text shown until the sanitizer is there (and in the server's HTML); by default the
   * text content on one line. A long document passes one that keeps a line per block. Its result
   * is rendered as text (React escapes it), never as HTML.
   */
  texto?: (html: string) => string;
  className?: string;
}

function initial(html: string): { clean: string } | null {
  return loaded ? { clean: loaded.sanitize(html) } : null;
}

export function SafeHtml({ html, as: Tag = 'div', className, texto = stripHtml }: SafeHtmlProps) {
  const source = html ?? '';
  const [state, setState] = useState<{ source: string; clean: string } | null>(() => {
    const now = initial(source);
    return now ? { source, clean: now.clean } : null;
  });

  const caixa = useRef<HTMLElement>(null);
  const temMarcacao = source.includes('<');

  useEffect(() => {
    if (state?.source === source || !temMarcacao) return;
    let alive = true;
    const sanitizar = (): void => {
      void loadSanitizerChunk().then((sanitizer) => {
        if (alive && sanitizer) setState({ source, clean: sanitizer.sanitize(source) });
      });
    };
    const el = caixa.current;
    if (loaded || !el || typeof IntersectionObserver !== 'function') {
      sanitizar();
      return () => {
        alive = false;
      };
    }
    const perto = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) {
          perto.disconnect();
          sanitizar();
        }
      },
      { rootMargin: '200px' },
    );
    perto.observe(el);
    return () => {
      alive = false;
      perto.disconnect();
    };
  }, [source, state?.source, temMarcacao]);

  if (source === '') return null;
  if (state && state.source === source) {
    return <Tag className={className} data-safe-html="" dangerouslySetInnerHTML={{ __html: state.clean }} />;
  }
  return (
    <Tag ref={caixa} className={className} data-safe-html={temMarcacao ? 'pending' : ''}>
      {texto(source)}
    </Tag>
  );
}
