/**
 * The static-page group's page chunk (page type `pagina`, `/{slug}/pagina/{slug}`; spec section 2
 * 'Static pages, and a not-displayable static page error'): its blocks (`registry`) and the
 * page-level frame: it opens the page the route names, shows 'Página não encontrada' (404) for
 * none and the not-displayable message for a page not tagged WEB, the loading state, and around
 * the rendered layout the article with the page's title as its one h1 (also in the document's
 * title). Rendered on the server with its content: src/app/route-models.ts opens the page before
 * React renders, so the frame's 'opened' asks nothing on entry; after a navigation it loads.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { rotas } from '#engine/model/navigation';
import { $carregandoPagina, $erroPagina, $pagina, staticPageOpened } from '#engine/model/static-page';
import { $rotaBase } from '#engine/model/supplier';
import { useDocumentTitle } from '#features/page-title';
import { ButtonLink } from '#ui/button';
import { LoadingState } from '#ui/page';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './page.css';
import { staticPageBlocks } from './registry';

export const registry = { ...staticPageBlocks };

export function Frame({ children }: PageFrameProps) {
  const [pagina, erro, carregando, base, aberta] = useUnit([
    $pagina,
    $erroPagina,
    $carregandoPagina,
    $rotaBase,
    staticPageOpened,
  ]);

  // On entry the page is already loaded (server render, then hydration): this asks nothing; after
  // a navigation it loads the page the route names.
  useEffect(() => {
    aberta();
  });

  // 'Página | Loja', as the server's head says it (engine/rules/page-title); the shop's title after.
  useDocumentTitle(pagina?.titulo ?? null);

  const voltar = <ButtonLink to={rotas.home(base)}>Voltar para o início</ButtonLink>;
  if (erro?.status === 404) {
    return (
      <StatusScreen
        titulo="Página não encontrada"
        texto="Esta loja não tem uma página neste endereço. Confira o link ou volte para o início."
        tom="neutral"
        acao={voltar}
      />
    );
  }
  if (erro) return <StatusScreen titulo="Página indisponível" texto={erro.mensagem} tom="neutral" acao={voltar} />;
  if (!pagina || carregando) return <LoadingState titulo="Carregando a página…" />;

  return (
    <article className={styles.page} aria-labelledby="pagina-titulo">
      <h1 id="pagina-titulo" className={styles.title}>
        {pagina.titulo}
      </h1>
      {children}
    </article>
  );
}
