/**
 * 'Minhas assinaturas' (`/{slug}/minha-conta/assinaturas`; spec section 2 'Subscriptions: details,
 * cancel, linked orders'): each subscription of the logged-in client at this shop with its type,
 * next date, items, the orders made for it (links to each order's page) and the last date that
 * made no order with its reason; 'Cancelar assinatura' asks for confirmation in a dialog. State
 * lives in engine/model/subscriptions; the page's frame (blocks/groups/account/page.tsx) asks a
 * visitor to log in.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import {
  $assinaturas,
  $cancelling,
  $subscriptionsError,
  $subscriptionsMessage,
  subscriptionsPageShown,
  cancelSubscriptionConfirmed,
  type Assinatura,
} from '#engine/model/subscriptions';
import { formatQuantity } from '#engine/rules/quantity';
import { pageLink } from '#schemas/page-types';
import { dia, reais } from '#features/orders/format';
import * as shared from '#features/orders/orders.css';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import type { SubscriptionListProps } from './schema';
import * as styles from './subscription-list.css';

function CancelarAssinatura({ assinatura }: { assinatura: Assinatura }) {
  const [aberto, setAberto] = useState(false);
  const [cancelando, cancelar] = useUnit([$cancelling, cancelSubscriptionConfirmed]);
  const hydrated = useHydrated();
  return (
    <>
      <Button variant="secondary" onClick={() => setAberto(true)} disabled={!hydrated || cancelando}>
        Cancelar assinatura
      </Button>
      <LazyDialog
        open={aberto}
        onOpenChange={setAberto}
        title="Cancelar assinatura?"
        description={`A assinatura ${assinatura.tipo.nome.toLowerCase()} deixa de gerar pedidos. Os pedidos já feitos continuam.`}
        closeLabel="Voltar"
        size="sm"
      >
        <div className={shared.actions}>
          <Button
            onClick={() => {
              cancelar(assinatura.idassinatura);
              setAberto(false);
            }}
            disabled={cancelando}
          >
            Sim, cancelar assinatura
          </Button>
          <Button variant="ghost" onClick={() => setAberto(false)}>
            Manter assinatura
          </Button>
        </div>
      </LazyDialog>
    </>
  );
}

function AssinaturaCard({ a, base, props }: { a: Assinatura; base: string; props: SubscriptionListProps }) {
  const ativa = a.status === 'ativa';
  const pedidos = a.pedidos.slice(0, props.pedidosPorAssinatura);
  return (
    <li className={styles.card} data-testid="assinatura-card">
      <div className={shared.cardHead}>
        <h2 className={styles.cardTitle}>Assinatura {a.tipo.nome.toLowerCase()}</h2>
        <span className={shared.badge[ativa ? 'positive' : 'critical']}>{ativa ? 'Ativa' : 'Cancelada'}</span>
      </div>
      <p className={shared.muted}>
        {ativa && a.proximaData ? `Próximo pedido em ${dia(a.proximaData)}` : 'Nenhum novo pedido será feito'}
        {` · a cada ${a.tipo.intervalo_dias} dias · ${a.tipoEntrega === 'RETIRADA' ? 'retirada' : 'entrega'}`}
        {a.numpedidoOrigem !== null ? ` · criada no pedido nº ${a.numpedidoOrigem}` : ''}
      </p>
      {a.ultimaFalha ? (
        <Message tone="critical" role="status">
          O pedido de {dia(a.ultimaFalha.dataPrevista)} não foi feito. Motivo: {a.ultimaFalha.motivo}
        </Message>
      ) : null}
      <div className={styles.columns}>
        <section aria-label="Itens da assinatura">
          <h3 className={shared.subtitle}>Itens</h3>
          <ul className={styles.plainList}>
            {a.itens.map((i) => (
              <li key={i.id}>
                {formatQuantity(i.quantidade)} {i.unidade} · {i.nome}{' '}
                <span className={shared.muted}>({reais(i.precoUnitario)} cada)</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Pedidos da assinatura">
          <h3 className={shared.subtitle}>Pedidos</h3>
          {pedidos.length === 0 ? (
            <p className={shared.muted}>Nenhum pedido gerado ainda.</p>
          ) : (
            <ul className={styles.plainList}>
              {pedidos.map((p) => (
                <li key={p.dataPrevista} data-testid="assinatura-pedido">
                  {dia(p.dataPrevista)} ·{' '}
                  {p.numpedido !== null ? (
                    <Link to={pageLink(base, 'pedido', String(p.numpedido))}>Pedido nº {p.numpedido}</Link>
                  ) : (
                    <span>Não realizado{p.motivo ? `: ${p.motivo}` : ''}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {ativa ? (
        <div className={shared.actions}>
          <CancelarAssinatura assinatura={a} />
        </div>
      ) : null}
    </li>
  );
}

export function SubscriptionList({ id, props }: BlockComponentProps<SubscriptionListProps>) {
  const [assinaturas, erro, mensagem, session, base, shown] = useUnit([
    $assinaturas,
    $subscriptionsError,
    $subscriptionsMessage,
    $session,
    $rotaBase,
    subscriptionsPageShown,
  ]);
  const cliente = session.authenticated && session.idcliente > 0;
  // The list loads on open (the frame shows this block to a client only; the server may have prepared it).
  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown]);
  const visiveis = (assinaturas ?? []).filter((a) => props.mostrarCanceladas || a.status === 'ativa');
  const ordenadas = [...visiveis.filter((a) => a.status === 'ativa'), ...visiveis.filter((a) => a.status !== 'ativa')];
  return (
    <div className={shared.stack} data-block-id={id}>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {mensagem ? (
        <Message tone="positive" role="status">
          {mensagem}
        </Message>
      ) : null}
      {assinaturas === null && !erro ? <p className={shared.muted}>Carregando…</p> : null}
      {assinaturas !== null && ordenadas.length === 0 ? <p>{props.textoVazio}</p> : null}
      {ordenadas.length > 0 ? (
        <>
          {props.textoAjuda ? <p className={shared.muted}>{props.textoAjuda}</p> : null}
          <ul className={shared.list}>
            {ordenadas.map((a) => (
              <AssinaturaCard key={a.idassinatura} a={a} base={base} props={props} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
