/**
 * The header: logo and supplier name, the search box (to busca?q=), the supplier's menu document
 * (items gated with `when`), and the cart button with its item count (links to the cart route).
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { evaluateGate } from '../../schemas/gate';
import type { BlockComponentProps } from '../../engine/layout/define-block';
import { $cartCount } from '../../engine/model/cart';
import { useHydrated } from '../../ui/use-hydrated';
import { searchTyped } from '../../engine/model/catalogue';
import { $rota, menuItemDisponivel, menuLink, rotas } from '../../engine/model/navigation';
import { loginOpened } from '../../engine/model/login';
import { $usuario, logoutClicked } from '../../engine/model/session';
import type { UsuarioSessao } from '../../engine/model/session';
import { $gateContext, $menu } from '../../engine/model/storefront';
import { $fornecedor, $rotaBase } from '../../engine/model/supplier';
import { visuallyHidden } from '../../themes/global.css';
import type { MenuDocument } from '../../schemas/menu';
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

/** One menu document item: a route link, an external link, or the logout action. */
function MenuEntry({ item, base, className, onLogout }: { item: MenuItem; base: string; className: string; onLogout: () => void }) {
  const link = menuLink(item.destino, base);
  if (link.kind === 'interno') {
    return (
      <Link to={link.to} className={className}>
        {item.label}
      </Link>
    );
  }
  if (link.kind === 'externo') {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onLogout()}>
      {item.label}
    </button>
  );
}

/** Account routes the user menu always has (below), so the menu document's items for them are not repeated. */
const ROTAS_FIXAS_DA_CONTA = new Set(['minha-conta', 'alterar-dados', 'alterar-email-senha', 'trocar-cliente', 'usuarios', 'sair']);

type MenuItem = MenuDocument['items'][number];

/**
 * The logged-in user's menu (spec section 2, header menu): for a representative or linked user the
 * client they act for and 'Trocar cliente'; the account page (data, e-mail and password);
 * 'Usuários' (user management) for a client's principal user only (staff and representatives are
 * never principal); the menu document's other account items ('conta' group: orders, invoices,
 * coupons…, each once its screen is built); logout.
 */
function UserMenu({ usuario, base, itens }: { usuario: UsuarioSessao; base: string; itens: readonly MenuItem[] }) {
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
        {itens.map((item) => (
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
  );
}

export function Header({ id, props }: BlockComponentProps<HeaderProps>) {
  const [fornecedor, base, count, menu, gate, rota, usuario] = useUnit([
    $fornecedor,
    $rotaBase,
    $cartCount,
    $menu,
    $gateContext,
    $rota,
    $usuario,
  ]);
  const [onType, onLogout, openLogin] = useUnit([searchTyped, logoutClicked, loginOpened]);
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

  const disponiveis = menu.items.filter((item) => evaluateGate(item.when, gate) && menuItemDisponivel(item.destino));
  // The account group goes in the user menu, the rest in the main menu: each entry shows once.
  const items = disponiveis.filter((item) => item.grupo !== 'conta');
  const itensDaConta = disponiveis.filter((item) => item.grupo === 'conta' && !(item.destino.tipo === 'rota' && ROTAS_FIXAS_DA_CONTA.has(item.destino.rota)));
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
            <UserMenu usuario={usuario} base={base} itens={itensDaConta} />
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
          <Link to={rotas.carrinho(base)} className={styles.cart} aria-label={`Carrinho: ${itensNoCarrinho(contagem)}`}>
            <CartIcon />
            <span className={styles.badge} aria-hidden="true">
              {contagem}
            </span>
          </Link>
        </div>

        {props.mostrarMenu && items.length > 0 ? (
          <nav className={styles.menu} aria-label="Menu principal">
            <ul className={styles.menuList}>
              {items.map((item) => (
                <li key={item.id}>
                  <MenuEntry item={item} base={base} className={styles.menuLink} onLogout={onLogout} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
