/**
 * The cart page, `/{slug}/carrinho` (page type `carrinho`, this lazily loaded chunk): the
 * supplier's layout of the cart's blocks (./registry) and the checkout's
 * (#blocks/groups/checkout/registry), inside the page-level part here. The cart is asked of the
 * server when the page opens and every 15 s while it is visible, so an attendant's lock or price
 * shows without a reload. A client's cart (and its checkout's options) is prepared before the page
 * renders (src/app/route-models.ts): the server's HTML has its lines and the browser hydrates them.
 * Until a client's cart has answered (a navigation here), and in the server's HTML for a visitor
 * (whose cart is kept in the browser's storage), the page says 'Carregando o carrinho…': the
 * answer adds rows above the checkout, and content that moves under a tap loses it. An empty cart
 * gets its own screen; a submitted order goes to its submission page.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { usePageTypeTitle } from '#features/page-title/page-type';
import { $cartLines } from '#engine/model/cart';
import { cartLoadRequested, cartPageHydrated } from '#engine/model/cart';
import { $carrinhoPronto, $linesFromServer } from '#engine/model/cart/pronto';
import { $pedidoSubmetido, submissionSeen } from '#engine/model/checkout';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { pageLink } from '#schemas/page-types';
import { ButtonLink } from '#ui/button';
import { EmptyState, LoadingState, PageFrame } from '#ui/page';
import { useHydrated } from '#ui/use-hydrated';
import { checkoutBlocks } from '#blocks/groups/checkout/registry';
import { cartBlocks } from './registry';

/** Spec section 8, "Cart and orders". */
/** How often the open cart page asks the server for the cart again. */
const RECARREGAR_MS = 15_000;

const CARRINHO_VAZIO = 'O carrinho está vazio. Experimente adicionar alguns produtos';

export const registry = { ...cartBlocks, ...checkoutBlocks };

/**
 * Goes to the submission page once an order is submitted (before the empty state: the cart is
 * already reset when the order comes back).
 */
function useIrParaSubmissao() {
  const [submetido, vista, base] = useUnit([$pedidoSubmetido, submissionSeen, $rotaBase]);
  const navigate = useNavigate();
  useEffect(() => {
    if (submetido === null) return;
    vista();
    void navigate(pageLink(base, 'submissao', String(submetido.numpedido)));
  }, [submetido, vista, navigate, base]);
}

/**
 * Asks for the cart when the page opens (live: the lines the preparation kept aside join the cart),
 * then every RECARREGAR_MS while the page is visible.
 */
function useCarregarCarrinho() {
  const [live, load] = useUnit([cartPageHydrated, cartLoadRequested]);
  useEffect(() => {
    live();
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, RECARREGAR_MS);
    return () => window.clearInterval(timer);
  }, [live, load]);
}

export function Frame({ pageType, children }: PageFrameProps) {
  usePageTypeTitle(pageType);
  const [lines, pronto, doServidor, base] = useUnit([$cartLines, $carrinhoPronto, $linesFromServer, $rotaBase]);
  const hydrated = useHydrated();
  useIrParaSubmissao();
  useCarregarCarrinho();

  if (!pronto || (!hydrated && !doServidor)) return <LoadingState titulo="Carregando o carrinho…" />;
  if (lines.length === 0) {
    return (
      <EmptyState
        titulo="Seu carrinho está vazio."
        texto={CARRINHO_VAZIO}
        acao={
          <>
            <ButtonLink to={rotas.home(base)}>Ver produtos</ButtonLink>{' '}
            <ButtonLink variant="secondary" to={pageLink(base, 'pedido-rapido')}>
              Pedido rápido
            </ButtonLink>
          </>
        }
      />
    );
  }
  return (
    <PageFrame
      titulo="Carrinho"
      tituloId="carrinho-titulo"
      lead={
        <>
          Compra por código? Use o <Link to={pageLink(base, 'pedido-rapido')}>pedido rápido</Link>.
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
