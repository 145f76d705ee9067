/**
 * The product page's chunk: the product group's blocks (`registry`) and the page-level `Frame`
 * around the page's rendered layout nodes. The frame opens the route's product (getProduto:
 * engine/model/product, which comes with this chunk, prepared before rendering for an entry on the
 * page), shows 'Carregando produto…' or the error
 * ('Produto não encontrado.' with 'Voltar para o início'), names the product in the document's
 * title while it is open, and lays the blocks out under the breadcrumb in the page's two columns
 * (./columns.css). The page's one h1, the product's name, is the buy box's: the block the page
 * cannot lose (schemas/page-types.ts `required`), and the name sits at the top of its column.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { rotas } from '#engine/model/navigation';
import { $carregandoProduto, $produto, $produtoErro, productPageOpened } from '#engine/model/product';
import { $rotaBase } from '#engine/model/supplier';
import { useDocumentTitle } from '#features/page-title';
import { stripHtml } from '#engine/rules/names';
import { ButtonLink } from '#ui/button';
import { LoadingState } from '#ui/page';
import { StatusScreen } from '#ui/status-screen';
import { productGrid } from './columns.css';
import * as styles from './page.css';
import { productBlocks } from './registry';

export const registry = { ...productBlocks };

export function Frame({ children }: PageFrameProps) {
  const [produto, erro, carregando, base, aberta] = useUnit([
    $produto,
    $produtoErro,
    $carregandoProduto,
    $rotaBase,
    productPageOpened,
  ]);
  const nomeProduto = produto ? stripHtml(produto.nome) : null;

  // The product of the route (this chunk brings its model: a navigation to the page loads it here).
  useEffect(() => {
    aberta();
  }, [aberta]);

  // The page title names the product while it is open (the server wrote the supplier's title).
  // 'Produto | Loja', as the server's head says it (engine/rules/page-title); the shop's title after.
  useDocumentTitle(nomeProduto);

  // Not found is information, not a failure (ErrorState's critical mark): the page's screen as before.
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
  if (!produto || carregando) return <LoadingState titulo="Carregando produto…" />;

  const nome = stripHtml(produto.nome);
  return (
    <article className={styles.root}>
      <nav aria-label="Você está em" className={styles.breadcrumb}>
        <Link to={rotas.home(base)}>Início</Link>
        <span aria-hidden="true">›</span>
        <Link to={rotas.categoria(base, produto.categoria.slug)}>{produto.categoria.nome}</Link>
        <span aria-hidden="true">›</span>
        <span aria-current="page">{nome}</span>
      </nav>
      <div className={productGrid}>{children}</div>
    </article>
  );
}
