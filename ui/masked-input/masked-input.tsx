/**
 * Masked inputs over @react-input/mask (labelled through ui/form-field): a CPF-or-CNPJ field and
 * a phone field. Controlled by the caller (`value`, `onValueChange` with the masked text). Load
 * these only from lazily loaded screens: the mask library stays out of the first view.
 */
import { InputMask } from '@react-input/mask';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '../form-field';
import { DOCUMENT_MASK, PHONE_MASK_OPTIONS } from './masks';

export interface MaskedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  value: string;
  onValueChange: (value: string) => void;
}

/** CPF or CNPJ, numeric or alphanumeric (`12.ABC.345/01DE-35`); letters are upper-cased. */
export function DocumentField({ label, hint, error, value, onValueChange, ...input }: MaskedFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      renderInput={(a11y) => (
        <InputMask
          {...DOCUMENT_MASK}
          {...input}
          {...a11y}
          type="text"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
      )}
    />
  );
}

/** A Brazilian phone number, landline or mobile. */
export function PhoneField({ label, hint, error, value, onValueChange, ...input }: MaskedFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      renderInput={(a11y) => (
        <InputMask
          {...PHONE_MASK_OPTIONS}
          {...input}
          {...a11y}
          type="tel"
          inputMode="tel"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
      )}
    />
  );
}
