export { AccountForm } from './account-form';
export { CompanyForm } from './company-form';
