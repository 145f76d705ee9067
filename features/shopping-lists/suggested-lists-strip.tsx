/** The suggested lists strip's content (lazy: blocks/suggested-lists loads it through ./save-to-list-lazy). */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { $sendingToCart, $suggestedLists, sendToCartClicked, suggestedStripShown } from '#engine/model/lists';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { useListsEnabled } from './save-to-list';
import { Button } from '#ui/button';
import * as styles from './suggested-lists.css';

export function SuggestedListsStrip({ id, props }: { id: string; props: { titulo: string; quantidade: number } }) {
  const [listas, enviando, base, shown, enviar] = useUnit([
    $suggestedLists,
    $sendingToCart,
    $rotaBase,
    suggestedStripShown,
    sendToCartClicked,
  ]);
  const ligado = useListsEnabled();
  useEffect(() => {
    if (ligado) shown();
  }, [ligado, shown]);
  if (!ligado || !listas || listas.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={`${id}-titulo`} data-block-id={id}>
      <h2 id={`${id}-titulo`} className={styles.title}>
        {props.titulo}
      </h2>
      <ul className={styles.items}>
        {listas.slice(0, props.quantidade).map((l) => (
          <li key={l.idlista} className={styles.item} data-testid="lista-sugerida">
            <Link to={rotas.lista(base, l.idlista)} className={styles.name}>
              {l.nome}
            </Link>
            <span className={styles.count}>
              {l.quantidadeProdutos === 1 ? '1 produto' : `${l.quantidadeProdutos} produtos`}
            </span>
            <Button size="sm" variant="secondary" disabled={enviando} onClick={() => enviar(l.idlista)}>
              Enviar para o carrinho
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
