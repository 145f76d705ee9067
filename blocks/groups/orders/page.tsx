/**
 * The orders group's page chunk (page types `pedidos`, `pedido` and `submissao`): its blocks
 * (`registry`) and `Frame`, the page-level part around the rendered layout nodes:
 *
 * - pedidos ('Meus pedidos'): asks for the list when the page opens (the server has already
 *   rendered it: src/app/route-models.ts), the login screen for a visitor, the h1;
 * - pedido (`pedidos/:numpedido`): opens the order (server-rendered too), the login, not found,
 *   error and loading screens, the back link, the h1 ('Pedido nº …' or 'Orçamento nº …') and the
 *   status badge;
 * - submissao (`submissao/:orderNumber`): opens the order, the login screen (the success panel,
 *   blocks/submission-success, has the h1: the page is that panel).
 */
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { usePageTypeTitle } from '#features/page-title/page-type';
import { $erroPedido, $pedido, pedidoOpened, pedidosPageShown } from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import { tomStatus } from '#features/orders/format';
import * as shared from '#features/orders/orders.css';
import { ButtonLink } from '#ui/button';
import { EmptyState, ErrorState, LoadingState, PageFrame } from '#ui/page';
import { ordersBlocks } from './registry';

export const registry = { ...ordersBlocks };

function useCliente(): boolean {
  const session = useUnit($session);
  return session.authenticated && session.idcliente > 0;
}

/** A visitor (or a representative with no client chosen) is asked to log in. */
function Entrar({ titulo, texto }: { titulo: string; texto: string }) {
  const base = useUnit($rotaBase);
  return <EmptyState titulo={titulo} texto={texto} acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>} />;
}

function PedidosFrame({ children }: { children: ReactNode }) {
  const cliente = useCliente();
  const shown = useUnit(pedidosPageShown);
  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown]);
  if (!cliente) return <Entrar titulo="Meus pedidos" texto="Entre na sua conta para ver os seus pedidos." />;
  return (
    <PageFrame titulo="Meus pedidos" tituloId="pedidos-titulo">
      {children}
    </PageFrame>
  );
}

function PedidoFrame({ children }: { children: ReactNode }) {
  const numpedido = Number(useParams().numpedido);
  const cliente = useCliente();
  const [pedido, erro, base, abrir] = useUnit([$pedido, $erroPedido, $rotaBase, pedidoOpened]);
  useEffect(() => {
    if (cliente) abrir(numpedido);
  }, [cliente, numpedido, abrir]);

  if (!cliente) return <Entrar titulo="Pedido" texto="Entre na sua conta para ver os seus pedidos." />;
  const meusPedidos = <ButtonLink to={rotas.pedidos(base)}>Meus pedidos</ButtonLink>;
  if (!Number.isSafeInteger(numpedido) || numpedido <= 0)
    return <EmptyState titulo="Pedido não encontrado." acao={meusPedidos} />;
  if (erro) return <ErrorState titulo={erro} acao={meusPedidos} />;
  if (pedido === null || pedido.numpedido !== numpedido) return <LoadingState titulo="Carregando o pedido…" />;
  return (
    <section className={shared.page} aria-labelledby="pedido-titulo">
      <p className={shared.muted}>
        <Link to={rotas.pedidos(base)}>← Meus pedidos</Link>
      </p>
      <div className={shared.cardHead}>
        <h1 id="pedido-titulo" className={shared.title}>
          {pedido.orcamento ? 'Orçamento' : 'Pedido'} nº {pedido.numpedido}
        </h1>
        <span className={shared.badge[tomStatus(pedido.status)]} data-testid="pedido-status">
          {rotuloStatusPedido(pedido.status)}
        </span>
      </div>
      {children}
    </section>
  );
}

function SubmissaoFrame({ children }: { children: ReactNode }) {
  const numpedido = Number(useParams().orderNumber);
  const cliente = useCliente();
  const abrir = useUnit(pedidoOpened);
  useEffect(() => {
    if (cliente && Number.isSafeInteger(numpedido) && numpedido > 0) abrir(numpedido);
  }, [cliente, numpedido, abrir]);
  if (!cliente) return <Entrar titulo="Pedido submetido" texto="Entre na sua conta para ver o seu pedido." />;
  return <div className={shared.page}>{children}</div>;
}

export function Frame({ pageType, children }: PageFrameProps) {
  usePageTypeTitle(pageType);
  if (pageType === 'pedido') return <PedidoFrame>{children}</PedidoFrame>;
  if (pageType === 'submissao') return <SubmissaoFrame>{children}</SubmissaoFrame>;
  return <PedidosFrame>{children}</PedidosFrame>;
}
