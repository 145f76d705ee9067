/** The React-free props schemas of the account group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { accountCredentialsFormSchema } from '../../account-credentials-form/schema';
import { accountDataFormSchema } from '../../account-data-form/schema';
import { accountSummarySchema } from '../../account-summary/schema';
import { addressBookSchema } from '../../address-book/schema';
import { clientSwitcherSchema } from '../../client-switcher/schema';
import { couponListSchema } from '../../coupon-list/schema';
import { creditLimitSchema } from '../../credit-limit/schema';
import { invoiceListSchema } from '../../invoice-list/schema';
import { linkedUsersSchema } from '../../linked-users/schema';
import { storeChoiceSchema } from '../../store-choice/schema';
import { subscriptionListSchema } from '../../subscription-list/schema';

export const accountBlockSchemas = {
  'account-summary': accountSummarySchema,
  'account-data-form': accountDataFormSchema,
  'account-credentials-form': accountCredentialsFormSchema,
  'linked-users': linkedUsersSchema,
  'address-book': addressBookSchema,
  'coupon-list': couponListSchema,
  'credit-limit': creditLimitSchema,
  'invoice-list': invoiceListSchema,
  'client-switcher': clientSwitcherSchema,
  'store-choice': storeChoiceSchema,
  'subscription-list': subscriptionListSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
