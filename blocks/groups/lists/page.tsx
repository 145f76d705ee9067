/**
 * The lists group's page chunk (page types `listas`, `/{slug}/listas`, and `lista`,
 * `/{slug}/listas/{id}`; issue 29): its blocks (`registry`) and the frame around the rendered
 * layout: the page's one h1 and, for a visitor who is not a client, the way to log in. The blocks
 * load their lists on open (engine/model/lists).
 */
import { useUnit } from 'effector-react';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { EmptyState, PageFrame } from '#ui/page';
import { listsBlocks } from './registry';

export const registry = { ...listsBlocks };

export function Frame({ pageType, children }: PageFrameProps) {
  const [session, base] = useUnit([$session, $rotaBase]);
  const cliente = session.authenticated && session.idcliente > 0;
  const titulo = pageType === 'lista' ? 'Lista de compras' : 'Listas de compras';
  if (!cliente) {
    return (
      <EmptyState
        titulo={titulo}
        texto="Entre na sua conta para ver e usar as suas listas de compras."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  return (
    <PageFrame titulo={titulo} tituloId={pageType === 'lista' ? 'lista-titulo' : 'listas-titulo'}>
      {children}
    </PageFrame>
  );
}
