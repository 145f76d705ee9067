/**
 * The access group's page chunk: its blocks (`registry`) and the page-level frame around the
 * rendered layout. INTERIM (issue 25 foundation): the frame still renders the hard-coded page until
 * the group's blocks replace it.
 */
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { accessBlocks } from './registry';
// eslint-disable-next-line no-restricted-imports, house/alias-imports -- interim, until the group's blocks replace the page
import LoginPage from '../../../src/pages/login/login-page';
// eslint-disable-next-line no-restricted-imports, house/alias-imports -- interim, until the group's blocks replace the page
import RedefinirSenhaPage from '../../../src/pages/redefinir-senha-page';

export const registry = { ...accessBlocks };

export function Frame({ pageType }: PageFrameProps) {
  return pageType === 'login' ? <LoginPage /> : <RedefinirSenhaPage />;
}
