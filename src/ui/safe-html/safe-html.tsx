/**
 * The ONLY place where HTML from the API is rendered. The HTML goes through DOMPurify (loaded
 * lazily); until it has loaded, the text content is shown as plain text (tags stripped, React
 * escapes it), so nothing unsanitised ever reaches the DOM.
 */
import { useEffect, useState } from 'react';
import type { ElementType } from 'react';
import { stripHtml } from '../../../engine/rules/names';
import { loadSanitizer, loadedSanitizer } from './sanitize';

export interface SafeHtmlProps {
  html: string | null | undefined;
  /** Element to render (default 'div'). */
  as?: ElementType;
  className?: string;
}

function initial(html: string): { clean: string } | null {
  const sanitizer = loadedSanitizer();
  return sanitizer ? { clean: sanitizer.sanitize(html) } : null;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const source = html ?? '';
  const [state, setState] = useState<{ source: string; clean: string } | null>(() => {
    const now = initial(source);
    return now ? { source, clean: now.clean } : null;
  });

  useEffect(() => {
    if (state?.source === source) return;
    let alive = true;
    void loadSanitizer().then((sanitizer) => {
      if (alive) setState({ source, clean: sanitizer.sanitize(source) });
    });
    return () => {
      alive = false;
    };
  }, [source, state?.source]);

  if (source === '') return null;
  if (state && state.source === source) {
    return <Tag className={className} data-safe-html="" dangerouslySetInnerHTML={{ __html: state.clean }} />;
  }
  return (
    <Tag className={className} data-safe-html="pending">
      {stripHtml(source)}
    </Tag>
  );
}
