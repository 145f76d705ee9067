/**
 * Masked inputs (labelled through ui/form-field): a CPF-or-CNPJ field and a phone field.
 * Controlled by the caller (`value`, `onValueChange` with the masked text). Each change re-formats
 * the whole text (ui/masked-input/masks), so nothing depends on how fast the input events come:
 * a paste, an autofill or a barcode reader gives the same text as slow typing.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { FormField } from '../form-field';
import type { FieldA11yProps } from '../form-field';
import { DOCUMENT, formatMasked, maskEdit, PHONE_NUMBER } from './masks';
import type { MaskKind } from './masks';

export interface MaskedFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'type'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  value: string;
  onValueChange: (value: string) => void;
}

interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  kind: MaskKind;
  value: string;
  onValueChange: (value: string) => void;
}

function MaskedInput({ kind, value, onValueChange, ...input }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = formatMasked(value, kind);
  // After React writes the new text (which puts the caret at the end), put the caret back.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && caret.current !== null && document.activeElement === element)
      element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const native = event.nativeEvent as Partial<InputEvent>;
    const next = maskEdit(
      {
        previous: shown,
        value: element.value,
        caret: element.selectionStart ?? element.value.length,
        inputType: native.inputType,
      },
      kind,
    );
    caret.current = next.caret;
    // Nothing changes for React when the text stays the same (a '.' typed by hand): React puts the
    // old text back after this handler, and the caret is placed once it has.
    if (next.value === shown) queueMicrotask(() => element.setSelectionRange(next.caret, next.caret));
    onValueChange(next.value);
  };
  return <input {...input} ref={ref} value={shown} onChange={onChange} />;
}

/** CPF or CNPJ, numeric or alphanumeric (`12.ABC.345/01DE-35`); letters are upper-cased. */
export function DocumentField({ label, hint, error, value, onValueChange, ...input }: MaskedFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      renderInput={(a11y: FieldA11yProps) => (
        <MaskedInput
          {...input}
          {...a11y}
          kind={DOCUMENT}
          type="text"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onValueChange={onValueChange}
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
      renderInput={(a11y: FieldA11yProps) => (
        <MaskedInput
          {...input}
          {...a11y}
          kind={PHONE_NUMBER}
          type="tel"
          inputMode="tel"
          value={value}
          onValueChange={onValueChange}
        />
      )}
    />
  );
}
