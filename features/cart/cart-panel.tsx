/**
 * The cart side panel (spec section 2, "Cart side panel"), mounted by the header (through
 * ./cart-ui) at the first click on its cart button or the first change of the line count: the
 * lines sorted by name with the stepper (+/−), an edit mode that shows 'Remover' and the gift-wrap
 * toggle, the TOTAL, 'FINALIZAR COMPRA' (the cart page in
 * a new tab), 'CONTINUAR COMPRANDO' (closes, with the 400 ms closing animation of ui/dialog), the
 * empty text, and the toasts 'Produto adicionado ao carrinho!' / 'Produto removido do carrinho!'.
 * Outside edit mode a line's gift wrap shows only when it is chosen (spec section 5). Everything
 * comes from the cart model and its one pricing core (engine/model/cart/flow).
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $storefrontConfig } from '#engine/model/app';
import { $cartLines } from '#engine/model/cart';
import {
  $bloqueado,
  $cartPanelOpen,
  $contextoPreco,
  $toast,
  $totais,
  cartLoadRequested,
  cartPanelClosed,
  cartPanelOpened,
  giftWrapToggled,
  lineTotalOf,
  quantityChanged,
  toastDismissed,
} from '#engine/model/cart';
import { $cartNotice } from '#engine/model/cart/notice';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { Button, ButtonLink } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { Message } from '#ui/message';
import { CartQuantity } from './cart-quantity';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import { comboLineText } from './combo-line';
import * as styles from './cart-panel.css';

export const CARRINHO_VAZIO = 'Seu carrinho está vazio.';
/** How long a toast stays. */
export const TOAST_MS = 3000;

/** `aberturas`: the header's cart button clicks; each one opens the panel. */
export default function CartPanel({ aberturas }: { aberturas: number }) {
  const [aviso, aberto, lines, totais, bloqueado, contextoPreco, toast, base, config] = useUnit([
    $cartNotice,
    $cartPanelOpen,
    $cartLines,
    $totais,
    $bloqueado,
    $contextoPreco,
    $toast,
    $rotaBase,
    $storefrontConfig,
  ]);
  const [abrir, fechar, change, toggleWrap, dismiss, load] = useUnit([
    cartPanelOpened,
    cartPanelClosed,
    quantityChanged,
    giftWrapToggled,
    toastDismissed,
    cartLoadRequested,
  ]);
  const [editando, setEditando] = useState(false);

  useEffect(() => {
    if (aberturas > 0) abrir();
  }, [aberturas, abrir]);

  // A client's cart as the server has it (an attendant may have changed it) when the panel opens.
  useEffect(() => {
    if (aberto) load();
  }, [aberto, load]);
  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(dismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <>
      <LazyDialog
        open={aberto}
        onOpenChange={(open) => (open ? undefined : fechar())}
        title="Seu carrinho"
        placement="side"
        // Opened by an 'Adicionar ao carrinho' that became a stepper: focus goes back to the header's cart.
        returnFocusTo='a[aria-label^="Carrinho:"]'
      >
        <div className={styles.body}>
          {/* A list or a combo sent to the cart says so itself, with the server's adjustments. */}
          {aviso ? (
            <div role="status" data-testid="cart-panel-aviso" className={styles.toastInPanel}>
              <Message tone="positive">{aviso.mensagem}</Message>
              {aviso.detalhes.length > 0 ? (
                <>
                  <p className={styles.muted}>Ajustes feitos pelas regras de quantidade e estoque:</p>
                  <ul className={styles.notice}>
                    {aviso.detalhes.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : toast ? (
            <Message tone="positive" role="status" className={styles.toastInPanel}>
              {toast}
            </Message>
          ) : null}
          {bloqueado ? (
            <Message tone="info">
              Seu carrinho está sendo atendido por um atendente e não pode ser alterado agora.
            </Message>
          ) : null}
          {lines.length === 0 ? (
            <p className={styles.empty}>{CARRINHO_VAZIO}</p>
          ) : (
            <>
              <div className={styles.toolbar}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={editando}
                  disabled={bloqueado}
                  onClick={() => setEditando(!editando)}
                >
                  {editando ? 'Concluir edição' : 'Editar carrinho'}
                </Button>
              </div>
              <ul className={styles.lines} aria-label="Produtos no carrinho">
                {lines.map((line) => {
                  const nome = stripHtml(line.produto.nome);
                  const total = lineTotalOf(line, contextoPreco);
                  const embalagem =
                    line.produto.permite_embalagem && line.produto.preco_embalagem
                      ? toCentavos(line.produto.preco_embalagem)
                      : null;
                  return (
                    <li key={line.produto.id} className={styles.line} data-testid="cart-panel-line">
                      <img
                        className={styles.image}
                        src={withImageBase(withImageSize(line.produto.imagem, 150), config.imageBaseUrl)}
                        alt=""
                        width={56}
                        height={56}
                      />
                      <div className={styles.info}>
                        <p className={styles.name}>{nome}</p>
                        {comboLineText(line) ? (
                          <p className={styles.muted} data-testid="cart-panel-line-combo">
                            {comboLineText(line)}
                          </p>
                        ) : null}
                        <p className={styles.muted}>
                          {total
                            ? `${formatBRL(total.unitario.centavos)} / ${line.produto.unidade}`
                            : line.produto.labelunidade}
                        </p>
                        <div className={styles.row}>
                          <CartQuantity
                            produto={line.produto}
                            id={`painel-${line.produto.id}`}
                            compacto
                            disabled={bloqueado}
                          />
                          <span className={styles.lineTotal} data-testid="cart-panel-line-total">
                            {total ? formatBRL(total.total) : ''}
                          </span>
                        </div>
                        {editando && embalagem !== null ? (
                          <label className={styles.wrap}>
                            <input
                              type="checkbox"
                              checked={line.embalarParaPresente}
                              disabled={bloqueado}
                              onChange={() => toggleWrap(line.produto.id)}
                            />
                            Embalar para presente (+ {formatBRL(embalagem)} por {line.produto.unidade})
                          </label>
                        ) : null}
                        {!editando && line.embalarParaPresente ? (
                          <p className={styles.muted}>Embalado para presente</p>
                        ) : null}
                        {editando ? (
                          <div>
                            <Button
                              variant="ghost"
                              size="sm"
                              disabled={bloqueado}
                              onClick={() => change({ produto: line.produto, acao: 'DEL' })}
                              aria-label={`Remover ${nome} do carrinho`}
                            >
                              Remover
                            </Button>
                          </div>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
        <div className={styles.footer}>
          <p className={styles.total}>
            <span>TOTAL</span>
            <span data-testid="cart-panel-total">{totais ? formatBRL(totais.total) : '—'}</span>
          </p>
          {lines.length > 0 ? (
            <ButtonLink href={rotas.carrinho(base)} target="_blank" rel="noopener" fullWidth>
              FINALIZAR COMPRA
            </ButtonLink>
          ) : null}
          <Button variant="secondary" fullWidth onClick={fechar}>
            CONTINUAR COMPRANDO
          </Button>
        </div>
      </LazyDialog>
      {toast && !aberto ? (
        <p role="status" className={styles.toast}>
          {toast}
        </p>
      ) : null}
    </>
  );
}
