export { CheckboxField, FormField, TextField } from './form-field';
export type { CheckboxFieldProps, FieldA11yProps, FormFieldProps, TextFieldProps } from './form-field';
