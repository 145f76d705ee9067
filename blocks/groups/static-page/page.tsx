/**
 * The static-page group's page chunk: its blocks (`registry`) and the page-level frame around the
 * rendered layout. INTERIM (issue 25 foundation): the frame still renders the hard-coded page until
 * the group's blocks replace it.
 */
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { staticPageBlocks } from './registry';
// eslint-disable-next-line no-restricted-imports, house/alias-imports -- interim, until the group's blocks replace the page
import { StaticPage } from '../../../src/pages/status-pages';

export const registry = { ...staticPageBlocks };

export function Frame(_props: PageFrameProps) {
  return <StaticPage />;
}
