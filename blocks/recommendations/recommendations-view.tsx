/**
 * The recommendations block's content (a lazy block, ./index.ts): for a logged-in client of a
 * supplier with the tag, the products recommended on this page (the cart: CART, a product page:
 * PRODUCT with its product, any other page: HOME), in one row of cards. Nothing while they load,
 * when there are none, or for a visitor. Every view (the block came into sight), click (a product
 * opened, or its 'Adicionar ao carrinho') and add (the cart took it) goes back as feedback with
 * the answer's `sessao_id` (engine/model/recommendations).
 */
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useProductCardContext } from '#features/catalogue/product-links';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $cartLines } from '#engine/model/cart/lines';
import { $cliente } from '#engine/model/lib/session-roles';
import { $rota } from '#engine/model/navigation';
import { $produto } from '#engine/model/product';
import {
  $recommendations,
  recommendationAddClicked,
  recommendationOpened,
  recommendationsShown,
  recommendationsViewed,
  type VisaoRecomendacao,
} from '#engine/model/recommendations';
import type { Produto } from '#engine/model/types';
import { stripHtml } from '#engine/rules/names';
import { hasPrice } from '#engine/rules/price-display';
import { Button } from '#ui/button';
import { ProductGrid } from '#ui/product-grid';
import type { RecommendationsProps } from './schema';
import * as styles from './recommendations.css';

export default function RecommendationsView({ id, props }: BlockComponentProps<RecommendationsProps>) {
  const [rota, produto, cliente, respostas, linhas] = useUnit([
    $rota,
    $produto,
    $cliente,
    $recommendations,
    $cartLines,
  ]);
  const [mostrar, vistos, aberto, adicionar] = useUnit([
    recommendationsShown,
    recommendationsViewed,
    recommendationOpened,
    recommendationAddClicked,
  ]);
  const visao: VisaoRecomendacao =
    rota.pagina === 'carrinho' ? 'CART' : rota.pagina === 'produto' && produto ? 'PRODUCT' : 'HOME';
  const idproduto = visao === 'PRODUCT' ? produto?.id : undefined;
  const { linksFor, ignorarMultiplo } = useProductCardContext();
  const tituloId = useId();
  const ref = useRef<HTMLElement>(null);
  const logado = cliente !== null;
  useEffect(() => {
    if (logado) mostrar({ visao, idproduto });
  }, [logado, mostrar, visao, idproduto]);
  const resposta = respostas[visao];
  const noCarrinho = new Set(linhas.map((l) => l.produto.id));
  const produtos = (resposta?.produtos ?? []).filter((p) => !noCarrinho.has(p.id)) as Produto[];
  const sessaoId = resposta?.sessao_id;
  const temProdutos = produtos.length > 0;
  // Seen once the block is on screen (at least half of it), once per answer.
  useEffect(() => {
    const el = ref.current;
    if (!el || sessaoId === undefined || !temProdutos) return;
    if (typeof IntersectionObserver === 'undefined') {
      vistos(visao);
      return;
    }
    const observer = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) {
          vistos(visao);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [sessaoId, temProdutos, visao, vistos]);
  if (!logado || !temProdutos) return null;
  // A product opened from a card (its picture or name link).
  const abrir = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a[href]');
    const item = link?.closest('li');
    if (!link || !item?.parentElement) return;
    const indice = Array.from(item.parentElement.children).indexOf(item);
    const escolhido = produtos[indice];
    if (escolhido) aberto({ visao, produto: escolhido });
  };
  return (
    <section
      ref={ref}
      aria-labelledby={tituloId}
      data-block-id={id}
      data-testid="recommendations"
      className={styles.block}
      onClickCapture={abrir}
    >
      <h2 id={tituloId} className={styles.title}>
        {props.titulo}
      </h2>
      <ProductGrid
        layout="row"
        produtos={produtos}
        linksFor={linksFor}
        mostrarPrecos={true}
        ignorarMultiplo={ignorarMultiplo}
        titulo="h3"
        testId="recommended-product-card"
        acaoFor={(p) =>
          hasPrice(p) ? (
            <Button
              size="sm"
              aria-label={`Adicionar ao carrinho: ${stripHtml(p.nome)}`}
              onClick={() => adicionar({ visao, produto: p })}
            >
              Adicionar ao carrinho
            </Button>
          ) : null
        }
      />
    </section>
  );
}
