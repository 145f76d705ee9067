/**
 * The header: logo and supplier name, the search box (to busca?q=), the supplier's menu document
 * (items gated with `when`), and the cart button with its item count: it opens the cart side panel
 * (blocks/shared/cart-ui, lazy), and links to the cart route without JavaScript.
 */
import { useUnit } from 'effector-react';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps, FormEvent } from 'react';
import type { SuggestionsControl, SuggestionsState } from './search-suggestions';
import { Link, useNavigate } from 'react-router';
import { evaluateGate } from '#schemas/gate';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $cartCount } from '#engine/model/cart/lines';
import { $categorias } from '#engine/model/categories';
import { ChatIcon } from '#features/chat/chat-icon';
import { LineIcon } from '#ui/icon';
import { useHydrated } from '#ui/use-hydrated';
import { ANCORA_RODAPE } from '../shared/ancoras';
import { CartUi } from '#features/cart/card-cart';
import { searchTyped } from '#engine/model/catalogue';
import { $rota, rotas } from '#engine/model/navigation';
import { loginOpened } from '#engine/model/login';
import { $usuario, logoutClicked, type UsuarioSessao } from '#engine/model/session';
import { $gateContext, $menu } from '#engine/model/storefront';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import { visuallyHidden } from '#themes/global.css';
import { MenuEntry } from './menu-entry';
import type { HeaderProps } from './schema';
import * as styles from './header.css';

function MenuIcon() {
  return (
    <LineIcon>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </LineIcon>
  );
}

function CartIcon() {
  return (
    <LineIcon>
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </LineIcon>
  );
}

export function itensNoCarrinho(n: number): string {
  return n === 1 ? '1 item' : `${n} itens`;
}

// The logged-in user's menu loads with its own chunk (an anonymous first view does not carry it);
// the server render resolves it, so a logged-in page shows it at once.
const UserMenu = lazy(() => import('./user-menu'));

/** A customer acting for a client chats with the shop (staff answer in the desk's inbox). */
export function chatsWithShop(usuario: UsuarioSessao): boolean {
  return (
    usuario.idcliente !== null &&
    usuario.idcliente > 0 &&
    usuario.papel !== 'atendente' &&
    usuario.papel !== 'admin_fornecedor'
  );
}

/** A representative or a linked user acts for a client they choose (the menu says which, and offers 'Trocar cliente'). */
export function actsForClient(usuario: UsuarioSessao): boolean {
  return /^(representante|usuario_vinculado)$/.test(usuario.papel);
}

/** The user menu's greeting, with the client a representative or linked user acts for. */
export function Greeting({ usuario }: { usuario: UsuarioSessao }) {
  const troca = actsForClient(usuario);
  return (
    <>
      Olá, {usuario.nome.split(' ')[0]}
      {troca && usuario.cliente_nome ? <span className={styles.acting}>Cliente: {usuario.cliente_nome}</span> : null}
    </>
  );
}

/**
 * The user menu before its chunk has arrived: the same boxes as the menu closed (the chat's button,
 * the greeting), so nothing moves when it comes, whether React kept the server's menu or not.
 */
function UserMenuFallback({ usuario }: { usuario: UsuarioSessao }) {
  return (
    <>
      {chatsWithShop(usuario) ? (
        <span className={styles.cart} aria-hidden="true">
          <ChatIcon />
          <span className={styles.badgeEmpty} />
        </span>
      ) : null}
      <span className={styles.userMenuSummary}>
        <Greeting usuario={usuario} />
      </span>
    </>
  );
}

/**
 * The logged-in user's menu behind a memo: the server renders it whole, and a re-render of the
 * header before its chunk has arrived (the cart's count, right after hydration) would make React
 * drop that HTML for the fallback until the chunk comes, then put it back: the header's actions
 * moved twice (Lighthouse's layout shift on every logged-in page). Its props are stable.
 */
const AccountMenu = memo(function AccountMenu({ usuario, base, itens }: ComponentProps<typeof UserMenu>) {
  return (
    <Suspense fallback={<UserMenuFallback usuario={usuario} />}>
      <UserMenu usuario={usuario} base={base} itens={itens} />
    </Suspense>
  );
});
// The search suggestions (and their model) load with the first keystroke in the search box.
const SearchSuggestions = lazy(() => import('./search-suggestions'));
// The phone's menu drawer (and Radix's dialog) load with the first tap on its button.
const MenuDrawer = lazy(() => import('./menu-drawer'));
const FECHADO: SuggestionsState = { aberto: false, ativo: null };

export function Header({ id, props }: BlockComponentProps<HeaderProps>) {
  const [fornecedor, base, count, menu, gate, rota, usuario, categorias] = useUnit([
    $fornecedor,
    $rotaBase,
    $cartCount,
    $menu,
    $gateContext,
    $rota,
    $usuario,
    $categorias,
  ]);
  // null until the first tap on 'Menu' (nothing of the drawer loads before it), then open or closed.
  const [gaveta, setGaveta] = useState<boolean | null>(null);
  const gavetaId = `${id}-menu`;
  // The cart side panel and the cart's toasts (which follow the line count) load with the first
  // click on the cart button or the first change of the count, then stay (for the closing
  // animation); `aberturas` counts the clicks, each of which opens the panel.
  const [aberturas, setAberturas] = useState(0);
  const contagemInicial = useRef(count);
  const painelUsado = useRef(false);
  painelUsado.current ||= aberturas > 0 || count !== contagemInicial.current;
  const [onType, onLogout, openLogin] = useUnit([searchTyped, logoutClicked, loginOpened]);
  const navigate = useNavigate();
  // The cart lives in the browser's storage: the server renders 0, the browser its count after hydrating.
  const hidratado = useHydrated();
  const contagem = hidratado ? count : 0;
  const rotaQ = rota.pagina === 'busca' ? rota.q : '';
  const [q, setQ] = useState(rotaQ);
  useEffect(() => setQ(rotaQ), [rotaQ]);
  const [sugerir, setSugerir] = useState(false);
  const [sugestoes, setSugestoes] = useState<SuggestionsState>(FECHADO);
  const controleSugestoes = useRef<SuggestionsControl | null>(null);
  const listboxId = `${id}-sugestoes`;
  const estadoSugestoes = (estado: SuggestionsState) =>
    setSugestoes((atual) => (atual.aberto === estado.aberto && atual.ativo === estado.ativo ? atual : estado));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    controleSugestoes.current?.fechar();
    const text = q.trim();
    if (text) navigate(rotas.busca(base, text));
  };

  // The account group goes in the user menu, the rest in the main menu: each entry shows once.
  const [items, itensDaConta] = useMemo(() => {
    const disponiveis = menu.items.filter((item) => evaluateGate(item.when, gate));
    return [
      disponiveis.filter((item) => item.grupo !== 'conta'),
      disponiveis.filter((item) => item.grupo === 'conta'),
    ] as const;
  }, [menu, gate]);
  const nome = fornecedor?.nome ?? '';
  const comGaveta = (props.mostrarMenu && items.length > 0) || categorias.length > 0;

  return (
    <header className={styles.root} data-block-id={id}>
      <div className={styles.inner}>
        <Link to={rotas.home(base)} className={styles.brand} aria-label={`${nome} — página inicial`}>
          {/* A wide box the logo fits at its own aspect ratio (a 4:1 wordmark fills it), fixed so nothing shifts as it loads. */}
          {fornecedor?.logo ? (
            <img className={styles.logo} src={fornecedor.logo} alt="" width={176} height={44} />
          ) : null}
          <span className={styles.brandName}>{nome}</span>
        </Link>

        {props.mostrarBusca ? (
          <form
            role="search"
            className={styles.search}
            onSubmit={onSubmit}
            action={rotas.busca(base, '').split('?')[0]}
          >
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
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={sugestoes.aberto}
              aria-controls={sugestoes.aberto ? listboxId : undefined}
              aria-activedescendant={sugestoes.ativo ?? undefined}
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setSugerir(true);
                onType(e.currentTarget.value);
              }}
              onKeyDown={(e) => {
                controleSugestoes.current?.tecla(e);
              }}
              onBlur={() => controleSugestoes.current?.fechar()}
            />
            <button type="submit" className={styles.searchButton}>
              Buscar
            </button>
            {sugerir ? (
              <Suspense>
                <SearchSuggestions
                  listboxId={listboxId}
                  texto={q}
                  base={base}
                  controle={controleSugestoes}
                  onEstado={estadoSugestoes}
                />
              </Suspense>
            ) : null}
          </form>
        ) : null}

        <div className={styles.actions}>
          {usuario ? (
            <AccountMenu usuario={usuario} base={base} itens={itensDaConta} />
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
              setAberturas(aberturas + 1);
            }}
          >
            <CartIcon />
            <span className={styles.badge} aria-hidden="true">
              {contagem}
            </span>
          </Link>
          {comGaveta && hidratado ? (
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={gaveta === true}
              aria-controls={gavetaId}
              aria-haspopup="dialog"
              onClick={() => setGaveta(true)}
            >
              <MenuIcon />
              <span className={visuallyHidden}>Menu</span>
            </button>
          ) : comGaveta ? (
            // Before the JavaScript: a link to the footer's navigation (the drawer needs the script).
            <a href={`#${ANCORA_RODAPE}`} className={styles.menuButton}>
              <MenuIcon />
              <span className={visuallyHidden}>Menu</span>
            </a>
          ) : null}
        </div>

        {props.mostrarMenu && items.length > 0 ? (
          <nav
            className={comGaveta ? `${styles.menu} ${styles.menuComGaveta}` : styles.menu}
            aria-label="Menu principal"
          >
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
      {gaveta !== null ? (
        <Suspense>
          <MenuDrawer
            id={gavetaId}
            open={gaveta}
            onOpenChange={setGaveta}
            items={props.mostrarMenu ? items : []}
            base={base}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
      {painelUsado.current ? (
        <Suspense>
          <CartUi aberturas={aberturas} />
        </Suspense>
      ) : null}
    </header>
  );
}
