/** The studio's form fields of the account group's blocks (blocks/fields.ts lists every group's). */
import { accountCredentialsFormFields } from '../../account-credentials-form/fields';
import { accountDataFormFields } from '../../account-data-form/fields';
import { accountSummaryFields } from '../../account-summary/fields';
import { addressBookFields } from '../../address-book/fields';
import { clientSwitcherFields } from '../../client-switcher/fields';
import { couponListFields } from '../../coupon-list/fields';
import { creditLimitFields } from '../../credit-limit/fields';
import { invoiceListFields } from '../../invoice-list/fields';
import { linkedUsersFields } from '../../linked-users/fields';
import { storeChoiceFields } from '../../store-choice/fields';
import { subscriptionListFields } from '../../subscription-list/fields';

export const accountBlockFields = {
  'account-summary': accountSummaryFields,
  'account-data-form': accountDataFormFields,
  'account-credentials-form': accountCredentialsFormFields,
  'linked-users': linkedUsersFields,
  'address-book': addressBookFields,
  'coupon-list': couponListFields,
  'credit-limit': creditLimitFields,
  'invoice-list': invoiceListFields,
  'client-switcher': clientSwitcherFields,
  'store-choice': storeChoiceFields,
  'subscription-list': subscriptionListFields,
};
