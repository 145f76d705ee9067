/** The product page (lazy-loaded): detail from getProduto, then the layout's `produto` blocks. */
import { TAG_DELIVERY } from '#engine/rules/tags';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useOutletContext } from 'react-router';
import { blockRegistry } from '#blocks/registry';
import type { StoredLayoutDocument } from '#blocks/layout-schema';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import { cardCart } from '#features/cart/card-cart';
import { useProductCardContext } from '#features/catalogue/product-links';
import { LayoutRegion } from '#engine/layout/renderer';
import { $storefrontConfig } from '#engine/model/app';
import { rotas } from '#engine/model/navigation';
import { $carregandoProduto, $produto, $produtoErro } from '#engine/model/product';
import { $gateContext } from '#engine/model/storefront';
import { $rotaBase } from '#engine/model/supplier';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { formatQuantity } from '#engine/rules/quantity';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { ButtonLink } from '#ui/button';
import { Button } from '#ui/button';
import { Price } from '#ui/price';
import { ProductGrid } from '#ui/product-grid';
import { SafeHtml } from '#ui/safe-html';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import { CartQuantity } from '#features/cart/cart-ui';
import * as styles from './product-page.css';

// The availability alert and its model load only on an out-of-stock product's page, after hydration.
const AvailabilityAlert = lazy(() => import('./availability-alert'));
// The shipping quote by CEP and its model: a chunk of their own, after hydration.
const FreteCep = lazy(() => import('./frete-cep'));

/** What the server renders, and the page shows while the quote's chunk loads: the same field, inactive. */
function FreteCepPlaceholder() {
  return (
    <label className={styles.muted}>
      CEP <input disabled placeholder="00000-000" />
    </label>
  );
}

/** 'Calcular frete': the delivery options, fees and first dates for a CEP (spec section 7 cotarFreteCep). */
function CalcularFrete() {
  const hidratado = useHydrated();
  return (
    <section className={styles.freteBox} aria-labelledby="calcular-frete" data-testid="calcular-frete">
      <h2 id="calcular-frete" className={styles.freteTitle}>
        Calcular frete
      </h2>
      {hidratado ? (
        <Suspense fallback={<FreteCepPlaceholder />}>
          <FreteCep />
        </Suspense>
      ) : (
        <FreteCepPlaceholder />
      )}
    </section>
  );
}

/** What the server renders, and the page shows while the alert's chunk loads: the same button, inactive. */
function AlertPlaceholder() {
  return (
    <div className={styles.alertArea}>
      <p className={styles.muted}>
        Deixe o seu pedido de aviso: enviaremos um e-mail assim que o produto voltar ao estoque.
      </p>
      <Button disabled>Avise-me quando chegar</Button>
    </div>
  );
}

/** 'Produto indisponível' in place of the quantity (spec section 2 'Alerta de disponibilidade'). */
function OutOfStock() {
  const hidratado = useHydrated();
  return (
    <section className={styles.stockOut} aria-labelledby="produto-indisponivel" data-testid="produto-indisponivel">
      <h2 id="produto-indisponivel" className={styles.stockOutTitle}>
        Produto indisponível no momento
      </h2>
      {hidratado ? (
        <Suspense fallback={<AlertPlaceholder />}>
          <AvailabilityAlert />
        </Suspense>
      ) : (
        <AlertPlaceholder />
      )}
    </section>
  );
}

export default function ProductPage() {
  const layout = useOutletContext<StoredLayoutDocument>();
  const [produto, erro, carregando, base, config, gate] = useUnit([
    $produto,
    $produtoErro,
    $carregandoProduto,
    $rotaBase,
    $storefrontConfig,
    $gateContext,
  ]);
  const nomeProduto = produto ? stripHtml(produto.nome) : null;
  const { linksFor, ignorarMultiplo } = useProductCardContext();

  // The page title names the product while it is open (the server wrote the supplier's title).
  useEffect(() => {
    if (!nomeProduto) return undefined;
    const anterior = document.title;
    document.title = `${nomeProduto} | ${anterior}`;
    return () => {
      document.title = anterior;
    };
  }, [nomeProduto]);

  if (erro) {
    return (
      <StatusScreen
        titulo={erro}
        texto="Confira o endereço ou procure o produto na busca."
        tom="info"
        acao={<ButtonLink to={rotas.home(base)}>Voltar para o início</ButtonLink>}
      />
    );
  }
  if (!produto || carregando) return <StatusScreen titulo="Carregando produto…" carregando />;

  const nome = stripHtml(produto.nome);
  const faixas = Object.entries(produto.efeitospoliticas.descontoProgressivo)
    .map(([q, p]) => ({ quantidade: Number(q), preco: toCentavos(p) }))
    .filter((f) => Number.isFinite(f.quantidade))
    .sort((a, b) => a.quantidade - b.quantidade);
  const esgotado = isOutOfStock(produto.maximo_disponivel, hasStockControl(gate.supplierTags));
  const qtd = (q: number) => formatQuantity(q, { unidade: produto.unidade, granularidade: produto.granularidade });

  return (
    <article className={styles.root}>
      <nav aria-label="Você está em" className={styles.breadcrumb}>
        <Link to={rotas.home(base)}>Início</Link>
        <span aria-hidden="true">›</span>
        <Link to={rotas.categoria(base, produto.categoria.slug)}>{produto.categoria.nome}</Link>
        <span aria-hidden="true">›</span>
        <span aria-current="page">{nome}</span>
      </nav>
      <div className={styles.layout}>
        <div className={styles.imageBox}>
          <img
            className={styles.image}
            src={withImageBase(withImageSize(produto.imagem, 600), config.imageBaseUrl)}
            alt={nome}
            width={600}
            height={600}
          />
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>{nome}</h1>
          <p className={styles.muted}>
            {produto.marca} · {produto.labelunidade}
          </p>
          <Price produto={produto} ignorarMultiplo={ignorarMultiplo} size="lg" />
          {esgotado ? <OutOfStock /> : <CartQuantity produto={produto} id={`produto-${produto.id}`} />}
          {gate.supplierTags.includes(TAG_DELIVERY) ? <CalcularFrete /> : null}
          {faixas.length > 0 ? (
            <table className={styles.table}>
              <caption className={styles.muted} style={{ textAlign: 'left' }}>
                Desconto progressivo
              </caption>
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
          ) : null}
          {produto.tipo_produto === 'CONJUNTO' && produto.subitens.length > 0 ? (
            <div>
              <h2 className={styles.sectionTitle}>Itens do conjunto</h2>
              <ul>
                {produto.subitens.map((s) => (
                  <li key={s.id}>
                    {s.quantidade_itens} × {stripHtml(s.nome)} ({s.labelunidademultiplo})
                    {!produto.esconder_preco_sub_itens && s.preco !== null
                      ? ` — ${formatBRL(toCentavos(s.preco))}`
                      : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {produto.mensagemcardproduto ? <SafeHtml html={produto.mensagemcardproduto} /> : null}
          {produto.descricao ? (
            <div>
              <h2 className={styles.sectionTitle}>Descrição</h2>
              <SafeHtml html={produto.descricao} className={styles.description} />
            </div>
          ) : null}
        </div>
      </div>
      {produto.similares.length > 0 ? (
        <section aria-labelledby="similares-titulo">
          <h2 id="similares-titulo" className={styles.sectionTitle}>
            Produtos similares
          </h2>
          <ProductGrid
            layout="row"
            produtos={produto.similares}
            linksFor={linksFor}
            mostrarPrecos={true}
            ignorarMultiplo={ignorarMultiplo}
            testId="similar-product-card"
            acaoFor={cardCart}
          />
        </section>
      ) : null}
      <LayoutRegion nodes={layout.pages.produto} registry={blockRegistry} context={gate} />
    </article>
  );
}
