/**
 * A supplier's static page, `/{slug}/pagina/{slug}` (spec section 2 'Static pages, and a
 * not-displayable static page error'): its title and its HTML (through SafeHtml, that is
 * DOMPurify). Rendered on the server with its content (src/app/route-models.ts prepares it);
 * 'Página não encontrada' (404) for none, the not-displayable message for a page not tagged WEB.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $carregandoPagina, $erroPagina, $pagina, staticPageOpened } from '#engine/model/static-page';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { SafeHtml } from '#ui/safe-html';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './static-page.css';
import { textoEmLinhas } from './texto-em-linhas';

const data = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

export default function StaticPage() {
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

  useEffect(() => {
    if (!pagina) return undefined;
    const anterior = document.title;
    document.title = `${pagina.titulo} | ${anterior}`;
    return () => {
      document.title = anterior;
    };
  }, [pagina]);

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
  if (!pagina || carregando) return <StatusScreen titulo="Carregando a página…" carregando />;

  return (
    <article className={styles.page} aria-labelledby="pagina-titulo">
      <h1 id="pagina-titulo" className={styles.title}>
        {pagina.titulo}
      </h1>
      <p className={styles.updated}>Atualizada em {data(pagina.atualizado_em)}</p>
      <SafeHtml html={pagina.conteudo} className={styles.content} texto={textoEmLinhas} />
    </article>
  );
}
