/**
 * The cart page, `/{slug}/carrinho` (lazy-loaded): the lines sorted by name with the quantity
 * stepper, removal and gift wrap, the server's notices, the lock notice and the total, all from
 * the cart model (engine/model/cart/flow) and its one pricing core. A client's cart is loaded
 * from the server when the page opens. Below them, the checkout (./checkout-section: delivery,
 * payment, 'Enviar pedido').
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import { $storefrontConfig } from '#engine/model/app';
import { $cartLines } from '#engine/model/cart';
import {
  $avisos,
  $bloqueado,
  $bloqueioAberto,
  $descontosPorLinha,
  $erro,
  $totais,
  cartLoadRequested,
  giftWrapToggled,
  lockNoticeClosed,
  quantityChanged,
  unlockRequested,
} from '#engine/model/cart/flow';
import { $carrinhoPronto } from '#engine/model/cart/pronto';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { formatBRL } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { Button, ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import { CartQuantity } from '#features/cart/cart-ui';
import { CartDetails } from './cart-details';
import { CheckoutSection, useIrParaSubmissao } from './checkout-section';
import { CouponBox } from './coupon-box';
import * as styles from './cart.css';

/** Spec section 8, "Cart and orders". */
/** How often the open cart page asks the server for the cart again. */
const RECARREGAR_MS = 15_000;

export const CARRINHO_VAZIO = 'O carrinho está vazio. Experimente adicionar alguns produtos';

export default function CartPage() {
  const [lines, totais, descontos, avisos, erro, bloqueado, bloqueioAberto, base, config] = useUnit([
    $cartLines,
    $totais,
    $descontosPorLinha,
    $avisos,
    $erro,
    $bloqueado,
    $bloqueioAberto,
    $rotaBase,
    $storefrontConfig,
  ]);
  const [load, change, toggleWrap, closeLock, unlock] = useUnit([
    cartLoadRequested,
    quantityChanged,
    giftWrapToggled,
    lockNoticeClosed,
    unlockRequested,
  ]);
  const hydrated = useHydrated();
  // A client's page waits for the server's cart: its answer adds rows above the checkout.
  const pronto = useUnit($carrinhoPronto);
  useIrParaSubmissao();

  // Loaded when the page opens, then every RECARREGAR_MS while it is visible, so an attendant's
  // change (lock, price) shows without a reload.
  useEffect(() => {
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, RECARREGAR_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  if (!hydrated || !pronto) return <StatusScreen titulo="Carregando o carrinho…" carregando />;
  if (lines.length === 0) {
    return (
      <StatusScreen
        titulo="Seu carrinho está vazio."
        texto={CARRINHO_VAZIO}
        acao={
          <>
            <ButtonLink to={rotas.home(base)}>Ver produtos</ButtonLink>{' '}
            <ButtonLink variant="secondary" to={`${base}/pedido-rapido`}>
              Pedido rápido
            </ButtonLink>
          </>
        }
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="carrinho-titulo">
      <h1 id="carrinho-titulo" className={styles.title}>
        Carrinho
      </h1>
      <p className={styles.muted}>
        Compra por código? Use o <Link to={`${base}/pedido-rapido`}>pedido rápido</Link>.
      </p>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {avisos.map((aviso) => (
        <Message key={`${aviso.id}-${aviso.codigo}`} tone="caution">
          {aviso.mensagem}
        </Message>
      ))}
      {bloqueado ? (
        <Message tone="info" role={bloqueioAberto ? 'alert' : undefined}>
          Seu carrinho está sendo atendido por um atendente e não pode ser alterado agora.{' '}
          {bloqueioAberto ? (
            <>
              <Button variant="ghost" size="sm" onClick={closeLock}>
                Cancelar
              </Button>{' '}
              <Button size="sm" onClick={unlock}>
                Desbloquear carrinho
              </Button>
            </>
          ) : null}
        </Message>
      ) : null}
      <ul className={styles.lines}>
        {lines.map((line, i) => {
          const nome = stripHtml(line.produto.nome);
          const total = totais?.linhas[i];
          const desconto = descontos?.[i] ?? 0;
          return (
            <li key={line.produto.id} className={styles.line} data-testid="cart-line">
              <img
                className={styles.image}
                src={withImageBase(withImageSize(line.produto.imagem, 150), config.imageBaseUrl)}
                alt=""
                width={64}
                height={64}
              />
              <div>
                <p className={styles.name}>{nome}</p>
                <p className={styles.muted}>
                  {total
                    ? `${formatBRL(total.unitario.centavos)} / ${line.produto.unidade}`
                    : line.produto.labelunidade}
                </p>
              </div>
              <div className={styles.actions}>
                <CartQuantity produto={line.produto} id={`carrinho-${line.produto.id}`} />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={bloqueado}
                  onClick={() => change({ produto: line.produto, acao: 'DEL' })}
                  aria-label={`Remover ${nome} do carrinho`}
                >
                  Remover
                </Button>
                {line.produto.permite_embalagem && line.produto.preco_embalagem ? (
                  <label className={styles.muted}>
                    <input
                      type="checkbox"
                      checked={line.embalarParaPresente}
                      disabled={bloqueado}
                      onChange={() => toggleWrap(line.produto.id)}
                    />{' '}
                    Embalar para presente (+ {formatBRL(Math.round(line.produto.preco_embalagem * 100))} por{' '}
                    {line.produto.unidade})
                  </label>
                ) : null}
              </div>
              <span className={styles.lineTotal}>
                <span data-testid="cart-line-total">{total ? formatBRL(total.total) : ''}</span>
                {desconto > 0 ? (
                  <span className={styles.lineDiscount} data-testid="cart-line-discount">
                    Cupom: − {formatBRL(desconto)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <CouponBox />
      <div className={styles.summary}>
        {totais && totais.desconto > 0 ? (
          <p className={styles.row} data-testid="cart-discount">
            <span>Desconto do cupom</span>
            <span>− {formatBRL(totais.desconto)}</span>
          </p>
        ) : null}
        {totais && totais.embalagem > 0 ? (
          <p className={styles.row}>
            <span>Embalagens para presente</span>
            <span>{formatBRL(totais.embalagem)}</span>
          </p>
        ) : null}
        <p className={styles.total}>
          <span>TOTAL</span>
          <span data-testid="cart-total">{totais ? formatBRL(totais.total) : '—'}</span>
        </p>
      </div>
      <CartDetails disabled={bloqueado} />
      <CheckoutSection />
    </section>
  );
}
