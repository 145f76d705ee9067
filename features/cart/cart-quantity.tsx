/**
 * 'Adicionar ao carrinho', then the quantity stepper of the cart's one quantity core, for one
 * product (product cards, product page, cart page and panel). The stepper says why + stops
 * (maximum per order, stock); with `mostrarTotal` it also shows the unit price the pricing core
 * chose at this quantity (wholesale from its minimum, progressive tiers) and the line's total.
 * This module loads off the first view (it carries the cart flow): product cards show the
 * server-rendered button of ./card-cart and load it on the first interaction.
 */
import { useUnit } from 'effector-react';
import { $cartLines } from '#engine/model/cart';
import { $contextoPreco, addToCartClicked, increaseState, lineTotalOf, quantityChanged } from '#engine/model/cart';
import { loginOpened } from '#engine/model/login';
import { $fornecedor } from '#engine/model/supplier';
import type { Produto } from '#engine/model/types';
import { formatBRL } from '#engine/rules/money';
import { hasPrice } from '#engine/rules/price-display';
import { formatQuantity, quantityOptionsOf } from '#engine/rules/quantity';
import { stripHtml } from '#engine/rules/names';
import { hasStockControl } from '#engine/rules/stock';
import { Button } from '#ui/button';
import { QuantityStepper } from '#ui/quantity-stepper';
import { useHydrated } from '#ui/use-hydrated';
import * as styles from './cart-quantity.css';

export function limiteTexto(produto: Produto, motivo: 'maximo-por-pedido' | 'estoque' | null): string | null {
  const qtd = (q: number | null) =>
    q === null ? '' : `${formatQuantity(q, quantityOptionsOf(produto))} ${produto.unidade}`;
  if (motivo === 'maximo-por-pedido') return `Máximo por pedido: ${qtd(produto.maxporpedido)}`;
  if (motivo === 'estoque') return `Estoque disponível: ${qtd(produto.maximo_disponivel)}`;
  return null;
}

const ORIGEM: Record<string, string> = {
  atacado: 'preço de atacado',
  progressivo: 'desconto progressivo',
  atendente: 'preço do atendente',
};

export interface CartQuantityProps {
  produto: Produto;
  id: string;
  /** The unit price at this quantity and the line's total under the stepper (cards, panel). */
  mostrarTotal?: boolean;
  /** A smaller button and stepper (cards, panel). */
  compacto?: boolean;
  disabled?: boolean;
  /**
   * The cart's lines are the ones the server rendered with (the cart page: a client's cart is
   * prepared before it renders), so the stepper shows in the first render. Elsewhere the lines are
   * the browser's own (its storage) and the stepper shows once the page is live.
   */
  linhasDoServidor?: boolean;
}

export function CartQuantity({
  produto,
  id,
  mostrarTotal = false,
  compacto = false,
  disabled = false,
  linhasDoServidor = false,
}: CartQuantityProps) {
  const [lines, fornecedor, contextoPreco, change, add, openLogin] = useUnit([
    $cartLines,
    $fornecedor,
    $contextoPreco,
    quantityChanged,
    addToCartClicked,
    loginOpened,
  ]);
  const controleEstoque = hasStockControl(fornecedor?.tags);
  const nome = stripHtml(produto.nome);
  const hydrated = useHydrated();
  const linha = hydrated || linhasDoServidor ? lines.find((l) => l.produto.id === produto.id) : undefined;
  const quantidade = linha?.quantidadeMilesimos ?? 0;
  const { pode, motivo } = increaseState(lines, produto, controleEstoque);

  if (produto.preco === null) {
    return (
      <Button
        variant="secondary"
        size={compacto ? 'sm' : 'md'}
        onClick={() => openLogin('Entre para ver os preços e comprar.')}
      >
        Entrar para comprar
      </Button>
    );
  }
  if (!hasPrice(produto) && !linha) {
    // The list has no price for it (made to order): nothing to add at R$ 0,00.
    return <p className={styles.hint}>Peça um orçamento ao fornecedor para este produto.</p>;
  }
  if (!linha) {
    return (
      <div className={styles.root}>
        <Button size={compacto ? 'sm' : 'md'} onClick={() => add(produto)} disabled={!pode || disabled}>
          Adicionar ao carrinho
        </Button>
        {!pode ? <p className={styles.hint}>{limiteTexto(produto, motivo) ?? 'Produto indisponível'}</p> : null}
      </div>
    );
  }
  const total = mostrarTotal ? lineTotalOf(linha, contextoPreco) : null;
  return (
    <div className={styles.root}>
      <QuantityStepper
        id={id}
        value={quantidade}
        nome={nome}
        unidade={produto.unidade}
        passo={Math.round(produto.granularidade * 1000)}
        canIncrease={pode}
        canDecrease={quantidade > 0}
        disabled={disabled}
        hint={limiteTexto(produto, motivo)}
        onIncrease={() => change({ produto, acao: 'INC' })}
        onDecrease={() => change({ produto, acao: 'DEC' })}
        onSet={(milesimos) => change({ produto, acao: 'SET', valor: milesimos / 1000 })}
      />
      {total ? (
        <p className={styles.total} data-testid="line-total" aria-live="polite">
          <span>
            {formatBRL(total.unitario.centavos)} / {produto.unidade}
            {ORIGEM[total.unitario.origem] ? (
              <span className={styles.origem}> ({ORIGEM[total.unitario.origem]})</span>
            ) : null}
          </span>
          <strong>Total {formatBRL(total.total)}</strong>
        </p>
      ) : null}
    </div>
  );
}
