/** The logged-in user's menu (lazily loaded by the header), and a customer's chat entry. */
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { rotas } from '#engine/model/navigation';
import { logoutClicked } from '#engine/model/session';
import type { UsuarioSessao } from '#engine/model/session';
import { useHydrated } from '#ui/use-hydrated';
import { MenuEntry, type MenuItem } from './menu-entry';
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

// The customer's chat (its model and socket.io-client): its own chunk, loaded after hydration for
// a logged-in customer only; the first view (and an anonymous visitor) carries none of it.
const ChatEntry = lazy(() => import('#features/chat/chat-entry'));

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
  // A representative or a linked user acts for a client they choose: the header says which.
  const troca = /^(representante|usuario_vinculado)$/.test(usuario.papel);
  const hidratado = useHydrated();
  // A customer acting for a client chats with the shop (staff answer in the desk's inbox).
  const chat =
    hidratado &&
    usuario.idcliente !== null &&
    usuario.idcliente > 0 &&
    usuario.papel !== 'atendente' &&
    usuario.papel !== 'admin_fornecedor';
  // A native disclosure (<details>): keyboard and screen readers for free, no script to open it.
  // Choosing an entry closes it.
  return (
    <>
      {chat ? (
        <Suspense>
          <ChatEntry base={base} className={styles.cart} badgeClassName={styles.badge} />
        </Suspense>
      ) : null}
      <details
        className={styles.userMenu}
        onClick={(event) =>
          event.target !== event.currentTarget.firstChild && event.currentTarget.removeAttribute('open')
        }
      >
        <summary className={styles.userMenuSummary}>
          Olá, {usuario.nome.split(' ')[0]}
          {troca && usuario.cliente_nome ? (
            <span className={styles.acting}>Cliente: {usuario.cliente_nome}</span>
          ) : null}
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
