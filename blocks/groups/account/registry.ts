/** The account group's block definitions, with their components (only its page chunk imports them). */
import { accountCredentialsFormBlock } from '../../account-credentials-form';
import { accountDataFormBlock } from '../../account-data-form';
import { accountSummaryBlock } from '../../account-summary';
import { addressBookBlock } from '../../address-book';
import { clientSwitcherBlock } from '../../client-switcher';
import { couponListBlock } from '../../coupon-list';
import { creditLimitBlock } from '../../credit-limit';
import { invoiceListBlock } from '../../invoice-list';
import { linkedUsersBlock } from '../../linked-users';
import { storeChoiceBlock } from '../../store-choice';
import { subscriptionListBlock } from '../../subscription-list';

export const accountBlocks = {
  'account-summary': accountSummaryBlock,
  'account-data-form': accountDataFormBlock,
  'account-credentials-form': accountCredentialsFormBlock,
  'linked-users': linkedUsersBlock,
  'address-book': addressBookBlock,
  'coupon-list': couponListBlock,
  'credit-limit': creditLimitBlock,
  'invoice-list': invoiceListBlock,
  'client-switcher': clientSwitcherBlock,
  'store-choice': storeChoiceBlock,
  'subscription-list': subscriptionListBlock,
};
