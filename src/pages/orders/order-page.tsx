/**
 * `/{slug}/pedidos/{numpedido}` (spec section 2 'Orders and quotes list: … details, repeat items,
 * rate order'; issue 12, item 6): one order with its status history as a timeline (pt-BR labels,
 * engine/rules/pedido-status), its items and totals, delivery and payment, 'Pedido emitido por'
 * when a linked user or a representative placed it, 'Repetir itens' (the items go into the cart
 * through the cart model) and, once delivered (ENTREGUE), a 1–5 star rating.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  $avaliando,
  $carregandoPedido,
  $confirmando,
  $erroPedido,
  $mensagemPedido,
  $pedido,
  $repetindo,
  reviewSubmitted,
  confirmOrcamentoClicked,
  pedidoOpened,
  repeatItemsClicked,
  type PedidoDetalhe,
} from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $storefrontConfig } from '#engine/model/app';
import { $session } from '#engine/model/session';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import { podeAvaliarPedido, rotuloStatusPedido } from '#engine/rules/pedido-status';
import { Button, ButtonLink } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { dataHora, reais, tomStatus } from './format';
import { EntregaDoPedido, LinhaDoTempo } from './partes';
import { PagamentoDoPedido } from './pagamento';
import { BaixarComprovante } from './acoes-pagamento';
import TrocarFormaPagamento from './troca-forma-pagamento';
import * as styles from './orders.css';

const MAX_COMENTARIO = 500;

function Avaliar({ pedido }: { pedido: PedidoDetalhe }) {
  const [avaliando, enviar] = useUnit([$avaliando, reviewSubmitted]);
  const [nota, setNota] = useState(pedido.avaliacao ?? 0);
  const [comentario, setComentario] = useState(pedido.comentarioAvaliacao ?? '');
  if (!podeAvaliarPedido(pedido.status)) return null;
  return (
    <section className={styles.section} aria-labelledby="avaliar-titulo">
      <h2 id="avaliar-titulo" className={styles.subtitle}>
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
          <legend className={styles.muted}>Nota de 1 a 5</legend>
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
    </section>
  );
}

function Detalhe({ pedido }: { pedido: PedidoDetalhe }) {
  const [mensagem, repetindo, repetir, base, confirmando, confirmar] = useUnit([
    $mensagemPedido,
    $repetindo,
    repeatItemsClicked,
    $rotaBase,
    $confirmando,
    confirmOrcamentoClicked,
  ]);
  const [config, fornecedor] = useUnit([$storefrontConfig, $fornecedor]);
  // The DANFE the supplier attached: the server's PDF, opened with the session cookie (as the boleto).
  const danfeUrl = `${config.apiBaseUrl.replace(/\/$/, '')}/v4/danfe/${pedido.numpedido}/${fornecedor?.idfornecedor ?? ''}`;
  const tipo = pedido.orcamento ? 'Orçamento' : 'Pedido';
  const { entrega, pagamento } = pedido;
  return (
    <section className={styles.page} aria-labelledby="pedido-titulo">
      <p className={styles.muted}>
        <Link to={rotas.pedidos(base)}>← Meus pedidos</Link>
      </p>
      <div className={styles.cardHead}>
        <h1 id="pedido-titulo" className={styles.title}>
          {tipo} nº {pedido.numpedido}
        </h1>
        <span className={styles.badge[tomStatus(pedido.status)]} data-testid="pedido-status">
          {rotuloStatusPedido(pedido.status)}
        </span>
      </div>
      <p className={styles.muted}>Feito em {dataHora(pedido.criadoEm)}</p>
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
      {pedido.status === 'ORCAMENTO_PRECIFICADO' ? (
        <Message tone="info" role="status">
          O fornecedor precificou este orçamento: confira os valores abaixo e confirme para enviá-lo como pedido.
        </Message>
      ) : null}
      <div className={styles.actions}>
        {pedido.status === 'ORCAMENTO_PRECIFICADO' ? (
          <Button onClick={() => confirmar()} disabled={confirmando}>
            {confirmando ? 'Confirmando…' : 'Confirmar pedido'}
          </Button>
        ) : null}
        <Button onClick={() => repetir()} disabled={repetindo}>
          {repetindo ? 'Adicionando…' : 'Repetir itens'}
        </Button>
        <BaixarComprovante pedido={pedido} />
        {pedido.danfe ? (
          <ButtonLink
            variant="secondary"
            href={danfeUrl}
            download={`danfe-${pedido.numpedido}.pdf`}
            data-testid="pedido-danfe"
          >
            Baixar nota fiscal (DANFE)
          </ButtonLink>
        ) : null}
      </div>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="historico-titulo">
          <h2 id="historico-titulo" className={styles.subtitle}>
            Acompanhamento
          </h2>
          <LinhaDoTempo historico={pedido.historico} testId="pedido-timeline" />
        </section>
        <section className={styles.section} aria-labelledby="entrega-titulo">
          <h2 id="entrega-titulo" className={styles.subtitle}>
            {entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}
          </h2>
          <EntregaDoPedido entrega={entrega} />
          <h2 className={styles.subtitle}>Pagamento</h2>
          <p>
            {pagamento.descricao}
            {pagamento.quantParcelas > 1 ? ` em ${pagamento.quantParcelas}x` : ''}
          </p>
          <PagamentoDoPedido pedido={pedido} />
          <div className={styles.actions}>
            <TrocarFormaPagamento pedido={pedido} />
          </div>
          {pedido.numPedidoCliente ? (
            <p className={styles.muted}>Seu número do pedido: {pedido.numPedidoCliente}</p>
          ) : null}
          {pedido.anotacoes ? <p className={styles.muted}>Observações: {pedido.anotacoes}</p> : null}
          {pedido.caracteristicas.length > 0 ? (
            <>
              <h2 className={styles.subtitle}>Informações do pedido</h2>
              <ul className={styles.caracteristicas} data-testid="pedido-caracteristicas">
                {pedido.caracteristicas.map((c) => (
                  <li key={c.idcaracteristica}>
                    <span className={styles.muted}>{c.nome}</span> {c.valor}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <section className={styles.section} aria-labelledby="itens-titulo">
        <h2 id="itens-titulo" className={styles.subtitle}>
          Itens
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
                  <span className={styles.muted}>
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
        <p className={styles.row}>
          <span>Subtotal</span>
          <span>{reais(pedido.subtotal)}</span>
        </p>
        {pedido.desconto > 0 ? (
          <p className={styles.row}>
            <span>Desconto</span>
            <span>− {reais(pedido.desconto)}</span>
          </p>
        ) : null}
        <p className={styles.row}>
          <span>{entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Taxa de entrega'}</span>
          <span>{pedido.taxaentrega === 0 ? 'Grátis' : reais(pedido.taxaentrega)}</span>
        </p>
        <p className={styles.total}>
          <span>Total</span>
          <span data-testid="pedido-total">{reais(pedido.totalpedido)}</span>
        </p>
      </section>
      <Avaliar key={`${pedido.numpedido}-${pedido.avaliacao ?? 0}`} pedido={pedido} />
    </section>
  );
}

export default function OrderPage() {
  const { numpedido: param } = useParams();
  const numpedido = Number(param);
  const [pedido, erro, carregando, session, base, abrir] = useUnit([
    $pedido,
    $erroPedido,
    $carregandoPedido,
    $session,
    $rotaBase,
    pedidoOpened,
  ]);
  const cliente = session.authenticated && session.idcliente > 0;
  useEffect(() => {
    if (cliente) abrir(numpedido);
  }, [cliente, numpedido, abrir]);

  if (!cliente) {
    return (
      <StatusScreen
        titulo="Pedido"
        texto="Entre na sua conta para ver os seus pedidos."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  if (!Number.isSafeInteger(numpedido) || numpedido <= 0)
    return (
      <StatusScreen
        titulo="Pedido não encontrado."
        acao={<ButtonLink to={rotas.pedidos(base)}>Meus pedidos</ButtonLink>}
      />
    );
  if (erro) return <StatusScreen titulo={erro} acao={<ButtonLink to={rotas.pedidos(base)}>Meus pedidos</ButtonLink>} />;
  if (pedido === null || pedido.numpedido !== numpedido)
    return <StatusScreen titulo="Carregando o pedido…" carregando={carregando || pedido === null} />;
  return <Detalhe pedido={pedido} />;
}
