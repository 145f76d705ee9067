/**
 * A labelled file picker in pt-BR: the browser's own file input says 'Choose File' / 'No file
 * chosen' in the browser's language, whatever the page's. The native input stays (keyboard,
 * screen readers and `setInputFiles` reach it; its accessible name is the field's label only),
 * out of sight, with a pt-BR button drawn by a second, aria-hidden label and the chosen file's
 * name beside it. Back-office screens only (not in the first view).
 */
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import * as styles from './file-field.css';

export interface FileFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The `accept` attribute (MIME types and extensions). */
  accept: string;
  name: string;
  disabled?: boolean;
  onFile: (arquivo: File | null) => void;
}

export function FileField({ label, hint, accept, name, disabled, onFile }: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-dica`;
  const [escolhido, setEscolhido] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.linha}>
        <input
          id={id}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          className={styles.input}
          {...(hint ? { 'aria-describedby': hintId } : {})}
          onChange={(e) => {
            const arquivo = e.currentTarget.files?.[0] ?? null;
            setEscolhido(arquivo?.name ?? null);
            onFile(arquivo);
          }}
        />
        <label htmlFor={id} className={styles.botao} aria-hidden="true">
          Escolher arquivo
        </label>
        <span className={styles.nome} aria-live="polite">
          {escolhido ?? 'Nenhum arquivo escolhido'}
        </span>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
