/**
 * The header: logo and supplier name, the search box (to busca?q=), the supplier's menu document
 * (items gated with `when`), and the cart button with its item count (links to the cart route).
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { evaluateGate } from '../../schemas/gate';
import type { BlockComponentProps } from '../../engine/layout/define-block';
import { $cartCount, $cartPanelOpen, cartPanelOpened } from '../../engine/model/cart';
import { useHydrated } from '../../ui/use-hydrated';
import { CartUi } from '../shared/card-cart';
import { searchTyped } from '../../engine/model/catalogue';
import { $rota, menuItemDisponivel, menuLink, rotas } from '../../engine/model/navigation';
import { loginOpened } from '../../engine/model/login';
import { $usuario, logoutClicked } from '../../engine/model/session';
import { $gateContext, $menu } from '../../engine/model/storefront';
import { $fornecedor, $rotaBase } from '../../engine/model/supplier';
import { visuallyHidden } from '../../themes/global.css';
import type { HeaderProps } from './schema';
import * as styles from './header.css';

function CartIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </svg>
  );
}

export function itensNoCarrinho(n: number): string {
  return n === 1 ? '1 item' : `${n} itens`;
}

/** The logged-in user's menu (./user-menu), loaded off the first view: a visitor never needs it. */
const UserMenu = lazy(() => import('./user-menu'));

export function Header({ id, props }: BlockComponentProps<HeaderProps>) {
  const [fornecedor, base, count, menu, gate, rota, usuario, painelAberto] = useUnit([
    $fornecedor,
    $rotaBase,
    $cartCount,
    $menu,
    $gateContext,
    $rota,
    $usuario,
    $cartPanelOpen,
  ]);
  // The cart side panel and the cart's toasts (which follow the line count) load the first time the
  // panel opens or the count changes, then stay (for the closing animation).
  const contagemInicial = useRef(count);
  const painelUsado = useRef(false);
  painelUsado.current ||= painelAberto || count !== contagemInicial.current;
  const [onType, onLogout, openLogin, openCart] = useUnit([searchTyped, logoutClicked, loginOpened, cartPanelOpened]);
  const navigate = useNavigate();
  // The cart lives in the browser's storage: the server renders 0, the browser its count after hydrating.
  const contagem = useHydrated() ? count : 0;
  const rotaQ = rota.pagina === 'busca' ? rota.q : '';
  const [q, setQ] = useState(rotaQ);
  useEffect(() => setQ(rotaQ), [rotaQ]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = q.trim();
    if (text) navigate(rotas.busca(base, text));
  };

  const items = menu.items.filter((item) => evaluateGate(item.when, gate) && menuItemDisponivel(item.destino));
  const nome = fornecedor?.nome ?? '';

  return (
    <header className={styles.root} data-block-id={id}>
      <div className={styles.inner}>
        <Link to={rotas.home(base)} className={styles.brand} aria-label={`${nome} — página inicial`}>
          {fornecedor?.logo ? <img className={styles.logo} src={fornecedor.logo} alt="" width={44} height={44} /> : null}
          <span className={styles.brandName}>{nome}</span>
        </Link>

        {props.mostrarBusca ? (
          <form role="search" className={styles.search} onSubmit={onSubmit} action={rotas.busca(base, '').split('?')[0]}>
            <label htmlFor={`${id}-busca`} className={visuallyHidden}>
              {props.placeholderBusca}
            </label>
            <input
              id={`${id}-busca`}
              className={styles.searchInput}
              type="search"
              name="q"
              placeholder={props.placeholderBusca}
              autoComplete="off"
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                onType(e.currentTarget.value);
              }}
            />
            <button type="submit" className={styles.searchButton}>
              Buscar
            </button>
          </form>
        ) : null}

        <div className={styles.actions}>
          {usuario ? (
            <Suspense>
              <UserMenu usuario={usuario} base={base} />
            </Suspense>
          ) : (
            <Link
              to={rotas.login(base)}
              className={styles.actionLink}
              onClick={(event) => {
                // The modal over the page; the link itself (/login) works without JavaScript.
                event.preventDefault();
                openLogin();
              }}
            >
              Entrar
            </Link>
          )}
          <Link
            to={rotas.carrinho(base)}
            className={styles.cart}
            aria-label={`Carrinho: ${itensNoCarrinho(contagem)}`}
            onClick={(event) => {
              // The side panel over the page; the link itself (/carrinho) works without JavaScript.
              event.preventDefault();
              openCart();
            }}
          >
            <CartIcon />
            <span className={styles.badge} aria-hidden="true">
              {contagem}
            </span>
          </Link>
        </div>

        {props.mostrarMenu && items.length > 0 ? (
          <nav className={styles.menu} aria-label="Menu principal">
            <ul className={styles.menuList}>
              {items.map((item) => {
                const link = menuLink(item.destino, base);
                return (
                  <li key={item.id}>
                    {link.kind === 'interno' ? (
                      <Link to={link.to} className={styles.menuLink}>
                        {item.label}
                      </Link>
                    ) : link.kind === 'externo' ? (
                      <a href={link.href} className={styles.menuLink} rel="noopener noreferrer">
                        {item.label}
                      </a>
                    ) : (
                      <button type="button" className={styles.menuLink} onClick={() => onLogout()}>
                        {item.label}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </div>
      {painelUsado.current ? (
        <Suspense>
          <CartUi />
        </Suspense>
      ) : null}
    </header>
  );
}
