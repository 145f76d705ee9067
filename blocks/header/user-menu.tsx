/** The logged-in user's menu (lazily loaded by the header), and a customer's chat entry. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { rotas } from '#engine/model/navigation';
import { logoutClicked } from '#engine/model/session';
import type { UsuarioSessao } from '#engine/model/session';
import { ChatIcon } from '#features/chat/chat-icon';
import { idleNow, useIdle } from '#ui/use-idle';
import { MenuEntry, type MenuItem } from './menu-entry';
import { actsForClient, chatsWithShop, Greeting } from './header';
import * as styles from './header.css';

/** Account routes the user menu always has (below), so the menu document's items for them are not repeated. */
const ROTAS_FIXAS_DA_CONTA = new Set([
  'minha-conta',
  'alterar-dados',
  'alterar-email-senha',
  'trocar-cliente',
  'usuarios',
  'sair',
]);

// The customer's chat (its model and socket.io-client): its own chunk, for a logged-in customer
// only; the first view (and an anonymous visitor) carries none of it.
const ChatEntry = lazy(() => import('#features/chat/chat-entry'));

/**
 * The customer's 'Chat' button, in the server's HTML too (so nothing moves when the chat arrives):
 * the chat's chunk loads once the page is idle after its load (its socket then brings the unread
 * count and the live updates), or at once when the button is tapped first, and the window then
 * opens. Until then the button has no count (its badge keeps its place, empty).
 */
function ChatSlot({ base }: { base: string }) {
  const ocioso = useIdle();
  const [tocado, setTocado] = useState(false);
  const botao = (
    <button
      type="button"
      className={styles.cart}
      aria-label="Chat"
      onClick={() => {
        setTocado(true);
        idleNow();
      }}
      data-testid="chat-entrada"
    >
      <ChatIcon />
      <span className={styles.badgeEmpty} aria-hidden="true" />
    </button>
  );
  // A tap wakes it too (idleNow, in the same render as `tocado`).
  if (!ocioso) return botao;
  return (
    <Suspense fallback={botao}>
      <ChatEntry base={base} className={styles.cart} badgeClassName={styles.badge} abrir={tocado} />
    </Suspense>
  );
}

/**
 * The logged-in user's menu (spec section 2, header menu): for a representative or linked user the
 * client they act for and 'Trocar cliente'; the account page (data, e-mail and password);
 * 'Usuários' (user management) for a client's principal user only (staff and representatives are
 * never principal); the menu document's other account items ('conta' group: orders, invoices,
 * coupons…, each once its screen is built); logout. `itens`: the menu document's account group.
 */
export default function UserMenu({
  usuario,
  base,
  itens,
}: {
  usuario: UsuarioSessao;
  base: string;
  itens: readonly MenuItem[];
}) {
  const onLogout = useUnit(logoutClicked);
  const outros = itens.filter((item) => !(item.destino.tipo === 'rota' && ROTAS_FIXAS_DA_CONTA.has(item.destino.rota)));
  const troca = actsForClient(usuario);
  // A native disclosure (<details>): keyboard and screen readers for free, no script to open it.
  // Choosing an entry closes it.
  return (
    <>
      {chatsWithShop(usuario) ? <ChatSlot base={base} /> : null}
      <details
        className={styles.userMenu}
        onClick={(event) =>
          event.target !== event.currentTarget.firstChild && event.currentTarget.removeAttribute('open')
        }
      >
        <summary className={styles.userMenuSummary}>
          <Greeting usuario={usuario} />
        </summary>
        <ul className={styles.userMenuList}>
          {troca ? (
            <li>
              <Link to={`${rotas.minhaConta(base)}/trocar-cliente`} className={styles.userMenuItem}>
                Trocar cliente
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={rotas.minhaConta(base)} className={styles.userMenuItem}>
              Minha conta
            </Link>
          </li>
          {usuario.principal ? (
            <li>
              <Link to={`${rotas.minhaConta(base)}/usuarios`} className={styles.userMenuItem}>
                Usuários
              </Link>
            </li>
          ) : null}
          {outros.map((item) => (
            <li key={item.id}>
              <MenuEntry item={item} base={base} className={styles.userMenuItem} onLogout={onLogout} />
            </li>
          ))}
          <li>
            <button type="button" className={styles.userMenuItem} onClick={() => onLogout()}>
              Sair
            </button>
          </li>
        </ul>
      </details>
    </>
  );
}
