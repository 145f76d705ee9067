/**
 * The buy box: the product's name (the page's one h1, so the block the page cannot lose carries
 * it), brand and unit, the price, 'Adicionar ao carrinho' with the quantity stepper, then the
 * blocks placed inside it (by default the availability alert, which takes the quantity's place
 * when the product is out of stock, and the shipping quote), the progressive discount's table,
 * a kit's items and the product's message. Server-rendered; the stepper's cart flow loads with the
 * page's chunk.
 */
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { infoCell } from '#blocks/groups/product/columns.css';
import { CartQuantity } from '#features/cart/cart-ui';
import { useProductCardContext } from '#features/catalogue/product-links';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $produto } from '#engine/model/product';
import { $gateContext } from '#engine/model/storefront';
import type { ProdutoDetalhe } from '#engine/model/types';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { productCodesLabel } from '#engine/rules/product-code';
import { formatQuantity, quantityOptionsOf } from '#engine/rules/quantity';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { Price } from '#ui/price';
import { SafeHtml } from '#ui/safe-html';
import { SaveToList } from '#features/shopping-lists/save-to-list';
import type { ProductBuyBoxProps } from './schema';
import { progressiveTiers } from './tiers';
import * as styles from './product-buy-box.css';

function PriceTiers({ produto, titulo }: { produto: ProdutoDetalhe; titulo: string }) {
  const faixas = progressiveTiers(produto.efeitospoliticas.descontoProgressivo);
  if (faixas.length === 0) return null;
  const qtd = (q: number) => formatQuantity(q, quantityOptionsOf(produto));
  return (
    <table className={styles.table} data-testid="desconto-progressivo">
      {titulo ? <caption className={`${styles.muted} ${styles.caption}`}>{titulo}</caption> : null}
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            A partir de
          </th>
          <th className={styles.cell} scope="col">
            Preço unitário
          </th>
        </tr>
      </thead>
      <tbody>
        {faixas.map((f) => (
          <tr key={f.quantidade}>
            <td className={styles.cell}>
              {qtd(f.quantidade)} {produto.unidade}
            </td>
            <td className={styles.cell}>{formatBRL(f.preco)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function KitItems({ produto, titulo }: { produto: ProdutoDetalhe; titulo: string }) {
  if (produto.tipo_produto !== 'CONJUNTO' || produto.subitens.length === 0) return null;
  return (
    <div>
      {titulo ? <h2 className={styles.sectionTitle}>{titulo}</h2> : null}
      <ul>
        {produto.subitens.map((s) => (
          <li key={s.id}>
            {s.quantidade_itens} × {stripHtml(s.nome)} ({s.labelunidademultiplo})
            {!produto.esconder_preco_sub_itens && s.preco !== null ? ` — ${formatBRL(toCentavos(s.preco))}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductBuyBox({ id, props, children }: BlockComponentProps<ProductBuyBoxProps>) {
  const [produto, gate] = useUnit([$produto, $gateContext]);
  const { ignorarMultiplo } = useProductCardContext();
  if (!produto) return null;
  const nome = stripHtml(produto.nome);
  const esgotado = isOutOfStock(produto.maximo_disponivel, hasStockControl(gate.supplierTags));
  const blocos: ReactNode = children ?? null;
  return (
    <div className={`${infoCell} ${styles.root}`} data-block-id={id} data-testid="product-buy-box">
      <h1 className={styles.title}>{nome}</h1>
      {props.mostrarMarca ? (
        <p className={styles.muted}>
          {produto.marca} · {produto.labelunidade}
        </p>
      ) : null}
      {/* The supplier's code and the package's EAN, either of which quick order takes (issue 35). */}
      <p className={styles.muted} data-testid="product-code">
        {productCodesLabel(produto.idcadastroextraproduto, produto.ean)}
      </p>
      <Price produto={produto} ignorarMultiplo={ignorarMultiplo} size="lg" />
      {/* Out of stock: nothing to add; the availability alert (a block) says so and offers the alert. */}
      {esgotado ? null : <CartQuantity produto={produto} id={`produto-${produto.id}`} />}
      <SaveToList
        titulo={`Salvar ${nome} na lista`}
        produtos={() => [
          { id: produto.id, quantidade: Math.max(produto.granularidade ?? 1, produto.min_por_pedido ?? 1) },
        ]}
      />
      {props.posicaoBlocos === 'apos-quantidade' ? blocos : null}
      {props.mostrarFaixas ? <PriceTiers produto={produto} titulo={props.tituloFaixas} /> : null}
      {props.mostrarItensConjunto ? <KitItems produto={produto} titulo={props.tituloItensConjunto} /> : null}
      {props.mostrarMensagem && produto.mensagemcardproduto ? <SafeHtml html={produto.mensagemcardproduto} /> : null}
      {props.posicaoBlocos === 'no-fim' ? blocos : null}
    </div>
  );
}
