/**
 * `/{slug}/pedidos` 'Meus pedidos' (spec section 2 'Orders and quotes list: sort, load more';
 * issue 12, item 6): the client's orders and quotes at this shop, newest first by default, 10 at a
 * time ('Carregar mais'), each with its status in pt-BR and, when a linked user or a
 * representative placed it, 'Pedido emitido por {nome}'. The list loads in the browser.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  $carregandoPedidos,
  $erroPedidos,
  $mensagemPedidos,
  $repetindoUltima,
  $ordenacao,
  $pedidos,
  $temMais,
  $totalPedidos,
  loadMorePedidosClicked,
  sortChosen,
  ORDENACOES,
  pedidosPageShown,
  repeatLastPurchaseClicked,
  type Ordenacao,
  type PedidoResumo,
} from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import { Button, ButtonLink } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import { data, dia, reais, tomStatus } from './format';
import * as styles from './orders.css';

function PedidoCard({ pedido, base }: { pedido: PedidoResumo; base: string }) {
  const tipo = pedido.orcamento ? 'Orçamento' : 'Pedido';
  return (
    <li className={styles.card} data-testid="pedido-card">
      <div>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>
            {tipo} nº {pedido.numpedido}
          </h2>
          <span className={styles.badge[tomStatus(pedido.status)]}>{rotuloStatusPedido(pedido.status)}</span>
        </div>
        <p className={styles.muted}>
          Feito em {data(pedido.criadoEm)} · {pedido.quantidadeItens} {pedido.quantidadeItens === 1 ? 'item' : 'itens'}{' '}
          · {pedido.formaPagamento}
        </p>
        <p className={styles.muted}>
          {pedido.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}
          {pedido.dataEntrega ? ` em ${dia(pedido.dataEntrega)}` : ''}
          {pedido.avaliacao ? ` · Sua avaliação: ${pedido.avaliacao} de 5` : ''}
        </p>
        {pedido.emitidoPor ? <p className={styles.muted}>Pedido emitido por {pedido.emitidoPor}</p> : null}
      </div>
      <div className={styles.cardSide}>
        <span className={styles.amount}>{reais(pedido.totalpedido)}</span>
        <Link
          to={`${rotas.pedidos(base)}/${pedido.numpedido}`}
          aria-label={`Ver detalhes do ${tipo.toLowerCase()} nº ${pedido.numpedido}`}
        >
          Ver detalhes
        </Link>
      </div>
    </li>
  );
}

export default function OrdersPage() {
  const [pedidos, total, temMais, carregando, erro, ordenacao, session, base] = useUnit([
    $pedidos,
    $totalPedidos,
    $temMais,
    $carregandoPedidos,
    $erroPedidos,
    $ordenacao,
    $session,
    $rotaBase,
  ]);
  const [shown, ordenar, mais, repetirUltima] = useUnit([
    pedidosPageShown,
    sortChosen,
    loadMorePedidosClicked,
    repeatLastPurchaseClicked,
  ]);
  const [mensagem, repetindoUltima] = useUnit([$mensagemPedidos, $repetindoUltima]);
  const cliente = session.authenticated && session.idcliente > 0;
  const hydrated = useHydrated();
  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown]);

  if (!cliente) {
    return (
      <StatusScreen
        titulo="Meus pedidos"
        texto="Entre na sua conta para ver os seus pedidos."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="pedidos-titulo">
      <div className={styles.toolbar}>
        <div>
          <h1 id="pedidos-titulo" className={styles.title}>
            Meus pedidos
          </h1>
          {pedidos && pedidos.length > 0 ? (
            <p className={styles.muted}>
              {total} {total === 1 ? 'pedido ou orçamento' : 'pedidos e orçamentos'}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {pedidos && pedidos.some((p) => !p.orcamento) ? (
            <Button variant="secondary" onClick={() => repetirUltima()} disabled={!hydrated || repetindoUltima}>
              {repetindoUltima ? 'Adicionando…' : 'Repetir última compra'}
            </Button>
          ) : null}
          <FormField
            label="Ordenar por"
            renderInput={(a11y) => (
              <select
                {...a11y}
                name="ordenacao"
                value={ordenacao}
                disabled={!hydrated}
                onChange={(e) => ordenar(e.currentTarget.value as Ordenacao)}
              >
                {ORDENACOES.map((o) => (
                  <option key={o.valor} value={o.valor}>
                    {o.texto}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
      </div>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
          {mensagem.tom === 'positive' ? (
            <>
              {' '}
              <Link to={rotas.carrinho(base)}>Ver carrinho</Link>
            </>
          ) : null}
        </Message>
      ) : null}
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {pedidos === null && !erro ? <StatusScreen titulo="Carregando seus pedidos…" carregando nivel={2} /> : null}
      {pedidos?.length === 0 ? (
        <StatusScreen
          titulo="Você ainda não fez nenhum pedido."
          nivel={2}
          acao={<ButtonLink to={rotas.home(base)}>Ver produtos</ButtonLink>}
        />
      ) : null}
      {pedidos && pedidos.length > 0 ? (
        <ul className={styles.list}>
          {pedidos.map((p) => (
            <PedidoCard key={p.numpedido} pedido={p} base={base} />
          ))}
        </ul>
      ) : null}
      {temMais ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => mais()} disabled={carregando}>
            {carregando ? 'Carregando…' : 'Carregar mais'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
