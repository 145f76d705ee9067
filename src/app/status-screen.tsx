/** Full-area pt-BR status screens: loading, not found, errors, 'Em breve'. */
import type { ReactNode } from 'react';
import * as styles from './app.css';

export interface StatusScreenProps {
  titulo: string;
  texto?: string;
  carregando?: boolean;
  acao?: ReactNode;
  /** Heading level: h1 for whole pages (default). */
  nivel?: 1 | 2;
}

export function StatusScreen({ titulo, texto, carregando = false, acao, nivel = 1 }: StatusScreenProps) {
  const Heading = nivel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.status} role={carregando ? 'status' : undefined} aria-busy={carregando || undefined}>
      {carregando ? <div className={styles.spinner} aria-hidden="true" /> : null}
      <Heading className={styles.statusTitle}>{titulo}</Heading>
      {texto ? <p className={styles.statusText}>{texto}</p> : null}
      {acao}
    </div>
  );
}
