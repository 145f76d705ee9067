/**
 * A labelled form field: label, the control, an optional hint and an error message, wired for
 * assistive technology (aria-describedby, aria-invalid). Props only; the control is either the
 * plain input below (`TextField`) or any input passed as `children` through `renderInput`.
 */
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './form-field.css';

export interface FieldA11yProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Renders the control with the ids and classes the field needs. */
  renderInput: (a11y: FieldA11yProps) => ReactNode;
}

export function FormField({ label, hint, error, renderInput }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {renderInput({
        id,
        className: styles.input,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
}

/** A labelled text input (type text, email, password, tel…). */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return <FormField label={label} hint={hint} error={error} renderInput={(a11y) => <input {...input} {...a11y} />} />;
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  error?: string | null | undefined;
}

/** A checkbox with its label beside it, and an error under it. */
export function CheckboxField({ label, error, id: idProp, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const errorId = `${id}-erro`;
  return (
    <div>
      <div className={styles.check}>
        <input
          type="checkbox"
          id={id}
          className={styles.checkbox}
          {...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
