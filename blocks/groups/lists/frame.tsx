/**
 * The frame of the lists group's page types (`listas`, `/{slug}/listas`, and `lista`,
 * `/{slug}/listas/{id}`; issue 29): the page's one h1 and, for a visitor who is not a client, the
 * way to log in. The blocks load their lists on open (engine/model/lists). The group's pages ride
 * in the account chunk (blocks/groups/account/page.tsx): a chunk of their own costs the first view
 * its entry in the chunk table, and the first view has no room left.
 */
import { useUnit } from 'effector-react';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $features, $gateContext } from '#engine/model/storefront';
import { isFeatureEnabled } from '#schemas/features';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { EmptyState, PageFrame } from '#ui/page';
export function ListsFrame({ pageType, children }: PageFrameProps) {
  const [session, base, features, gate] = useUnit([$session, $rotaBase, $features, $gateContext]);
  const cliente = session.authenticated && session.idcliente > 0;
  const titulo = pageType === 'lista' ? 'Lista de compras' : 'Listas de compras';
  // The shop's features document may keep the lists from some visitors (schemas/features.ts `listas`).
  if (cliente && !isFeatureEnabled(features, 'listas', gate)) {
    return (
      <EmptyState titulo={titulo} texto="As listas de compras não estão disponíveis para a sua conta nesta loja." />
    );
  }
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
