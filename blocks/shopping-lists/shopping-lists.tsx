/**
 * 'Listas de compras' (`/{slug}/listas`; spec section 2 'Shopping lists: my lists, suggested
 * lists'): the client's own lists ('Minhas listas') and the lists the shop suggests ('Listas
 * sugeridas'), each with its product count, a link to its page and 'Enviar para o carrinho'
 * (the adjustments the server made are listed under the message). State lives in
 * engine/model/lists; the page's frame (blocks/groups/lists/page.tsx) asks a visitor to log in.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $listsError,
  $listsMessage,
  $ownLists,
  $sendingToCart,
  $suggestedLists,
  listsPageShown,
  sendToCartClicked,
  type ShoppingList,
} from '#engine/model/lists';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import * as shared from '#features/orders/orders.css';
import { useHomeAfterCartApplied } from '#features/cart/home-after-cart';
import { ListsMessage } from '#features/shopping-lists/lists-message';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import type { ShoppingListsProps } from './schema';
import * as styles from './shopping-lists.css';

const produtos = (n: number) => (n === 1 ? '1 produto' : `${n} produtos`);

function ListCard({ lista, base }: { lista: ShoppingList; base: string }) {
  const [enviando, enviar] = useUnit([$sendingToCart, sendToCartClicked]);
  const hydrated = useHydrated();
  return (
    <li className={styles.card} data-testid="lista-card">
      <h3 className={styles.cardTitle}>
        <Link to={rotas.lista(base, lista.idlista)}>{lista.nome}</Link>
      </h3>
      <p className={shared.muted}>{produtos(lista.quantidadeProdutos)}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => enviar(lista.idlista)}
          disabled={!hydrated || enviando || lista.quantidadeProdutos === 0}
          aria-label={`Enviar para o carrinho: ${lista.nome}`}
        >
          Enviar para o carrinho
        </Button>
        <Link to={rotas.lista(base, lista.idlista)}>Ver lista</Link>
      </div>
    </li>
  );
}

export function ShoppingLists({ id, props }: BlockComponentProps<ShoppingListsProps>) {
  const [proprias, sugeridas, erro, mensagem, session, base, shown] = useUnit([
    $ownLists,
    $suggestedLists,
    $listsError,
    $listsMessage,
    $session,
    $rotaBase,
    listsPageShown,
  ]);
  const cliente = session.authenticated && session.idcliente > 0;
  useHomeAfterCartApplied();
  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown]);
  return (
    <div className={shared.stack} data-block-id={id}>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {mensagem ? <ListsMessage mensagem={mensagem} /> : null}
      {props.textoAjuda ? <p className={shared.muted}>{props.textoAjuda}</p> : null}
      <section aria-labelledby={`${id}-minhas`} className={shared.stack}>
        <h2 id={`${id}-minhas`} className={shared.subtitle}>
          Minhas listas
        </h2>
        {proprias === null && !erro ? <p className={shared.muted}>Carregando…</p> : null}
        {proprias !== null && proprias.length === 0 ? <p>{props.textoVazio}</p> : null}
        {proprias && proprias.length > 0 ? (
          <ul className={styles.grid}>
            {proprias.map((l) => (
              <ListCard key={l.idlista} lista={l} base={base} />
            ))}
          </ul>
        ) : null}
      </section>
      {props.mostrarSugeridas ? (
        <section aria-labelledby={`${id}-sugeridas`} className={shared.stack}>
          <h2 id={`${id}-sugeridas`} className={shared.subtitle}>
            Listas sugeridas
          </h2>
          {sugeridas !== null && sugeridas.length === 0 ? (
            <p className={shared.muted}>A loja não sugeriu listas para você por enquanto.</p>
          ) : null}
          {sugeridas && sugeridas.length > 0 ? (
            <ul className={styles.grid}>
              {sugeridas.map((l) => (
                <ListCard key={l.idlista} lista={l} base={base} />
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
