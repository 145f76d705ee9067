/** The blocks of 'Minha conta', 'Alterar dados' and 'Alterar e-mail e senha' (../parts.ts). */
import { accountCredentialsFormBlock } from '#blocks/account-credentials-form';
import { accountDataFormBlock } from '#blocks/account-data-form';
import { accountSummaryBlock } from '#blocks/account-summary';

export const blocks = {
  'account-summary': accountSummaryBlock,
  'account-data-form': accountDataFormBlock,
  'account-credentials-form': accountCredentialsFormBlock,
};
