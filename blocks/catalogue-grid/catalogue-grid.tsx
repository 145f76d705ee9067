/** The product grid of the current page (home, categoria, busca): sort, cards, "load more", empty state. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $carregandoLista,
  $carregandoMais,
  $filtro,
  $filtrosSelecionados,
  $listaErro,
  $listaTemPrecos,
  $ordenacaoAtual,
  $produtos,
  $quantidadeProdutos,
  $quantidadeLimitada,
  $restantes,
  loadMoreClicked,
  sortChanged,
} from '#engine/model/catalogue';
import { $rota } from '#engine/model/navigation';
import { $categorias } from '#engine/model/categories';
import { findCategory } from '#engine/rules/categories';
import { isCountCapped, productCountLabel } from '#engine/rules/product-count';
import { searchTitle } from '#engine/rules/page-title';
import { useDocumentTitle } from '#features/page-title';
import { $fornecedor } from '#engine/model/supplier';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import { ProductGrid, ProductGridSkeleton } from '#ui/product-grid';
import { visuallyHidden } from '#themes/global.css';
import { cardCart } from '#features/cart/card-cart';
import { useProductCardContext } from '#features/catalogue/product-links';
import type { CatalogueGridProps } from './schema';
import * as styles from './catalogue-grid.css';

export const TEXTO_VAZIO = 'Nenhum produto encontrado.';

// The filter panel's content and its model load when the shopper first opens 'Filtrar'.
const TagFilters = lazy(() => import('./tag-filters'));

/** 'Filtrar': a native disclosure (closed in the server's HTML, so nothing shifts); its content loads on first open. */
function FilterPanel() {
  const [aberto, setAberto] = useState(false);
  const selecionados = useUnit($filtrosSelecionados);
  const escolhidos = selecionados.tags.length + selecionados.agrupadores.length;
  return (
    <details className={styles.filters} onToggle={(e) => e.currentTarget.open && setAberto(true)}>
      <summary className={styles.filtersSummary}>{escolhidos > 0 ? `Filtrar (${escolhidos})` : 'Filtrar'}</summary>
      {aberto ? (
        <Suspense fallback={<p className={styles.status}>Carregando filtros…</p>}>
          <TagFilters />
        </Suspense>
      ) : null}
    </details>
  );
}
export const TEXTO_CARREGAR_MAIS = 'Carregar mais produtos';

export function CatalogueGrid({ id, props }: BlockComponentProps<CatalogueGridProps>) {
  const headingId = useId();
  const [
    produtos,
    total,
    limitada,
    restantes,
    carregando,
    carregandoMais,
    erro,
    temPrecos,
    ordenacaoAtual,
    fornecedor,
    rota,
    categorias,
  ] = useUnit([
    $produtos,
    $quantidadeProdutos,
    $quantidadeLimitada,
    $restantes,
    $carregandoLista,
    $carregandoMais,
    $listaErro,
    $listaTemPrecos,
    $ordenacaoAtual,
    $fornecedor,
    $rota,
    $categorias,
  ]);
  const [onLoadMore, onSortHome] = useUnit([loadMoreClicked, sortChanged]);
  const hidratado = useHydrated();
  const filtro = useUnit($filtro);
  const navigate = useNavigate();
  const { linksFor, ignorarMultiplo } = useProductCardContext();
  const ordenacoes = fornecedor?.ordenacoes_produto ?? [];

  let titulo = props.titulo;
  if (rota.pagina === 'categoria') titulo = findCategory(categorias, (c) => c.slug === rota.slug)?.nome ?? titulo;
  // The text being searched (it follows the search box, debounced), else the URL's ?q=.
  if (rota.pagina === 'busca') titulo = searchTitle(filtro?.sk || rota.q);
  if (!titulo) titulo = 'Produtos';
  // The page's h1 on categoria and busca (what the page is about); a section heading on the home
  // page, whose h1 is the supplier's name (src/pages/layout-page.tsx).
  const pageTitle = rota.pagina === 'categoria' || rota.pagina === 'busca';
  const Heading = pageTitle ? 'h1' : 'h2';
  // The document's title names the category or the search too (as the server's head does).
  useDocumentTitle(pageTitle ? titulo : null);
  // A category's or a search's ordering goes in its address; the home page's is remembered.
  const onSort = (ordenacao: string) =>
    pageTitle
      ? void import('./change-list-address').then((m) => m.changeListAddress(navigate, rota, filtro, { ordenacao }))
      : onSortHome(ordenacao);

  return (
    <section
      className={styles.root}
      aria-labelledby={headingId}
      aria-busy={carregando || carregandoMais}
      data-block-id={id}
      data-testid="catalogue-grid"
    >
      <div className={styles.toolbar}>
        <div>
          <Heading id={headingId} className={styles.title}>
            {titulo}
          </Heading>
          {/* The line keeps its height while the list loads (nothing below it moves when the count arrives). */}
          {!erro ? (
            <p className={styles.count}>{carregando ? '\u00a0' : productCountLabel(total, limitada ?? undefined)}</p>
          ) : null}
        </div>
        {props.mostrarOrdenacao && ordenacoes.length > 0 ? (
          <label className={styles.sort}>
            Ordenar por
            <select
              className={styles.select}
              value={ordenacaoAtual ?? ordenacoes[0]?.idordenacao ?? ''}
              onChange={(e) => onSort(e.currentTarget.value)}
            >
              {ordenacoes.map((o) => (
                <option key={o.idordenacao} value={o.idordenacao}>
                  {o.descricao}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>

      {pageTitle ? <FilterPanel /> : null}

      {erro ? (
        <Message role="alert" tone="critical">
          {erro}
        </Message>
      ) : null}

      {carregando ? (
        <p className={visuallyHidden} role="status">
          Carregando produtos…
        </p>
      ) : null}
      {carregando && produtos.length === 0 ? <ProductGridSkeleton count={8} /> : null}

      {!carregando && !erro && produtos.length === 0 ? <p className={styles.status}>{TEXTO_VAZIO}</p> : null}

      {produtos.length > 0 ? (
        <ProductGrid
          produtos={produtos}
          linksFor={linksFor}
          mostrarPrecos={temPrecos}
          ignorarMultiplo={ignorarMultiplo}
          // The first row loads eagerly only where the grid leads the page (categoria, busca). On the
          // home page it sits below the banners and rails: eager images there (preloaded by the
          // server render) would compete with what the visitor sees first.
          prioritarios={pageTitle ? 4 : 0}
          stale={carregando}
          titulo={pageTitle ? 'h2' : 'h3'}
          offscreen
          acaoFor={cardCart}
        />
      ) : null}

      {restantes > 0 && produtos.length > 0 ? (
        <div className={styles.more}>
          {/* Disabled until the page is live (the server's HTML has no handler: a tap before hydration
              was lost, which the storefront journey caught on loaded CI machines), and while the
              list reloads (a new ordering or filter): the model ignores a click then. */}
          <Button
            variant="secondary"
            shape="pill"
            onClick={() => onLoadMore()}
            disabled={!hidratado || carregandoMais || carregando}
          >
            {carregandoMais
              ? 'Carregando…'
              : isCountCapped(total, limitada ?? undefined)
                ? TEXTO_CARREGAR_MAIS
                : `${TEXTO_CARREGAR_MAIS} (${restantes.toLocaleString('pt-BR')} ${restantes === 1 ? 'restante' : 'restantes'})`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
