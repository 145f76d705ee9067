/**
 * The gift wrap (spec section 2, cart screen: 'gift wrap'): for each line whose product allows it
 * and has a wrapping price, 'Embalar para presente (+ R$ … por UN)', priced into the TOTAL by the
 * cart model. Its own block so a supplier can leave it out or gate it by tag; nothing when no
 * line can be wrapped. A locked cart cannot change it.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $cartLines } from '#engine/model/cart';
import { $bloqueado, giftWrapToggled } from '#engine/model/cart';
import { formatBRL } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import type { GiftOptionsProps } from './schema';
import * as styles from './gift-options.css';

export function GiftOptions({ id, props }: BlockComponentProps<GiftOptionsProps>) {
  const [lines, bloqueado, toggleWrap] = useUnit([$cartLines, $bloqueado, giftWrapToggled]);
  const embalaveis = lines.filter((line) => line.produto.permite_embalagem && line.produto.preco_embalagem);
  if (embalaveis.length === 0) return null;
  const titleId = `${id}-titulo`;
  return (
    <section
      className={styles.box}
      data-block-id={id}
      data-testid="gift-options"
      aria-labelledby={props.titulo ? titleId : undefined}
    >
      {props.titulo ? (
        <h2 id={titleId} className={styles.title}>
          {props.titulo}
        </h2>
      ) : null}
      {props.ajuda ? <p className={styles.muted}>{props.ajuda}</p> : null}
      <ul className={styles.list}>
        {embalaveis.map((line) => {
          const nomeId = `${id}-produto-${line.produto.id}`;
          return (
            <li key={line.produto.id} className={styles.item}>
              <span id={nomeId} className={styles.name}>
                {stripHtml(line.produto.nome)}
              </span>
              <label className={styles.muted}>
                <input
                  type="checkbox"
                  checked={line.embalarParaPresente}
                  disabled={bloqueado}
                  aria-describedby={nomeId}
                  onChange={() => toggleWrap(line.produto.id)}
                />{' '}
                Embalar para presente (+ {formatBRL(Math.round((line.produto.preco_embalagem ?? 0) * 100))} por{' '}
                {line.produto.unidade})
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
