/**
 * The page primitives every page type's frame uses (blocks/groups/<group>/page.tsx): the page's
 * section with its one h1, and its loading, empty and error states (full-area status screens).
 * React and themes only: what a state says comes from the caller.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './page.css';

export interface PageFrameProps {
  /** The page's h1. */
  titulo: ReactNode;
  /** One line under the title. */
  lead?: ReactNode;
  largura?: 'wide' | 'narrow';
  /** The h1's id (default: a generated one), for links and `aria-labelledby`. */
  tituloId?: string;
  children?: ReactNode;
}

/** A page: a section labelled by its one h1, at the page's width. */
export function PageFrame({ titulo, lead, largura = 'wide', tituloId, children }: PageFrameProps) {
  const generated = useId();
  const id = tituloId ?? generated;
  return (
    <section className={styles.frame[largura]} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {titulo}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** While the page's data loads: a status role, so assistive technology says so. */
export function LoadingState({ titulo }: { titulo: string }) {
  return <StatusScreen titulo={titulo} carregando />;
}

/** Nothing to show (an empty cart, no orders yet), with what to do next. */
export function EmptyState({ titulo, texto, acao }: { titulo: string; texto?: string; acao?: ReactNode }) {
  return <StatusScreen titulo={titulo} texto={texto} acao={acao} />;
}

/**
 * The page could not be shown (not found, an error of the server): a whole-page screen, or inside a
 * page (`inline`), an alert in the page's flow.
 */
export function ErrorState({
  titulo,
  texto,
  acao,
  inline = false,
}: {
  titulo: string;
  texto?: string;
  acao?: ReactNode;
  inline?: boolean;
}) {
  if (inline) {
    return (
      <Message tone="critical" role="alert">
        {texto ?? titulo}
      </Message>
    );
  }
  return <StatusScreen titulo={titulo} texto={texto} acao={acao} tom="critical" />;
}
