/**
 * The account group's page chunk: its blocks (`registry`) and the page-level frame around the
 * rendered layout. INTERIM (issue 25 foundation): the frame still renders the hard-coded page until
 * the group's blocks replace it.
 */
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { accountBlocks } from './registry';
// eslint-disable-next-line no-restricted-imports, house/alias-imports -- interim, until the group's blocks replace the page
import { AccountPage, AddressesPage, CouponsPage, TrocarClientePage } from '../../../src/pages/account/pages';

export const registry = { ...accountBlocks };

export function Frame({ pageType }: PageFrameProps) {
  if (pageType === 'enderecos') return <AddressesPage />;
  if (pageType === 'cupons') return <CouponsPage />;
  if (pageType === 'trocar-cliente') return <TrocarClientePage />;
  return <AccountPage />;
}
