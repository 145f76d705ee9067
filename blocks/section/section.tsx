/** A titled container for nested blocks (proves nesting in the layout document). */
import { useId } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import type { SectionProps } from './schema';
import * as styles from './section.css';

export function Section({ id, props, children }: BlockComponentProps<SectionProps>) {
  const headingId = useId();
  return (
    <section
      className={`${styles.root} ${styles.background[props.fundo]}`}
      aria-labelledby={props.titulo ? headingId : undefined}
      data-block-id={id}
    >
      {props.titulo ? (
        <h2 id={headingId} className={styles.title}>
          {props.titulo}
        </h2>
      ) : null}
      {props.descricao ? <p className={styles.description}>{props.descricao}</p> : null}
      <div className={styles.content}>{children}</div>
    </section>
  );
}
