import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { rotas } from '../../engine/model/navigation';
import { logoutClicked } from '../../engine/model/session';
import type { UsuarioSessao } from '../../engine/model/session';
import * as styles from './header.css';

/**
 * The logged-in user's menu (spec section 2, header menu): for a representative or linked user the
 * client they act for and 'Trocar cliente'; the account page (data, e-mail and password);
 * 'Usuários' (user management) for a client's principal user only (staff and representatives are
 * never principal); logout. Entries whose feature is not built yet (orders…) stay out until their
 * issue lands.
 */
export default function UserMenu({ usuario, base }: { usuario: UsuarioSessao; base: string }) {
  const onLogout = useUnit(logoutClicked);
  // A representative or a linked user acts for a client they choose: the header says which.
  const troca = /^(representante|usuario_vinculado)$/.test(usuario.papel);
  // A native disclosure (<details>): keyboard and screen readers for free, no script to open it.
  // Choosing an entry closes it.
  return (
    <details className={styles.userMenu} onClick={(event) => event.target !== event.currentTarget.firstChild && event.currentTarget.removeAttribute('open')}>
      <summary className={styles.userMenuSummary}>
        Olá, {usuario.nome.split(' ')[0]}
        {troca && usuario.cliente_nome ? <span className={styles.acting}>Cliente: {usuario.cliente_nome}</span> : null}
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
        <li>
          <button type="button" className={styles.userMenuItem} onClick={() => onLogout()}>
            Sair
          </button>
        </li>
      </ul>
    </details>
  );
}
