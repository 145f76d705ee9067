/** One product in a grid or rail: image, name (HTML stripped), unit, price in BRL or the hidden-price text. */
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { $storefrontConfig } from '../../engine/model/app';
import { rotas } from '../../engine/model/navigation';
import { $rotaBase } from '../../engine/model/supplier';
import type { Produto } from '../../engine/model/types';
import { formatBRL, toCentavos } from '../../engine/rules/money';
import { stripHtml } from '../../engine/rules/names';
import { formatQuantity } from '../../engine/rules/quantity';
import { withImageBase, withImageSize } from './image-url';
import { RichText } from './rich-text';
import { visuallyHidden } from '../../themes/global.css';
import * as styles from './product-card.css';

export const TEXTO_PRECO_OCULTO = 'Faça login para ver o preço';

export interface ProductCardProps {
  produto: Produto;
  /** The list says it has prices (`listaTemPrecos`); false hides every price. */
  mostrarPrecos: boolean;
  /** Eager-load the image (first row above the fold). */
  prioridade?: boolean;
  /** Where the card sits: the catalogue grid ('product-card') or a rail ('carousel-product-card'). */
  testId?: 'product-card' | 'carousel-product-card' | 'similar-product-card';
}

export function ProductCard({ produto, mostrarPrecos, prioridade = false, testId = 'product-card' }: ProductCardProps) {
  const [base, config] = useUnit([$rotaBase, $storefrontConfig]);
  const nome = stripHtml(produto.nome);
  const href = rotas.produto(base, produto.slug);
  const temPreco = mostrarPrecos && produto.preco !== null;
  const preco = produto.preco !== null ? toCentavos(produto.preco) : null;
  const original = produto.preco_original !== null ? toCentavos(produto.preco_original) : null;
  const emOferta = temPreco && preco !== null && original !== null && original > preco;
  const atacado =
    temPreco && preco !== null && produto.precovendaatacado !== null && produto.minvendaatacado !== null
      ? toCentavos(produto.precovendaatacado)
      : null;
  const mostraAtacado = atacado !== null && atacado > 0 && preco !== null && atacado < preco;
  const src = withImageBase(withImageSize(produto.imagem, 300), config.imageBaseUrl);

  return (
    <article className={styles.card} aria-label={nome} data-testid={testId} data-product-id={produto.id}>
      {emOferta ? <span className={styles.badge}>Oferta</span> : null}
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={src}
          alt=""
          width={300}
          height={300}
          loading={prioridade ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {nome}
          </Link>
        </h3>
        <p className={styles.unit}>{produto.labelunidade}</p>
        {temPreco && preco !== null ? (
          <div className={styles.prices}>
            {emOferta && original !== null ? (
              <s className={styles.originalPrice}>
                <span className={visuallyHidden}>Preço original: </span>
                {formatBRL(original)}
              </s>
            ) : null}
            <span className={styles.price}>
              {emOferta ? <span className={visuallyHidden}>Preço promocional: </span> : null}
              {formatBRL(preco)}
            </span>
            {mostraAtacado && atacado !== null && produto.minvendaatacado !== null ? (
              <p className={styles.wholesale}>
                Atacado: {formatBRL(atacado)} a partir de{' '}
                {formatQuantity(produto.minvendaatacado, { unidade: produto.unidade, granularidade: produto.granularidade })}{' '}
                {produto.unidade}
              </p>
            ) : null}
          </div>
        ) : (
          <p className={styles.priceHidden}>{TEXTO_PRECO_OCULTO}</p>
        )}
        {produto.mensagemcardproduto ? (
          <div className={styles.message}>
            <RichText html={produto.mensagemcardproduto} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
