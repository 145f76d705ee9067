/**
 * 'Meus pedidos' (spec section 2 'Orders and quotes list: sort, load more'; issue 12, item 6): the
 * client's orders and quotes at this shop, newest first by default, 10 at a time ('Carregar mais'),
 * each with its status in pt-BR and, when a linked user or a representative placed it, 'Pedido
 * emitido por {nome}'; 'Repetir última compra' and 'Ordenar por' above. The server renders the
 * first page (src/app/route-models.ts); the page's frame (blocks/groups/orders/page.tsx) asks for
 * it when the page opens, has the login screen and the h1.
 */
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import {
  $carregandoPedidos,
  $erroPedidos,
  $mensagemPedidos,
  $ordenacao,
  $pedidos,
  $repetindoUltima,
  $temMais,
  $totalPedidos,
  loadMorePedidosClicked,
  ORDENACOES,
  repeatLastPurchaseClicked,
  sortChosen,
  type Ordenacao,
  type PedidoResumo,
} from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import { pageLink } from '#schemas/page-types';
import { data, dia, reais, tomStatus } from '#features/orders/format';
import * as shared from '#features/orders/orders.css';
import { Button, ButtonLink } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import type { OrderListProps } from './schema';
import * as styles from './order-list.css';

function PedidoCard({ pedido, base, props }: { pedido: PedidoResumo; base: string; props: OrderListProps }) {
  const tipo = pedido.orcamento ? 'Orçamento' : 'Pedido';
  const avaliacao = props.mostrarAvaliacao && pedido.avaliacao ? `Sua avaliação: ${pedido.avaliacao} de 5` : '';
  return (
    <li className={styles.card} data-testid="pedido-card">
      <div>
        <div className={shared.cardHead}>
          <h2 className={styles.cardTitle}>
            {tipo} nº {pedido.numpedido}
          </h2>
          <span className={shared.badge[tomStatus(pedido.status)]}>{rotuloStatusPedido(pedido.status)}</span>
        </div>
        <p className={shared.muted}>
          Feito em {data(pedido.criadoEm)} · {pedido.quantidadeItens} {pedido.quantidadeItens === 1 ? 'item' : 'itens'}
          {props.mostrarFormaPagamento ? ` · ${pedido.formaPagamento}` : ''}
        </p>
        {props.mostrarEntrega ? (
          <p className={shared.muted}>
            {pedido.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}
            {pedido.dataEntrega ? ` em ${dia(pedido.dataEntrega)}` : ''}
            {avaliacao ? ` · ${avaliacao}` : ''}
          </p>
        ) : avaliacao ? (
          <p className={shared.muted}>{avaliacao}</p>
        ) : null}
        {props.mostrarEmitidoPor && pedido.emitidoPor ? (
          <p className={shared.muted}>Pedido emitido por {pedido.emitidoPor}</p>
        ) : null}
      </div>
      <div className={styles.cardSide}>
        <span className={shared.amount}>{reais(pedido.totalpedido)}</span>
        <Link
          to={pageLink(base, 'pedido', String(pedido.numpedido))}
          aria-label={`Ver detalhes do ${tipo.toLowerCase()} nº ${pedido.numpedido}`}
        >
          {props.textoVerDetalhes}
        </Link>
      </div>
    </li>
  );
}

export function OrderList({ id, props }: BlockComponentProps<OrderListProps>) {
  const [pedidos, total, temMais, carregando, erro, ordenacao, base] = useUnit([
    $pedidos,
    $totalPedidos,
    $temMais,
    $carregandoPedidos,
    $erroPedidos,
    $ordenacao,
    $rotaBase,
  ]);
  const [ordenar, mais, repetirUltima] = useUnit([sortChosen, loadMorePedidosClicked, repeatLastPurchaseClicked]);
  const [mensagem, repetindoUltima] = useUnit([$mensagemPedidos, $repetindoUltima]);
  const hydrated = useHydrated();
  const contagem = props.mostrarContagem && pedidos && pedidos.length > 0;
  const repetir = props.mostrarRepetirUltima && pedidos && pedidos.some((p) => !p.orcamento);
  return (
    <div className={shared.stack} data-block-id={id}>
      {contagem || repetir || props.mostrarOrdenacao ? (
        <div className={styles.toolbar}>
          <div>
            {contagem ? (
              <p className={shared.muted}>
                {total} {total === 1 ? 'pedido ou orçamento' : 'pedidos e orçamentos'}
              </p>
            ) : null}
          </div>
          <div className={shared.actions}>
            {repetir ? (
              <Button variant="secondary" onClick={() => repetirUltima()} disabled={!hydrated || repetindoUltima}>
                {repetindoUltima ? 'Adicionando…' : 'Repetir última compra'}
              </Button>
            ) : null}
            {props.mostrarOrdenacao ? (
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
            ) : null}
          </div>
        </div>
      ) : null}
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
          titulo={props.textoVazio}
          nivel={2}
          acao={<ButtonLink to={rotas.home(base)}>{props.textoBotaoVazio}</ButtonLink>}
        />
      ) : null}
      {pedidos && pedidos.length > 0 ? (
        <ul className={shared.list}>
          {pedidos.map((p) => (
            <PedidoCard key={p.numpedido} pedido={p} base={base} props={props} />
          ))}
        </ul>
      ) : null}
      {temMais ? (
        <div className={shared.actions}>
          <Button variant="secondary" onClick={() => mais()} disabled={carregando}>
            {carregando ? 'Carregando…' : props.textoCarregarMais}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
