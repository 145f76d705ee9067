/** Full-area pt-BR status screens: loading, not found, errors, 'Em breve'. */
import type { ReactNode } from 'react';
import type { Tone } from '#themes/contract.css';
import * as styles from './status-screen.css';

export interface StatusScreenProps {
  titulo: string;
  texto?: string;
  carregando?: boolean;
  acao?: ReactNode;
  /** Heading level: h1 for whole pages (default). */
  nivel?: 1 | 2;
  /** A round mark in this semantic tone above the title (none by default, never while loading). */
  tom?: Tone;
}

export function StatusScreen({ titulo, texto, carregando = false, acao, nivel = 1, tom }: StatusScreenProps) {
  const Heading = nivel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={styles.status}
      role={carregando ? 'status' : undefined}
      aria-busy={carregando || undefined}
      data-tone={tom}
    >
      {carregando ? <div className={styles.spinner} aria-hidden="true" /> : null}
      {!carregando && tom ? <span className={styles.mark[tom]} aria-hidden="true" /> : null}
      <Heading className={styles.title}>{titulo}</Heading>
      {texto ? <p className={styles.text}>{texto}</p> : null}
      {acao}
    </div>
  );
}
