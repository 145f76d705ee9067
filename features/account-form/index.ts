export { AccountForm } from './account-form';
