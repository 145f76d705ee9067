/**
 * The additional services of the product (spec section 2 'Additional services on a product'):
 * products the supplier registered as add-ons of this one (`produto_adicional_de`), listed by
 * `listaprodutos?produtoprincipal` (engine/model/product-services). Each shows its name (a link
 * to its own page, which has its description), unit and price, and the cart's 'Adicionar ao
 * carrinho' with the stepper: the cart takes a service as a line of its own, like any product,
 * and that is all the screen says it does. Nothing shows when the product has no services, or is
 * out of stock (a service of a product that cannot be bought now is not offered). Server-rendered
 * for an entry on the page (the services are prepared before rendering).
 */
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { infoCell } from '#blocks/groups/product/columns.css';
import { CartQuantity } from '#features/cart/cart-ui';
import { useProductCardContext } from '#features/catalogue/product-links';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { rotas } from '#engine/model/navigation';
import { $produto } from '#engine/model/product';
import { $productServices, $servicesWithPrices, productServicesOpened } from '#engine/model/product-services';
import { $gateContext } from '#engine/model/storefront';
import { $rotaBase } from '#engine/model/supplier';
import { stripHtml } from '#engine/rules/names';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { Price } from '#ui/price';
import type { ProductServicesProps } from './schema';
import * as styles from './product-services.css';

export function ProductServices({ id, props }: BlockComponentProps<ProductServicesProps>) {
  const [produto, servicos, comPrecos, gate, base, aberto] = useUnit([
    $produto,
    $productServices,
    $servicesWithPrices,
    $gateContext,
    $rotaBase,
    productServicesOpened,
  ]);
  const { ignorarMultiplo } = useProductCardContext();
  const tituloId = useId();
  useEffect(() => {
    aberto();
  }, [aberto]);
  const controleEstoque = hasStockControl(gate.supplierTags);
  if (!produto || servicos.length === 0 || isOutOfStock(produto.maximo_disponivel, controleEstoque)) return null;
  const oferecidos = servicos.filter((s) => !isOutOfStock(s.maximo_disponivel, controleEstoque));
  if (oferecidos.length === 0) return null;
  return (
    <section className={infoCell} aria-labelledby={tituloId} data-block-id={id} data-testid="servicos-adicionais">
      <h2 id={tituloId} className={styles.title}>
        {props.titulo}
      </h2>
      {props.texto ? <p className={styles.intro}>{props.texto}</p> : null}
      <ul className={styles.list}>
        {oferecidos.map((servico) => (
          <li key={servico.id} className={styles.item} data-testid="servico-adicional">
            <div className={styles.details}>
              <Link to={rotas.produto(base, servico.slug)} className={styles.name}>
                {stripHtml(servico.nome)}
              </Link>
              <p className={styles.unit}>{servico.labelunidade}</p>
              <Price produto={servico} mostrarPrecos={comPrecos} ignorarMultiplo={ignorarMultiplo} />
            </div>
            <CartQuantity produto={servico} id={`servico-${servico.id}`} compacto />
          </li>
        ))}
      </ul>
    </section>
  );
}
