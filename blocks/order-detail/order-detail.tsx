/**
 * One order (spec section 2 'Orders and quotes list: … details, repeat items, rate order'; issue 12,
 * item 6): when it was placed and by whom, the page's messages, 'Confirmar pedido' for a priced
 * quote and 'Repetir itens' (the items go into the cart through the cart model), its status history
 * as a timeline (pt-BR labels, engine/rules/pedido-status), delivery and payment (the blocks placed
 * inside this one follow the payment: by default the Pix or boleto and 'Alterar forma de
 * pagamento', blocks/order-payment, and the order's documents, blocks/order-documents), the
 * answers to the shop's questions, its items and totals and, once delivered (ENTREGUE), a 1–5 star
 * rating. The page's frame (blocks/groups/orders/page.tsx) loads the order and has the h1 and the
 * status badge; the server renders it all (src/app/route-models.ts).
 */
import { useUnit } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  $avaliando,
  $confirmando,
  $mensagemPedido,
  $repetindo,
  $reviewMessage,
  confirmOrcamentoClicked,
  repeatItemsClicked,
  reviewSubmitted,
  type PedidoDetalhe,
} from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { podeAvaliarPedido } from '#engine/rules/pedido-status';
import { productCodesLabel } from '#engine/rules/product-code';
import { dataHora, reais } from '#features/orders/format';
import { useOrderOfPage } from '#features/orders/order-of-page';
import { OrderDelivery, OrderTimeline } from '#features/orders/order-parts';
import * as shared from '#features/orders/orders.css';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import type { OrderDetailProps } from './schema';
import * as styles from './order-detail.css';

const MAX_COMENTARIO = 500;

function Avaliar({ pedido, tituloId }: { pedido: PedidoDetalhe; tituloId: string }) {
  const [avaliando, enviar, resposta] = useUnit([$avaliando, reviewSubmitted, $reviewMessage]);
  const [nota, setNota] = useState(pedido.avaliacao ?? 0);
  const [comentario, setComentario] = useState(pedido.comentarioAvaliacao ?? '');
  if (!podeAvaliarPedido(pedido.status)) return null;
  return (
    <section className={shared.section} aria-labelledby={tituloId}>
      <h2 id={tituloId} className={shared.subtitle}>
        {pedido.avaliacao ? 'Sua avaliação' : 'Avalie este pedido'}
      </h2>
      {pedido.avaliacao ? <p data-testid="pedido-avaliacao">{`${pedido.avaliacao} de 5 estrelas`}</p> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (nota >= 1) enviar({ nota, comentario });
        }}
      >
        <fieldset className={styles.stars}>
          <legend className={shared.muted}>Nota de 1 a 5</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star} data-on={n <= nota}>
              <input
                className={styles.starInput}
                type="radio"
                name="nota"
                value={n}
                checked={nota === n}
                onChange={() => setNota(n)}
                aria-label={`${n} ${n === 1 ? 'estrela' : 'estrelas'}`}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </fieldset>
        <FormField
          label="Comentário (opcional)"
          renderInput={(a11y) => (
            <textarea
              {...a11y}
              name="comentario"
              rows={2}
              maxLength={MAX_COMENTARIO}
              value={comentario}
              onChange={(e) => setComentario(e.currentTarget.value)}
            />
          )}
        />
        <Button type="submit" disabled={avaliando || nota < 1}>
          {avaliando ? 'Enviando…' : 'Enviar avaliação'}
        </Button>
      </form>
      {/* The rating's answer, where the customer is looking (issue 35). */}
      {resposta ? (
        <Message
          tone={resposta.tom}
          role={resposta.tom === 'critical' ? 'alert' : 'status'}
          data-testid="pedido-avaliacao-resposta"
        >
          {resposta.texto}
        </Message>
      ) : null}
    </section>
  );
}

function Itens({ pedido, titulo, tituloId }: { pedido: PedidoDetalhe; titulo: string; tituloId: string }) {
  const { entrega } = pedido;
  return (
    <section className={shared.section} aria-labelledby={tituloId}>
      <h2 id={tituloId} className={shared.subtitle}>
        {titulo}
      </h2>
      <table className={styles.items}>
        <thead>
          <tr>
            <th className={styles.cell}>Produto</th>
            <th className={styles.num}>Qtd.</th>
            <th className={styles.num}>Total</th>
          </tr>
        </thead>
        <tbody>
          {pedido.itens.map((item) => (
            <tr key={item.id} data-testid="pedido-item">
              <td className={styles.cell}>
                {item.nome}
                <br />
                <span className={shared.muted}>
                  {item.codigo != null ? `${productCodesLabel(item.codigo, item.ean)} · ` : ''}
                  {reais(item.precoUnitario)} / {item.unidade}
                  {item.embalarParaPresente ? ' · embalar para presente' : ''}
                </span>
              </td>
              <td className={styles.num}>
                {item.quantidade.toLocaleString('pt-BR')} {item.unidade}
              </td>
              <td className={styles.num}>{reais(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={shared.row}>
        <span>Subtotal</span>
        <span>{reais(pedido.subtotal)}</span>
      </p>
      {pedido.desconto > 0 ? (
        <p className={shared.row}>
          <span>Desconto</span>
          <span>− {reais(pedido.desconto)}</span>
        </p>
      ) : null}
      <p className={shared.row}>
        <span>{entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Taxa de entrega'}</span>
        <span>{pedido.taxaentrega === 0 ? 'Grátis' : reais(pedido.taxaentrega)}</span>
      </p>
      <p className={shared.total}>
        <span>Total</span>
        <span data-testid="pedido-total">{reais(pedido.totalpedido)}</span>
      </p>
    </section>
  );
}

/** Whether the delivery and payment column has anything to show. */
function temEntregaEPagamento(pedido: PedidoDetalhe, props: OrderDetailProps, children: ReactNode): boolean {
  return (
    props.mostrarEntrega ||
    props.mostrarPagamento ||
    Boolean(children) ||
    (props.mostrarObservacoes && Boolean(pedido.numPedidoCliente || pedido.anotacoes)) ||
    (props.mostrarCaracteristicas && pedido.caracteristicas.length > 0)
  );
}

/** Delivery, payment (then the blocks placed inside), the customer's notes and the answers to the shop's questions. */
function EntregaEPagamento({
  pedido,
  props,
  ids,
  children,
}: {
  pedido: PedidoDetalhe;
  props: OrderDetailProps;
  ids: { entrega: string; pagamento: string };
  children: ReactNode;
}) {
  const { entrega, pagamento } = pedido;
  const caracteristicas = props.mostrarCaracteristicas && pedido.caracteristicas.length > 0;
  const rotulo = props.mostrarEntrega ? ids.entrega : props.mostrarPagamento ? ids.pagamento : undefined;
  return (
    <section className={shared.section} aria-labelledby={rotulo}>
      {props.mostrarEntrega ? (
        <>
          <h2 id={ids.entrega} className={shared.subtitle}>
            {entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}
          </h2>
          <OrderDelivery entrega={entrega} />
        </>
      ) : null}
      {props.mostrarPagamento ? (
        <>
          <h2 id={ids.pagamento} className={shared.subtitle}>
            {props.tituloPagamento}
          </h2>
          <p>
            {pagamento.descricao}
            {pagamento.quantParcelas > 1 ? ` em ${pagamento.quantParcelas}x` : ''}
          </p>
        </>
      ) : null}
      {children}
      {props.mostrarObservacoes && pedido.numPedidoCliente ? (
        <p className={shared.muted}>Seu número do pedido: {pedido.numPedidoCliente}</p>
      ) : null}
      {props.mostrarObservacoes && pedido.anotacoes ? (
        <p className={shared.muted}>Observações: {pedido.anotacoes}</p>
      ) : null}
      {caracteristicas ? (
        <>
          <h2 className={shared.subtitle}>{props.tituloCaracteristicas}</h2>
          <ul className={styles.caracteristicas} data-testid="pedido-caracteristicas">
            {pedido.caracteristicas.map((c) => (
              <li key={c.idcaracteristica}>
                <span className={shared.muted}>{c.nome}</span> {c.valor}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function OrderDetail({ id, props, children }: BlockComponentProps<OrderDetailProps>) {
  const pedido = useOrderOfPage();
  const [mensagem, repetindo, repetir, base, confirmando, confirmar] = useUnit([
    $mensagemPedido,
    $repetindo,
    repeatItemsClicked,
    $rotaBase,
    $confirmando,
    confirmOrcamentoClicked,
  ]);
  if (!pedido) return null;
  const precificado = pedido.status === 'ORCAMENTO_PRECIFICADO';
  const acompanhamento = props.mostrarAcompanhamento ? (
    <section className={shared.section} aria-labelledby={`${id}-historico`}>
      <h2 id={`${id}-historico`} className={shared.subtitle}>
        {props.tituloAcompanhamento}
      </h2>
      <OrderTimeline historico={pedido.historico} testId="pedido-timeline" />
    </section>
  ) : null;
  const lado = !temEntregaEPagamento(pedido, props, children) ? null : (
    <EntregaEPagamento pedido={pedido} props={props} ids={{ entrega: `${id}-entrega`, pagamento: `${id}-pagamento` }}>
      {children}
    </EntregaEPagamento>
  );
  return (
    <div className={shared.stack} data-block-id={id}>
      <p className={shared.muted}>Feito em {dataHora(pedido.criadoEm)}</p>
      {pedido.emitidoPor ? <p>Pedido emitido por {pedido.emitidoPor}</p> : null}
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
          {mensagem.tom === 'positive' && repetindo === false && mensagem.texto.includes('carrinho') ? (
            <>
              {' '}
              <Link to={rotas.carrinho(base)}>Ir para o carrinho</Link>
            </>
          ) : null}
        </Message>
      ) : null}
      {precificado ? (
        <Message tone="info" role="status">
          O fornecedor precificou este orçamento: confira os valores abaixo e confirme para enviá-lo como pedido.
        </Message>
      ) : null}
      {precificado || props.mostrarRepetirItens ? (
        <div className={shared.actions}>
          {precificado ? (
            <Button onClick={() => confirmar()} disabled={confirmando}>
              {confirmando ? 'Confirmando…' : 'Confirmar pedido'}
            </Button>
          ) : null}
          {props.mostrarRepetirItens ? (
            <Button onClick={() => repetir()} disabled={repetindo}>
              {repetindo ? 'Adicionando…' : 'Repetir itens'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {acompanhamento && lado ? (
        <div className={shared.columns}>
          {acompanhamento}
          {lado}
        </div>
      ) : (
        (acompanhamento ?? lado)
      )}
      {props.mostrarItens ? <Itens pedido={pedido} titulo={props.tituloItens} tituloId={`${id}-itens`} /> : null}
      {props.mostrarAvaliacao ? (
        <Avaliar key={`${pedido.numpedido}-${pedido.avaliacao ?? 0}`} pedido={pedido} tituloId={`${id}-avaliar`} />
      ) : null}
    </div>
  );
}
