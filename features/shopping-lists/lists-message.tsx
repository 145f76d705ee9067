/**
 * The message after a change of a list (renamed, saved, a product copied, removed). What a list
 * sent to the cart did, with the server's adjustments, the cart panel says
 * (engine/model/cart/notice), on the home the shopper is taken to.
 */
import { Message } from '#ui/message';
import * as styles from './shopping-lists.css';

export function ListsMessage({ mensagem }: { mensagem: string }) {
  return (
    <div className={styles.sent} role="status" data-testid="lista-mensagem">
      <Message tone="positive">{mensagem}</Message>
    </div>
  );
}
