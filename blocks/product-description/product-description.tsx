/** The product's description (sanitised HTML from getProduto), server-rendered; nothing when it has none. */
import { useUnit } from 'effector-react';
import { infoCell } from '#blocks/groups/product/columns.css';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $produto } from '#engine/model/product';
import { SafeHtml } from '#ui/safe-html';
import type { ProductDescriptionProps } from './schema';
import * as styles from './product-description.css';

export function ProductDescription({ id, props }: BlockComponentProps<ProductDescriptionProps>) {
  const produto = useUnit($produto);
  if (!produto?.descricao) return null;
  return (
    <div className={infoCell} data-block-id={id} data-testid="product-description">
      {props.titulo ? <h2 className={styles.title}>{props.titulo}</h2> : null}
      <SafeHtml html={produto.descricao} className={styles.text} />
    </div>
  );
}
