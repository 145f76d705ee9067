/**
 * The footer: a lazy block (the layout renderer wraps it in Suspense; issue 35 items 6 and 7 needed
 * its bytes in the first view). The server renders it whole, so the page shows it at once; in the
 * browser it hydrates when its chunk has loaded (until then its links are plain links). Its styles
 * stay in the first view's stylesheet (the import below), so nothing changes when the chunk arrives.
 */
import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { footerSchema } from './schema';
import './footer.css';

export const footerBlock = defineBlock({
  type: 'footer',
  ...footerSchema,
  component: lazy(() => import('./footer').then((m) => ({ default: m.Footer }))),
});
