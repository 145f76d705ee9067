/** One of the supplier's static texts, by key (plain text; line breaks kept). */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $textos } from '#engine/model/supplier-config';
import { stripHtml } from '#engine/rules/names';
import type { StaticTextProps } from './schema';
import * as styles from './static-text.css';

export function StaticText({ id, props }: BlockComponentProps<StaticTextProps>) {
  const textos = useUnit($textos);
  const raw = (props.chave ? textos[props.chave] : undefined) ?? props.textoPadrao;
  const texto = raw.includes('<') ? stripHtml(raw) : raw.trim();
  if (!texto) return null;
  return (
    <p className={styles.variant[props.variante]} data-block-id={id}>
      {texto}
    </p>
  );
}
