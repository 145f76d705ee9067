/**
 * The content of the static page the route names (page type `pagina`, `/{slug}/pagina/{slug}`):
 * its date and its HTML (through SafeHtml, that is DOMPurify). The page type's frame
 * (blocks/groups/static-page) loads the page, shows its loading, not-found and not-displayable
 * screens and its title as the h1; this renders only a page that is there. Server-rendered: the
 * server prepares the page before rendering (src/app/route-models.ts).
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $pagina } from '#engine/model/static-page';
import { SafeHtml } from '#ui/safe-html';
import type { StaticPageContentProps } from './schema';
import * as styles from './static-page-content.css';
import { textoEmLinhas } from './texto-em-linhas';

const data = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

export function StaticPageContent({ id, props }: BlockComponentProps<StaticPageContentProps>) {
  const pagina = useUnit($pagina);
  if (!pagina) return null;
  return (
    <div data-block-id={id}>
      {props.mostrarAtualizacao ? <p className={styles.updated}>Atualizada em {data(pagina.atualizado_em)}</p> : null}
      <SafeHtml html={pagina.conteudo} className={styles.content} texto={textoEmLinhas} />
    </div>
  );
}
