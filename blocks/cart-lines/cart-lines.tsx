/**
 * The cart's lines (spec section 2, cart screen), sorted by name: the picture, the name, the unit
 * price, the quantity stepper, 'Remover', the line's total and the coupon's share of it, all from
 * the cart model (engine/model/cart/flow) and its one pricing core. The gift wrap is its own
 * block (gift-options). A locked cart (an attendant pricing it) cannot remove a line.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $storefrontConfig } from '#engine/model/app';
import { $cartLines } from '#engine/model/cart';
import { $bloqueado, $descontosPorLinha, $totais, quantityChanged } from '#engine/model/cart';
import { formatBRL } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { productCodesLabel } from '#engine/rules/product-code';
import { Button } from '#ui/button';
import { CartQuantity } from '#features/cart/cart-ui';
import { SaveToList } from '#features/shopping-lists/save-to-list';
import { comboLineText } from '#features/cart/combo-line';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import type { CartLinesProps } from './schema';
import * as styles from './cart-lines.css';

export function CartLines({ id, props }: BlockComponentProps<CartLinesProps>) {
  const [lines, totais, descontos, bloqueado, config, change] = useUnit([
    $cartLines,
    $totais,
    $descontosPorLinha,
    $bloqueado,
    $storefrontConfig,
    quantityChanged,
  ]);
  if (lines.length === 0) return null;
  const titleId = `${id}-titulo`;
  return (
    <div data-block-id={id}>
      {props.titulo ? (
        <h2 id={titleId} className={styles.title}>
          {props.titulo}
        </h2>
      ) : null}
      <ul className={styles.lines} aria-labelledby={props.titulo ? titleId : undefined}>
        {lines.map((line, i) => {
          const nome = stripHtml(line.produto.nome);
          const total = totais?.linhas[i];
          const desconto = descontos?.[i] ?? 0;
          return (
            <li
              key={line.produto.id}
              className={props.mostrarImagem ? styles.line : styles.lineWithoutImage}
              data-testid="cart-line"
            >
              {props.mostrarImagem ? (
                <img
                  className={styles.image}
                  src={withImageBase(withImageSize(line.produto.imagem, 150), config.imageBaseUrl)}
                  alt=""
                  width={64}
                  height={64}
                />
              ) : null}
              <div>
                <p className={styles.name}>{nome}</p>
                {/* The supplier's code and the package's EAN, either of which quick order takes (issue 35). */}
                <p className={styles.muted} data-testid="cart-line-code">
                  {productCodesLabel(line.produto.idcadastroextraproduto, line.produto.ean)}
                </p>
                {comboLineText(line) ? (
                  <p className={styles.muted} data-testid="cart-line-combo">
                    {comboLineText(line)}
                  </p>
                ) : null}
                {props.mostrarPrecoUnitario ? (
                  <p className={styles.muted} data-testid="cart-line-unit-price">
                    {total
                      ? `${formatBRL(total.unitario.centavos)} / ${line.produto.unidade}`
                      : line.produto.labelunidade}
                  </p>
                ) : null}
              </div>
              <div className={styles.actions}>
                <CartQuantity produto={line.produto} id={`carrinho-${line.produto.id}`} linhasDoServidor />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={bloqueado}
                  onClick={() => change({ produto: line.produto, acao: 'DEL' })}
                  aria-label={`Remover ${nome} do carrinho`}
                >
                  Remover
                </Button>
                <SaveToList
                  produtos={() => [{ id: line.produto.id, quantidade: line.quantidadeMilesimos / 1000 }]}
                  titulo={`Salvar ${nome} na lista`}
                />
              </div>
              <span className={styles.lineTotal}>
                <span data-testid="cart-line-total">{total ? formatBRL(total.total) : ''}</span>
                {props.mostrarDescontoCupom && desconto > 0 ? (
                  <span className={styles.lineDiscount} data-testid="cart-line-discount">
                    Cupom: − {formatBRL(desconto)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.saveAll}>
        <SaveToList
          rotulo="Salvar carrinho como lista"
          titulo="Salvar carrinho como lista"
          nomeSugerido="Meu carrinho"
          variant="secondary"
          produtos={() => lines.map((l) => ({ id: l.produto.id, quantidade: l.quantidadeMilesimos / 1000 }))}
        />
      </div>
    </div>
  );
}
