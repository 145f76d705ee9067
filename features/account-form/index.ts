export { AccountForm, type AccountFormProps, type CredentialsSection, type DataSection } from './account-form';
